import { ErrorCode, type TLanguage, type TMessageKey } from '@ehome/shared';
import {
  ACTIVITY_ADMIN_API,
  type TActivityEdit,
  type TAdminActivityItem,
  type TAdminRegistration,
  type TSaveActivityParsed,
} from '@ehome/shared/activities/admin';
import { activityDraftProblem } from '@ehome/shared/activities/admin-rules';
import { activityStateAt } from '@ehome/shared/activities/catalogue-helpers';
import type { TActivityFormSpecial } from '@ehome/shared/activities/constants';
import { formatFen } from '@ehome/shared/calculators/money';
import { shopImagePath } from '@ehome/shared/shop/catalogue-helpers';
import { and, asc, count, desc, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  activities,
  activityFormItems,
  activityImages,
  activityRegistrations,
  employees,
  shopImages,
} from '../../db/schema';
import type { AuthUser } from '../../platform/auth';
import { type Clock, instantAt } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { localizedName } from '../../platform/local-name';
import type { PiiCipher } from '../../platform/pii';
import { recordPiiRead } from '../personal-data/read-log';
import type { ShopImageStore } from '../shop/images';
import { ShopImageRefused } from '../shop/images';
import { activityNotFound, minuteOf } from './catalogue-service';
import { broughtRelatives, labelledAnswers, registrationNotFound } from './my-service';

/** The purpose HR's reveal of a registration is logged under (pii_read_log). */
export const REVEAL_REGISTRATION_PURPOSE = `GET ${ACTIVITY_ADMIN_API}/Registration`;

const refused = (key: TMessageKey, params: Record<string, string | number> = {}) =>
  new AppError(ErrorCode.InvalidInput, key, params);

/** Yuan text with up to two decimals -> fen, without floats ("12.5" -> 1250). */
function fenOf(yuan: string): number {
  const [whole = '0', decimals = ''] = yuan.split('.');
  return Number(whole) * 100 + Number(decimals.padEnd(2, '0'));
}

type TNames = { zh: string; en?: string; ja?: string } | null;
/** Names in a fixed key order (jsonb keeps its own order), empty languages as ''. */
const canonical = (n: TNames) => (n ? [n.zh, n.en ?? '', n.ja ?? ''] : null);

/** The parts of a form item that, once someone submitted, may no longer change. */
const itemShape = (i: {
  id?: string;
  names: TNames;
  conName: string;
  options: { value: string; names: TNames }[];
  special: string | null;
  isNes: boolean;
  isShow: boolean;
  reg: string | null;
  regMessages: TNames;
}) =>
  JSON.stringify([
    i.id ?? null,
    canonical(i.names),
    i.conName,
    i.conName === 'cmb' ? i.options.map((o) => [o.value, canonical(o.names)]) : [],
    i.special,
    i.isNes,
    i.isShow,
    i.reg || null,
    i.reg ? canonical(i.regMessages) : null,
  ]);

/** HR's administration of the company's activities (/ActivityAdmin). */
export function activityAdminService({
  db,
  clock,
  timeZone,
  images,
  pii,
}: {
  db: Db;
  clock: Clock;
  timeZone: string;
  images: ShopImageStore;
  /** Opens the relatives' sealed ID numbers, which HR sees masked. */
  pii: PiiCipher;
}) {
  const time = (at: Date) => minuteOf(at, timeZone);
  const instant = (wall: string) => {
    const [date = '', hm = ''] = wall.split(' ');
    return instantAt(date, hm, timeZone);
  };

  /** An activity of the HR's own company, else "does not exist". */
  async function own(user: AuthUser, id: string, tx: Db = db) {
    const [row] = await tx
      .select()
      .from(activities)
      .where(and(eq(activities.id, id), eq(activities.companyId, user.companyId)));
    if (!row) throw activityNotFound();
    return row;
  }

  async function list(user: AuthUser, lang: TLanguage): Promise<TAdminActivityItem[]> {
    const rows = await db
      .select()
      .from(activities)
      .where(eq(activities.companyId, user.companyId))
      .orderBy(desc(activities.createdAt), asc(activities.sort), asc(activities.id))
      .limit(500);
    const now = clock.now();
    return rows.map((a) => ({
      id: a.id,
      name: localizedName(a.names, lang),
      logoPath: shopImagePath(a.logoKey),
      published: a.publishedAt !== null,
      state: activityStateAt(a, now),
      startDate: time(a.signUpStart),
      endDate: time(a.signUpEnd),
      eventStart: time(a.eventStart),
      limit: a.participantLimit,
      signedCount: a.signedCount,
      actFee: formatFen(a.feeFen),
    }));
  }

  async function submittedCount(tx: Db | Tx, id: string): Promise<number> {
    const [row] = await tx
      .select({ n: count() })
      .from(activityRegistrations)
      .where(
        and(
          eq(activityRegistrations.activityId, id),
          inArray(activityRegistrations.status, ['submitted', 'confirmed']),
        ),
      );
    return row?.n ?? 0;
  }

  async function get(user: AuthUser, id: string): Promise<TActivityEdit> {
    const a = await own(user, id);
    const [items, gallery, submitted] = await Promise.all([
      db
        .select()
        .from(activityFormItems)
        .where(eq(activityFormItems.activityId, id))
        .orderBy(asc(activityFormItems.sort), asc(activityFormItems.id)),
      db
        .select()
        .from(activityImages)
        .where(eq(activityImages.activityId, id))
        .orderBy(asc(activityImages.sort), asc(activityImages.id)),
      submittedCount(db, id),
    ]);
    const all = (n: { zh: string; en?: string; ja?: string } | null) => ({
      zh: n?.zh ?? '',
      en: n?.en ?? '',
      ja: n?.ja ?? '',
    });
    return {
      id: a.id,
      names: all(a.names),
      descriptions: all(a.descriptions),
      location: all(a.location),
      logoKey: a.logoKey,
      logoPath: shopImagePath(a.logoKey),
      images: gallery.map((g) => ({ key: g.imageKey, descriptions: all(g.descriptions) })),
      signUpStart: time(a.signUpStart),
      signUpEnd: time(a.signUpEnd),
      eventStart: time(a.eventStart),
      eventEnd: time(a.eventEnd),
      limit: a.participantLimit,
      isRes: a.isRes,
      isMore: a.isMore,
      relativeNum: a.relativeNum,
      fee: formatFen(a.feeFen),
      items: items.map((i) => ({
        id: i.id,
        names: all(i.names),
        conName: i.conName as 'txt' | 'dat' | 'cmb',
        options: i.options.map((o) => ({ value: o.value, names: all(o.names) })),
        special: (i.special as TActivityFormSpecial | null) ?? null,
        isNes: i.isNes,
        isShow: i.isShow,
        reg: i.reg,
        regMessages: i.regMessages ? all(i.regMessages) : null,
      })),
      published: a.publishedAt !== null,
      signedCount: a.signedCount,
      submittedCount: submitted,
    };
  }

  /** SaveActivity: create or update; the rules of admin-rules.ts, then the ones that need the data. */
  async function save(user: AuthUser, input: TSaveActivityParsed, lang: TLanguage): Promise<string> {
    const problem = activityDraftProblem(input, lang);
    if (problem) throw refused(problem.key, problem.params);
    const feeFen = fenOf(input.fee);
    const now = clock.now();
    // Only pictures stored through UploadImage (shop_images) can be shown by the image route.
    const keys = [...new Set([...(input.logoKey ? [input.logoKey] : []), ...input.images.map((g) => g.key)])];
    if (keys.length) {
      const known = await db
        .select({ key: shopImages.key })
        .from(shopImages)
        .where(inArray(shopImages.key, keys));
      if (known.length !== keys.length) throw refused('activities.imageUnknown');
    }
    const values = {
      names: input.names,
      descriptions: input.descriptions,
      location: input.location,
      logoKey: input.logoKey,
      signUpStart: instant(input.signUpStart),
      signUpEnd: instant(input.signUpEnd),
      eventStart: instant(input.eventStart),
      eventEnd: instant(input.eventEnd),
      participantLimit: input.limit,
      isRes: input.isRes,
      isMore: input.isMore,
      relativeNum: input.isMore ? input.relativeNum : 1,
      feeFen,
      updatedBy: user.eid,
      updatedAt: now,
    };
    // The shared schema admits only real calendar days; an instant that still cannot be read is refused.
    if (
      [values.signUpStart, values.signUpEnd, values.eventStart, values.eventEnd].some((d) =>
        Number.isNaN(d.getTime()),
      )
    )
      throw refused('validation.activityTime');
    const items = input.items.map((i) => ({
      ...i,
      options: i.conName === 'cmb' ? i.options : [],
      reg: i.reg?.trim() ? i.reg : null,
      regMessages: i.reg?.trim() ? i.regMessages : null,
    }));
    return db.transaction(async (tx) => {
      let id = input.id;
      let keptIds = new Set<string>();
      if (id) {
        const [current] = await tx
          .select()
          .from(activities)
          .where(and(eq(activities.id, id), eq(activities.companyId, user.companyId)))
          .for('update');
        if (!current) throw activityNotFound();
        if (input.limit > 0 && input.limit < current.signedCount)
          throw refused('activities.limitBelowSigned', { count: current.signedCount });
        const existing = await tx
          .select()
          .from(activityFormItems)
          .where(eq(activityFormItems.activityId, id))
          .orderBy(asc(activityFormItems.sort), asc(activityFormItems.id));
        keptIds = new Set(existing.map((e) => e.id));
        if ((await submittedCount(tx, id)) > 0) {
          const formChanged =
            existing.map((e) => itemShape(e)).join('\n') !== items.map((i) => itemShape(i)).join('\n');
          if (current.feeFen !== feeFen || current.relativeNum !== values.relativeNum || formChanged)
            throw refused('activities.lockedAfterSubmit');
        }
        await tx.update(activities).set(values).where(eq(activities.id, id));
      } else {
        const [created] = await tx
          .insert(activities)
          .values({ ...values, companyId: user.companyId, publishedAt: null, sort: 0 })
          .returning({ id: activities.id });
        id = created?.id as string;
      }
      const activityId = id;
      const sentIds = items.flatMap((i) => (i.id && keptIds.has(i.id) ? [i.id] : []));
      await tx
        .delete(activityFormItems)
        .where(
          sentIds.length
            ? and(eq(activityFormItems.activityId, activityId), notInArray(activityFormItems.id, sentIds))
            : eq(activityFormItems.activityId, activityId),
        );
      for (const [index, item] of items.entries()) {
        const row = {
          activityId,
          sort: index + 1,
          names: item.names,
          special: item.special,
          conName: item.conName,
          options: item.options,
          isNes: item.isNes,
          isShow: item.isShow,
          reg: item.reg,
          regMessages: item.regMessages,
        };
        if (item.id && keptIds.has(item.id))
          await tx.update(activityFormItems).set(row).where(eq(activityFormItems.id, item.id));
        else await tx.insert(activityFormItems).values(row);
      }
      await tx.delete(activityImages).where(eq(activityImages.activityId, activityId));
      if (input.images.length)
        await tx.insert(activityImages).values(
          input.images.map((g, index) => ({
            activityId,
            imageKey: g.key,
            descriptions: g.descriptions,
            sort: index + 1,
          })),
        );
      return activityId;
    });
  }

  async function publish(user: AuthUser, id: string): Promise<boolean> {
    await own(user, id);
    const now = clock.now();
    await db
      .update(activities)
      .set({ publishedAt: now, updatedAt: now, updatedBy: user.eid })
      .where(and(eq(activities.id, id), isNull(activities.publishedAt)));
    return true;
  }

  async function uploadImage(bytes: Uint8Array): Promise<{ key: string; path: string }> {
    try {
      const key = await images.store(bytes);
      return { key, path: shopImagePath(key) as string };
    } catch (error) {
      if (error instanceof ShopImageRefused)
        throw refused(error.message === 'size' ? 'activities.imageTooLarge' : 'activities.imageType');
      throw error;
    }
  }

  type RegistrationRow = { r: typeof activityRegistrations.$inferSelect; employeeName: string };

  /** Registrations as HR's list shows them: masked, or in full for a logged reveal. */
  async function registrationViews(
    rows: RegistrationRow[],
    lang: TLanguage,
    reveal: boolean,
  ): Promise<TAdminRegistration[]> {
    const [answers, brought] = await Promise.all([
      labelledAnswers(
        db,
        pii,
        rows.map(({ r }) => r),
        lang,
        reveal ? 'hrReveal' : 'hr',
      ),
      broughtRelatives(
        db,
        pii,
        rows.map(({ r }) => r.id),
        reveal,
      ),
    ]);
    return rows.map(({ r, employeeName }) => ({
      registrationId: r.id,
      regNo: r.regNo,
      employeeName,
      status: r.status,
      persons: r.persons,
      total: formatFen(r.totalFen),
      registration_date: time(r.createdAt),
      answers: answers.get(r.answers) ?? [],
      relatives: brought.get(r.id) ?? [],
    }));
  }

  /** Registrations with their employees' names: HR's list and its reveal of one read the same. */
  const registrationRows = () =>
    db
      .select({ r: activityRegistrations, employeeName: employees.employeeName })
      .from(activityRegistrations)
      .innerJoin(employees, eq(employees.eid, activityRegistrations.eid));

  async function registrations(
    user: AuthUser,
    activityId: string,
    lang: TLanguage,
  ): Promise<TAdminRegistration[]> {
    await own(user, activityId);
    const rows = await registrationRows()
      .where(eq(activityRegistrations.activityId, activityId))
      .orderBy(desc(activityRegistrations.createdAt), asc(activityRegistrations.id))
      .limit(1000);
    return registrationViews(rows, lang, false);
  }

  /**
   * One registration of an activity of HR's company with its answers and relatives in full (ID
   * numbers and phones HR needs for tickets or insurance). The read is logged before the answer
   * leaves; another company's registration is "not found", as its activity is.
   */
  async function revealRegistration(
    user: AuthUser,
    registrationId: string,
    lang: TLanguage,
  ): Promise<TAdminRegistration> {
    const [row] = await registrationRows()
      .innerJoin(activities, eq(activities.id, activityRegistrations.activityId))
      .where(and(eq(activityRegistrations.id, registrationId), eq(activities.companyId, user.companyId)));
    if (!row) throw registrationNotFound();
    const [view] = await registrationViews([row], lang, true);
    if (!view) throw registrationNotFound();
    await recordPiiRead(db, {
      readerEid: user.eid,
      subjectEid: row.r.eid,
      fields: view.answers.length > 0 || view.relatives.length > 0 ? ['activityRegistration'] : [],
      purpose: REVEAL_REGISTRATION_PURPOSE,
    });
    return view;
  }

  return { list, get, save, publish, uploadImage, registrations, revealRegistration };
}

export type ActivityAdminService = ReturnType<typeof activityAdminService>;
