import {
  ApproveStatus,
  checkOvertime,
  checkRequestDates,
  ErrorCode,
  needsDining,
  needsTransfer,
  OVERTIME_ATTACHMENT_KEY_TYPE,
  OVERTIME_CUSTOM_FIELDS,
  overtimeHours,
  ownerMay,
  type TApplicationItem,
  type TApproveStatus,
  type TLanguage,
  type TMessageKey,
  type TOvertimeCategory,
  type TOvertimeCategoryList,
  type TOvertimeDetail,
  type TOvertimeIssue,
  type TOvertimeLengthBody,
  type TOvertimeSave,
  type TOvertimeSaved,
  TRANSFER_TYPES,
  translate,
} from '@ehome/shared';
import type { Db, DbOrTx, Tx } from '../../db/client';
import type { AuthUser } from '../../platform/auth';
import { businessDate, type Clock, formatDateTime, instantAt } from '../../platform/clock';
import { AppError, notFound } from '../../platform/errors';
import type { Actor, ApplyHeaderInput, ApprovalEngine } from '../approvals/ports';
import { countAttachments } from '../attachments/repository';
import { lockEmployee } from '../leave/repository';
import { compLeaveCategory } from './kinds';
import * as repo from './repository';

type Deps = { db: Db; clock: Clock; timeZone: string; engine: ApprovalEngine };

export const actorOf = (user: AuthUser): Actor => ({ eid: user.eid, companyId: user.companyId });

/** The refusal of the rules: errNo 1 with every issue translated (as the leave form reads them). */
export function refusal(issues: readonly TOvertimeIssue[], lang: TLanguage): AppError {
  const [first] = issues as [TOvertimeIssue];
  return new AppError(
    ErrorCode.Failed,
    first.key as TMessageKey,
    first.params ?? {},
    200,
    issues.map((i) => ({ key: i.key, field: i.field, message: translate(lang, i.key, i.params ?? {}) })),
  );
}

export function localizedName(row: { name: string; nameEn: string; nameJa: string }, lang: TLanguage) {
  return lang === 'en' ? row.nameEn : lang === 'ja' ? row.nameJa : row.name;
}

export const customFieldsOf = (row: repo.CategoryRow) =>
  row.customFields.filter((f): f is (typeof OVERTIME_CUSTOM_FIELDS)[number] =>
    (OVERTIME_CUSTOM_FIELDS as readonly string[]).includes(f),
  );

export const transferText = (transferType: number | null, lang: TLanguage) =>
  transferType === null ? '' : translate(lang, `overtime.transfer.${transferType}`);

export function overtimeService({ db, clock, timeZone, engine }: Deps) {
  const display = (at: Date) => formatDateTime(at, timeZone).slice(0, 16);
  const today = () => businessDate(clock.now(), timeZone);
  /** 'YYYY-MM-DD HH:mm' of the form as an instant in the business time zone. */
  const instant = (value: string) => {
    const v = value.trim().replace('T', ' ');
    return instantAt(v.slice(0, 10), v.slice(11, 16), timeZone);
  };

  function localizeCategory(row: repo.CategoryRow, lang: TLanguage): TOvertimeCategory {
    return {
      applyCategoryId: row.id,
      categoryCode: row.code,
      name: row.name,
      nameEn: row.nameEn,
      nameJa: row.nameJa,
      displayName: localizedName(row, lang),
      dayType: row.dayType,
      customFields: customFieldsOf(row),
      defaultTransferType: row.defaultTransferType,
    };
  }

  /** The server's length: instants in the business time zone, less the dining time, in half hours. */
  function lengthOf(startTime: string, endTime: string, dining: number): number {
    return overtimeHours(instant(startTime).getTime(), instant(endTime).getTime(), dining);
  }

  /** Every rule of spec 1 §5 "Overtime", the request window and the overlap; the stored values on success. */
  async function validate(
    conn: DbOrTx,
    user: AuthUser,
    input: TOvertimeSave,
    applyId: string | undefined,
    lang: TLanguage,
  ) {
    const submit = input.approveStatus === ApproveStatus.InApproval;
    const categoryId = input.applyCategoryId ?? input.categoryId;
    const category = await repo.findCategory(conn, user.companyId, categoryId);
    const rule = category ? { customFields: customFieldsOf(category) } : undefined;
    const transferType = input.TransferType ?? input.transferType ?? null;
    const fields = {
      applyCategoryId: categoryId,
      startTime: input.startTime,
      endTime: input.endTime,
      timeLength: input.timeLength,
      diningTime: input.diningTime ?? 0,
      transferType,
      remark: input.remark,
    };
    const issues = checkOvertime(fields, rule, submit);
    if (issues.length > 0) throw refusal(issues, lang);
    const c = category as repo.CategoryRow;
    const startTime = input.startTime as string;
    const endTime = input.endTime as string;
    const outside = checkRequestDates([startTime, endTime], today());
    if (outside.length > 0) throw refusal([{ ...outside[0], field: 'startTime' } as TOvertimeIssue], lang);
    const dining = needsDining(rule) ? (input.diningTime ?? 0) : 0;
    const length = lengthOf(startTime, endTime, dining);
    if (length <= 0) throw refusal([{ key: 'overtime.lengthInvalid', field: 'timeLength' }], lang);
    const typed =
      input.timeLength === null || input.timeLength === undefined ? '' : String(input.timeLength).trim();
    if (typed !== '' && Number(typed) !== length) {
      throw refusal([{ key: 'overtime.lengthChanged', field: 'timeLength', params: { length } }], lang);
    }
    const settle = needsTransfer(rule) ? (transferType as number) : null;
    if (settle === 1 && !(await compLeaveCategory(conn, user.companyId))) {
      throw refusal([{ key: 'overtime.noCompLeave', field: 'transferType' }], lang);
    }
    const start = instant(startTime);
    const end = instant(endTime);
    const [other] = await repo.findOverlapping(conn, user.eid, start, end, applyId);
    if (other) {
      throw refusal(
        [
          {
            key: 'overtime.overlap',
            field: 'startTime',
            params: { applyNo: other.applyNo, start: display(other.startTime), end: display(other.endTime) },
          },
        ],
        lang,
      );
    }
    return {
      submit,
      category: c,
      header: {
        categoryId: c.id,
        categoryCode: c.code,
        categoryNames: { zh: c.name, en: c.nameEn, ja: c.nameJa },
        startTime: start,
        endTime: end,
        timeLength: length,
        timeUnit: 0,
      } satisfies ApplyHeaderInput,
      row: {
        categoryId: c.id,
        startTime: start,
        endTime: end,
        timeLength: String(length),
        diningTime: String(dining),
        transferType: settle,
        remark: input.remark?.trim() ?? '',
      },
      facts: { categoryCode: c.code, days: 0, hours: length },
    };
  }

  async function saved(tx: Tx, applyId: string, actor: Actor): Promise<TOvertimeSaved> {
    const header = await engine.getOwned(tx, 'overtime', applyId, actor);
    return {
      applyId,
      applyNo: header.applyNo,
      approveStatus: header.approveStatus,
      viewPath: `/OverTimeView?ApplyId=${applyId}`,
    };
  }

  return {
    async categoryList(user: AuthUser, lang: TLanguage): Promise<TOvertimeCategoryList> {
      const rows = await repo.listCategories(db, user.companyId);
      return {
        categories: rows.map((row) => localizeCategory(row, lang)),
        transferTypes: TRANSFER_TYPES.map((t) => ({
          itemID: t,
          itemTextCN: translate('zh', `overtime.transfer.${t}`),
          itemText: translate(lang, `overtime.transfer.${t}`),
        })),
      };
    },

    /** GetOverTimeLength: the same rules as a save, up to the length. */
    async length(user: AuthUser, body: TOvertimeLengthBody, lang: TLanguage): Promise<{ result: number }> {
      const category = await repo.findCategory(db, user.companyId, body.ApplyCategoryId);
      const rule = category ? { customFields: customFieldsOf(category) } : undefined;
      const issues = checkOvertime(
        {
          applyCategoryId: body.ApplyCategoryId,
          startTime: body.StartTime,
          endTime: body.EndTime,
          timeLength: null,
          diningTime: body.DiningTime ?? 0,
          transferType: needsTransfer(rule) ? 0 : null,
          remark: '',
        },
        rule,
        false,
      );
      if (issues.length > 0) throw refusal(issues, lang);
      const outside = checkRequestDates([body.StartTime, body.EndTime], today());
      if (outside.length > 0) throw refusal([{ ...outside[0], field: 'startTime' } as TOvertimeIssue], lang);
      const dining = needsDining(rule) ? (body.DiningTime ?? 0) : 0;
      return { result: lengthOf(body.StartTime as string, body.EndTime as string, dining) };
    },

    /** Add / Create: a new request as a draft (0) or submitted (1). One write per person at a time. */
    async create(user: AuthUser, input: TOvertimeSave, lang: TLanguage): Promise<TOvertimeSaved> {
      const actor = actorOf(user);
      const requestedId = input.overtimeApplyId ?? input.applyId;
      return db.transaction(async (tx) => {
        await lockEmployee(tx, user.eid);
        // A repeated Add of the same client-made id (a double tap, a retry) answers the first save.
        if (requestedId) {
          const existing = await engine.find(tx, requestedId);
          if (existing) {
            if (existing.eid !== user.eid || existing.kind !== 'overtime') {
              throw new AppError(ErrorCode.Conflict, 'leave.applyIdTaken');
            }
            return saved(tx, requestedId, actor);
          }
        }
        const v = await validate(tx, user, input, requestedId, lang);
        const header = await engine.createApply(tx, 'overtime', actor, v.header, requestedId);
        await repo.insertOvertime(tx, { applyId: header.applyId, ...v.row });
        if (v.submit) await engine.submit(tx, header.applyId, actor, v.facts);
        return saved(tx, header.applyId, actor);
      });
    },

    async update(user: AuthUser, input: TOvertimeSave, lang: TLanguage): Promise<TOvertimeSaved> {
      const actor = actorOf(user);
      const applyId = input.overtimeApplyId ?? input.applyId;
      if (!applyId) throw new AppError(ErrorCode.InvalidInput, 'validation.applyId');
      return db.transaction(async (tx) => {
        await lockEmployee(tx, user.eid);
        const current = await engine.getOwned(tx, 'overtime', applyId, actor);
        if (!ownerMay('edit', current.approveStatus))
          throw new AppError(ErrorCode.Conflict, 'approvals.notDraft');
        const v = await validate(tx, user, input, applyId, lang);
        await engine.updateApply(tx, applyId, v.header);
        await repo.updateOvertime(tx, applyId, v.row);
        if (v.submit) await engine.submit(tx, applyId, actor, v.facts);
        return saved(tx, applyId, actor);
      });
    },

    /** Get: the owner or an approver of the request; anyone else is told it does not exist. */
    async detail(user: AuthUser, applyId: string, lang: TLanguage): Promise<TOvertimeDetail> {
      const view = await engine.view(db, 'overtime', applyId, actorOf(user), lang);
      const row = await repo.findOvertime(db, applyId);
      const category = row ? await repo.findCategoryById(db, row.categoryId) : undefined;
      if (!row || !category) throw notFound();
      const cancel = await repo.findOpenCancel(db, applyId);
      return {
        ...view,
        overtimeApplyId: applyId,
        applyCategoryId: category.id,
        categoryDisplayName: localizedName(category, lang),
        customFields: customFieldsOf(category),
        startTime: display(row.startTime),
        endTime: display(row.endTime),
        timeLength: Number(row.timeLength),
        diningTime: Number(row.diningTime),
        transferType: row.transferType,
        transferTypeText: transferText(row.transferType, lang),
        remark: row.remark,
        cancelled: row.cancelledBy !== null,
        cancelApplyId: row.cancelledBy ?? cancel?.applyId ?? null,
        cancelApproveStatus: row.cancelledBy
          ? ApproveStatus.Approved
          : ((cancel?.approveStatus as TApproveStatus | undefined) ?? null),
        attachmentCount: await countAttachments(db, OVERTIME_ATTACHMENT_KEY_TYPE, applyId),
      };
    },

    recall(user: AuthUser, applyId: string) {
      return db.transaction(async (tx) => {
        await engine.recall(tx, 'overtime', applyId, actorOf(user));
        return { applyId, approveStatus: ApproveStatus.Draft as TApproveStatus };
      });
    },

    destroy(user: AuthUser, applyId: string) {
      return db.transaction(async (tx) => {
        await engine.destroy(tx, 'overtime', applyId, actorOf(user));
        return { applyId };
      });
    },

    list(
      user: AuthUser,
      page: { pageIndex: number; pageSize: number; approveStatus?: number },
      lang: TLanguage,
    ): Promise<{ result: TApplicationItem[]; totalCount: number }> {
      return engine.listOwned(db, 'overtime', actorOf(user), page, lang);
    },
  };
}

export type OvertimeService = ReturnType<typeof overtimeService>;
