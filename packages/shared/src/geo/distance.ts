import { EARTH_RADIUS_M, UNLIMITED_RANGE } from '../constants';

export type TLatLng = { latitude: number; longitude: number };

/** Great-circle distance in metres by the haversine formula, Earth radius 6371000 m (spec 1 §9). */
export function haversineDistance(a: TLatLng, b: TLatLng): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLng = (b.longitude - a.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A position is within a location's range when the range is -1 (unlimited) or the distance is at most the range. */
export function isWithinRange(position: TLatLng, location: TLatLng & { limit: number }): boolean {
  return location.limit === UNLIMITED_RANGE || haversineDistance(position, location) <= location.limit;
}

export type TPointDistance<T> = { point: T; distance: number; inRange: boolean };

/**
 * The punch point a position counts for: the nearest point whose range holds it, else the nearest
 * point at all (to say how far off the person is). Distances in whole metres; null without points.
 */
export function closestPunchPoint<T extends TLatLng & { limit: number }>(
  position: TLatLng,
  points: readonly T[],
): TPointDistance<T> | null {
  let best: TPointDistance<T> | null = null;
  for (const point of points) {
    const exact = haversineDistance(position, point);
    const candidate = { point, distance: Math.round(exact), inRange: isWithinRange(position, point) };
    const better =
      best === null ||
      (candidate.inRange && !best.inRange) ||
      (candidate.inRange === best.inRange && candidate.distance < best.distance);
    if (better) best = candidate;
  }
  return best;
}
