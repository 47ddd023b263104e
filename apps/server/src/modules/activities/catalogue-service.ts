import { ErrorCode, type TLanguage, translate } from '@ehome/shared';
import type { TActivityPage, TActivityPageQuery } from '@ehome/shared/activities/catalogue';
import { ACTIVITY_STATE_ORDER, activityStateAt } from '@ehome/shared/activities/catalogue-helpers';
import { ACTIVITY_STATUS_ENDED, ACTIVITY_STATUS_PUBLISHED } from '@ehome/shared/activities/constants';
import type { TActivity, TActivityState } from '@ehome/shared/activities/schemas';
import { formatFen } from '@ehome/shared/calculators/money';
import { shopImagePath } from '@ehome/shared/shop/catalogue-helpers';
import { and, asc, count, desc, eq, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activities, activityImages, activityReads, activityRegistrations } from '../../db/schema';
import type { AuthUser } from '../../platform/auth';
import { type Clock, formatDateTime } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { localizedName } from '../../platform/local-name';

export const activityNotFound = () => new AppError(ErrorCode.NotFound, 'activities.notFound');

/** 'YYYY-MM-DD HH:mm' of an instant in the business time zone. */
export const minuteOf = (at: Date, timeZone: string) => formatDateTime(at, timeZone).slice(0, 16);

/** The spec's activity_status (已发布 / 已结束) and the same in the reader's language. */
export function activityStatus(ended: boolean, lang: TLanguage) {
  return {
    activity_status: ended ? ACTIVITY_STATUS_ENDED : ACTIVITY_STATUS_PUBLISHED,
    activity_status_label: translate(lang, ended ? 'activities.status.ended' : 'activities.status.published'),
  };
}

/** Published activities the employee's company sees: for every company (null) or theirs. */
export const visibleTo = (companyId: string) =>
  and(
    isNotNull(activities.publishedAt),
    or(isNull(activities.companyId), eq(activities.companyId, companyId)),
  );

/** Unread: never opened, or opened before the activity last changed. */
const isRead = sql<boolean>`coalesce(${activityReads.readAt} >= ${activities.updatedAt}, false)`;

/** The activities an employee reads (spec 2 §7 GetActivitiesByStatus, GetActivity, CheckActivivtyDate). */
export function activityCatalogueService({
  db,
  clock,
  timeZone,
}: {
  db: Db;
  clock: Clock;
  timeZone: string;
}) {
  const time = (at: Date) => minuteOf(at, timeZone);

  async function list(user: AuthUser, query: TActivityPageQuery, lang: TLanguage): Promise<TActivityPage> {
    const now = clock.now().toISOString();
    // The list order of spec 2 §2 in SQL (ACTIVITY_STATE_ORDER), so a page is one indexed query.
    const stateRank = sql`case
      when ${activities.eventEnd} < ${now}::timestamptz then ${ACTIVITY_STATE_ORDER.ended}
      when ${activities.signUpEnd} < ${now}::timestamptz then ${ACTIVITY_STATE_ORDER.closed}
      when ${activities.signUpStart} > ${now}::timestamptz then ${ACTIVITY_STATE_ORDER.notStarted}
      when ${activities.participantLimit} > 0 and ${activities.signedCount} >= ${activities.participantLimit}
        then ${ACTIVITY_STATE_ORDER.full}
      else ${ACTIVITY_STATE_ORDER.open} end`;
    const where = visibleTo(user.companyId);
    const [rows, [total]] = await Promise.all([
      db
        .select({ a: activities, isRead })
        .from(activities)
        .leftJoin(
          activityReads,
          and(eq(activityReads.activityId, activities.id), eq(activityReads.eid, user.eid)),
        )
        .where(where)
        .orderBy(asc(stateRank), asc(activities.sort), desc(activities.signUpStart), asc(activities.id))
        .limit(query.pageSize)
        .offset((query.pageNow - 1) * query.pageSize),
      db.select({ n: count() }).from(activities).where(where),
    ]);
    const at = clock.now();
    return {
      totalCount: total?.n ?? 0,
      result: rows.map(({ a, isRead: read }) => {
        const state = activityStateAt(a, at);
        return {
          id: a.id,
          activity_name: localizedName(a.names, lang),
          logoPath: shopImagePath(a.logoKey),
          startDate: time(a.signUpStart),
          endDate: time(a.signUpEnd),
          eventStart: time(a.eventStart),
          location: a.location ? localizedName(a.location, lang) : '',
          actFee: formatFen(a.feeFen),
          limit: a.participantLimit,
          signedCount: a.signedCount,
          isFull: a.participantLimit > 0 && a.signedCount >= a.participantLimit,
          state,
          ...activityStatus(state === 'ended', lang),
          is_read: Boolean(read),
        };
      }),
    };
  }

  /** A published activity the employee's company sees, else "the activity does not exist". */
  async function visible(user: AuthUser, id: string) {
    const [row] = await db
      .select()
      .from(activities)
      .where(and(eq(activities.id, id), visibleTo(user.companyId)));
    if (!row) throw activityNotFound();
    return row;
  }

  async function detail(user: AuthUser, id: string, lang: TLanguage): Promise<TActivity> {
    const a = await visible(user, id);
    const [images, [registration]] = await Promise.all([
      db
        .select()
        .from(activityImages)
        .where(eq(activityImages.activityId, id))
        .orderBy(asc(activityImages.sort), asc(activityImages.id)),
      db
        .select()
        .from(activityRegistrations)
        .where(
          and(
            eq(activityRegistrations.activityId, id),
            eq(activityRegistrations.eid, user.eid),
            ne(activityRegistrations.status, 'released'),
          ),
        ),
    ]);
    const state: TActivityState = activityStateAt(a, clock.now());
    const r = registration ?? null;
    const submitted = r?.status === 'submitted' || r?.status === 'confirmed';
    return {
      id: a.id,
      name: localizedName(a.names, lang),
      description: localizedName(a.descriptions, lang),
      location: a.location ? localizedName(a.location, lang) : '',
      logoPath: shopImagePath(a.logoKey),
      imageList: images.map((i) => ({
        path: shopImagePath(i.imageKey) as string,
        image_decpt: localizedName(i.descriptions, lang),
      })),
      startDate: time(a.signUpStart),
      endDate: time(a.signUpEnd),
      eventStart: time(a.eventStart),
      eventEnd: time(a.eventEnd),
      limit: a.participantLimit,
      signedCount: a.signedCount,
      isFull: a.participantLimit > 0 && a.signedCount >= a.participantLimit,
      isRes: a.isRes,
      isMore: a.isMore,
      relativeNum: a.relativeNum,
      actFee: formatFen(a.feeFen),
      state,
      activity_status: activityStatus(state === 'ended', lang).activity_status,
      regID: r?.id ?? null,
      regNo: r?.regNo ?? null,
      isSignUp: r !== null,
      isSubmit: submitted,
      isPay: Boolean(r?.paidAt) && (r?.totalFen ?? 0) > 0,
      isPayed: r?.status === 'confirmed',
      registrationStatus: (r?.status as TActivity['registrationStatus']) ?? null,
      total: submitted && r ? formatFen(r.totalFen) : null,
      holdUntil: r?.holdUntil && r.status !== 'confirmed' ? time(r.holdUntil) : null,
    };
  }

  /** Sign-up is open now (signUpStart <= now <= signUpEnd). */
  async function signUpOpen(user: AuthUser, id: string): Promise<boolean> {
    const a = await visible(user, id);
    const now = clock.now().getTime();
    return a.signUpStart.getTime() <= now && now <= a.signUpEnd.getTime();
  }

  /** UpdateReadStatus readType=Activities: the caller has read the activity now. */
  async function markRead(user: AuthUser, id: string): Promise<boolean> {
    await visible(user, id);
    const readAt = clock.now();
    await db
      .insert(activityReads)
      .values({ activityId: id, eid: user.eid, readAt })
      .onConflictDoUpdate({ target: [activityReads.activityId, activityReads.eid], set: { readAt } });
    return true;
  }

  return { list, detail, signUpOpen, markRead };
}

export type ActivityCatalogueService = ReturnType<typeof activityCatalogueService>;
