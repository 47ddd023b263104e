import { ErrorCode, type TLanguage } from '@ehome/shared';
import type {
  TMyActivitiesQuery,
  TMyActivityItem,
  TMyActivityPage,
  TMyRegistration,
} from '@ehome/shared/activities/catalogue';
import { activityStateAt, maskIdNumber } from '@ehome/shared/activities/catalogue-helpers';
import type { TActivityRegistrationStatus } from '@ehome/shared/activities/constants';
import { formatFen } from '@ehome/shared/calculators/money';
import { shopImagePath } from '@ehome/shared/shop/catalogue-helpers';
import { and, asc, count, desc, eq, gte, inArray, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  activities,
  activityFormItems,
  activityReads,
  activityRegistrationRelatives,
  activityRegistrations,
  relatives,
  type TActivityAnswer,
} from '../../db/schema';
import type { AuthUser } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { localizedName } from '../../platform/local-name';
import type { PiiCipher } from '../../platform/pii';
import { openRelativeValue } from '../relatives/seal-at-rest';
import { activityStatus, minuteOf } from './catalogue-service';
import { maskAnswer, openAnswers } from './seal-at-rest';

export const registrationNotFound = () => new AppError(ErrorCode.NotFound, 'activities.registrationNotFound');

type TRegistrationRow = typeof activityRegistrations.$inferSelect;
/** Submitted, a fee due and not paid yet: the screens offer "go pay". */
export const needsPay = (r: Pick<TRegistrationRow, 'status' | 'totalFen' | 'paidAt'>) =>
  r.status === 'submitted' && r.totalFen > 0 && !r.paidAt;
const isPaid = (r: Pick<TRegistrationRow, 'totalFen' | 'paidAt'>) => r.totalFen > 0 && Boolean(r.paidAt);

/**
 * Form answers labelled with their item names in the reader's language, in the form's order. The
 * sealed ones (ID numbers, phones: seal-at-rest.ts) are opened with `pii`; `reader` 'hr' sees both
 * masked, 'owner' the phone in full and the ID number masked (the detail is a list on a screen,
 * not the edit form, which has it in full), 'hrReveal' both in full (HR's logged reveal of one
 * registration: the caller records the read).
 */
export async function labelledAnswers(
  db: Db,
  pii: PiiCipher,
  registrations: { activityId: string; answers: TActivityAnswer[] }[],
  lang: TLanguage,
  reader: 'owner' | 'hr' | 'hrReveal',
): Promise<Map<TActivityAnswer[], { name: string; value: string }[]>> {
  const activityIds = [...new Set(registrations.map((r) => r.activityId))];
  const items = activityIds.length
    ? await db
        .select()
        .from(activityFormItems)
        .where(inArray(activityFormItems.activityId, activityIds))
        .orderBy(asc(activityFormItems.sort))
    : [];
  const out = new Map<TActivityAnswer[], { name: string; value: string }[]>();
  for (const r of registrations) {
    const byItem = new Map(openAnswers(pii, r.answers).map((a) => [a.itemId, a.value]));
    out.set(
      r.answers,
      items
        .filter((i) => i.activityId === r.activityId && byItem.has(i.id))
        .map((i) => {
          const value = byItem.get(i.id) ?? '';
          const option = i.conName === 'cmb' ? i.options.find((o) => o.value === value) : undefined;
          return {
            name: localizedName(i.names, lang),
            value: option
              ? localizedName(option.names, lang)
              : reader === 'hrReveal'
                ? value
                : reader === 'hr' || i.special === 'idNo'
                  ? maskAnswer(i.special, value)
                  : value,
          };
        }),
    );
  }
  return out;
}

/**
 * The relatives each registration brings (names, relation, ID masked unless `reveal`: HR's logged
 * reveal; stored sealed, opened by `pii`).
 */
export async function broughtRelatives(db: Db, pii: PiiCipher, registrationIds: string[], reveal = false) {
  const rows = registrationIds.length
    ? await db
        .select({
          registrationId: activityRegistrationRelatives.registrationId,
          name: relatives.name,
          relation: relatives.relation,
          idNo: relatives.idNo,
        })
        .from(activityRegistrationRelatives)
        .innerJoin(relatives, eq(relatives.id, activityRegistrationRelatives.relativeId))
        .where(inArray(activityRegistrationRelatives.registrationId, registrationIds))
        .orderBy(asc(relatives.createdAt), asc(relatives.id))
    : [];
  const out = new Map<string, { name: string; relation: string; idNo: string | null }[]>();
  for (const r of rows) {
    const list = out.get(r.registrationId) ?? [];
    const idNo = openRelativeValue(pii, r.idNo);
    list.push({
      name: r.name,
      relation: r.relation,
      idNo: idNo ? (reveal ? idNo : maskIdNumber(idNo)) : null,
    });
    out.set(r.registrationId, list);
  }
  return out;
}

/** The caller's own registrations (/Myactivities, /Myactivitypage, /Detailedactivity). */
export function myActivitiesService({
  db,
  clock,
  timeZone,
  pii,
}: {
  db: Db;
  clock: Clock;
  timeZone: string;
  pii: PiiCipher;
}) {
  const time = (at: Date) => minuteOf(at, timeZone);

  async function list(user: AuthUser, query: TMyActivitiesQuery, lang: TLanguage): Promise<TMyActivityPage> {
    const now = clock.now();
    const conditions: SQL[] = [
      eq(activityRegistrations.eid, user.eid),
      ne(activityRegistrations.status, 'released'),
    ];
    if (query.tab === 'ongoing') conditions.push(gte(activities.eventEnd, now));
    if (query.tab === 'ended') conditions.push(lt(activities.eventEnd, now));
    const where = and(...conditions);
    const [rows, [total]] = await Promise.all([
      db
        .select({
          r: activityRegistrations,
          a: activities,
          isRead: sql<boolean>`coalesce(${activityReads.readAt} >= ${activities.updatedAt}, false)`,
        })
        .from(activityRegistrations)
        .innerJoin(activities, eq(activities.id, activityRegistrations.activityId))
        .leftJoin(
          activityReads,
          and(eq(activityReads.activityId, activities.id), eq(activityReads.eid, user.eid)),
        )
        .where(where)
        .orderBy(desc(activityRegistrations.createdAt), desc(activityRegistrations.id))
        .limit(query.pageSize)
        .offset((query.pageNow - 1) * query.pageSize),
      db
        .select({ n: count() })
        .from(activityRegistrations)
        .innerJoin(activities, eq(activities.id, activityRegistrations.activityId))
        .where(where),
    ]);
    return {
      totalCount: total?.n ?? 0,
      result: rows.map(({ r, a, isRead }): TMyActivityItem => {
        const ended = a.eventEnd.getTime() < now.getTime();
        return {
          activity_id: a.id,
          registrationId: r.id,
          regNo: r.regNo,
          activity_name: localizedName(a.names, lang),
          logoPath: shopImagePath(a.logoKey),
          eventStart: time(a.eventStart),
          location: a.location ? localizedName(a.location, lang) : '',
          ...activityStatus(ended, lang),
          ended,
          is_read: Boolean(isRead),
          submit_date: r.submittedAt ? time(r.submittedAt) : '',
          registration_date: time(r.createdAt),
          status: r.status as TActivityRegistrationStatus,
          total: formatFen(r.totalFen),
          isPay: isPaid(r),
          needsPay: needsPay(r),
          holdUntil: r.holdUntil && needsPay(r) ? time(r.holdUntil) : null,
        };
      }),
    };
  }

  async function registration(user: AuthUser, id: string, lang: TLanguage): Promise<TMyRegistration> {
    const [row] = await db
      .select({ r: activityRegistrations, a: activities })
      .from(activityRegistrations)
      .innerJoin(activities, eq(activities.id, activityRegistrations.activityId))
      .where(and(eq(activityRegistrations.id, id), eq(activityRegistrations.eid, user.eid)));
    if (!row) throw registrationNotFound();
    const { r, a } = row;
    const [answers, brought] = await Promise.all([
      labelledAnswers(db, pii, [r], lang, 'owner'),
      broughtRelatives(db, pii, [r.id]),
    ]);
    const state = activityStateAt(a, clock.now());
    return {
      activity: {
        id: a.id,
        name: localizedName(a.names, lang),
        logoPath: shopImagePath(a.logoKey),
        location: a.location ? localizedName(a.location, lang) : '',
        startDate: time(a.signUpStart),
        endDate: time(a.signUpEnd),
        eventStart: time(a.eventStart),
        eventEnd: time(a.eventEnd),
        state,
        ...activityStatus(state === 'ended', lang),
        actFee: formatFen(a.feeFen),
      },
      registrationId: r.id,
      regNo: r.regNo,
      status: r.status as TActivityRegistrationStatus,
      answers: answers.get(r.answers) ?? [],
      relatives: brought.get(r.id) ?? [],
      persons: r.persons,
      total: formatFen(r.totalFen),
      isPay: isPaid(r),
      needsPay: needsPay(r),
      registration_date: time(r.createdAt),
      submit_date: r.submittedAt ? time(r.submittedAt) : '',
      paidAt: r.paidAt ? time(r.paidAt) : null,
      holdUntil: r.holdUntil && needsPay(r) ? time(r.holdUntil) : null,
    };
  }

  return { list, registration };
}

export type MyActivitiesService = ReturnType<typeof myActivitiesService>;
