import { describe, expect, it } from 'vitest';
import { activityDraftProblem, type TActivityDraftRules } from './admin-rules';

const draft = (over: Partial<TActivityDraftRules> = {}): TActivityDraftRules => ({
  signUpStart: '2026-12-01 09:00',
  signUpEnd: '2026-12-10 18:00',
  eventStart: '2026-12-12 09:00',
  eventEnd: '2026-12-12 18:00',
  isMore: false,
  relativeNum: 1,
  items: [],
  ...over,
});
const item = (over: Partial<TActivityDraftRules['items'][number]> = {}) => ({
  names: { zh: '工号', en: 'Staff no.' },
  conName: 'txt' as const,
  options: [],
  reg: null,
  regMessages: null,
  ...over,
});

describe('activityDraftProblem', () => {
  it('accepts a sound draft, sign-up closing when the activity ends included', () => {
    expect(activityDraftProblem(draft())).toBeNull();
    expect(activityDraftProblem(draft({ signUpEnd: '2026-12-12 18:00' }))).toBeNull();
    expect(activityDraftProblem(draft({ isMore: true, relativeNum: 20 }))).toBeNull();
  });
  it('orders the dates', () => {
    expect(activityDraftProblem(draft({ signUpStart: '2026-12-11 09:00' }))?.key).toBe(
      'activities.signUpOrder',
    );
    expect(activityDraftProblem(draft({ signUpEnd: '2026-12-13 09:00' }))?.key).toBe(
      'activities.signUpAfterEvent',
    );
    expect(activityDraftProblem(draft({ eventStart: '2026-12-12 19:00' }))?.key).toBe(
      'activities.eventOrder',
    );
  });
  it('takes 1 person without relatives, 2 to 20 with', () => {
    expect(activityDraftProblem(draft({ relativeNum: 2 }))?.key).toBe('activities.relativeNumRule');
    expect(activityDraftProblem(draft({ isMore: true, relativeNum: 1 }))?.key).toBe(
      'activities.relativeNumRule',
    );
    expect(activityDraftProblem(draft({ isMore: true, relativeNum: 21 }))?.key).toBe(
      'activities.relativeNumRule',
    );
  });
  it('needs options for a drop-down, each value once', () => {
    expect(activityDraftProblem(draft({ items: [item({ conName: 'cmb' })] }))).toEqual({
      key: 'activities.itemOptions',
      params: { name: '工号' },
    });
    const twice = [{ value: 'a' }, { value: 'a' }];
    expect(activityDraftProblem(draft({ items: [item({ conName: 'cmb', options: twice })] }))?.key).toBe(
      'activities.itemOptionsUnique',
    );
  });
  it('refuses an unsafe or invalid regex by item name, in the reader language', () => {
    expect(
      activityDraftProblem(draft({ items: [item({ reg: '(a+)+$', regMessages: { zh: 'x' } })] }), 'en'),
    ).toEqual({
      key: 'activities.regex.unsafe',
      params: { name: 'Staff no.' },
    });
    expect(activityDraftProblem(draft({ items: [item({ reg: '(', regMessages: { zh: 'x' } })] }))?.key).toBe(
      'activities.regex.invalid',
    );
    expect(activityDraftProblem(draft({ items: [item({ reg: '^E\\d{5}$' })] }))?.key).toBe(
      'activities.regex.message',
    );
    expect(
      activityDraftProblem(draft({ items: [item({ reg: '^E\\d{5}$', regMessages: { zh: '格式' } })] })),
    ).toBeNull();
  });
});
