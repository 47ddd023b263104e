import { BIRTHDAY_PICKER_MIN } from '../onboarding/constants';
import { checkChild, type TChildForm, type TOnboardingIssue } from '../onboarding/profile-rules';
import { REVIEW_NOTE_MAX } from './constants';

/** YYYY-MM-DD naming a day of the calendar (no 2020-02-30); kept here so screens stay light. */
function isRealDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

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
 * A child of /Addchildren (spec 3 §5 "Child"): the onboarding rule (name, sex, birthday from
 * 1980-01-01 to today, a proof) and a birthday that is a real calendar date (no 2020-02-30).
 */
export function checkChildForm(child: Partial<TChildForm>, today: string): TOnboardingIssue {
  const issue = checkChild(child, today);
  if (issue) return issue;
  return isRealDate((child.birthday ?? '').trim())
    ? null
    : { key: 'onboarding.childBirthday', params: { min: BIRTHDAY_PICKER_MIN } };
}
