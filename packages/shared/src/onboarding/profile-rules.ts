import { isRealDate } from '../validation/date';
import { parseNationalId } from '../validation/national-id';
import { POSTCODE_RE, ZIP_RE } from '../validation/patterns';
import { BIRTHDAY_PICKER_MIN, CHILDREN_COUNT_MAX, isShanghai, ONBOARDING_LIMITS } from './constants';
import {
  CHILD_SEXES,
  DEGREES,
  GENDERS,
  HEALTH_STATES,
  isOneOf,
  MARITAL_STATUSES,
  NATIONALITIES,
  POLITICAL_STATUSES,
  RESIDENCE_PERMIT_TYPES,
  SPOUSE_RELATIONS,
} from './options';

/**
 * Every onboarding rule of spec 3 §5 "Onboarding", written once for the screens (employee and new
 * hire) and the server. Each check answers the first broken rule as a key of the shared catalogue
 * (onboarding/messages.ts) with its parameters, or null. No zod here: the form imports it freely.
 * Field names are the spec's (§3), typos included.
 */
export type TOnboardingIssue = {
  key: TOnboardingMessageKey;
  params?: Record<string, string | number>;
} | null;
export type TOnboardingMessageKey =
  | 'onboarding.hukouAddressRequired'
  | 'onboarding.zip'
  | 'onboarding.residentialRequired'
  | 'onboarding.postcode'
  | 'onboarding.fundAccount'
  | 'onboarding.permitTypeRequired'
  | 'onboarding.permitNoRequired'
  | 'onboarding.permitNoTooLong'
  | 'onboarding.baseRequired'
  | 'onboarding.shanghaiAddresses'
  | 'onboarding.email'
  | 'onboarding.idNumber'
  | 'onboarding.spouseIdNumber'
  | 'onboarding.spouseIdSame'
  | 'onboarding.childrenCount'
  | 'onboarding.tooLong'
  | 'onboarding.option'
  | 'onboarding.agreement'
  | 'onboarding.childRequired'
  | 'onboarding.childBirthday';

const text = (v: string | null | undefined) => (v ?? '').trim();
const tooLong = (value: string, max: number, field: string): TOnboardingIssue =>
  [...value].length > max ? { key: 'onboarding.tooLong', params: { field, max } } : null;
const firstIssue = (...issues: TOnboardingIssue[]): TOnboardingIssue =>
  issues.find((i) => i !== null) ?? null;

/** An e-mail as the form accepts it (spec 3 §5: "must match an e-mail pattern"). */
export const EMAIL_RE = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
/** The provident-fund account: exactly 9 digits (spec 3 §5, §9). */
export const FUND_ACCOUNT_RE = /^\d{9}$/;

/** Household (permanent) address, /AddressHome. */
export type THouseholdAddress = {
  provice: string;
  city: string;
  country: string;
  streat: string;
  hukouAddress: string;
  zipCode: string;
  isSameAddress: boolean;
};
/** Residential address, /Residentialaddress. */
export type TResidentialAddress = {
  livePrivince: string;
  liveCity: string;
  liveCountry: string;
  resiPermitStreet: string;
  residentialAddress: string;
  resZipCode: string;
};

/** Province, district, street and detailed address required; zip exactly 6 digits (spec 3 §5). */
export function checkHouseholdAddress(a: Partial<THouseholdAddress>): TOnboardingIssue {
  if (!text(a.provice) || !text(a.country) || !text(a.streat) || !text(a.hukouAddress)) {
    return { key: 'onboarding.hukouAddressRequired' };
  }
  if (!ZIP_RE.test(text(a.zipCode))) return { key: 'onboarding.zip' };
  return firstIssue(
    tooLong(text(a.streat), ONBOARDING_LIMITS.street, 'streat'),
    tooLong(text(a.hukouAddress), ONBOARDING_LIMITS.detailedAddress, 'hukouAddress'),
  );
}

/** Detailed address required; postcode 6 digits not starting with 0 (spec 3 §5). */
export function checkResidentialAddress(a: Partial<TResidentialAddress>): TOnboardingIssue {
  if (!text(a.residentialAddress)) return { key: 'onboarding.residentialRequired' };
  if (!POSTCODE_RE.test(text(a.resZipCode))) return { key: 'onboarding.postcode' };
  return firstIssue(
    tooLong(text(a.resiPermitStreet), ONBOARDING_LIMITS.street, 'resiPermitStreet'),
    tooLong(text(a.residentialAddress), ONBOARDING_LIMITS.detailedAddress, 'residentialAddress'),
  );
}

/** Household info, /EntrymanagementHousehold (spec 3 §2.1 switches, §5). */
export type THouseholdInfo = {
  /** Residence switch: '1' household registered in the social-security city, '0' not. */
  hukouTypeCode: string;
  hukouCity: string;
  /** Urban residence switch. */
  urban: boolean;
  social: boolean;
  fund: boolean;
  /** The provident-fund account (spec field name fundCount). */
  fundCount: string;
  /** Residence-permit switch; asked only when the residence switch is off. */
  resiPermitInfo: boolean;
  resiPermitType: number | null;
  resiPermitNo: string;
};

export const residenceSwitchOn = (info: Pick<THouseholdInfo, 'hukouTypeCode'>) => info.hukouTypeCode === '1';

/** Fund account 9 digits when the fund is paid; permit type and number (<= 50) when a permit is held. */
export function checkHouseholdInfo(info: Partial<THouseholdInfo>): TOnboardingIssue {
  if (info.fund && !FUND_ACCOUNT_RE.test(text(info.fundCount))) return { key: 'onboarding.fundAccount' };
  if (!residenceSwitchOn({ hukouTypeCode: info.hukouTypeCode ?? '' }) && info.resiPermitInfo) {
    if (!isOneOf(RESIDENCE_PERMIT_TYPES, info.resiPermitType))
      return { key: 'onboarding.permitTypeRequired' };
    const no = text(info.resiPermitNo);
    if (!no) return { key: 'onboarding.permitNoRequired' };
    if ([...no].length > ONBOARDING_LIMITS.permitNo) {
      return { key: 'onboarding.permitNoTooLong', params: { max: ONBOARDING_LIMITS.permitNo } };
    }
  }
  return tooLong(text(info.hukouCity), ONBOARDING_LIMITS.hukouCity, 'hukouCity');
}

/** Employee base (eb) and other (eo) as the form sends them. */
export type TEmployeeBaseForm = {
  idNumber: string;
  formerName: string;
  gender: number | null;
  nation: string;
  political: string;
  highestDegree: string;
  email: string;
  contact: string;
  socialCityNote: string;
  maritalStatus: string;
  isHealth: string;
  spouseName: string;
  relation: string;
  childrens: number;
  isLocalHuKou: boolean;
  spouseIDNumber: string;
};

export type TEmployeeBaseContext = {
  /** The employee's social-security city (user info socialCity). */
  socialCity: string;
  /** Business date YYYY-MM-DD (ID number age bounds). */
  today: string;
  /** Whether the household info, household address and residential address are saved. */
  saved: { householdInfo: boolean; householdAddress: boolean; residentialAddress: boolean };
};

/**
 * Nation, marital status, political status, highest degree and health required; for a Shanghai
 * social city the household, residence registration and residential address too; e-mail pattern
 * when filled; the ID number by GB 11643; a married person's spouse ID (when given) valid and not
 * their own; children 0 to 4 (spec 3 §2.1, §5).
 */
export function checkEmployeeBase(
  form: Partial<TEmployeeBaseForm>,
  context: TEmployeeBaseContext,
): TOnboardingIssue {
  if (
    !isOneOf(NATIONALITIES, form.nation) ||
    !isOneOf(MARITAL_STATUSES, form.maritalStatus) ||
    !isOneOf(POLITICAL_STATUSES, form.political) ||
    !isOneOf(DEGREES, form.highestDegree) ||
    !isOneOf(HEALTH_STATES, form.isHealth)
  ) {
    return { key: 'onboarding.baseRequired' };
  }
  if (form.gender !== null && form.gender !== undefined && !isOneOf(GENDERS, form.gender)) {
    return { key: 'onboarding.option' };
  }
  const own = parseNationalId(text(form.idNumber), context.today);
  if (!own.ok) return { key: 'onboarding.idNumber' };
  if (isShanghai(context.socialCity)) {
    const { householdInfo, householdAddress, residentialAddress } = context.saved;
    if (!householdInfo || !householdAddress || !residentialAddress)
      return { key: 'onboarding.shanghaiAddresses' };
  }
  const email = text(form.email);
  if (email && (!EMAIL_RE.test(email) || email.length > ONBOARDING_LIMITS.email))
    return { key: 'onboarding.email' };
  const children = form.childrens ?? 0;
  if (!Number.isInteger(children) || children < 0 || children > CHILDREN_COUNT_MAX) {
    return { key: 'onboarding.childrenCount', params: { max: CHILDREN_COUNT_MAX } };
  }
  if (form.relation && !isOneOf(SPOUSE_RELATIONS, form.relation)) return { key: 'onboarding.option' };
  const spouseId = text(form.spouseIDNumber);
  if (spouseId) {
    const spouse = parseNationalId(spouseId, context.today);
    if (!spouse.ok) return { key: 'onboarding.spouseIdNumber' };
    if (spouse.info.id18 === own.info.id18) return { key: 'onboarding.spouseIdSame' };
  }
  return firstIssue(
    tooLong(text(form.formerName), ONBOARDING_LIMITS.formerName, 'formerName'),
    tooLong(text(form.contact), ONBOARDING_LIMITS.contact, 'contact'),
    tooLong(text(form.spouseName), ONBOARDING_LIMITS.spouseName, 'spouseName'),
    tooLong(text(form.socialCityNote), ONBOARDING_LIMITS.socialCityNote, 'socialCityNote'),
  );
}

/** A child (spec 3 §3 "Child", §5): name, sex, birthday (1980-01-01 to today) and a proof image. */
export type TChildForm = { childName: string; sex: string; birthday: string; hasImage: boolean };

export function checkChild(child: Partial<TChildForm>, today: string): TOnboardingIssue {
  const name = text(child.childName);
  if (!name || !isOneOf(CHILD_SEXES, child.sex) || !text(child.birthday) || !child.hasImage) {
    return { key: 'onboarding.childRequired' };
  }
  const birthday = text(child.birthday);
  if (!isRealDate(birthday) || birthday < BIRTHDAY_PICKER_MIN || birthday > today) {
    return { key: 'onboarding.childBirthday', params: { min: BIRTHDAY_PICKER_MIN } };
  }
  return tooLong(name, ONBOARDING_LIMITS.childName, 'childName');
}
