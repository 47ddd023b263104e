import { describe, expect, it } from 'vitest';
import { maskIdNumber } from '../validation/mask';
import { nationalIdCheckChar } from '../validation/national-id';
import {
  checkChild,
  checkEmployeeBase,
  checkHouseholdAddress,
  checkHouseholdInfo,
  checkResidentialAddress,
  type TEmployeeBaseForm,
} from './profile-rules';

const id = (first17: string) => `${first17}${nationalIdCheckChar(first17)}`;
const OWN_ID = id('31010119900101123');
const SPOUSE_ID = id('31010419920202234');
const today = '2026-11-26';
const allSaved = { householdInfo: true, householdAddress: true, residentialAddress: true };
const noneSaved = { householdInfo: false, householdAddress: false, residentialAddress: false };
const base: TEmployeeBaseForm = {
  idNumber: OWN_ID,
  formerName: '',
  gender: 1,
  nation: '汉族',
  political: 'masses',
  highestDegree: 'bachelor',
  email: '',
  contact: '',
  socialCityNote: '',
  maritalStatus: 'unmarried',
  isHealth: 'good',
  spouseName: '',
  relation: '',
  childrens: 0,
  isLocalHuKou: false,
  spouseIDNumber: '',
};
const key = (issue: { key: string } | null) => issue?.key ?? null;

describe('checkHouseholdAddress (spec 3 §5)', () => {
  const ok = {
    provice: '上海市',
    city: '上海市',
    country: '浦东新区',
    streat: '花木街道',
    hukouAddress: '锦绣路1000号',
    zipCode: '012345',
    isSameAddress: false,
  };
  it('accepts a complete address; a 6-digit zip may start with 0', () => {
    expect(checkHouseholdAddress(ok)).toBeNull();
  });
  it.each(['provice', 'country', 'streat', 'hukouAddress'] as const)('requires %s', (field) => {
    expect(key(checkHouseholdAddress({ ...ok, [field]: ' ' }))).toBe('onboarding.hukouAddressRequired');
  });
  it.each(['', '12345', '1234567', '12345a'])('refuses zip %j', (zipCode) => {
    expect(key(checkHouseholdAddress({ ...ok, zipCode }))).toBe('onboarding.zip');
  });
  it('limits the detailed address', () => {
    expect(checkHouseholdAddress({ ...ok, hukouAddress: '路'.repeat(101) })).toEqual({
      key: 'onboarding.tooLong',
      params: { field: 'hukouAddress', max: 100 },
    });
  });
});

describe('checkResidentialAddress (spec 3 §5)', () => {
  const ok = {
    livePrivince: '上海市',
    liveCity: '上海市',
    liveCountry: '徐汇区',
    resiPermitStreet: '',
    residentialAddress: '漕溪北路1号',
    resZipCode: '200030',
  };
  it('accepts a detailed address and a postcode', () => expect(checkResidentialAddress(ok)).toBeNull());
  it('requires the detailed address', () => {
    expect(key(checkResidentialAddress({ ...ok, residentialAddress: '' }))).toBe(
      'onboarding.residentialRequired',
    );
  });
  it.each(['012345', '20003', ''])('refuses postcode %j', (resZipCode) => {
    expect(key(checkResidentialAddress({ ...ok, resZipCode }))).toBe('onboarding.postcode');
  });
});

describe('checkHouseholdInfo (spec 3 §2.1, §5)', () => {
  const ok = {
    hukouTypeCode: '1',
    hukouCity: '上海',
    urban: true,
    social: true,
    fund: false,
    fundCount: '',
    resiPermitInfo: false,
    resiPermitType: null,
    resiPermitNo: '',
  };
  it('accepts no fund and no permit', () => expect(checkHouseholdInfo(ok)).toBeNull());
  it('a paid fund needs a 9-digit account', () => {
    expect(key(checkHouseholdInfo({ ...ok, fund: true, fundCount: '12345678' }))).toBe(
      'onboarding.fundAccount',
    );
    expect(checkHouseholdInfo({ ...ok, fund: true, fundCount: '123456789' })).toBeNull();
  });
  it('a permit (residence switch off) needs its type and number of at most 50', () => {
    const permit = { ...ok, hukouTypeCode: '0', resiPermitInfo: true };
    expect(key(checkHouseholdInfo(permit))).toBe('onboarding.permitTypeRequired');
    expect(key(checkHouseholdInfo({ ...permit, resiPermitType: 3 }))).toBe('onboarding.permitTypeRequired');
    expect(key(checkHouseholdInfo({ ...permit, resiPermitType: 2 }))).toBe('onboarding.permitNoRequired');
    expect(checkHouseholdInfo({ ...permit, resiPermitType: 2, resiPermitNo: 'X'.repeat(51) })).toEqual({
      key: 'onboarding.permitNoTooLong',
      params: { max: 50 },
    });
    expect(checkHouseholdInfo({ ...permit, resiPermitType: 1, resiPermitNo: 'SH2026001' })).toBeNull();
  });
  it('ignores the permit while the residence switch is on', () => {
    expect(checkHouseholdInfo({ ...ok, resiPermitInfo: true })).toBeNull();
  });
});

describe('checkEmployeeBase (spec 3 §5)', () => {
  const elsewhere = { socialCity: '北京', today, saved: noneSaved };
  it('accepts a complete form outside Shanghai without saved addresses', () => {
    expect(checkEmployeeBase(base, elsewhere)).toBeNull();
  });
  it.each(['nation', 'maritalStatus', 'political', 'highestDegree', 'isHealth'] as const)(
    'requires %s from its list',
    (field) => {
      expect(key(checkEmployeeBase({ ...base, [field]: '' }, elsewhere))).toBe('onboarding.baseRequired');
      expect(key(checkEmployeeBase({ ...base, [field]: 'other' }, elsewhere))).toBe(
        'onboarding.baseRequired',
      );
    },
  );
  it('checks the ID number by GB 11643', () => {
    expect(key(checkEmployeeBase({ ...base, idNumber: '' }, elsewhere))).toBe('onboarding.idNumber');
    const wrong = `${OWN_ID.slice(0, 17)}${OWN_ID.endsWith('0') ? '1' : '0'}`;
    expect(key(checkEmployeeBase({ ...base, idNumber: wrong }, elsewhere))).toBe('onboarding.idNumber');
  });
  it('Shanghai needs the household info and both addresses saved', () => {
    for (const socialCity of ['上海', '上海市']) {
      expect(key(checkEmployeeBase(base, { socialCity, today, saved: noneSaved }))).toBe(
        'onboarding.shanghaiAddresses',
      );
      expect(
        key(
          checkEmployeeBase(base, { socialCity, today, saved: { ...allSaved, residentialAddress: false } }),
        ),
      ).toBe('onboarding.shanghaiAddresses');
      expect(checkEmployeeBase(base, { socialCity, today, saved: allSaved })).toBeNull();
    }
  });
  it('an e-mail, when filled, must match the pattern', () => {
    expect(key(checkEmployeeBase({ ...base, email: 'zhang@' }, elsewhere))).toBe('onboarding.email');
    expect(checkEmployeeBase({ ...base, email: 'zhang.san@example.com' }, elsewhere)).toBeNull();
  });
  it('children 0 to 4', () => {
    expect(checkEmployeeBase({ ...base, childrens: 4 }, elsewhere)).toBeNull();
    expect(checkEmployeeBase({ ...base, childrens: 5 }, elsewhere)).toEqual({
      key: 'onboarding.childrenCount',
      params: { max: 4 },
    });
    expect(key(checkEmployeeBase({ ...base, childrens: -1 }, elsewhere))).toBe('onboarding.childrenCount');
  });
  it('the spouse: a valid ID that is not the own one; relation husband or wife', () => {
    const married = { ...base, maritalStatus: 'married', relation: 'wife', spouseName: '李梅' };
    expect(checkEmployeeBase({ ...married, spouseIDNumber: SPOUSE_ID }, elsewhere)).toBeNull();
    expect(key(checkEmployeeBase({ ...married, spouseIDNumber: '123' }, elsewhere))).toBe(
      'onboarding.spouseIdNumber',
    );
    expect(key(checkEmployeeBase({ ...married, spouseIDNumber: OWN_ID }, elsewhere))).toBe(
      'onboarding.spouseIdSame',
    );
    expect(key(checkEmployeeBase({ ...married, relation: 'friend' }, elsewhere))).toBe('onboarding.option');
  });
  it('sex 1 or 2', () => {
    expect(key(checkEmployeeBase({ ...base, gender: 3 }, elsewhere))).toBe('onboarding.option');
  });
  it('limits the free texts', () => {
    expect(checkEmployeeBase({ ...base, formerName: '名'.repeat(21) }, elsewhere)).toEqual({
      key: 'onboarding.tooLong',
      params: { field: 'formerName', max: 20 },
    });
  });
});

describe('checkChild and the ID mask', () => {
  it('requires every field and a birthday from 1980-01-01 to today', () => {
    const child = { childName: '张小明', sex: '男', birthday: '2020-05-01', hasImage: true };
    expect(checkChild(child, today)).toBeNull();
    expect(key(checkChild({ ...child, hasImage: false }, today))).toBe('onboarding.childRequired');
    expect(key(checkChild({ ...child, birthday: '1979-12-31' }, today))).toBe('onboarding.childBirthday');
    expect(key(checkChild({ ...child, birthday: '2026-11-27' }, today))).toBe('onboarding.childBirthday');
  });
  it('masks an ID number to its first and last four', () => {
    expect(maskIdNumber(OWN_ID)).toBe(`3101**********${OWN_ID.slice(-4)}`);
  });
});
