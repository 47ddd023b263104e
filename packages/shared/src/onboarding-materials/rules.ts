import { checkChild, type TChildForm, type TOnboardingIssue } from '../onboarding/profile-rules';
import { REVIEW_NOTE_MAX } from './constants';

export type TMaterialsIssue =
  | { key: 'materials.noteRequired' }
  | { key: 'materials.noteTooLong'; params: { max: number } }
  | null;

/** HR's decision (spec 3 §3): failing needs a note telling the employee what to fix. */
export function checkReviewDecision(decision: { pass: boolean; note?: string | null }): TMaterialsIssue {
  const note = (decision.note ?? '').trim();
  if (!decision.pass && !note) return { key: 'materials.noteRequired' };
  if ([...note].length > REVIEW_NOTE_MAX)
    return { key: 'materials.noteTooLong', params: { max: REVIEW_NOTE_MAX } };
  return null;
}

/**
 * A child of /Addchildren (spec 3 §5 "Child"): the onboarding rule (name, sex, a real birthday from
 * 1980-01-01 to today, a proof).
 */
export const checkChildForm = (child: Partial<TChildForm>, today: string): TOnboardingIssue =>
  checkChild(child, today);
