import { describe, expect, it } from 'vitest';
import { closestPunchPoint } from './distance';

const office = { id: 'office', latitude: 31.2304, longitude: 121.4737, limit: 300 };
const counter = { id: 'counter', latitude: 31.2397, longitude: 121.4998, limit: 200 };
/** About 111.2 m per 0.001 degree of latitude. */
const north = (p: { latitude: number; longitude: number }, metres: number) => ({
  latitude: p.latitude + metres / 111_195,
  longitude: p.longitude,
});

describe('closest punch point', () => {
  it('is null without points', () => {
    expect(closestPunchPoint(office, [])).toBeNull();
  });

  it('takes a point whose range holds the position', () => {
    const found = closestPunchPoint(north(office, 10), [counter, office]);
    expect(found).toMatchObject({ point: { id: 'office' }, inRange: true, distance: 10 });
  });

  it('says how far the nearest point is when none holds the position (5 km south)', () => {
    const found = closestPunchPoint(north(office, -5000), [office, counter]);
    expect(found?.inRange).toBe(false);
    expect(found?.point.id).toBe('office');
    expect(found?.distance).toBe(5000);
  });

  it('prefers a point in range over a nearer one out of range, and -1 holds anywhere', () => {
    const wide = { id: 'anywhere', latitude: 39.9042, longitude: 116.4074, limit: -1 };
    const found = closestPunchPoint(north(office, 400), [office, wide]);
    expect(found).toMatchObject({ point: { id: 'anywhere' }, inRange: true });
  });
});
