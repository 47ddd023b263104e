import { randomUUID } from 'node:crypto';
import {
  ApproveStatus,
  checkBirthRecord,
  checkRequestDates,
  ErrorCode,
  MATERNITY_ATTACHMENT_KEY_TYPE,
  MATERNITY_LEAVE_CODE,
  maternityEntitlement,
  ownerMay,
  type TApplicationItem,
  type TApproveStatus,
  type TBirthRecordAdd,
  type TBirthRecordDetail,
  type TBirthRecordSaved,
  type TLanguage,
  type TMaternityEntitlement,
  type TMessageKey,
  translate,
} from '@ehome/shared';
import type { Db, DbOrTx, Tx } from '../../db/client';
import type { AuthUser } from '../../platform/auth';
import { businessDate, type Clock, formatDateTime, instantAt } from '../../platform/clock';
import { AppError, notFound } from '../../platform/errors';
import type { Actor, ApplyHeaderInput, ApprovalEngine, RequestKindDefinition } from '../approvals/ports';
import { countAttachments } from '../attachments/repository';
import type { LeaveGrantPort } from '../leave/grants';
import * as repo from './repository';

type Deps = { db: Db; clock: Clock; timeZone: string; engine: ApprovalEngine; grantLeave: LeaveGrantPort };

const actorOf = (user: AuthUser): Actor => ({ eid: user.eid, companyId: user.companyId });
const refusal = (key: TMessageKey, params: Record<string, string | number> = {}) =>
  new AppError(ErrorCode.Failed, key, params);

const CATEGORY_NAMES = {
  zh: translate('zh', 'maternity.category'),
  en: translate('en', 'maternity.category'),
  ja: translate('ja', 'maternity.category'),
};

const addDays = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/**
 * The birth record kind: the direct manager, then HR (the record grants leave). On approval (to 2)
 * the maternity leave it entitles to is granted in the same transaction.
 */
export function maternityKindDefinition({
  engine,
  grantLeave,
}: Pick<Deps, 'engine' | 'grantLeave'>): RequestKindDefinition {
  return {
    kind: 'maternity',
    process: () => [
      { activity: 'manager', approver: { type: 'manager' }, mode: 'any' },
      { activity: 'hr', approver: { type: 'role', role: 'hr' }, mode: 'any' },
    ],
    viewPath: (applyId) => `/MaternityRecordView?ApplyId=${applyId}`,
    async onStatusChange(tx, applyId, _from, to) {
      if (to !== ApproveStatus.Approved) return;
      const [header, row] = await Promise.all([engine.find(tx, applyId), repo.findRecord(tx, applyId)]);
      if (!header || !row) throw new Error(`birth record ${applyId} not found on approval`);
      const entitlement = maternityEntitlement({
        birthDate: row.birthDate,
        dystocia: row.dystocia,
        babyCount: row.babyCount,
        socialCity: await repo.socialCityOf(tx, header.eid),
      });
      const granted = await grantLeave(tx, {
        eid: header.eid,
        companyId: header.companyId,
        categoryCode: MATERNITY_LEAVE_CODE,
        year: Number(row.birthDate.slice(0, 4)),
        days: entitlement.total,
        source: 'maternity',
        validFrom: row.birthDate,
        validTo: addDays(row.birthDate, entitlement.total - 1),
        remark: translate('zh', 'maternity.grantRemark', { applyNo: header.applyNo, ...entitlement }),
      });
      if (granted) await repo.setGrantedDays(tx, applyId, entitlement.total);
    },
  };
}

/** Birth records (spec 1 §2 /MaternityRecord, /MaternityRecordView; §5; §7 BirthRecordApply). */
export function maternityService({ db, clock, timeZone, engine }: Deps) {
  const now = () => formatDateTime(clock.now(), timeZone).slice(0, 16);

  function validate(input: TBirthRecordAdd) {
    const birthTime = input.BirthTime.slice(0, 16);
    const issues = [
      ...checkBirthRecord({ birthTime, babyCount: input.BabyCount, remark: input.Remark }, now()),
    ];
    if (issues[0]) throw refusal(issues[0].key, issues[0].params);
    const window = checkRequestDates([birthTime], businessDate(clock.now(), timeZone));
    if (window[0]) throw refusal(window[0].key, window[0].params);
    const [date, time = '00:00'] = birthTime.split(' ') as [string, string?];
    return {
      birthTime: instantAt(date, time, timeZone),
      birthDate: date,
      dystocia: input.Dystocia,
      babyCount: input.BabyCount,
      remark: input.Remark.trim(),
    };
  }

  async function entitlementOf(
    conn: DbOrTx,
    eid: string,
    fields: { birthDate: string; dystocia: boolean; babyCount: number },
  ): Promise<TMaternityEntitlement> {
    return maternityEntitlement({ ...fields, socialCity: await repo.socialCityOf(conn, eid) });
  }

  async function headerOf(
    tx: Tx,
    eid: string,
    fields: ReturnType<typeof validate>,
  ): Promise<ApplyHeaderInput> {
    const entitlement = await entitlementOf(tx, eid, fields);
    return {
      categoryId: null,
      categoryCode: MATERNITY_LEAVE_CODE,
      categoryNames: CATEGORY_NAMES,
      startTime: fields.birthTime,
      endTime: null,
      timeLength: entitlement.total,
      timeUnit: 1,
    };
  }

  async function saved(tx: Tx, applyId: string, user: AuthUser): Promise<TBirthRecordSaved> {
    const header = await engine.getOwned(tx, 'maternity', applyId, actorOf(user));
    return {
      applyId,
      applyNo: header.applyNo,
      approveStatus: header.approveStatus,
      viewPath: `/MaternityRecordView?ApplyId=${applyId}`,
    };
  }

  const facts = (days: number) => ({ categoryCode: MATERNITY_LEAVE_CODE, days, hours: 0 });

  return {
    /** Get {ApplyId}: empty (or an id not used yet) is a new record; else the owner's or approver's view. */
    async detail(user: AuthUser, applyId: string | undefined, lang: TLanguage): Promise<TBirthRecordDetail> {
      const existing = applyId ? await engine.find(db, applyId) : null;
      if (!applyId || !existing) {
        const today = businessDate(clock.now(), timeZone);
        return {
          applyID: applyId ?? randomUUID(),
          isNew: true,
          applyEntity: null,
          birthRecordEntity: {
            birthTime: '',
            birthDate: '',
            dystocia: false,
            babyCount: 1,
            remark: '',
            socialCity: await repo.socialCityOf(db, user.eid),
          },
          entitlement: await entitlementOf(db, user.eid, { birthDate: today, dystocia: false, babyCount: 1 }),
          imageCount: 0,
        };
      }
      const view = await engine.view(db, 'maternity', applyId, actorOf(user), lang);
      const row = await repo.findRecord(db, applyId);
      if (!row) throw notFound();
      return {
        applyID: applyId,
        isNew: false,
        applyEntity: view,
        birthRecordEntity: {
          birthTime: formatDateTime(row.birthTime, timeZone).slice(0, 16),
          birthDate: row.birthDate,
          dystocia: row.dystocia,
          babyCount: row.babyCount,
          remark: row.remark,
          socialCity: await repo.socialCityOf(db, existing.eid),
        },
        entitlement: await entitlementOf(db, existing.eid, row),
        imageCount: await countAttachments(db, MATERNITY_ATTACHMENT_KEY_TYPE, applyId),
      };
    },

    add(user: AuthUser, input: TBirthRecordAdd): Promise<TBirthRecordSaved> {
      const fields = validate(input);
      return db.transaction(async (tx) => {
        const header = await headerOf(tx, user.eid, fields);
        await engine.createApply(tx, 'maternity', actorOf(user), header, input.ApplyID);
        await repo.insertRecord(tx, input.ApplyID, fields);
        if (input.approveStatus === ApproveStatus.InApproval) {
          await engine.submit(tx, input.ApplyID, actorOf(user), facts(header.timeLength ?? 0));
        }
        return saved(tx, input.ApplyID, user);
      });
    },

    update(user: AuthUser, input: TBirthRecordAdd): Promise<TBirthRecordSaved> {
      return db.transaction(async (tx) => {
        // The owner's own record first (a stranger learns nothing), then its state, then its content.
        const current = await engine.getOwned(tx, 'maternity', input.ApplyID, actorOf(user));
        if (!ownerMay('edit', current.approveStatus))
          throw new AppError(ErrorCode.Conflict, 'approvals.notDraft');
        const fields = validate(input);
        const header = await headerOf(tx, user.eid, fields);
        await engine.updateApply(tx, input.ApplyID, header);
        await repo.updateRecord(tx, input.ApplyID, fields);
        if (input.approveStatus === ApproveStatus.InApproval) {
          await engine.submit(tx, input.ApplyID, actorOf(user), facts(header.timeLength ?? 0));
        }
        return saved(tx, input.ApplyID, user);
      });
    },

    recall(user: AuthUser, applyId: string): Promise<{ applyId: string; approveStatus: TApproveStatus }> {
      return db.transaction(async (tx) => {
        await engine.recall(tx, 'maternity', applyId, actorOf(user));
        return { applyId, approveStatus: ApproveStatus.Draft };
      });
    },

    destroy(user: AuthUser, applyId: string): Promise<{ applyId: string }> {
      return db.transaction(async (tx) => {
        await engine.destroy(tx, 'maternity', applyId, actorOf(user));
        return { applyId };
      });
    },

    list(
      user: AuthUser,
      page: { pageIndex: number; pageSize: number; approveStatus?: number },
      lang: TLanguage,
    ): Promise<{ result: TApplicationItem[]; totalCount: number }> {
      return engine.listOwned(db, 'maternity', actorOf(user), page, lang);
    },
  };
}

export type MaternityService = ReturnType<typeof maternityService>;
