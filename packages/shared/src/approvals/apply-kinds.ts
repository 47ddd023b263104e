/** Request kinds; each request module registers one with the workflow engine. */
export const APPLY_KINDS = [
  'leave',
  'overtime',
  'outing',
  'trip',
  'maternity',
  'makeupClock',
  'overtimeCancel',
  'outingCancel',
  'leaveCancel',
] as const;
export type TApplyKind = (typeof APPLY_KINDS)[number];
