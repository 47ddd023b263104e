import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/messages';
import { nationalIdCheckChar } from '../validation/national-id';
import {
  checkRelative,
  EMPTY_RELATIVE_GUID,
  isMasked,
  isNewRelativeId,
  maskIdNo,
  maskPhone,
  parseRelativeAge,
  relativesAllowed,
  sexOfRelation,
  type TRelativeFields,
} from './relative-rules';

const TODAY = '2026-11-26';
const idFor = (birth: string, sexDigit: number) => {
  const first17 = `31010420${birth}12${sexDigit}`;
  return first17 + nationalIdCheckChar(first17);
};
const good: TRelativeFields = {
  relative_name: ' 张小花 ',
  relation: 'daughter',
  sex: 'female',
  age: '8',
  birthday: '2018-05-01',
  phone: '021-12345678',
  idNo: idFor('180501', 4).toLowerCase(),
};
const keyOf = (change: Partial<TRelativeFields>) => {
  const r = checkRelative({ ...good, ...change }, TODAY);
  return r.ok ? null : r.problem.key;
};

describe('checkRelative (spec 2 §5 "Activity")', () => {
  it('accepts a complete relative and normalizes it', () => {
    const r = checkRelative(good, TODAY);
    expect(r).toEqual({
      ok: true,
      values: {
        name: '张小花',
        relation: 'daughter',
        sex: 'female',
        age: 8,
        birthday: '2018-05-01',
        phone: '021-12345678',
        idNo: idFor('180501', 4),
      },
    });
  });

  it('only name, relation and sex are required', () => {
    const r = checkRelative({ relative_name: '李梅', relation: 'wife', sex: 'female' }, TODAY);
    expect(r).toMatchObject({ ok: true, values: { age: null, birthday: null, phone: null, idNo: null } });
    expect(keyOf({ relative_name: ' ' })).toBe('relative.enterinformation');
    expect(keyOf({ relation: 'uncle' })).toBe('relative.enterinformation');
    expect(keyOf({ sex: '' })).toBe('relative.enterinformation');
    expect(keyOf({ relative_name: '张'.repeat(21) })).toBe('relative.nameTooLong');
  });

  it('the relation sets the sex; a different sex is refused', () => {
    expect(['husband', 'son', 'father'].map((r) => sexOfRelation(r as 'son'))).toEqual([
      'male',
      'male',
      'male',
    ]);
    expect(['wife', 'daughter', 'mother'].map((r) => sexOfRelation(r as 'wife'))).toEqual([
      'female',
      'female',
      'female',
    ]);
    expect(keyOf({ sex: 'male' })).toBe('relative.sexMismatch');
  });

  it.each([
    [null, null],
    ['', null],
    [0, 0],
    ['0', 0],
    [1, 1],
    [120, 120],
    [121, undefined],
    [-1, undefined],
    [1.5, undefined],
    ['12a', undefined],
  ])('age %o reads as %o', (raw, age) => {
    expect(parseRelativeAge(raw)).toBe(age);
    expect(keyOf({ age: raw })).toBe(age === undefined ? 'relative.enterrightage' : null);
  });

  it('birthday from 1980-01-01 to today, a real date', () => {
    expect(keyOf({ birthday: '1980-01-01' })).toBeNull();
    expect(keyOf({ birthday: TODAY })).toBeNull();
    expect(keyOf({ birthday: '1979-12-31' })).toBe('relative.birthday');
    expect(keyOf({ birthday: '2026-11-27' })).toBe('relative.birthday');
    expect(keyOf({ birthday: '2021-02-29' })).toBe('relative.birthday');
    expect(keyOf({ birthday: '2021/01/01' })).toBe('relative.birthday');
  });

  it('phone: mobile or landline when given', () => {
    expect(keyOf({ phone: '13912345678' })).toBeNull();
    expect(keyOf({ phone: '' })).toBeNull();
    expect(keyOf({ phone: '12345678' })).toBe('relative.phone');
  });

  it('ID number: GB 11643 valid and its sex digit matching the sex', () => {
    expect(keyOf({ idNo: '' })).toBeNull();
    expect(keyOf({ idNo: idFor('180501', 3) })).toBe('relative.enterrightId');
    const bad = idFor('180501', 4);
    expect(keyOf({ idNo: `${bad.slice(0, 17)}${bad[17] === '0' ? '1' : '0'}` })).toBe(
      'relative.enterrightId',
    );
    expect(keyOf({ idNo: '12345' })).toBe('relative.enterrightId');
    expect(keyOf({ relation: 'son', sex: 'male', idNo: idFor('180501', 3) })).toBeNull();
  });

  it('masked ID and phone numbers are left for the server to resolve', () => {
    expect(checkRelative({ ...good, idNo: '3101**********1234', phone: '139****5678' }, TODAY)).toMatchObject(
      {
        ok: true,
        values: { idNo: '3101**********1234', phone: '139****5678' },
      },
    );
  });

  it('messages read in three languages', () => {
    expect(translate('zh', 'relative.overCap', { n: 3 })).toBe('最多只能添加3位亲属');
    expect(translate('en', 'relative.overCap', { n: 3 })).toBe('You can add at most 3 relatives');
    expect(translate('ja', 'relative.overCap', { n: 3 })).toBe('親族は最大3名まで追加できます');
    expect(translate('zh', 'relative.enterrightage', { max: 120 })).toBe(
      '请输入正确的年龄（0或1至120的整数）',
    );
  });
});

describe('relative helpers', () => {
  it('masks the ID number: first 4, stars, last 4', () => {
    expect(maskIdNo('310104201805011244')).toBe('3101**********1244');
    expect(maskIdNo(null)).toBeNull();
    expect(maskIdNo('1234')).toBe('****');
    expect(isMasked('3101**********1244')).toBe(true);
    expect(isMasked('310104201805011244')).toBe(false);
  });

  it('masks the phone number: first 3, stars, last 4', () => {
    expect(maskPhone('13912345678')).toBe('139****5678');
    expect(maskPhone('021-12345678')).toBe('021*****5678');
    expect(maskPhone('')).toBeNull();
    expect(isMasked('139****5678')).toBe(true);
  });

  it('the empty GUID or nothing is a new relative', () => {
    expect(isNewRelativeId(EMPTY_RELATIVE_GUID)).toBe(true);
    expect(isNewRelativeId('')).toBe(true);
    expect(isNewRelativeId('0b6c3a5e-1d2f-4c8a-9e16-000000002001')).toBe(false);
  });

  it('relativeNum counts the registrant', () => {
    expect(relativesAllowed(4)).toBe(3);
    expect(relativesAllowed(1)).toBe(0);
  });
});
