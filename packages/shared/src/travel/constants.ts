/**
 * Plain facts of outing and business trip requests (spec 1 §3 local travel apply, §5, §9): no zod
 * here, so a form that needs a limit does not download the schema library with it.
 */

/** timeLengthType / the List call's type: 0 outing (hours), 1 business trip (days). */
export const TravelType = { Outing: 0, Trip: 1 } as const;
export type TTravelType = (typeof TravelType)[keyof typeof TravelType];

/** The outing category (spec 1 §2: approval lists tell outing from trip by this code). */
export const OUTING_CATEGORY_CODE = 'OfficialOuting';

/** Only the first two trip categories are offered (spec 1 §5 "Business trip"). */
export const TRIP_CATEGORY_LIMIT = 2;

/** Field limits of spec 1 §5 "Business trip": duration 3 characters, destination 20, transport 30. */
export const TRIP_LENGTH_MAX_CHARS = 3;
export const DESTINATION_MAX = 20;
export const TRANSPORT_MAX = 30;
/** The remark (申请说明) and the cancellation remark: the spec gives no limit; a screen's worth. */
export const TRAVEL_REMARK_MAX = 200;

/** Trip days: whole days from the dates with 32 hours added (spec 1 §5: an offset of 1152e5 ms). */
export const TRIP_DAY_OFFSET_MS = 1152e5;
export const DAY_MS = 864e5;
/** Outing hours are rounded down to this step (spec 1 §5, §9). */
export const OUTING_HOUR_STEP = 0.5;

/** A trip longer than this many days also goes to HR after the direct manager. */
export const TRIP_HR_STEP_OVER_DAYS = 3;

/** Duration: digits with up to two decimals (spec 1 §9). */
export const DURATION_RE = /^\d+(\.\d{1,2})?$/;
