import {
  ApproveStatus,
  checkCancelRemark,
  checkTravelApply,
  ErrorCode,
  ownerMay,
  type TApplicationItem,
  type TApplyKind,
  type TApplyView,
  type TApproveStatus,
  type TLanguage,
  type TLocalTravelDetail,
  type TLocalTravelSave,
  type TLocalTravelSaved,
  type TMessageKey,
  type TOutingCancelCreate,
  type TOutingCancelItem,
  type TOutingCancelSaved,
  type TOutingCancelView,
  TRIP_CATEGORY_LIMIT,
  TRIP_HR_STEP_OVER_DAYS,
  TravelType,
  type TTravelCategory,
  type TTravelIssue,
  type TTravelType,
  translate,
  travelLength,
} from '@ehome/shared';
import type { Db, DbOrTx, Tx } from '../../db/client';
import type { applies, TLocalizedNames } from '../../db/schema';
import type { AuthUser } from '../../platform/auth';
import { businessDate, type Clock, formatDateTime, instantAt } from '../../platform/clock';
import { AppError, notFound } from '../../platform/errors';
import { localizedName } from '../../platform/local-name';
import type { Actor, ApplyHeader, ApprovalEngine, RequestKindDefinition } from '../approvals/ports';
import { countAttachments } from '../attachments/repository';
import type { ApprovedRequest, RequestSource } from '../attendance/ports';
import { lockEmployee } from '../leave/repository';
import * as repo from './repository';

const TRAVEL_KINDS = ['outing', 'trip'] as const;
const kindOf = (type: TTravelType) => (type === TravelType.Outing ? 'outing' : 'trip');
const DAY_MS = 86_400_000;

/** Outing: the direct manager decides. */
export const outingKindDefinition: RequestKindDefinition = {
  kind: 'outing',
  process: () => [{ activity: 'manager', approver: { type: 'manager' }, mode: 'any' }],
  viewPath: (applyId) => `/GooutView?ApplyId=${applyId}`,
};

/** Business trip: the direct manager, and HR as well when the trip is longer than 3 days. */
export const tripKindDefinition: RequestKindDefinition = {
  kind: 'trip',
  process: (facts) => [
    { activity: 'manager', approver: { type: 'manager' }, mode: 'any' },
    ...(facts.days > TRIP_HR_STEP_OVER_DAYS
      ? [{ activity: 'hr', approver: { type: 'role', role: 'hr' }, mode: 'any' } as const]
      : []),
  ],
  viewPath: (applyId) => `/TravelView?ApplyId=${applyId}`,
};

/**
 * Outing cancellation: the direct manager decides. Approval takes the outing back (it leaves the
 * calendar and the summary); a rejection closes the cancellation so the owner may ask again.
 */
export function outingCancelKindDefinition(clock: Clock): RequestKindDefinition {
  return {
    kind: 'outingCancel',
    process: () => [{ activity: 'manager', approver: { type: 'manager' }, mode: 'any' }],
    viewPath: (applyId) => `/CommonsWorkOuttingCancelDetail?ApplyId=${applyId}&type=0`,
    async onStatusChange(tx, applyId, _from, to, context) {
      const cancel = await repo.findCancel(tx, applyId);
      if (!cancel) return;
      if (to === ApproveStatus.Approved) {
        await repo.markCancelled(tx, cancel.outingApplyId, clock.now());
        await context.notifyCancelled(tx, cancel.outingApplyId);
      }
      if (to === ApproveStatus.Rejected) await repo.updateCancel(tx, applyId, { open: false });
    },
  };
}

type Deps = { db: Db; clock: Clock; timeZone: string; engine: ApprovalEngine };

const actorOf = (user: AuthUser): Actor => ({ eid: user.eid, companyId: user.companyId });
const namesOf = (c: repo.TravelCategoryRow): TLocalizedNames => ({ zh: c.name, en: c.nameEn, ja: c.nameJa });

export function travelService({ db, clock, timeZone, engine }: Deps) {
  const minutes = (at: Date) => formatDateTime(at, timeZone).slice(0, 16);
  const today = () => businessDate(clock.now(), timeZone);

  function refusal(issues: { key: string; params?: Record<string, string> }[], lang: TLanguage): AppError {
    const [first] = issues as [TTravelIssue];
    return new AppError(
      ErrorCode.Failed,
      first.key as TMessageKey,
      first.params ?? {},
      200,
      issues.map((i) => ({ key: i.key, message: translate(lang, i.key, i.params ?? {}) })),
    );
  }

  function localizeCategory(row: repo.TravelCategoryRow, lang: TLanguage): TTravelCategory {
    return {
      applyCategoryId: row.id,
      categoryCode: row.code,
      name: row.name,
      nameEn: row.nameEn,
      nameJa: row.nameJa,
      displayName: localizedName(namesOf(row), lang),
      type: row.type === TravelType.Trip ? TravelType.Trip : TravelType.Outing,
      settingsObj: { uom: row.uom, isRemarkRequired: row.isRemarkRequired },
    };
  }

  /** The categories offered for a type: the outing's, or the first two trip categories (spec 1 §5). */
  async function offered(conn: DbOrTx, companyId: string, type: TTravelType) {
    const rows = await repo.listCategories(conn, companyId, type);
    return type === TravelType.Trip ? rows.slice(0, TRIP_CATEGORY_LIMIT) : rows;
  }

  /** Start and end instants: an outing's times; a trip from its first midnight to the one after its last day. */
  function period(type: TTravelType, start: string, end: string) {
    if (type === TravelType.Outing) {
      return {
        start: instantAt(start.slice(0, 10), start.slice(11, 16), timeZone),
        end: instantAt(end.slice(0, 10), end.slice(11, 16), timeZone),
      };
    }
    const last = instantAt(end, '00:00', timeZone);
    return { start: instantAt(start, '00:00', timeZone), end: new Date(last.getTime() + DAY_MS) };
  }

  /** Every rule of spec 1 §5 plus the overlap with the person's other outings and trips (status 1, 2). */
  async function validate(
    tx: Tx,
    user: AuthUser,
    input: TLocalTravelSave,
    excludeId: string | undefined,
    lang: TLanguage,
  ) {
    const type = input.TimeLengthType as TTravelType;
    const categories = await offered(tx, user.companyId, type);
    const category = categories.find((c) => c.id === input.ApplyCategoryId);
    const start = input.LocalTravelStartDate.trim();
    const end = input.LocalTravelEndDate.trim();
    const computed = travelLength(type, start, end);
    const form = {
      type,
      categoryId: input.ApplyCategoryId.trim(),
      start,
      end,
      // The length is the rule's, from the dates; a length sent along must still be well formed.
      timeLength: input.TimeLength.trim() === '' ? String(computed) : input.TimeLength.trim(),
      remark: input.Remark,
      arrivalName: input.ArrivalName,
      transportation: input.Transportation,
    };
    const context = {
      categoryOffered: category !== undefined,
      remarkRequired: category?.isRemarkRequired ?? false,
      today: today(),
    };
    let issues = checkTravelApply(form, context);
    if (issues.length === 0) issues = checkTravelApply({ ...form, timeLength: String(computed) }, context);
    if (issues.length > 0 || !category) throw refusal(issues, lang);
    const { start: from, end: to } = period(type, start, end);
    for (const kind of TRAVEL_KINDS) {
      const found = await engine.findOverlapping(
        tx,
        kind,
        user.eid,
        from,
        to,
        [ApproveStatus.InApproval, ApproveStatus.Approved],
        excludeId,
      );
      const cancelled = await repo.cancelledAmong(
        tx,
        found.map((h) => h.applyId),
      );
      const other = found.find((h) => !cancelled.has(h.applyId));
      if (other) {
        throw refusal(
          [
            {
              key: 'travel.overlap',
              params: {
                applyNo: other.applyNo,
                start: other.startTime ? minutes(other.startTime) : '',
                end: other.endTime ? minutes(other.endTime) : '',
              },
            },
          ],
          lang,
        );
      }
    }
    return {
      type,
      category,
      from,
      to,
      length: computed,
      submit: input.approveStatus === ApproveStatus.InApproval,
    };
  }

  type Valid = Awaited<ReturnType<typeof validate>>;

  const headerOf = (v: Valid) => ({
    categoryId: v.category.id,
    categoryCode: v.category.code,
    categoryNames: namesOf(v.category),
    startTime: v.from,
    endTime: v.to,
    timeLength: v.length,
    timeUnit: v.type === TravelType.Trip ? 1 : 0,
  });
  const rowOf = (input: TLocalTravelSave, v: Valid) => ({
    categoryId: v.category.id,
    type: v.type,
    startTime: v.from,
    endTime: v.to,
    timeLength: String(v.length),
    remark: input.Remark.trim(),
    arrivalName: input.ArrivalName.trim(),
    transportation: input.Transportation.trim(),
  });
  const factsOf = (v: Valid) => ({
    categoryCode: v.category.code,
    days: v.type === TravelType.Trip ? v.length : 0,
    hours: v.type === TravelType.Outing ? v.length : 0,
  });

  async function saved(tx: Tx, kind: TApplyKind, applyId: string, actor: Actor): Promise<TLocalTravelSaved> {
    const header = await engine.getOwned(tx, kind, applyId, actor);
    const definition = kind === 'outing' ? outingKindDefinition : tripKindDefinition;
    return {
      applyId,
      localTravelId: applyId,
      applyNo: header.applyNo,
      approveStatus: header.approveStatus,
      viewPath: definition.viewPath(applyId),
    };
  }

  /** Dates as the form shows them: an outing's times, a trip's first and last day. */
  function shownPeriod(row: repo.LocalTravelRow) {
    if (row.type === TravelType.Outing) return { start: minutes(row.startTime), end: minutes(row.endTime) };
    return {
      start: businessDate(row.startTime, timeZone),
      end: businessDate(new Date(row.endTime.getTime() - 1), timeZone),
    };
  }

  async function cancelStateOf(conn: DbOrTx, outingId: string, lang: TLanguage) {
    const open = await repo.findOpenCancelOf(conn, outingId);
    return open
      ? {
          localTravelCancelID: open.cancel.applyId,
          applyNo: open.header.applyNo,
          approveStatus: open.header.approveStatus,
          approveStatusText: translate(lang, `approvals.status.${open.header.approveStatus}`),
        }
      : null;
  }

  async function detailOf(conn: DbOrTx, view: TApplyView, lang: TLanguage): Promise<TLocalTravelDetail> {
    const row = await repo.findTravel(conn, view.applyId);
    const category = row ? await repo.findCategoryById(conn, row.categoryId) : undefined;
    if (!row || !category) throw notFound();
    const shown = shownPeriod(row);
    const kind = row.type === TravelType.Outing ? 'outing' : 'trip';
    return {
      ...view,
      localTravelId: row.applyId,
      applyCategoryId: row.categoryId,
      timeLength: Number(row.timeLength),
      timeLengthType: row.type === TravelType.Trip ? TravelType.Trip : TravelType.Outing,
      localTravelStartDate: shown.start,
      localTravelEndDate: shown.end,
      remark: row.remark,
      arrivalName: row.arrivalName,
      transportation: row.transportation,
      category: localizeCategory(category, lang),
      attachmentCount: await countAttachments(conn, kind, row.applyId),
      cancelled: row.cancelledAt !== null,
      cancel: kind === 'outing' ? await cancelStateOf(conn, row.applyId, lang) : null,
    };
  }

  /** The kind of one of this module's requests; NotFound for any other id. */
  async function requestHeader(
    conn: DbOrTx,
    applyId: string,
    kinds: readonly TApplyKind[],
  ): Promise<ApplyHeader> {
    const header = await engine.find(conn, applyId);
    if (!header || !kinds.includes(header.kind)) throw notFound();
    return header;
  }

  /** The cancellation an id names: the cancellation itself, or the open one of an outing. */
  async function cancelIdOf(conn: DbOrTx, applyId: string): Promise<string> {
    const header = await requestHeader(conn, applyId, ['outing', 'outingCancel']);
    if (header.kind === 'outingCancel') return header.applyId;
    const open = await repo.findOpenCancelOf(conn, header.applyId);
    if (!open) throw notFound();
    return open.cancel.applyId;
  }

  async function cancelSaved(tx: Tx, applyId: string, actor: Actor): Promise<TOutingCancelSaved> {
    const header = await engine.getOwned(tx, 'outingCancel', applyId, actor);
    return {
      applyId,
      localTravelCancelID: applyId,
      applyNo: header.applyNo,
      approveStatus: header.approveStatus,
    };
  }

  function checkRemark(remark: string, lang: TLanguage) {
    const key = checkCancelRemark(remark);
    if (key) throw refusal([{ key, params: { max: '200' } }], lang);
  }

  return {
    async categoryList(user: AuthUser, type: TTravelType, lang: TLanguage): Promise<TTravelCategory[]> {
      return (await offered(db, user.companyId, type)).map((row) => localizeCategory(row, lang));
    },

    /** Add: a new outing or trip, saved as a draft (0) or submitted (1). */
    add(user: AuthUser, input: TLocalTravelSave, lang: TLanguage): Promise<TLocalTravelSaved> {
      const actor = actorOf(user);
      const kind = kindOf(input.TimeLengthType as TTravelType);
      return db.transaction(async (tx) => {
        // One person's saves in turn: twenty submits at once cannot all pass the overlap check.
        await lockEmployee(tx, user.eid);
        const v = await validate(tx, user, input, undefined, lang);
        const header = await engine.createApply(
          tx,
          kind,
          actor,
          headerOf(v),
          input.LocalTravelId ?? undefined,
        );
        await repo.insertTravel(tx, { applyId: header.applyId, ...rowOf(input, v) });
        if (v.submit) await engine.submit(tx, header.applyId, actor, factsOf(v));
        return saved(tx, kind, header.applyId, actor);
      });
    },

    /** Update: the owner's draft (new or recalled), saved again or submitted. */
    update(user: AuthUser, input: TLocalTravelSave, lang: TLanguage): Promise<TLocalTravelSaved> {
      const actor = actorOf(user);
      const kind = kindOf(input.TimeLengthType as TTravelType);
      const applyId = input.LocalTravelId;
      if (!applyId) throw new AppError(ErrorCode.InvalidInput, 'validation.applyId');
      return db.transaction(async (tx) => {
        await lockEmployee(tx, user.eid);
        const current = await engine.getOwned(tx, kind, applyId, actor);
        if (!ownerMay('edit', current.approveStatus))
          throw new AppError(ErrorCode.Conflict, 'approvals.notDraft');
        const v = await validate(tx, user, input, applyId, lang);
        await engine.updateApply(tx, applyId, headerOf(v));
        await repo.updateTravel(tx, applyId, rowOf(input, v));
        if (v.submit) await engine.submit(tx, applyId, actor, factsOf(v));
        return saved(tx, kind, applyId, actor);
      });
    },

    /** Get: an outing or trip as its owner or one of its approvers sees it. */
    async detail(user: AuthUser, applyId: string, lang: TLanguage): Promise<TLocalTravelDetail> {
      const header = await requestHeader(db, applyId, TRAVEL_KINDS);
      const view = await engine.view(db, header.kind, applyId, actorOf(user), lang);
      return detailOf(db, view, lang);
    },

    /** Recall: the owner's outing, trip or outing cancellation in approval goes back to draft. */
    recall(user: AuthUser, applyId: string): Promise<{ applyId: string; approveStatus: TApproveStatus }> {
      return db.transaction(async (tx) => {
        const header = await engine.find(tx, applyId);
        if (!header || !['outing', 'trip', 'outingCancel'].includes(header.kind)) throw notFound();
        await engine.recall(tx, header.kind, applyId, actorOf(user));
        return { applyId, approveStatus: ApproveStatus.Draft };
      });
    },

    /** Destory: the owner's draft or rejected outing or trip. */
    destroy(user: AuthUser, applyId: string): Promise<{ applyId: string }> {
      return db.transaction(async (tx) => {
        const header = await engine.find(tx, applyId);
        if (!header || !(TRAVEL_KINDS as readonly string[]).includes(header.kind)) throw notFound();
        await engine.destroy(tx, header.kind, applyId, actorOf(user));
        return { applyId };
      });
    },

    list(
      user: AuthUser,
      query: { type: TTravelType; pageIndex: number; pageSize: number; approveStatus?: number },
      lang: TLanguage,
    ): Promise<{ result: TApplicationItem[]; totalCount: number }> {
      return engine.listOwned(db, kindOf(query.type), actorOf(user), query, lang);
    },

    // ------------------------------------------------------------ outing cancellation

    /** CreateWOT: a cancellation of the owner's approved outing, as a draft (0) or submitted (1). */
    createCancel(user: AuthUser, input: TOutingCancelCreate, lang: TLanguage): Promise<TOutingCancelSaved> {
      const actor = actorOf(user);
      checkRemark(input.Cremark, lang);
      return db.transaction(async (tx) => {
        // Locks the outing: two cancellations of it at once are decided one after the other.
        const outing = await engine.getOwned(tx, 'outing', input.applyId, actor);
        if (outing.approveStatus !== ApproveStatus.Approved) {
          throw new AppError(ErrorCode.Conflict, 'travel.cancelNotApproved');
        }
        const row = await repo.findTravel(tx, outing.applyId);
        if (!row || row.cancelledAt) throw new AppError(ErrorCode.Conflict, 'travel.cancelled');
        const open = await repo.findOpenCancelOf(tx, outing.applyId);
        if (open) {
          throw new AppError(ErrorCode.Conflict, 'travel.cancelExists', { applyNo: open.header.applyNo });
        }
        const header = await engine.createApply(tx, 'outingCancel', actor, {
          categoryId: outing.categoryId,
          categoryCode: outing.categoryCode,
          categoryNames: outing.categoryNames,
          startTime: outing.startTime,
          endTime: outing.endTime,
          timeLength: outing.timeLength,
          timeUnit: outing.timeUnit,
        });
        await repo.insertCancel(tx, {
          applyId: header.applyId,
          outingApplyId: outing.applyId,
          remark: input.Cremark.trim(),
        });
        if (input.approveStatus === ApproveStatus.InApproval) {
          await engine.submit(tx, header.applyId, actor, {
            categoryCode: outing.categoryCode,
            days: 0,
            hours: outing.timeLength ?? 0,
          });
        }
        return cancelSaved(tx, header.applyId, actor);
      });
    },

    /** UpdateWOT: the owner's draft cancellation with a new remark, saved again or submitted. */
    updateCancel(user: AuthUser, input: TOutingCancelCreate, lang: TLanguage): Promise<TOutingCancelSaved> {
      const actor = actorOf(user);
      checkRemark(input.Cremark, lang);
      return db.transaction(async (tx) => {
        const cancelId = await cancelIdOf(tx, input.applyId);
        const cancel = await engine.getOwned(tx, 'outingCancel', cancelId, actor);
        if (!ownerMay('edit', cancel.approveStatus))
          throw new AppError(ErrorCode.Conflict, 'approvals.notDraft');
        await repo.updateCancel(tx, cancelId, { remark: input.Cremark.trim() });
        if (input.approveStatus === ApproveStatus.InApproval) {
          await engine.submit(tx, cancelId, actor, {
            categoryCode: cancel.categoryCode,
            days: 0,
            hours: cancel.timeLength ?? 0,
          });
        }
        return cancelSaved(tx, cancelId, actor);
      });
    },

    /** DeleteCancel: the owner's draft or rejected cancellation. */
    deleteCancel(user: AuthUser, applyId: string): Promise<{ applyId: string }> {
      return db.transaction(async (tx) => {
        const cancelId = await cancelIdOf(tx, applyId);
        await engine.destroy(tx, 'outingCancel', cancelId, actorOf(user));
        return { applyId: cancelId };
      });
    },

    /**
     * WOTCancelProcessGet: an outing and its cancellation, from either id. The outing's owner sees
     * both; the cancellation's approver sees the outing it is asked to take back.
     */
    async cancelView(user: AuthUser, applyId: string, lang: TLanguage): Promise<TOutingCancelView> {
      const viewer = actorOf(user);
      const header = await requestHeader(db, applyId, ['outing', 'outingCancel']);
      if (header.kind === 'outing') {
        const outing = await detailOf(db, await engine.view(db, 'outing', applyId, viewer, lang), lang);
        const cancelId = outing.cancel?.localTravelCancelID;
        const cancel = cancelId ? await engine.view(db, 'outingCancel', cancelId, viewer, lang) : null;
        const remark = cancelId ? ((await repo.findCancel(db, cancelId))?.remark ?? '') : '';
        return {
          outing,
          cancel: cancel && cancelId ? { ...cancel, remark, localTravelCancelID: cancelId } : null,
          canCreate:
            outing.isOwner &&
            outing.approveStatus === ApproveStatus.Approved &&
            !outing.cancelled &&
            outing.cancel === null,
        };
      }
      const cancel = await engine.view(db, 'outingCancel', applyId, viewer, lang);
      const row = await repo.findCancel(db, applyId);
      const outingHeader = row ? await engine.find(db, row.outingApplyId) : null;
      if (!row || !outingHeader) throw notFound();
      // The cancellation's approver may not be one of the outing's: they see it through the cancellation.
      const outingView: TApplyView = {
        ...cancel,
        applyId: outingHeader.applyId,
        applyNo: outingHeader.applyNo,
        approveStatus: outingHeader.approveStatus,
        approveStatusText: translate(lang, `approvals.status.${outingHeader.approveStatus}`),
        taskId: null,
        actionList: [],
        createdAt: formatDateTime(outingHeader.createdAt, timeZone),
        submittedAt: outingHeader.submittedAt ? formatDateTime(outingHeader.submittedAt, timeZone) : null,
      };
      return {
        outing: await detailOf(db, outingView, lang),
        cancel: { ...cancel, remark: row.remark, localTravelCancelID: applyId },
        canCreate: false,
      };
    },

    /** WotCancelList: the owner's cancellations, newest first, searchable by number. */
    async cancelList(
      user: AuthUser,
      query: { pageIndex: number; pageSize: number; applyNo: string },
      lang: TLanguage,
    ): Promise<{ result: TOutingCancelItem[]; totalCount: number }> {
      const { rows, totalCount } = await repo.listCancels(
        db,
        user.eid,
        query.applyNo,
        query.pageSize,
        (query.pageIndex - 1) * query.pageSize,
      );
      return {
        result: rows.map(({ cancel, outing }) => ({
          ...itemOf(cancel, lang),
          localTravelCancelID: cancel.id,
          outingApplyId: outing.id,
          outingApplyNo: outing.applyNo,
        })),
        totalCount,
      };
    },

    /** WotCancelListSuccess: the owner's approved outings that may still be cancelled. */
    async cancellableList(
      user: AuthUser,
      query: { pageIndex: number; pageSize: number; applyNo: string },
      lang: TLanguage,
    ): Promise<{ result: TOutingCancelItem[]; totalCount: number }> {
      const { rows, totalCount } = await repo.listCancellableOutings(
        db,
        user.eid,
        query.applyNo,
        query.pageSize,
        (query.pageIndex - 1) * query.pageSize,
      );
      return {
        result: rows.map(({ outing }) => ({
          ...itemOf(outing, lang),
          outingApplyId: outing.id,
          outingApplyNo: outing.applyNo,
        })),
        totalCount,
      };
    },
  };

  function itemOf(row: typeof applies.$inferSelect, lang: TLanguage): TApplicationItem {
    const status = (l: TLanguage) => translate(l, `approvals.status.${row.approveStatus}`);
    return {
      applyId: row.id,
      kind: row.kind as TApplyKind,
      applyNo: row.applyNo,
      categoryName: localizedName(row.categoryNames, lang),
      applyCategoryNameCN: row.categoryNames.zh,
      applyCategoryNameEN: row.categoryNames.en,
      approveStatus: row.approveStatus as TApproveStatus,
      approveStatusName: status(lang),
      approveStatusTextCN: status('zh'),
      approveStatusTextEN: status('en'),
      startTime: row.startTime ? formatDateTime(row.startTime, timeZone) : '',
      endTime: row.endTime ? formatDateTime(row.endTime, timeZone) : '',
      timeLength: row.timeLength === null ? null : Number(row.timeLength),
      timeUnit: row.timeUnit,
      createdAt: formatDateTime(row.createdAt, timeZone),
      localTravelCancelID: null,
    };
  }
}

export type TravelService = ReturnType<typeof travelService>;

function requestSource(kind: 'outing' | 'trip', type: TTravelType): RequestSource {
  return {
    kind,
    async listApproved(db, eid, from, to): Promise<ApprovedRequest[]> {
      const rows = await repo.listApprovedOverlapping(db, eid, type, from, to);
      return rows.map((r) => ({
        applyId: r.applyId,
        categoryCode: r.categoryCode,
        categoryName: r.categoryNames.zh,
        categoryNames: r.categoryNames,
        start: r.startTime,
        end: r.endTime,
      }));
    },
    approvedSql: (params) => repo.approvedOverlappingSql(type, params),
  };
}

/** Approved outings not taken back by a cancellation, for the attendance calendar and summary. */
export const outingRequestSource = requestSource('outing', TravelType.Outing);
/** Approved business trips, for the attendance calendar and summary. */
export const tripRequestSource = requestSource('trip', TravelType.Trip);
