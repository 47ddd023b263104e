import { describe, expect, it } from 'vitest';
import { metresOver, parseStatus, reportedDiffers, splitDateTime } from './exception-model';

describe('parseStatus', () => {
  it('reads the three statuses and falls back to waiting', () => {
    expect(parseStatus('0')).toBe(0);
    expect(parseStatus('1')).toBe(1);
    expect(parseStatus('2')).toBe(2);
    expect(parseStatus(null)).toBe(0);
    expect(parseStatus('')).toBe(0);
    expect(parseStatus('3')).toBe(0);
    expect(parseStatus('1.5')).toBe(0);
    expect(parseStatus('accepted')).toBe(0);
  });
});

describe('metresOver', () => {
  it('is the distance beyond the range', () => {
    expect(metresOver({ distance: 1250, limit: 300 })).toBe(950);
    expect(metresOver({ distance: 200, limit: 300 })).toBe(0);
    expect(metresOver({ distance: 5000, limit: -1 })).toBe(0);
  });
});

describe('reportedDiffers', () => {
  it('shows the phone distance only when it says something else', () => {
    expect(reportedDiffers({ distance: 1250, reportedDistance: null })).toBe(false);
    expect(reportedDiffers({ distance: 1250, reportedDistance: 1255 })).toBe(false);
    expect(reportedDiffers({ distance: 1250, reportedDistance: 1400 })).toBe(true);
  });
});

describe('splitDateTime', () => {
  it('splits a server date-time into date and HH:mm', () => {
    expect(splitDateTime('2026-03-05 09:12:33')).toEqual({ date: '2026-03-05', time: '09:12' });
  });
});
