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
import type { Db, DbOrTx } from '../../db/client';
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

type Deps = { db: Db; clock: Clock; timeZone: string; annualLeave: AnnualLeaveSource | null };

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

export function leaveFormService({ db, clock, timeZone, annualLeave }: Deps) {
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
      const inserted = await repo.insertSubmission(db, {
        id,
        templateId: row.id,
        eid: user.eid,
        values: normalizeFormValues(items, values),
      });
      // Two submissions racing for one client id: the second finds it taken.
      if (!inserted) throw new AppError(ErrorCode.Conflict, 'error.Conflict');
      return inserted;
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
