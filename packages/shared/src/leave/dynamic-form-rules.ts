import type { TLanguage } from '../constants';

/**
 * The rules of the dynamic leave form (spec 3 §3, §5 "Leave form") without zod, so the phone checks
 * a form with the very code the server runs without downloading the schema library. The schemas
 * that carry these constants are in dynamic-form.ts.
 */

/** The controls of spec 3 §3. */
export const FORM_CTRL_TYPES = ['checkbox', 'file', 'datepick', 'select', 'textarea', 'text'] as const;
export type TFormCtrlType = (typeof FORM_CTRL_TYPES)[number];

/** What a value holds: free text, a number with up to 2 decimals, a whole number, a date, or a list. */
export const FORM_DATA_TYPES = ['string', 'number', 'integer', 'date', 'array'] as const;
export type TFormDataType = (typeof FORM_DATA_TYPES)[number];

/** The data types each control can carry; anything else is a template mistake, refused when stored. */
export const CTRL_DATA_TYPES: Record<TFormCtrlType, readonly TFormDataType[]> = {
  text: ['string', 'number', 'integer'],
  textarea: ['string'],
  datepick: ['date'],
  select: ['string'],
  checkbox: ['array'],
  file: ['array'],
};

/** Date formats a datepick item may ask for, as the picker's precision needs them. */
export const FORM_DATE_FORMATS = ['YYYY-MM-DD', 'YYYY-MM-DD HH:mm', 'YYYY-MM', 'HH:mm'] as const;
export type TFormDateFormat = (typeof FORM_DATE_FORMATS)[number];

/** A filled value: text, date and select hold a string; checkbox and file a list (values / file ids). */
export type TFormValue = string | string[] | null;

/** A form item as the phone gets it (spec 3 §3): labels in the caller's language. */
export type TFormItem = {
  fieldName: string;
  name: string;
  ctrlType: TFormCtrlType;
  dataType: TFormDataType;
  isRequired: boolean;
  items: { selectValue: string; selectText: string }[];
  value: TFormValue;
  remarks: string;
  dateFormat: TFormDateFormat | null;
  maxLength: number | null;
  ctrlSort: number;
};

/** Length limits when the template sets none: one line of text, a paragraph. */
export const DEFAULT_MAX_LENGTH: Record<'text' | 'textarea', number> = { text: 50, textarea: 500 };
/** Files one file item may hold. */
export const MAX_FORM_FILES = 9;

/** Attachments of a dynamic form are uploaded with this keyType and the form's id as keyId. */
export const FORM_FILE_KEY_TYPE = 'LeaveForm';

/** A refusal of one item: a message key of the shared catalogue with its parameters. */
export type TFormIssue = {
  fieldName: string;
  key:
    | 'validation.required'
    | 'validation.invalid'
    | 'leaveForm.option'
    | 'leaveForm.date'
    | 'leaveForm.maxLength'
    | 'leaveForm.number'
    | 'leaveForm.integer'
    | 'leaveForm.fileCount';
  params: Record<string, string | number>;
};

const NUMBER_RE = /^-?\d{1,9}(\.\d{1,2})?$/;
const INTEGER_RE = /^-?\d{1,9}$/;
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const DATE_PATTERNS: Record<TFormDateFormat, RegExp> = {
  'YYYY-MM-DD': /^(\d{4})-(\d{2})-(\d{2})$/,
  'YYYY-MM-DD HH:mm': /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/,
  'YYYY-MM': /^(\d{4})-(\d{2})$/,
  'HH:mm': /^(\d{2}):(\d{2})$/,
};

/** Whether `text` is a real date (no 30 February, no 24:00) written exactly in `format`. */
export function isFormDate(text: string, format: TFormDateFormat): boolean {
  const match = DATE_PATTERNS[format].exec(text);
  if (!match) return false;
  const parts = match.slice(1).map(Number);
  const [hour, minute] = format === 'HH:mm' ? parts : format === 'YYYY-MM-DD HH:mm' ? parts.slice(3) : [0, 0];
  if ((hour ?? 0) > 23 || (minute ?? 0) > 59) return false;
  if (format === 'HH:mm') return true;
  const [year = 0, month = 0, day = 1] = parts;
  if (year < 1900 || year > 2100 || month < 1 || month > 12) return false;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return format === 'YYYY-MM' || (day >= 1 && day <= daysInMonth);
}

/** An empty value: nothing, blank text or an empty list. */
export function isEmptyFormValue(value: TFormValue | undefined): boolean {
  if (value === null || value === undefined) return true;
  if (Array.isArray(value)) return value.length === 0;
  return value.trim() === '';
}

function checkValue(item: TFormItem, value: TFormValue): Omit<TFormIssue, 'fieldName'> | null {
  const name = item.name;
  const wantsList = item.ctrlType === 'checkbox' || item.ctrlType === 'file';
  if (Array.isArray(value) !== wantsList) return { key: 'validation.invalid', params: { name } };
  if (Array.isArray(value)) {
    if (new Set(value).size !== value.length) return { key: 'validation.invalid', params: { name } };
    if (item.ctrlType === 'file') {
      if (value.length > MAX_FORM_FILES)
        return { key: 'leaveForm.fileCount', params: { name, max: MAX_FORM_FILES } };
      if (!value.every((id) => UUID_RE.test(id))) return { key: 'validation.invalid', params: { name } };
      return null;
    }
    const options = new Set(item.items.map((option) => option.selectValue));
    return value.every((v) => options.has(v)) ? null : { key: 'leaveForm.option', params: { name } };
  }
  const text = (value ?? '').trim();
  switch (item.ctrlType) {
    case 'select':
      return item.items.some((option) => option.selectValue === text)
        ? null
        : { key: 'leaveForm.option', params: { name } };
    case 'datepick': {
      const format = item.dateFormat ?? 'YYYY-MM-DD';
      return isFormDate(text, format) ? null : { key: 'leaveForm.date', params: { name, format } };
    }
    case 'text':
    case 'textarea': {
      if (item.dataType === 'number' && !NUMBER_RE.test(text))
        return { key: 'leaveForm.number', params: { name } };
      if (item.dataType === 'integer' && !INTEGER_RE.test(text))
        return { key: 'leaveForm.integer', params: { name } };
      const max = item.maxLength ?? DEFAULT_MAX_LENGTH[item.ctrlType];
      // Counted in code points, as the phone's input counts what the user typed.
      return [...text].length > max ? { key: 'leaveForm.maxLength', params: { name, max } } : null;
    }
    default:
      return { key: 'validation.invalid', params: { name } };
  }
}

/**
 * Every refusal of a filled form, in display order: each required item must be filled ('{name}
 * cannot be empty', spec 3 §5) and each filled value must fit its control (an option of the list,
 * a date in the item's format, a number, the length limit). Empty optional items pass.
 */
export function checkFormValues(
  items: readonly TFormItem[],
  values: Readonly<Record<string, TFormValue | undefined>>,
): TFormIssue[] {
  const issues: TFormIssue[] = [];
  for (const item of items) {
    const value = Object.hasOwn(values, item.fieldName) ? values[item.fieldName] : undefined;
    if (isEmptyFormValue(value)) {
      if (item.isRequired)
        issues.push({ fieldName: item.fieldName, key: 'validation.required', params: { name: item.name } });
      continue;
    }
    const issue = checkValue(item, value ?? null);
    if (issue) issues.push({ fieldName: item.fieldName, ...issue });
  }
  return issues;
}

/** The values to keep: each item's trimmed value, empty ones as null, unknown fields dropped. */
export function normalizeFormValues(
  items: readonly TFormItem[],
  values: Readonly<Record<string, TFormValue | undefined>>,
): Record<string, TFormValue> {
  const kept: Record<string, TFormValue> = {};
  for (const item of items) {
    const value = Object.hasOwn(values, item.fieldName) ? values[item.fieldName] : undefined;
    if (isEmptyFormValue(value)) kept[item.fieldName] = null;
    else kept[item.fieldName] = typeof value === 'string' ? value.trim() : (value ?? null);
  }
  return kept;
}

/** Joined refusals as one toast (spec 1 §8: "joined messages"), in the language's list punctuation. */
export function joinFormMessages(messages: readonly string[], lang: TLanguage): string {
  return messages.join(lang === 'en' ? '; ' : '；');
}
