import {
  isLanguage,
  type TLanguage,
  type TNotification,
  type TUnreadCount,
  translate,
  waitingListPath,
} from '@ehome/shared';
import type { Db } from '../../db/client';
import { type Clock, formatDateTime } from '../../platform/clock';
import { notFound } from '../../platform/errors';
import * as repo from './repository';

type Deps = { db: Db; clock: Clock; timeZone: string };

export type MessagesService = ReturnType<typeof messagesService>;

/**
 * The titles are stored as a message key with parameters and written out in the reader's language
 * when read. Parameters named `<param>_<lang>` (category_zh, category_en, ...) give `{param}` in
 * that language, so a category name follows the reader too.
 */
export function titleOf(row: repo.NotificationRow, lang: TLanguage): string {
  const params: Record<string, string | number> = {};
  const localized = new Map<string, Partial<Record<TLanguage, string | number>>>();
  for (const [key, value] of Object.entries(row.params)) {
    const match = /^(.+)_(\w{2})$/.exec(key);
    if (match?.[1] && isLanguage(match[2])) {
      localized.set(match[1], { ...localized.get(match[1]), [match[2]]: value });
    } else params[key] = value;
  }
  // A name left empty in the reader's language falls back to the Chinese one.
  for (const [name, values] of localized) params[name] = values[lang] || values.zh || '';
  return translate(lang, row.titleKey, params);
}

/** In-app messages: the next approver's task notices and the applicant's decision notices. */
export function messagesService({ db, clock, timeZone }: Deps) {
  const toItem = (row: repo.NotificationRow, lang: TLanguage): TNotification => ({
    id: row.id,
    title: titleOf(row, lang),
    applyId: row.applyId,
    link: row.link,
    read: row.readAt !== null,
    createdAt: formatDateTime(row.createdAt, timeZone),
  });

  return {
    async list(
      eid: string,
      page: { pageIndex: number; pageSize: number },
      lang: TLanguage,
    ): Promise<{ result: TNotification[]; totalCount: number }> {
      const { rows, totalCount } = await repo.listOf(
        db,
        eid,
        page.pageSize,
        (page.pageIndex - 1) * page.pageSize,
      );
      return {
        result: rows.map((row) => toItem(row, lang)),
        totalCount,
      };
    },

    /** Opens one of my messages: marks it read and answers it; another's is "not found". */
    async read(eid: string, id: string, lang: TLanguage): Promise<TNotification> {
      const row = await repo.markRead(db, eid, id, clock.now());
      if (!row) throw notFound();
      return toItem(row, lang);
    },

    readAll: (eid: string) => repo.markAllRead(db, eid, clock.now()),

    async badges(eid: string): Promise<TUnreadCount> {
      const { unread, pendingByKind } = await repo.badges(db, eid);
      const pendingApprovals = [...pendingByKind.values()].reduce((sum, n) => sum + n, 0);
      return { count: unread, pendingApprovals, pendingPath: waitingListPath(pendingByKind.keys()) };
    },
  };
}
