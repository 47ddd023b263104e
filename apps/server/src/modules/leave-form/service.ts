import { randomUUID } from 'node:crypto';
import {
  checkFormValues,
  ErrorCode,
  FORM_FILE_KEY_TYPE,
  formTitle,
  joinFormMessages,
  localizeFormItems,
  normalizeFormValues,
  type TAnnualLeaveLimit,
  type TFormDetail,
  type TFormItem,
  type TFormModel,
  type TFormSubmit,
  type TFormValue,
  type TLanguage,
  translate,
  ZFormTemplateItems,
  ZFormValue,
} from '@ehome/shared';
import type { Db, DbOrTx, Tx } from '../../db/client';
import type { AuthUser } from '../../platform/auth';
import { businessDate, type Clock, formatDateTime } from '../../platform/clock';
import { AppError, notFound } from '../../platform/errors';
import { uploadedFileIds } from '../attachments/repository';
import * as repo from './repository';

/**
 * This year's annual leave of a person, from the leave module's balances (GUIDE: modules register
 * with each other instead of reading each other's tables). Null when the company has no annual leave.
 */
export type AnnualLeaveSource = (
  db: DbOrTx,
  person: { eid: string; companyId: string },
  year: number,
) => Promise<Omit<TAnnualLeaveLimit, 'year' | 'hasGrant'> | null>;

/**
 * Files a leave request from a quick leave form, in the form's transaction (the leave module's
 * fileQuick): a form whose template has the leave fields is a leave, with the leave's rules and approval.
 */
export type QuickLeavePort = (
  tx: Tx,
  user: AuthUser,
  input: {
    applyId: string;
    categoryCode: string;
    startTime: string;
    endTime: string;
    days: number | null;
    remark: string;
    attachmentCount: number;
  },
  lang: TLanguage,
) => Promise<{ applyId: string }>;

/** The items a template must have to file a leave: the type (category code), start and end. */
export const QUICK_LEAVE_FIELDS = { type: 'leaveType', start: 'startTime', end: 'endTime' } as const;

type Deps = {
  db: Db;
  clock: Clock;
  timeZone: string;
  annualLeave: AnnualLeaveSource | null;
  quickLeave?: QuickLeavePort;
};

/** A kept value as the form shows it; a value the column should never hold reads as empty. */
const storedValue = (value: unknown): TFormValue => {
  const parsed = ZFormValue.safeParse(value ?? null);
  return parsed.success ? parsed.data : null;
};

const templateNotFound = () => new AppError(ErrorCode.NotFound, 'leaveForm.templateNotFound');

/** A refusal of the whole submission: errNo 1 with every message joined (spec 3 §7-§8). */
function refused(lang: TLanguage, issues: { fieldName: string; message: string }[]) {
  return new AppError(
    ErrorCode.Failed,
    'leaveForm.refused',
    {
      messages: joinFormMessages(
        issues.map((issue) => issue.message),
        lang,
      ),
    },
    200,
    issues,
  );
}

export function leaveFormService({ db, clock, timeZone, annualLeave, quickLeave }: Deps) {
  async function template(user: AuthUser, tempName: string) {
    const row = await repo.findTemplate(db, user.companyId, tempName);
    if (!row) throw templateNotFound();
    // Stored templates are checked when written; parsing again fills the defaults of older rows.
    return { ...row, items: ZFormTemplateItems.parse(row.items) };
  }

  return {
    async model(user: AuthUser, tempName: string, lang: TLanguage): Promise<TFormModel> {
      const row = await template(user, tempName);
      return {
        tempName: row.tempName,
        title: formTitle(row.title, lang),
        formItems: localizeFormItems(row.items, lang),
      };
    },

    /**
     * Checks every item with the shared rule, then the files: each must have been uploaded by the
     * caller for this very form, so a submission cannot claim someone else's document.
     */
    async submit(user: AuthUser, input: TFormSubmit, lang: TLanguage): Promise<{ id: string }> {
      const row = await template(user, input.tempName);
      const items = localizeFormItems(row.items, lang);
      const values: Record<string, TFormValue | undefined> = {};
      for (const item of input.formItems) values[item.fieldName] = item.value;
      const id = input.id ?? randomUUID();

      const issues = checkFormValues(items, values).map((issue) => ({
        fieldName: issue.fieldName,
        message: translate(lang, issue.key, issue.params),
      }));
      const checked = new Set(issues.map((issue) => issue.fieldName));
      for (const item of items.filter(
        (i): i is TFormItem => i.ctrlType === 'file' && !checked.has(i.fieldName),
      )) {
        const ids = values[item.fieldName];
        if (!Array.isArray(ids) || ids.length === 0) continue;
        const own = await uploadedFileIds(db, FORM_FILE_KEY_TYPE, id, user.eid, ids);
        if (ids.some((fileId) => !own.has(fileId))) {
          issues.push({
            fieldName: item.fieldName,
            message: translate(lang, 'leaveForm.file', { name: item.name }),
          });
        }
      }
      if (issues.length > 0) throw refused(lang, issues);

      if (input.id && (await repo.submissionExists(db, input.id)))
        throw new AppError(ErrorCode.Conflict, 'error.Conflict');
      const normalized = normalizeFormValues(items, values);
      const names = new Set(items.map((i) => i.fieldName));
      const isLeave = quickLeave && Object.values(QUICK_LEAVE_FIELDS).every((f) => names.has(f));
      return db.transaction(async (tx) => {
        const inserted = await repo.insertSubmission(tx, {
          id,
          templateId: row.id,
          eid: user.eid,
          values: normalized,
        });
        // Two submissions racing for one client id: the second finds it taken.
        if (!inserted) throw new AppError(ErrorCode.Conflict, 'error.Conflict');
        if (isLeave) {
          const text = (name: string) => {
            const value = normalized[name];
            return typeof value === 'string' ? value : value == null ? '' : String(value);
          };
          const days = Number(text('days'));
          const files = items
            .filter((i) => i.ctrlType === 'file')
            .reduce(
              (n, i) =>
                n + (Array.isArray(values[i.fieldName]) ? (values[i.fieldName] as unknown[]).length : 0),
              0,
            );
          const leave = await quickLeave(
            tx,
            user,
            {
              // The leave takes the form's id: one form files one leave, however often it is sent.
              applyId: id,
              categoryCode: text(QUICK_LEAVE_FIELDS.type),
              startTime: text(QUICK_LEAVE_FIELDS.start),
              endTime: text(QUICK_LEAVE_FIELDS.end),
              days: text('days') !== '' && Number.isFinite(days) ? days : null,
              remark: text('reason'),
              attachmentCount: files,
            },
            lang,
          );
          await repo.linkApply(tx, id, leave.applyId);
        }
        return inserted;
      });
    },

    /** The caller's own filled form; anyone else's answers NotFound, never revealing that it exists. */
    async detail(user: AuthUser, id: string, lang: TLanguage): Promise<TFormDetail> {
      const row = await repo.findOwnSubmission(db, id, user.eid);
      if (!row) throw notFound();
      const items = localizeFormItems(ZFormTemplateItems.parse(row.items), lang);
      return {
        id: row.id,
        tempName: row.tempName,
        title: formTitle(row.title, lang),
        createTime: formatDateTime(row.createdAt, timeZone),
        applyId: row.applyId,
        formItems: items.map((item) => ({ ...item, value: storedValue(row.values[item.fieldName]) })),
      };
    },

    async annualLeaveLimit(user: AuthUser): Promise<TAnnualLeaveLimit> {
      const year = Number(businessDate(clock.now(), timeZone).slice(0, 4));
      const balance = annualLeave ? await annualLeave(db, user, year) : null;
      if (!balance) return { year, hasGrant: false, granted: 0, used: 0, pending: 0, remain: 0, uom: 1 };
      return { year, hasGrant: true, ...balance };
    },
  };
}

export type LeaveFormService = ReturnType<typeof leaveFormService>;
