import { describe, expect, it } from 'vitest';
import { haversineDistance, isWithinRange } from './distance';

const office = { latitude: 31.2304, longitude: 121.4737 };

describe('haversine distance (R = 6371000 m)', () => {
  it('is 0 for the same point', () => {
    expect(haversineDistance(office, office)).toBe(0);
  });

  it('matches one degree of latitude: R x pi / 180', () => {
    const d = haversineDistance({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 });
    expect(d).toBeCloseTo((6_371_000 * Math.PI) / 180, 6);
  });

  it('measures a real distance: Shanghai office to Beijing Tiananmen about 1067 km', () => {
    const d = haversineDistance(office, { latitude: 39.9087, longitude: 116.3975 });
    expect(d / 1000).toBeGreaterThan(1060);
    expect(d / 1000).toBeLessThan(1075);
  });

  it('is symmetric', () => {
    const b = { latitude: 31.24, longitude: 121.5 };
    expect(haversineDistance(office, b)).toBeCloseTo(haversineDistance(b, office), 9);
  });

  it('checks a punch range, with -1 unlimited', () => {
    const tenMetresNorth = { latitude: office.latitude + 10 / 111_195, longitude: office.longitude };
    const fiveKmNorth = { latitude: office.latitude + 5000 / 111_195, longitude: office.longitude };
    expect(isWithinRange(tenMetresNorth, { ...office, limit: 300 })).toBe(true);
    expect(isWithinRange(fiveKmNorth, { ...office, limit: 300 })).toBe(false);
    expect(isWithinRange(fiveKmNorth, { ...office, limit: -1 })).toBe(true);
  });
});
