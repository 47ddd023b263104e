/**
 * The activities' fixed vocabulary (spec 2 §2 "Activities", §3, §4 "Activity registration", §9),
 * shared by server and client. No zod here: the phone's screens import it without the validator.
 */

/** Spec 2 §9: activity lists page by 10, pull-up until totalCount. */
export const ACTIVITY_PAGE_SIZE = 10;

/** Registration form item types (columnType.conName): text, date, dropdown. */
export const ACTIVITY_FORM_CON_NAMES = ['txt', 'dat', 'cmb'] as const;
export type TActivityFormConName = (typeof ACTIVITY_FORM_CON_NAMES)[number];

/** Items the spec checks by name: birthday, ID number (GB 11643), phone (mobile or landline). */
export const ACTIVITY_FORM_SPECIALS = ['birthday', 'idNo', 'phone'] as const;
export type TActivityFormSpecial = (typeof ACTIVITY_FORM_SPECIALS)[number];

/** A registration's life (activity_registrations.status); see the schema for each meaning. */
export const ACTIVITY_REGISTRATION_STATUSES = ['signed', 'submitted', 'confirmed', 'released'] as const;
export type TActivityRegistrationStatus = (typeof ACTIVITY_REGISTRATION_STATUSES)[number];

/** Spec 2 §4: the registration result text that means success (InsRegistration result). */
export const REGISTRATION_SUCCESS_TEXT = '报名成功';

/**
 * Relations of a relative and the sex each one sets (spec 2 §4: husband, son, father male; wife,
 * daughter, mother female). A new relative starts as wife / female.
 */
export const RELATIVE_RELATIONS = ['husband', 'wife', 'son', 'daughter', 'father', 'mother'] as const;
export type TRelativeRelation = (typeof RELATIVE_RELATIONS)[number];
export type TSex = 'male' | 'female';
export const RELATION_SEX: Record<TRelativeRelation, TSex> = {
  husband: 'male',
  wife: 'female',
  son: 'male',
  daughter: 'female',
  father: 'male',
  mother: 'female',
};
export const DEFAULT_RELATION: TRelativeRelation = 'wife';
/** Spec 2 §9: relative age 1 to 120 (empty or 0 also accepted). */
export const RELATIVE_MAX_AGE = 120;
/** Spec 2 §4, §9: birthday pickers range from 1980-01-01 to today. */
export const RELATIVE_BIRTHDAY_MIN = '1980-01-01';

/**
 * An unpaid registration of a paid activity gives its place back after this many minutes unless
 * configured (ACTIVITY_UNPAID_RELEASE_MINUTES).
 */
export const DEFAULT_ACTIVITY_UNPAID_RELEASE_MINUTES = 30;
/** The job that releases one unpaid registration when its hold is up (payload { registrationId }). */
export const ACTIVITY_RELEASE_UNPAID_JOB = 'activities.releaseUnpaid';

/** The read-status type of activities (GET /api/CIICEService/UpdateReadStatus?id&readType=Activities). */
export const ACTIVITY_READ_TYPE = 'Activities';

/** Spec 2 §3: the activity_status texts the lists show. */
export const ACTIVITY_STATUS_PUBLISHED = '已发布';
export const ACTIVITY_STATUS_ENDED = '已结束';

/** API base of the activity calls (spec 2 §7). */
export const ACTIVITY_API = '/CIICActivityAPI/Activity';
