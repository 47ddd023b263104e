/**
 * The activity intro's button (spec 2 §2 "Screen details", in order of precedence), shared so the
 * screen and its tests read the same rule. No zod here.
 */
import type { TActivityState } from './schemas';

export type TRegistrationButton =
  | 'signedUp'
  | 'notStarted'
  | 'signUpClosed'
  | 'applicationForm'
  | 'full'
  | 'goPay'
  | 'fillForm'
  | 'iWant';

export type TRegistrationButtonInput = {
  state: TActivityState;
  isRes: boolean;
  isFull: boolean;
  limit: number;
  isSignUp: boolean;
  isSubmit: boolean;
  /** Nothing more to do (confirmed: paid, or submitted with no fee). */
  isPayed: boolean;
};

/**
 * Already paid (or done) -> signed up; not started -> not started; past the deadline (or ended) ->
 * "sign up" that toasts registration over; submitted but unpaid -> go pay; signed up but the form
 * not submitted -> fill the form; reservation -> application form; full with a limit -> full;
 * otherwise I want.
 */
export function registrationButton(a: TRegistrationButtonInput): TRegistrationButton {
  if (a.isPayed) return 'signedUp';
  if (a.state === 'notStarted') return 'notStarted';
  if (a.state === 'closed' || a.state === 'ended') return 'signUpClosed';
  if (a.isSubmit) return 'goPay';
  if (a.isSignUp) return 'fillForm';
  if (a.isRes) return 'applicationForm';
  if (a.isFull && a.limit !== 0) return 'full';
  return 'iWant';
}
