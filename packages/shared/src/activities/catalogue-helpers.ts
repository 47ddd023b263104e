/**
 * Plain helpers of the activity lists (no zod, so the screens that use them do not download the
 * schema library).
 */
import type { TActivityState } from './schemas';

/** Spec 2 §2 list order: open first, then not started, then full or sign-up over, ended last. */
export const ACTIVITY_STATE_ORDER: Record<TActivityState, number> = {
  open: 0,
  notStarted: 1,
  full: 2,
  closed: 2,
  ended: 3,
};

/** Where an activity stands at `now` (see ACTIVITY_STATES). */
export function activityStateAt(
  a: { signUpStart: Date; signUpEnd: Date; eventEnd: Date; participantLimit: number; signedCount: number },
  now: Date,
): TActivityState {
  const t = now.getTime();
  if (t > a.eventEnd.getTime()) return 'ended';
  if (t < a.signUpStart.getTime()) return 'notStarted';
  if (t > a.signUpEnd.getTime()) return 'closed';
  if (a.participantLimit > 0 && a.signedCount >= a.participantLimit) return 'full';
  return 'open';
}

/** The one ID-number mask (validation/mask.ts), kept under this name for the activity screens. */
export { maskIdNumber } from '../validation/mask';
