/**
 * Onboarding facts (spec 3 §2.1, §3, §5 "Onboarding", §9). No zod here: screens import it freely.
 */

/** Certificate photos of onboarding (spec 3 §3 "Certificate image": imageType). */
export const ONBOARDING_IMAGE_TYPES = [
  { code: 1, key: 'idCardFront', required: true },
  { code: 2, key: 'idCardBack', required: true },
  { code: 3, key: 'hukouIndexPage', required: true },
  { code: 4, key: 'hukouPersonalPage', required: true },
  { code: 5, key: 'degreeCertificate', required: false },
  { code: 6, key: 'photo', required: true },
  { code: 7, key: 'bankCard', required: false },
  { code: 8, key: 'medicalReport', required: false },
  { code: 9, key: 'resignationProof', required: false },
] as const;
export type TOnboardingImageType = (typeof ONBOARDING_IMAGE_TYPES)[number]['code'];
export const isOnboardingImageType = (code: number): code is TOnboardingImageType =>
  ONBOARDING_IMAGE_TYPES.some((t) => t.code === code);

/** Image review (spec 3 §3): verify 0 awaiting audit, 1 verified; isDelete 3 failed (re-upload). */
export const ImageVerify = { Awaiting: 0, Verified: 1 } as const;
export const IMAGE_FAILED = 3;
export type TImageState = 'verified' | 'awaiting' | 'failed' | 'missing';
export function imageState(image: { verify: number; isDelete: number } | null | undefined): TImageState {
  if (!image) return 'missing';
  if (image.isDelete === IMAGE_FAILED) return 'failed';
  return image.verify === ImageVerify.Verified ? 'verified' : 'awaiting';
}

/** A child's review (spec 3 §3 "Child"): 0 under review, 1 passed, 3 not passed. Takes one working day. */
export const ChildVerify = { UnderReview: 0, Passed: 1, NotPassed: 3 } as const;
export type TChildVerify = (typeof ChildVerify)[keyof typeof ChildVerify];
export const CHILD_REVIEW_WORKING_DAYS = 1;

/** Children count on the form (0 to 4) and the birthday picker's first day (spec 3 §2.1, §9). */
export const CHILDREN_COUNT_MAX = 4;
export const BIRTHDAY_PICKER_MIN = '1980-01-01';

/** Field limits (characters, spec 3 §9 and sensible ones where the spec is silent). */
export const ONBOARDING_LIMITS = {
  formerName: 20,
  email: 100,
  contact: 50,
  spouseName: 20,
  socialCityNote: 100,
  street: 50,
  detailedAddress: 100,
  fundAccount: 9,
  permitNo: 50,
  childName: 20,
  hukouCity: 30,
} as const;

/** The social-security city that means a Shanghai branch (spec 3 §2.1, §4 "Household"). */
export const SHANGHAI = '上海';
export const isShanghai = (city: string | null | undefined) => !!city && city.replace(/市$/, '') === SHANGHAI;

/** Region pickers of onboarding show 5 items (spec 3 §9). */
export const ONBOARDING_PICKER_ITEMS = 5;
