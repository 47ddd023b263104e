import { describe, expect, it } from 'vitest';
import { medicalClaimDeadline, medicalClaimOpen } from './rules';

describe('medical claim window (spec 3 §9: within 90 days, not later than March 31)', () => {
  it('counts 90 days across a leap February', () => {
    expect(medicalClaimDeadline('2024-02-01')).toBe('2024-05-01');
    expect(medicalClaimDeadline('2025-02-01')).toBe('2025-05-02');
  });
  it('is 90 days after an expense early in the year', () => {
    expect(medicalClaimDeadline('2026-05-10')).toBe('2026-08-08');
  });
  it('stops at March 31 of the next year for an expense late in the year', () => {
    expect(medicalClaimDeadline('2026-12-31')).toBe('2027-03-31');
    expect(medicalClaimDeadline('2023-12-31')).toBe('2024-03-30');
    expect(medicalClaimDeadline('2026-12-20')).toBe('2027-03-20');
  });
  it('shows the claim entry during the policy and its claim window only', () => {
    const policy = { from: '2026-01-01', to: '2026-12-31' };
    expect(medicalClaimOpen(policy, '2026-06-01')).toEqual({ open: true, deadline: '2027-03-31' });
    expect(medicalClaimOpen(policy, '2027-03-31').open).toBe(true);
    expect(medicalClaimOpen(policy, '2027-04-01').open).toBe(false);
    expect(medicalClaimOpen(policy, '2025-12-31').open).toBe(false);
    expect(medicalClaimOpen(null, '2026-06-01')).toEqual({ open: false, deadline: null });
  });
});
