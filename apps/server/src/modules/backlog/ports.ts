import type { TBacklogMode, TBacklogType, TMessageKey } from '@ehome/shared';
import type { DbOrTx } from '../../db/client';
import type { AuthUser } from '../../platform/auth';

/**
 * The backlog (spec 3 §2.5 /Backlog) gathers what a person still has to do from the modules that
 * know it: each registers a source at start-up (app.ts) and the backlog module asks them all. A
 * source reads its own tables only and answers in the caller's terms; the backlog never reaches
 * into another module's tables.
 */
export type TBacklogEntry = {
  /** Stable and unique across sources, e.g. `certificate:<id>`, `onboarding:images`. */
  key: string;
  /** 1 to fill in or upload, 2 to collect or pay, 3 to approve (BACKLOG_TYPES). */
  type: TBacklogType;
  /** 1 opens a screen of the app (path), 2 is a notice only (BACKLOG_MODES). */
  mode: TBacklogMode;
  /** What to do, a key of the shared message catalogue, in the reader's language. */
  title: TMessageKey;
  params?: Record<string, string | number>;
  /** The screen that does it (mode 1). */
  path: string;
  /** When the task arose (shown YYYY.MM.DD). */
  createdAt: Date;
  /** Done tasks are shown with status 1 for a while (e.g. a certificate collected this month). */
  done: boolean;
};

export type BacklogContext = { now: Date; timeZone: string };
export type BacklogSource = (db: DbOrTx, user: AuthUser, context: BacklogContext) => Promise<TBacklogEntry[]>;

export type BacklogRegistry = {
  register(name: string, source: BacklogSource): void;
  sources(): readonly { name: string; source: BacklogSource }[];
};

export function backlogRegistry(): BacklogRegistry {
  const list: { name: string; source: BacklogSource }[] = [];
  return {
    register(name, source) {
      if (list.some((entry) => entry.name === name))
        throw new Error(`backlog source ${name} registered twice`);
      list.push({ name, source });
    },
    sources: () => list,
  };
}
