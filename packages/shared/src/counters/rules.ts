import { COUNTER_LIMIT_MAX, COUNTER_LIMIT_MIN, COUNTER_REMARK_MAX, OVERWRITE_BRANDS } from './constants';

export type TCounterMessageKey =
  | 'counters.provinceRequired'
  | 'counters.cityRequired'
  | 'counters.counterRequired'
  | 'counters.coordinatesRequired'
  | 'counters.coordinatesInvalid'
  | 'counters.organizationRequired'
  | 'counters.limitRequired'
  | 'counters.limitInvalid'
  | 'counters.remarkRequired'
  | 'counters.remarkTooLong'
  | 'counters.repositionClosed';

/** The positioning form as filled: text fields as typed, coordinates once obtained. */
export type TCounterPositionForm = {
  province: string;
  city: string;
  counterId: string;
  longitude: number | null | undefined;
  latitude: number | null | undefined;
  organizationId: string;
  limit: string | number | null | undefined;
  remark: string;
};

export type TCounterPosition = {
  province: string;
  city: string;
  counterId: string;
  longitude: number;
  latitude: number;
  organizationId: string;
  limit: number;
  remark: string;
};

/**
 * Spec 3 §5 "Counter GPS": province, city, counter and coordinates are required (coordinates first),
 * then an organisation from the dropdown, an allowed range and a note. The first broken rule, or the
 * cleaned position.
 */
export function checkCounterPosition(
  form: TCounterPositionForm,
): { ok: false; key: TCounterMessageKey } | { ok: true; position: TCounterPosition } {
  const province = form.province.trim();
  const city = form.city.trim();
  const counterId = form.counterId.trim();
  if (!province) return { ok: false, key: 'counters.provinceRequired' };
  if (!city) return { ok: false, key: 'counters.cityRequired' };
  if (!counterId) return { ok: false, key: 'counters.counterRequired' };
  const { longitude, latitude } = form;
  if (longitude == null || latitude == null) return { ok: false, key: 'counters.coordinatesRequired' };
  if (
    !Number.isFinite(longitude) ||
    !Number.isFinite(latitude) ||
    Math.abs(longitude) > 180 ||
    Math.abs(latitude) > 90 ||
    (longitude === 0 && latitude === 0)
  )
    return { ok: false, key: 'counters.coordinatesInvalid' };
  const organizationId = form.organizationId.trim();
  if (!organizationId) return { ok: false, key: 'counters.organizationRequired' };
  const limitText = form.limit == null ? '' : String(form.limit).trim();
  if (!limitText) return { ok: false, key: 'counters.limitRequired' };
  const limit = Number(limitText);
  if (!/^\d+$/.test(limitText) || limit < COUNTER_LIMIT_MIN || limit > COUNTER_LIMIT_MAX)
    return { ok: false, key: 'counters.limitInvalid' };
  const remark = form.remark.trim();
  if (!remark) return { ok: false, key: 'counters.remarkRequired' };
  if (remark.length > COUNTER_REMARK_MAX) return { ok: false, key: 'counters.remarkTooLong' };
  return {
    ok: true,
    position: { province, city, counterId, longitude, latitude, organizationId, limit, remark },
  };
}

/** Brands S, M, N, L and H may overwrite a counter's position (spec 3 §4). */
export const brandMayOverwrite = (brandCode: string) =>
  (OVERWRITE_BRANDS as readonly string[]).includes(brandCode.trim().toUpperCase());

/**
 * Whether a counter may be positioned now: never positioned, an overwriting brand, or repeated
 * positioning enabled by a brand administrator (one more time, then closed again).
 */
export function mayPositionCounter(counter: {
  brandCode: string;
  positioned: boolean;
  repositionEnabled: boolean;
}): boolean {
  return !counter.positioned || brandMayOverwrite(counter.brandCode) || counter.repositionEnabled;
}
