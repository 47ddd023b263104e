import type { TLanguage } from '@ehome/shared/constants';
import { KINSHIP_KEYS } from '@ehome/shared/leave/kinship';
import { checkLeaveApply, type TLeaveIssue } from '@ehome/shared/leave/rules';
import { type TLeaveCategory, type TLeavePolicy, ZLeaveApplyCreate } from '@ehome/shared/leave/schemas';
import { checkRequestDates } from '@ehome/shared/time/request-window';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { serverMessage } from '../../platform/server-message';
import { periodOf, type TLeaveForm, type TLeaveSaveRequest } from './form-model';

/*
 * The leave form's checks: the server's schema (ZLeaveApplyCreate) and the server's rules
 * (checkLeaveApply, spec 1 §5 "Leave"), so the form refuses what the server would, with the same
 * words. Loaded on the first touch of the form: zod, the rules and the catalogue weigh more than the page.
 */

/** What the rules need besides the form, gathered by the page as the answers come in. */
export type TLeaveCheckContext = {
  category: TLeaveCategory | undefined;
  policy: TLeavePolicy | undefined;
  /** The request as it would be sent. */
  request: TLeaveSaveRequest | null;
  /** The length GetLeaveDays computed; undefined while it is being computed or was refused. */
  length: number | undefined;
  /** GetLeaveDays' refusal, shown instead of the length rules. */
  lengthError: string | null;
  /** Remaining balance before this request (pending requests counted); null without a balance. */
  available: number | null;
  attachmentCount: number;
  /** Submit (1) checks completeness (balance, attachment); a draft (0) may lack it. */
  submit: boolean;
  language: TLanguage;
  /** Today (YYYY-MM-DD): request dates lie in the shared request window around it, as the server checks. */
  today: string;
};

/** Form fields a refusal is shown under; the rest are toasted. */
const FIELD_OF: Record<string, keyof TLeaveForm> = {
  categoryId: 'categoryId',
  CategoryId: 'categoryId',
  startTime: 'startDate',
  endTime: 'endDate',
  marryDate: 'marryDate',
  kinship: 'kinship',
  kinshipType: 'kinship',
  twinCount: 'twinCount',
  isPlaningCaesarean: 'isPlaningCaesarean',
  remark: 'remark',
};

export type TLeaveCheck = {
  /** Every refusal in the order the rules give them, translated. */
  messages: string[];
  /** The first refusal per field that has a place on the form. */
  fields: Partial<Record<keyof TLeaveForm, string>>;
  /** Submit is blocked by the balance: the page warns in a dialog rather than a toast. */
  overdraft: string | null;
};

type TFound = {
  issue: TLeaveIssue;
  field?: keyof TLeaveForm;
  /** Already translated (a refusal of the server's GetLeaveDays). */
  text?: string;
};

/** The issues of a form, before translation, with the field each is shown under. */
export function leaveIssues(form: TLeaveForm, c: TLeaveCheckContext): TFound[] {
  if (!form.categoryId || !c.category || !c.policy) {
    return [{ issue: { key: 'validation.required', params: { name: 'categoryId' } }, field: 'categoryId' }];
  }
  if (!form.startDate)
    return [{ issue: { key: 'validation.required', params: { name: 'startTime' } }, field: 'startDate' }];
  if (!form.endDate)
    return [{ issue: { key: 'validation.required', params: { name: 'endTime' } }, field: 'endDate' }];
  const period = periodOf(form, c.category, c.policy);
  if (!period) {
    const field = form.startTime ? 'endTime' : 'startTime';
    return [{ issue: { key: 'validation.required', params: { name: field } }, field }];
  }
  if (!c.request) return [{ issue: { key: 'validation.invalid', params: { name: 'body' } } }];

  const parsed = ZLeaveApplyCreate.safeParse(c.request);
  if (!parsed.success) {
    return parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? '');
      const key = issue.message.startsWith('validation.') ? issue.message : 'validation.invalid';
      return { issue: { key, params: { name } }, field: FIELD_OF[name] };
    });
  }
  for (const [field, value] of [
    ['startDate', parsed.data.startTime],
    ['endDate', parsed.data.endTime],
  ] as const) {
    const outside = checkRequestDates([value], c.today);
    if (outside.length > 0) return outside.map((issue) => ({ issue, field }));
  }
  if (c.lengthError !== null)
    return [{ issue: { key: 'leave.lengthZero' }, field: 'endDate', text: c.lengthError }];
  if (c.length === undefined)
    return [{ issue: { key: 'validation.required', params: { name: 'timeLength' } } }];

  const issues = checkLeaveApply({
    category: c.category,
    apply: parsed.data,
    startPolicy: c.policy,
    endPolicy: c.policy,
    length: c.length,
    kinshipKeys: KINSHIP_KEYS,
    submit: c.submit,
    available: c.available,
    attachmentCount: c.attachmentCount,
  });
  return issues.map((issue) => {
    const name = issue.params?.name;
    const field =
      issue.key === 'validation.required' && typeof name === 'string' ? FIELD_OF[name] : undefined;
    if (issue.key === 'leave.startNotBeforeEnd' || issue.key === 'leave.sameYear')
      return { issue, field: 'endDate' };
    if (issue.key === 'validation.leaveRemark') return { issue, field: 'remark' };
    if (issue.key === 'leave.marryBeforeStart' || issue.key === 'leave.marriageWindow')
      return { issue, field: 'marryDate' };
    return { issue, field };
  });
}

/** The form's refusals in the reader's language. */
export function checkLeaveForm(form: TLeaveForm, c: TLeaveCheckContext): TLeaveCheck {
  const found = leaveIssues(form, c);
  const text = (item: TFound) => item.text ?? serverMessage(item.issue.key, item.issue.params, c.language);
  const fields: TLeaveCheck['fields'] = {};
  for (const item of found) if (item.field && !fields[item.field]) fields[item.field] = text(item);
  const overdraft = found.find(({ issue }) => issue.key === 'leave.overdraft');
  return { messages: found.map(text), fields, overdraft: overdraft ? text(overdraft) : null };
}

/**
 * react-hook-form's resolver: the page keeps the context current (answers from the server) and
 * says whether the button pressed saves or submits.
 */
export const leaveResolver: Resolver<TLeaveForm, TLeaveCheckContext> = async (values, context) => {
  if (!context) return { values: {}, errors: {} };
  const check = checkLeaveForm(values, context);
  if (check.messages.length === 0) return { values, errors: {} };
  const errors: FieldErrors<TLeaveForm> = {};
  for (const [field, message] of Object.entries(check.fields)) {
    (errors as Record<string, { type: string; message: string }>)[field] = { type: 'validate', message };
  }
  // Refusals without a place on the form (overdraft, attachment, extension fields) still block.
  (errors as Record<string, { type: string; message: string }>).root = {
    type: check.overdraft ? 'overdraft' : 'validate',
    message: check.overdraft ?? check.messages[0] ?? '',
  };
  return { values: {}, errors };
};
