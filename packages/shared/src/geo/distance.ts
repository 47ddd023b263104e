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
