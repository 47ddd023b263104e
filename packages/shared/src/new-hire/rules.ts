import {
  checkEmployeeBase,
  checkResidentialAddress,
  type TOnboardingIssue,
  type TOnboardingMessageKey,
} from '../onboarding/profile-rules';
import { MOBILE_RE, PASSWORD_RE } from '../validation/patterns';
import { NEW_HIRE_LIMITS, WORK_EXPERIENCE_MAX } from './constants';

/**
 * The rules of new-hire registration, once for the screens and the server. Each check answers the
 * first broken rule as a key of the shared catalogue (new-hire/messages.ts, onboarding/messages.ts)
 * with its parameters, or null. No zod here.
 */
export type TNewHireMessageKey =
  | 'newHire.nameRequired'
  | 'newHire.mobile'
  | 'newHire.organization'
  | 'newHire.hireDate'
  | 'newHire.socialCity'
  | 'newHire.mobileTaken'
  | 'newHire.invitationNotFound'
  | 'newHire.otherCompany'
  | 'newHire.alreadyRegistered'
  | 'newHire.answerRequired'
  | 'newHire.codeInvalid'
  | 'newHire.codeExpired'
  | 'newHire.codeUsed'
  | 'newHire.locked'
  | 'newHire.genderRequired'
  | 'newHire.idExists'
  | 'newHire.experienceRequired'
  | 'newHire.experienceMonths'
  | 'newHire.experienceTooMany'
  | 'newHire.childNotFound'
  | 'newHire.childrenTooMany'
  | 'newHire.password'
  | 'newHire.passwordRepeat'
  | 'newHire.formFirst';
export type TNewHireIssue = {
  key: TNewHireMessageKey | TOnboardingMessageKey;
  params?: Record<string, string | number>;
} | null;

const text = (v: string | null | undefined) => (v ?? '').trim();
const tooLong = (value: string, max: number, field: string): TNewHireIssue =>
  [...value].length > max ? { key: 'onboarding.tooLong', params: { field, max } } : null;
const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const MONTH_RE = /^\d{4}-(0[1-9]|1[0-2])$/;

/** HR's invitation: name, mobile (11 digits 13-19), organisation, hire date, social city. */
export type TInviteForm = {
  employeeName: string;
  mobile: string;
  organizationId: string;
  hireDate: string;
  socialCity: string;
};
export function checkInvite(form: Partial<TInviteForm>): TNewHireIssue {
  const name = text(form.employeeName);
  if (!name) return { key: 'newHire.nameRequired' };
  if (!MOBILE_RE.test(text(form.mobile))) return { key: 'newHire.mobile' };
  if (!text(form.organizationId)) return { key: 'newHire.organization' };
  if (!DATE_RE.test(text(form.hireDate)) || Number.isNaN(Date.parse(text(form.hireDate))))
    return { key: 'newHire.hireDate' };
  if (!text(form.socialCity)) return { key: 'newHire.socialCity' };
  return (
    tooLong(name, NEW_HIRE_LIMITS.employeeName, 'employeeName') ??
    tooLong(text(form.socialCity), NEW_HIRE_LIMITS.socialCity, 'socialCity')
  );
}

/** The landing answer: the invited person's name and the last 4 digits of the mobile. */
export function checkLandingAnswer(answer: { employeeName?: string; mobileLast4?: string }): TNewHireIssue {
  if (!text(answer.employeeName) || !/^\d{4}$/.test(text(answer.mobileLast4)))
    return { key: 'newHire.answerRequired' };
  return null;
}

/** /EntryRegistrationForm: sex, ID number, base options, e-mail, contact and residential address. */
export type TNewHireForm = {
  gender: number | null;
  idNumber: string;
  nation: string;
  maritalStatus: string;
  political: string;
  highestDegree: string;
  isHealth: string;
  email: string;
  contact: string;
  livePrivince: string;
  liveCity: string;
  liveCountry: string;
  resiPermitStreet: string;
  residentialAddress: string;
  resZipCode: string;
};
/**
 * Sex required; the fields of checkEmployeeBase (nation, marital, political, degree, health, ID number
 * by GB 11643, e-mail, contact length) and checkResidentialAddress. The Shanghai completeness rule is
 * not applied here: it is enforced later on /Entrymanagement, once the household screens exist.
 */
export function checkNewHireForm(form: Partial<TNewHireForm>, today: string): TNewHireIssue {
  if (form.gender !== 1 && form.gender !== 2) return { key: 'newHire.genderRequired' };
  const base = checkEmployeeBase(
    {
      idNumber: form.idNumber ?? '',
      gender: form.gender,
      nation: form.nation ?? '',
      maritalStatus: form.maritalStatus ?? '',
      political: form.political ?? '',
      highestDegree: form.highestDegree ?? '',
      isHealth: form.isHealth ?? '',
      email: form.email ?? '',
      contact: form.contact ?? '',
      childrens: 0,
    },
    {
      socialCity: '',
      today,
      saved: { householdInfo: true, householdAddress: true, residentialAddress: true },
    },
  );
  if (base) return base;
  const address: TOnboardingIssue = checkResidentialAddress({
    livePrivince: form.livePrivince ?? '',
    liveCity: form.liveCity ?? '',
    liveCountry: form.liveCountry ?? '',
    resiPermitStreet: form.resiPermitStreet ?? '',
    residentialAddress: form.residentialAddress ?? '',
    resZipCode: form.resZipCode ?? '',
  });
  return address;
}

/** One entry of /WorkExperience: company, position, from and to month (YYYY-MM), reason for leaving. */
export type TWorkExperience = {
  company: string;
  position: string;
  fromMonth: string;
  toMonth: string;
  reason: string;
};
/** Company, position and both months required; from <= to <= this month (YYYY-MM). */
export function checkWorkExperience(item: Partial<TWorkExperience>, thisMonth: string): TNewHireIssue {
  const from = text(item.fromMonth);
  const to = text(item.toMonth);
  if (!text(item.company) || !text(item.position) || !from || !to)
    return { key: 'newHire.experienceRequired' };
  if (!MONTH_RE.test(from) || !MONTH_RE.test(to) || from > to || to > thisMonth)
    return { key: 'newHire.experienceMonths' };
  return (
    tooLong(text(item.company), NEW_HIRE_LIMITS.company, 'company') ??
    tooLong(text(item.position), NEW_HIRE_LIMITS.position, 'position') ??
    tooLong(text(item.reason), NEW_HIRE_LIMITS.reason, 'reason')
  );
}
export function checkWorkExperiences(
  items: readonly Partial<TWorkExperience>[],
  thisMonth: string,
): TNewHireIssue {
  if (items.length > WORK_EXPERIENCE_MAX)
    return { key: 'newHire.experienceTooMany', params: { max: WORK_EXPERIENCE_MAX } };
  for (const item of items) {
    const issue = checkWorkExperience(item, thisMonth);
    if (issue) return issue;
  }
  return null;
}

/** Password: at least 6 characters with upper case, lower case and digits (PASSWORD_RE); repeat must match. */
export function checkNewHirePassword(password: string, repeat: string): TNewHireIssue {
  if (!PASSWORD_RE.test(password)) return { key: 'newHire.password' };
  if (password !== repeat) return { key: 'newHire.passwordRepeat' };
  return null;
}

/** "1234" of a mobile. */
export const mobileLast4 = (mobile: string) => mobile.trim().slice(-4);
