import { describe, expect, it } from 'vitest';
import { formatDistance, formatRange, nearestPoint } from './distance';

const t = (key: string, options?: Record<string, unknown>) => `${key}:${String(options?.count ?? '')}`;

describe('formatDistance', () => {
  it('says metres below a kilometre, rounded', () => {
    expect(formatDistance(t, 0)).toBe('attendance:meters:0');
    expect(formatDistance(t, 299.6)).toBe('attendance:meters:300');
    expect(formatDistance(t, 999.4)).toBe('attendance:meters:999');
  });

  it('says kilometres with one decimal from 1000 m', () => {
    expect(formatDistance(t, 1000)).toBe('attendance:km:1');
    expect(formatDistance(t, 1250)).toBe('attendance:km:1.3');
    expect(formatDistance(t, 12_345)).toBe('attendance:km:12.3');
  });
});

describe('formatRange', () => {
  it('says unlimited for -1, else the distance', () => {
    expect(formatRange(t, -1)).toBe('attendance:unlimited:');
    expect(formatRange(t, 300)).toBe('attendance:meters:300');
  });
});

describe('nearestPoint', () => {
  it('finds the closest punch point and its distance', () => {
    const office = { id: 'a', latitude: 31.2304, longitude: 121.4737, limit: 300 };
    const counter = { id: 'b', latitude: 31.2397, longitude: 121.4998, limit: 200 };
    const found = nearestPoint({ latitude: 31.2305, longitude: 121.4737 }, [counter, office]);
    expect(found?.point.id).toBe('a');
    expect(found?.distance).toBeGreaterThan(10);
    expect(found?.distance).toBeLessThan(12);
    expect(nearestPoint({ latitude: 0, longitude: 0 }, [])).toBeNull();
  });
});
