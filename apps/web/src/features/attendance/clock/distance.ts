import { haversineDistance } from '@ehome/shared/geo/distance';
import type { TTranslate } from './translate';

type TPoint = { latitude: number; longitude: number; limit: number };

/** The punch point nearest to a position, with its distance in metres (null without points). */
export function nearestPoint<T extends TPoint>(
  position: { latitude: number; longitude: number },
  points: readonly T[],
): { point: T; distance: number } | null {
  let best: { point: T; distance: number } | null = null;
  for (const point of points) {
    const distance = haversineDistance(position, point);
    if (!best || distance < best.distance) best = { point, distance };
  }
  return best;
}

/** Metres below a kilometre, kilometres with one decimal above. */
export function formatDistance(t: TTranslate, metres: number): string {
  if (metres < 1000) return t('attendance:meters', { count: Math.round(metres) });
  return t('attendance:km', { count: Math.round(metres / 100) / 10 });
}

/** A punch range: metres, or "unlimited" for -1. */
export function formatRange(t: TTranslate, limit: number): string {
  return limit < 0 ? t('attendance:unlimited') : formatDistance(t, limit);
}
