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
  /** On-the-job, income and resignation certificates (spec 3 §2.2, §2.3; categoryCode the type). */
  'certificate',
  /** Provident-fund transfer on resignation (spec 3 §2.3 /Resignationfund). */
  'fundTransfer',
] as const;
export type TApplyKind = (typeof APPLY_KINDS)[number];
