import {
  ApproveStatus,
  checkFundTransfer,
  ErrorCode,
  FundHandleMode,
  fundTransferDetailPath,
  type TFundTransferCheck,
  type TFundTransferInfo,
  type TFundTransferItem,
  type TFundTransferSave,
  type TFundTransferSaved,
  type TLanguage,
  translate,
  warnsSubmitOnce,
  ZFundTransferSave,
} from '@ehome/shared';
import type { Db, DbOrTx } from '../../db/client';
import type { AuthUser } from '../../platform/auth';
import { type Clock, formatDateTime } from '../../platform/clock';
import { AppError, forbidden, notFound } from '../../platform/errors';
import type { Actor, ApprovalEngine, RequestKindDefinition } from '../approvals/ports';
import * as repo from './repository';

type Deps = { db: Db; clock: Clock; timeZone: string; engine: ApprovalEngine };

const actorOf = (user: AuthUser): Actor => ({ eid: user.eid, companyId: user.companyId });
const alreadyHandled = () => new AppError(ErrorCode.Failed, 'fundTransfer.alreadyHandled');

const CATEGORY_NAMES = {
  zh: translate('zh', 'fundTransfer.category'),
  en: translate('en', 'fundTransfer.category'),
  ja: translate('ja', 'fundTransfer.category'),
};
const CATEGORY_CODE = 'FundTransfer';

/** PostgreSQL's unique_violation, bare or wrapped by Drizzle. */
function isUniqueViolation(error: unknown): boolean {
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * The fund-transfer kind: HR decides. The kind's row mirrors the decision: approved is handled
 * (blocks another for good), rejected (or recalled) frees the employee to submit again.
 */
export const fundTransferKindDefinition: RequestKindDefinition = {
  kind: 'fundTransfer',
  process: () => [{ activity: 'hr', approver: { type: 'role', role: 'hr' }, mode: 'any' }],
  viewPath: fundTransferDetailPath,
  async onStatusChange(tx, applyId, _from, to) {
    if (to === ApproveStatus.Approved) await repo.setState(tx, applyId, 'handled');
    else if (to === ApproveStatus.Rejected || to === ApproveStatus.Draft)
      await repo.setState(tx, applyId, 'rejected');
    else if (to === ApproveStatus.InApproval) await repo.setState(tx, applyId, 'submitted');
  },
};

/** The fundtransfer flag of the session menu (spec 3 §2.3, §6): without it, back to /index. */
function requireFlag(user: AuthUser) {
  if (!user.profile.afFundTransfer) throw forbidden();
}

/** Provident-fund transfer on resignation (spec 3 §2.3 /Resignationfund, §5, §7). */
export function fundTransferService({ db, timeZone, engine }: Deps) {
  async function itemOf(conn: DbOrTx, row: repo.FundTransferRow): Promise<TFundTransferItem> {
    const header = await engine.find(conn, row.applyId);
    if (!header) throw notFound();
    return {
      applyId: row.applyId,
      applyNo: header.applyNo,
      companyName: row.companyName,
      fundHandleMode: row.fundHandleMode,
      account: row.account,
      sealOnly: row.sealOnly,
      state: row.state as TFundTransferItem['state'],
      createdAt: formatDateTime(header.createdAt, timeZone),
    };
  }

  return {
    /**
     * GetFundTransfer: with ApplyId one transfer for its owner or an approver (others learn nothing);
     * without, the caller's own latest (needs the fundtransfer flag).
     */
    async get(user: AuthUser, applyId: string | undefined, lang: TLanguage): Promise<TFundTransferInfo> {
      if (applyId) {
        const header = await engine.find(db, applyId);
        if (header?.kind !== 'fundTransfer' || header.companyId !== user.companyId) throw notFound();
        const view = await engine.view(db, 'fundTransfer', applyId, actorOf(user), lang);
        const row = await repo.findTransfer(db, applyId);
        if (!row) throw notFound();
        return {
          socialCity: '',
          warnSubmitOnce: false,
          transfer: await itemOf(db, row),
          applyEntity: view,
        };
      }
      requireFlag(user);
      const row = await repo.findLatestOf(db, user.eid);
      return {
        socialCity: user.profile.socialCity,
        warnSubmitOnce: warnsSubmitOnce(user.profile.socialCity),
        transfer: row ? await itemOf(db, row) : null,
        applyEntity: row ? await engine.view(db, 'fundTransfer', row.applyId, actorOf(user), lang) : null,
      };
    },

    /** CheckFundTransfer: whether the caller already has a submitted or handled transfer. */
    async check(user: AuthUser): Promise<TFundTransferCheck> {
      requireFlag(user);
      const row = await repo.findBlocking(db, user.eid);
      return {
        handled: !!row,
        applyId: row?.applyId ?? null,
        state: (row?.state as TFundTransferCheck['state']) ?? null,
      };
    },

    /**
     * SaveFundTransfer: checks the form (spec 3 §5), then files and submits the request to HR in one
     * transaction. Once only: a submitted or handled transfer refuses another (公积金已办理，不能再次办理),
     * also when submits race (the employee row lock, and the partial unique index behind it).
     */
    async save(user: AuthUser, input: TFundTransferSave): Promise<TFundTransferSaved> {
      requireFlag(user);
      const body = ZFundTransferSave.parse(input);
      const checked = checkFundTransfer({
        hasNewCompany: body.fundHandleMode === FundHandleMode.Transfer,
        companyName: body.companyName,
        account: body.account,
        sealOnly: body.sealOnly,
      });
      if (!checked.ok) throw new AppError(ErrorCode.Failed, checked.key);
      const fields = checked.fields;
      try {
        return await db.transaction(async (tx) => {
          await repo.lockEmployee(tx, user.eid);
          if (await repo.findBlocking(tx, user.eid)) throw alreadyHandled();
          const header = await engine.createApply(tx, 'fundTransfer', actorOf(user), {
            categoryId: null,
            categoryCode: CATEGORY_CODE,
            categoryNames: CATEGORY_NAMES,
            startTime: null,
            endTime: null,
            timeLength: null,
            timeUnit: null,
          });
          await repo.insertTransfer(tx, {
            applyId: header.applyId,
            eid: user.eid,
            ...fields,
            state: 'submitted',
          });
          await engine.submit(tx, header.applyId, actorOf(user), {
            categoryCode: CATEGORY_CODE,
            days: 0,
            hours: 0,
          });
          return {
            applyId: header.applyId,
            applyNo: header.applyNo,
            viewPath: fundTransferDetailPath(header.applyId),
          };
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw alreadyHandled();
        throw error;
      }
    },
  };
}

export type FundTransferService = ReturnType<typeof fundTransferService>;
