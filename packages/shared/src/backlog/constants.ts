/**
 * The backlog (spec 3 §2.5): type 1 to 3, mode 1 or other, status 0 pending otherwise done, dates
 * YYYY.MM.DD. No zod here.
 */
export const BACKLOG_TYPES = {
  /** Something to fill in or upload (onboarding fields, material photos, a child's proof). */
  Fill: 1,
  /** Something to collect or pay (a certificate at the pickup point, an unpaid order). */
  Collect: 2,
  /** Requests of others waiting for the person's approval. */
  Approve: 3,
} as const;
export type TBacklogType = (typeof BACKLOG_TYPES)[keyof typeof BACKLOG_TYPES];

/** 1 opens a screen of the app; any other value is a notice to read. */
export const BACKLOG_MODES = { OpenScreen: 1, Notice: 2 } as const;
export type TBacklogMode = (typeof BACKLOG_MODES)[keyof typeof BACKLOG_MODES];

/** Backlog status: 0 pending, otherwise done. */
export const BacklogStatus = { Pending: 0, Done: 1 } as const;

/** A backlog date as the list shows it: YYYY.MM.DD from YYYY-MM-DD. */
export const backlogDate = (isoDate: string) => isoDate.slice(0, 10).replaceAll('-', '.');
