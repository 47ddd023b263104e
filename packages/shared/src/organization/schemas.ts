import { z } from 'zod';
import { UNLIMITED_RANGE } from '../constants';

/** POST /api/TcfgOrganization/GetOrganizationToPosition {name}: organisations whose name contains it. */
export const ZOrganizationQuery = z.object({
  name: z.string().trim().max(50).default(''),
});
export type TOrganizationQuery = z.infer<typeof ZOrganizationQuery>;

export const ZOrganizationItem = z.object({
  organizationId: z.string(),
  organizationName: z.string(),
  parentId: z.string().nullable(),
});
export type TOrganizationItem = z.infer<typeof ZOrganizationItem>;

/** Largest punch range a location may have, in metres. */
export const MAX_ATTENDANCE_RANGE_M = 100_000;

/** A missing field gets the "required" message, a field of the wrong kind the "invalid" one. */
const missingOr = (required: string, invalid: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null || issue.input === '' ? required : invalid;

/**
 * POST /api/TbizOrgAttendanceLocation/Add (spec 1 §7): a punch point with its range in metres. The
 * organisation, range, remark and coordinates are required, each with its own message (spec 1 §5).
 */
export const ZAttendanceLocationAdd = z.object({
  organizationId: z.uuid({ error: 'validation.locationOrganization' }),
  remark: z
    .string({ error: 'validation.locationRemark' })
    .trim()
    .min(1, { error: 'validation.locationRemark' })
    // Without its own message a check takes the schema's, and a too-long remark would read "enter a remark".
    .max(200, { error: 'validation.locationRemarkLength' }),
  limit: z
    .number({ error: missingOr('validation.locationLimit', 'validation.attendanceLimit') })
    .int({ error: 'validation.attendanceLimit' })
    .max(MAX_ATTENDANCE_RANGE_M, { error: 'validation.attendanceLimit' })
    .refine((v) => v === UNLIMITED_RANGE || v > 0, { error: 'validation.attendanceLimit' }),
  longitude: z
    .number({ error: missingOr('validation.locationCoordinates', 'validation.longitude') })
    .min(-180, { error: 'validation.longitude' })
    .max(180, { error: 'validation.longitude' }),
  latitude: z
    .number({ error: missingOr('validation.locationCoordinates', 'validation.latitude') })
    .min(-90, { error: 'validation.latitude' })
    .max(90, { error: 'validation.latitude' }),
});
export type TAttendanceLocationAdd = z.infer<typeof ZAttendanceLocationAdd>;

export const ZAttendanceLocationAdded = z.object({ id: z.string() });
