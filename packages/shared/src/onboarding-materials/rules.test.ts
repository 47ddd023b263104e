import { describe, expect, it } from 'vitest';
import { addWorkingDays, DayType } from '../attendance/calendar';
import { checkChild } from '../onboarding/profile-rules';
import { childDecision, childState, imageDecision } from './constants';
import { checkChildForm, checkReviewDecision } from './rules';

describe('addWorkingDays (a birth certificate is reviewed in one working day)', () => {
  it('Wednesday -> Thursday, Friday -> Monday', () => {
    expect(addWorkingDays('2026-11-25', 1)).toBe('2026-11-26');
    expect(addWorkingDays('2026-11-27', 1)).toBe('2026-11-30');
  });
  it('skips the National Day holiday and counts its make-up Saturday', () => {
    // 2026: 1-7 October off; Saturday 10 October is a make-up working day (official calendar).
    expect(addWorkingDays('2026-09-30', 1)).toBe('2026-10-08');
    expect(addWorkingDays('2026-10-09', 1)).toBe('2026-10-10');
  });
  it("follows the company's overrides", () => {
    const overrides = new Map([['2026-11-26', { dayType: DayType.Holiday, name: 'company day' }]]);
    expect(addWorkingDays('2026-11-25', 1, overrides)).toBe('2026-11-27');
  });
});

describe('states and decisions', () => {
  it('maps a child verify code to its state', () => {
    expect(childState(0)).toBe('underReview');
    expect(childState(1)).toBe('passed');
    expect(childState(3)).toBe('notPassed');
  });
  it('fails an image as isDelete 3 and a child as verify 3', () => {
    expect(imageDecision(true)).toEqual({ verify: 1, isDelete: 0 });
    expect(imageDecision(false)).toEqual({ verify: 0, isDelete: 3 });
    expect(childDecision(true)).toBe(1);
    expect(childDecision(false)).toBe(3);
  });
  it('needs a note to fail, at most 200 characters', () => {
    expect(checkReviewDecision({ pass: true })).toBeNull();
    expect(checkReviewDecision({ pass: false, note: '  ' })).toEqual({ key: 'materials.noteRequired' });
    expect(checkReviewDecision({ pass: false, note: '照片模糊' })).toBeNull();
    expect(checkReviewDecision({ pass: true, note: '字'.repeat(201) })).toEqual({
      key: 'materials.noteTooLong',
      params: { max: 200 },
    });
  });
});

describe('checkChild (spec 3 §5 "Child")', () => {
  const child = { childName: '张小明', sex: '男', birthday: '2020-05-01', hasImage: true };
  it('takes a complete child', () => expect(checkChild(child, '2026-11-25')).toBeNull());
  it('needs name, sex, birthday and a proof', () => {
    for (const missing of [{ childName: '' }, { sex: '男孩' }, { birthday: '' }, { hasImage: false }]) {
      expect(checkChild({ ...child, ...missing }, '2026-11-25')).toEqual({ key: 'onboarding.childRequired' });
    }
  });
  it('keeps the birthday between 1980-01-01 and today', () => {
    expect(checkChild({ ...child, birthday: '1979-12-31' }, '2026-11-25')?.key).toBe(
      'onboarding.childBirthday',
    );
    expect(checkChild({ ...child, birthday: '2026-11-26' }, '2026-11-25')?.key).toBe(
      'onboarding.childBirthday',
    );
  });
});

describe('checkChildForm', () => {
  it('refuses a birthday that is not a calendar date', () => {
    const child = { childName: '张小明', sex: '男', birthday: '2020-02-30', hasImage: true };
    expect(checkChildForm(child, '2026-11-25')?.key).toBe('onboarding.childBirthday');
    expect(checkChildForm({ ...child, birthday: '2020-02-29' }, '2026-11-25')).toBeNull();
  });
});
