import { BacklogStatus, backlogDate, type TBacklogPage, type TLanguage, translate } from '@ehome/shared';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../platform/auth';
import { businessDate, type Clock } from '../../platform/clock';
import type { BacklogRegistry, TBacklogEntry } from './ports';

type Deps = {
  db: Db;
  clock: Clock;
  timeZone: string;
  registry: BacklogRegistry;
  /** A failing source is logged and left out; the others still answer. */
  onSourceError: (name: string, err: unknown) => void;
};

/**
 * The backlog (spec 3 §2.5 /Backlog): asks every registered source in parallel for the caller's
 * tasks, keeps the pending (status 0) or the done ones (status 1), newest first.
 */
export function backlogService({ db, clock, timeZone, registry, onSourceError }: Deps) {
  async function list(user: AuthUser, status: number, lang: TLanguage): Promise<TBacklogPage> {
    const now = clock.now();
    const context = { now, timeZone };
    const settled = await Promise.all(
      registry.sources().map(async ({ name, source }) => {
        try {
          return await source(db, user, context);
        } catch (err) {
          onSourceError(name, err);
          return [] as TBacklogEntry[];
        }
      }),
    );
    const wantDone = status !== BacklogStatus.Pending;
    const entries = settled
      .flat()
      .filter((e) => e.done === wantDone)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || a.key.localeCompare(b.key));
    const result = entries.map((e) => ({
      key: e.key,
      type: e.type,
      mode: e.mode,
      title: translate(lang, e.title, e.params ?? {}),
      path: e.path,
      createTime: backlogDate(businessDate(e.createdAt, timeZone)),
      status: e.done ? BacklogStatus.Done : BacklogStatus.Pending,
    }));
    return { result, totalCount: result.length };
  }
  return { list };
}

export type BacklogService = ReturnType<typeof backlogService>;
