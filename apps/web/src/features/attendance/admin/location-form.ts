import { UNLIMITED_RANGE } from '@ehome/shared/constants';
import type { TAttendanceLocationAdd } from '@ehome/shared/organization/schemas';

/** The add-location form as typed: text fields, and a switch for an unlimited range. */
export type TLocationForm = {
  organizationId: string;
  remark: string;
  /** Metres as typed; ignored while `unlimited` is on. */
  limit: string;
  unlimited: boolean;
  longitude: string;
  latitude: string;
};

export const EMPTY_LOCATION_FORM: TLocationForm = {
  organizationId: '',
  remark: '',
  limit: '',
  unlimited: false,
  longitude: '',
  latitude: '',
};

const DECIMAL_RE = /^[-+]?(\d+(\.\d*)?|\.\d+)$/;

/**
 * A number as typed: blank is missing (undefined, so the schema says "required"), anything but a
 * plain decimal is NaN (the schema's "invalid" message). `Number` alone would read '' as 0 and
 * '0x1A' as 26.
 */
export function parseDecimal(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return DECIMAL_RE.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** The range to send: -1 when unlimited, else the metres typed. */
export function parseLimit(text: string, unlimited: boolean): number | undefined {
  return unlimited ? UNLIMITED_RANGE : parseDecimal(text);
}

/** The form as the API's payload, before the shared schema checks it. */
export function toLocationPayload(form: TLocationForm): Record<keyof TAttendanceLocationAdd, unknown> {
  return {
    organizationId: form.organizationId,
    remark: form.remark,
    limit: parseLimit(form.limit, form.unlimited),
    longitude: parseDecimal(form.longitude),
    latitude: parseDecimal(form.latitude),
  };
}

/** Degrees with 6 decimals (about 0.1 m), without trailing zeros. */
export function formatCoordinate(value: number): string {
  return String(Number(value.toFixed(6)));
}

/**
 * The point being registered as the map draws it: only once both coordinates are real, with the
 * range typed so far (null while there is none; -1 draws no circle).
 */
export function draftOf(
  form: TLocationForm,
): { latitude: number; longitude: number; limit: number | null } | null {
  const latitude = parseDecimal(form.latitude);
  const longitude = parseDecimal(form.longitude);
  if (latitude === undefined || longitude === undefined) return null;
  if (!(Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180)) return null;
  const limit = parseLimit(form.limit, form.unlimited);
  return { latitude, longitude, limit: limit !== undefined && Number.isFinite(limit) ? limit : null };
}
