import { z } from 'zod';
import { zPage } from '../envelope';
import { ONBOARDING_LIMITS } from './constants';

/**
 * The onboarding form's calls (server module onboarding: /api/CIICEService/* and
 * /api/OnboardingAdmin/*). The shapes are lenient on purpose: the rules of profile-rules.ts decide,
 * on the server and in the form, and answer the spec's messages. Field names are the spec's (§3).
 * Times are YYYY-MM-DD HH:mm:ss in the business time zone.
 */
const str = (max = 200) => z.string().max(max).default('');
const ZBool = z.boolean().default(false);

/** Employee base (eb). The owner reads their own ID number unmasked. */
export const ZEmpBase = z.object({
  idNumber: str(40),
  formerName: str(ONBOARDING_LIMITS.formerName * 2),
  gender: z.number().int().nullable().default(null),
  nation: str(20),
  political: str(40),
  highestDegree: str(40),
  email: str(ONBOARDING_LIMITS.email * 2),
  phoneNumber: str(40),
  contact: str(ONBOARDING_LIMITS.contact * 2),
  socialCityNote: str(ONBOARDING_LIMITS.socialCityNote * 2),
});
export type TEmpBase = z.infer<typeof ZEmpBase>;

/** Employee other (eo). */
export const ZEmpOther = z.object({
  spouseName: str(ONBOARDING_LIMITS.spouseName * 2),
  maritalStatus: str(20),
  childrens: z.number().int().default(0),
  isLocalHuKou: ZBool,
  spouseIDNumber: str(40),
  isHealth: str(20),
  resiPermitInfo: ZBool,
  resiPermitNo: str(ONBOARDING_LIMITS.permitNo * 2),
  resiPermitType: z.number().int().nullable().default(null),
  relation: str(20),
});
export type TEmpOther = z.infer<typeof ZEmpOther>;

/** What the form has saved already (the Shanghai completeness rule reads it). */
export const ZOnboardingSaved = z.object({
  householdInfo: z.boolean(),
  householdAddress: z.boolean(),
  residentialAddress: z.boolean(),
});
export type TOnboardingSaved = z.infer<typeof ZOnboardingSaved>;

/** GetEmpBase: the form, with what it shows read-only. */
export const ZEmpBaseView = z.object({
  employeeName: z.string(),
  employeeID: z.string(),
  phoneNumber: z.string(),
  socialCity: z.string(),
  leaveStatus: z.number().int(),
  wxImage: z.string().nullable(),
  eb: ZEmpBase,
  eo: ZEmpOther,
  saved: ZOnboardingSaved,
  agreedAt: z.string().nullable(),
  submittedAt: z.string().nullable(),
});
export type TEmpBaseView = z.infer<typeof ZEmpBaseView>;

/** SaveEmpBaseV. */
export const ZSaveEmpBase = z.object({
  eb: ZEmpBase,
  eo: ZEmpOther,
  agree: z.boolean().default(false),
});
export type TSaveEmpBase = z.input<typeof ZSaveEmpBase>;

/** Household info (GetEmpHukou / SaveEmpHuko). */
export const ZHouseholdInfo = z.object({
  hukouTypeCode: z.enum(['0', '1']).default('0'),
  hukouCity: str(ONBOARDING_LIMITS.hukouCity * 2),
  urban: ZBool,
  social: ZBool,
  fund: ZBool,
  fundCount: str(40),
  resiPermitInfo: ZBool,
  resiPermitType: z.number().int().nullable().default(null),
  resiPermitNo: str(ONBOARDING_LIMITS.permitNo * 2),
});
export type THouseholdInfoBody = z.input<typeof ZHouseholdInfo>;
export type THouseholdInfoView = z.infer<typeof ZHouseholdInfo>;

/** Household and residential address (GetEmpHukouV / SaveEmpHukoV). */
export const ZHouseholdAddresses = z.object({
  provice: str(30),
  city: str(30),
  country: str(30),
  streat: str(ONBOARDING_LIMITS.street * 2),
  hukouAddress: str(ONBOARDING_LIMITS.detailedAddress * 2),
  zipCode: str(20),
  isSameAddress: ZBool,
  livePrivince: str(30),
  liveCity: str(30),
  liveCountry: str(30),
  resiPermitStreet: str(ONBOARDING_LIMITS.street * 2),
  residentialAddress: str(ONBOARDING_LIMITS.detailedAddress * 2),
  resZipCode: str(20),
});
export type THouseholdAddressesView = z.infer<typeof ZHouseholdAddresses>;
/**
 * SaveEmpHukoV: `scope` household (/AddressHome; with isSameAddress the residential address becomes
 * a copy of it), residential (/Residentialaddress) or both.
 */
export const ZSaveHouseholdAddresses = ZHouseholdAddresses.extend({
  scope: z.enum(['household', 'residential', 'both']).default('both'),
});
export type TSaveHouseholdAddresses = z.input<typeof ZSaveHouseholdAddresses>;

/** GetEmployeeServcieContact: a Shanghai branch's operator, elsewhere the organisation's contact. */
export const ZServiceContact = z.object({
  shanghai: z.boolean(),
  operatorName: z.string(),
  operatorPhone: z.string(),
  operatorEmail: z.string(),
  contactName: z.string(),
  telephone: z.string(),
  address: z.string(),
});
export type TServiceContact = z.infer<typeof ZServiceContact>;

export const ZOrganizationByIdQuery = z.object({ id: z.uuid().optional() });
export const ZOrganizationName = z.object({ organizationName: z.string() });
export type TOrganizationName = z.infer<typeof ZOrganizationName>;

export const ZHandleHire = z.object({ submittedAt: z.string().nullable(), notified: z.boolean() });
export type THandleHire = z.infer<typeof ZHandleHire>;

// ---------------------------------------------------------------- HR: onboarding review

export const ZOnboardingCompleteness = z.object({
  base: z.boolean(),
  householdInfo: z.boolean(),
  householdAddress: z.boolean(),
  residentialAddress: z.boolean(),
});
export type TOnboardingCompleteness = z.infer<typeof ZOnboardingCompleteness>;

export const ZOnboardingPeopleQuery = z.object({
  pageIndex: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});
export const ZOnboardingPerson = z.object({
  eid: z.string(),
  employeeName: z.string(),
  employeeNo: z.string(),
  organizationName: z.string(),
  /** Masked (3101**********1234) or ''. */
  idNumber: z.string(),
  completeness: ZOnboardingCompleteness,
  submittedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
});
export type TOnboardingPerson = z.infer<typeof ZOnboardingPerson>;
export const ZOnboardingPeoplePage = zPage(ZOnboardingPerson);
export type TOnboardingPeoplePage = z.infer<typeof ZOnboardingPeoplePage>;

export const ZOnboardingEidQuery = z.object({ eid: z.uuid({ error: 'validation.onboardingEid' }) });
export const ZOnboardingReview = ZOnboardingEidQuery;

/** One person's whole profile, unmasked for HR (the read is logged). */
export const ZOnboardingProfile = z.object({
  eid: z.string(),
  employeeName: z.string(),
  employeeNo: z.string(),
  organizationName: z.string(),
  socialCity: z.string(),
  eb: ZEmpBase,
  eo: ZEmpOther,
  household: ZHouseholdInfo,
  addresses: ZHouseholdAddresses,
  completeness: ZOnboardingCompleteness,
  agreedAt: z.string().nullable(),
  submittedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  reviewedBy: z.string().nullable(),
});
export type TOnboardingProfile = z.infer<typeof ZOnboardingProfile>;

export const ZOnboardingReviewed = z.object({ reviewedAt: z.string() });

export const ZPiiReadEntry = z.object({
  id: z.number().int(),
  readerName: z.string(),
  subjectName: z.string(),
  fields: z.array(z.string()),
  purpose: z.string(),
  readAt: z.string(),
});
export type TPiiReadEntry = z.infer<typeof ZPiiReadEntry>;
export const ZPiiReadPage = zPage(ZPiiReadEntry);
export type TPiiReadPage = z.infer<typeof ZPiiReadPage>;
