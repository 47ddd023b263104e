import { describe, expect, it } from 'vitest';
import { nationalIdCheckChar } from '../validation/national-id';
import { invitationState, LANDING_MAX_FAILURES } from './constants';
import {
  checkInvite,
  checkLandingAnswer,
  checkNewHireForm,
  checkNewHirePassword,
  checkWorkExperience,
  checkWorkExperiences,
} from './rules';

const id = (first17: string) => `${first17}${nationalIdCheckChar(first17)}`;
const form = {
  gender: 1,
  idNumber: id('31011519900307001'),
  nation: '汉族',
  maritalStatus: 'married',
  political: 'masses',
  highestDegree: 'master',
  isHealth: 'excellent',
  email: '',
  contact: '',
  livePrivince: '上海市',
  liveCity: '上海市',
  liveCountry: '徐汇区',
  resiPermitStreet: '',
  residentialAddress: '漕溪北路 1 号',
  resZipCode: '200030',
};

describe('new-hire rules', () => {
  it('checks an invitation field by field', () => {
    const good = {
      employeeName: '刘洋',
      mobile: '13700001234',
      organizationId: 'x',
      hireDate: '2026-12-01',
      socialCity: '上海',
    };
    expect(checkInvite(good)).toBeNull();
    expect(checkInvite({ ...good, employeeName: '' })?.key).toBe('newHire.nameRequired');
    expect(checkInvite({ ...good, mobile: '1370000123' })?.key).toBe('newHire.mobile');
    expect(checkInvite({ ...good, mobile: '12700001234' })?.key).toBe('newHire.mobile');
    expect(checkInvite({ ...good, organizationId: '' })?.key).toBe('newHire.organization');
    expect(checkInvite({ ...good, hireDate: '2026/12/01' })?.key).toBe('newHire.hireDate');
    expect(checkInvite({ ...good, socialCity: ' ' })?.key).toBe('newHire.socialCity');
    expect(checkInvite({ ...good, employeeName: '长'.repeat(21) })?.key).toBe('onboarding.tooLong');
  });

  it('wants a name and exactly 4 digits on the landing', () => {
    expect(checkLandingAnswer({ employeeName: '陈晨', mobileLast4: '0001' })).toBeNull();
    expect(checkLandingAnswer({ employeeName: '陈晨', mobileLast4: '001' })?.key).toBe(
      'newHire.answerRequired',
    );
    expect(checkLandingAnswer({ employeeName: '', mobileLast4: '0001' })?.key).toBe('newHire.answerRequired');
  });

  it('checks the form with the onboarding rules, without the Shanghai completeness', () => {
    expect(checkNewHireForm(form, '2026-11-25')).toBeNull();
    expect(checkNewHireForm({ ...form, gender: null }, '2026-11-25')?.key).toBe('newHire.genderRequired');
    expect(checkNewHireForm({ ...form, idNumber: '310115199003070010' }, '2026-11-25')?.key).toBe(
      'onboarding.idNumber',
    );
    expect(checkNewHireForm({ ...form, health: undefined, isHealth: 'x' } as never, '2026-11-25')?.key).toBe(
      'onboarding.baseRequired',
    );
    expect(checkNewHireForm({ ...form, email: 'a@b' }, '2026-11-25')?.key).toBe('onboarding.email');
    expect(checkNewHireForm({ ...form, residentialAddress: '' }, '2026-11-25')?.key).toBe(
      'onboarding.residentialRequired',
    );
    expect(checkNewHireForm({ ...form, resZipCode: '020003' }, '2026-11-25')?.key).toBe(
      'onboarding.postcode',
    );
  });

  it('checks work experience: required, months in order and not in the future, at most 10', () => {
    const job = { company: 'A', position: 'B', fromMonth: '2020-01', toMonth: '2026-11', reason: '' };
    expect(checkWorkExperience(job, '2026-11')).toBeNull();
    expect(checkWorkExperience({ ...job, position: '' }, '2026-11')?.key).toBe('newHire.experienceRequired');
    expect(checkWorkExperience({ ...job, fromMonth: '2026-12' }, '2026-12')?.key).toBe(
      'newHire.experienceMonths',
    );
    expect(checkWorkExperience({ ...job, toMonth: '2026-12' }, '2026-11')?.key).toBe(
      'newHire.experienceMonths',
    );
    expect(checkWorkExperience({ ...job, toMonth: '2026-13' }, '2026-11')?.key).toBe(
      'newHire.experienceMonths',
    );
    expect(checkWorkExperiences(Array(10).fill(job), '2026-11')).toBeNull();
    expect(checkWorkExperiences(Array(11).fill(job), '2026-11')).toEqual({
      key: 'newHire.experienceTooMany',
      params: { max: 10 },
    });
  });

  it('wants a password of 6+ with upper, lower and digits, repeated', () => {
    expect(checkNewHirePassword('Abc123', 'Abc123')).toBeNull();
    expect(checkNewHirePassword('Ab123', 'Ab123')?.key).toBe('newHire.password');
    expect(checkNewHirePassword('abc123', 'abc123')?.key).toBe('newHire.password');
    expect(checkNewHirePassword('ABC123', 'ABC123')?.key).toBe('newHire.password');
    expect(checkNewHirePassword('Abcdef', 'Abcdef')?.key).toBe('newHire.password');
    expect(checkNewHirePassword('Abc123', 'Abc124')?.key).toBe('newHire.passwordRepeat');
  });

  it('tells the invitation state: registered, locked, expired, invited', () => {
    const now = new Date('2026-11-25T00:00:00Z');
    const open = { registeredAt: null, expiresAt: new Date('2026-11-26T00:00:00Z'), failures: 0 };
    expect(invitationState(open, now)).toBe('invited');
    expect(invitationState({ ...open, failures: LANDING_MAX_FAILURES }, now)).toBe('locked');
    expect(invitationState({ ...open, expiresAt: now }, now)).toBe('expired');
    expect(invitationState({ ...open, registeredAt: now, failures: 9 }, now)).toBe('registered');
  });
});
