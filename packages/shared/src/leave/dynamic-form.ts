import { z } from 'zod';
import type { TLanguage } from '../constants';

/**
 * The dynamic leave form (spec 3 §3 "Dynamic leave form", §5 "Leave form", §7 "Leave form"): a
 * company's template lists formItems rendered by ctrlType; the same rules check the filled values
 * on the phone and on the server, so a refusal reads the same on both.
 */

export const FORM_CTRL_TYPES = ['checkbox', 'file', 'datepick', 'select', 'textarea', 'text'] as const;
export const ZFormCtrlType = z.enum(FORM_CTRL_TYPES);
export type TFormCtrlType = z.infer<typeof ZFormCtrlType>;

/** What a value holds: free text, a number with up to 2 decimals, a whole number, a date, or a list. */
export const FORM_DATA_TYPES = ['string', 'number', 'integer', 'date', 'array'] as const;
export const ZFormDataType = z.enum(FORM_DATA_TYPES);
export type TFormDataType = z.infer<typeof ZFormDataType>;

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
export const ZFormDateFormat = z.enum(FORM_DATE_FORMATS);
export type TFormDateFormat = z.infer<typeof ZFormDateFormat>;

/** Length limits when the template sets none: one line of text, a paragraph. */
export const DEFAULT_MAX_LENGTH: Record<'text' | 'textarea', number> = { text: 50, textarea: 500 };
/** Files one file item may hold. */
export const MAX_FORM_FILES = 9;

/**
 * A label of company content in the languages the company wrote; zh is required (the default
 * language), the others fall back to it.
 */
export const ZFormText = z.object({
  zh: z.string().trim().min(1).max(200),
  en: z.string().trim().min(1).max(200).optional(),
  ja: z.string().trim().min(1).max(200).optional(),
});
export type TFormText = z.infer<typeof ZFormText>;

export function formText(text: TFormText | undefined, lang: TLanguage): string {
  if (!text) return '';
  return text[lang] ?? text.zh;
}

/**
 * A template's title as stored in its one text column: plain text, or the JSON of a TFormText when
 * the company gave it in several languages (a template is company content, so its translations
 * travel with it rather than in the app's catalogues).
 */
export function formTitle(stored: string, lang: TLanguage): string {
  if (!stored.startsWith('{')) return stored;
  try {
    const parsed = ZFormText.safeParse(JSON.parse(stored));
    return parsed.success ? formText(parsed.data, lang) : stored;
  } catch {
    return stored;
  }
}

/** The stored form of a title given in several languages (see formTitle). */
export const storedFormTitle = (title: TFormText): string => JSON.stringify(ZFormText.parse(title));

/** A filled value: text, date and select hold a string; checkbox and file a list (values / file ids). */
export const ZFormValue = z.union([z.string().max(5000), z.array(z.string().max(100)).max(50), z.null()]);
export type TFormValue = z.infer<typeof ZFormValue>;

const FIELD_NAME_RE = /^[A-Za-z][A-Za-z0-9_]{0,49}$/;

/** One item of a stored template (form_templates.items), labels in every language the company gave. */
export const ZFormTemplateItem = z
  .object({
    fieldName: z.string().regex(FIELD_NAME_RE),
    name: ZFormText,
    ctrlType: ZFormCtrlType,
    dataType: ZFormDataType,
    isRequired: z.boolean(),
    items: z
      .array(z.object({ selectValue: z.string().min(1).max(100), selectText: ZFormText }))
      .max(100)
      .default([]),
    /** The default value a new form starts with. */
    value: ZFormValue.default(null),
    remarks: ZFormText.optional(),
    dateFormat: ZFormDateFormat.optional(),
    maxLength: z.number().int().min(1).max(5000).optional(),
    ctrlSort: z.number().int(),
  })
  .superRefine((item, ctx) => {
    if (!CTRL_DATA_TYPES[item.ctrlType].includes(item.dataType)) {
      ctx.addIssue({ code: 'custom', path: ['dataType'], message: 'validation.invalid' });
    }
    if (item.ctrlType === 'datepick' && !item.dateFormat) {
      ctx.addIssue({ code: 'custom', path: ['dateFormat'], message: 'validation.invalid' });
    }
    if ((item.ctrlType === 'select' || item.ctrlType === 'checkbox') && item.items.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['items'], message: 'validation.invalid' });
    }
  });
export type TFormTemplateItem = z.infer<typeof ZFormTemplateItem>;

/** A template's items: field names unique, so a value belongs to exactly one item. */
export const ZFormTemplateItems = z.array(ZFormTemplateItem).superRefine((items, ctx) => {
  const seen = new Set<string>();
  items.forEach((item, index) => {
    if (seen.has(item.fieldName)) {
      ctx.addIssue({ code: 'custom', path: [index, 'fieldName'], message: 'validation.invalid' });
    }
    seen.add(item.fieldName);
  });
});

/** A form item as the phone gets it (spec 3 §3): labels in the caller's language. */
export const ZFormItem = z.object({
  fieldName: z.string(),
  name: z.string(),
  ctrlType: ZFormCtrlType,
  dataType: ZFormDataType,
  isRequired: z.boolean(),
  items: z.array(z.object({ selectValue: z.string(), selectText: z.string() })),
  value: ZFormValue,
  remarks: z.string(),
  dateFormat: ZFormDateFormat.nullable(),
  maxLength: z.number().int().nullable(),
  ctrlSort: z.number().int(),
});
export type TFormItem = z.infer<typeof ZFormItem>;

/** The items in display order (ctrlSort, then as stored), with labels in `lang`. */
export function localizeFormItems(items: readonly TFormTemplateItem[], lang: TLanguage): TFormItem[] {
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => a.item.ctrlSort - b.item.ctrlSort || a.index - b.index)
    .map(({ item }) => ({
      fieldName: item.fieldName,
      name: formText(item.name, lang),
      ctrlType: item.ctrlType,
      dataType: item.dataType,
      isRequired: item.isRequired,
      items: item.items.map((option) => ({
        selectValue: option.selectValue,
        selectText: formText(option.selectText, lang),
      })),
      value: item.value,
      remarks: formText(item.remarks, lang),
      dateFormat: item.dateFormat ?? null,
      maxLength: item.maxLength ?? null,
      ctrlSort: item.ctrlSort,
    }));
}

/** GET /api/FastSellingLeave/GetPageCreateModel?tempName. */
export const ZFormModelQuery = z.object({ tempName: z.string().trim().min(1).max(50) });
export const ZFormModel = z.object({
  tempName: z.string(),
  title: z.string(),
  formItems: z.array(ZFormItem),
});
export type TFormModel = z.infer<typeof ZFormModel>;

/**
 * POST /api/FastSellingLeave/PostPageCreateModel: the template's name and its items with their
 * values (the legacy client posts the model back filled; extra item fields are ignored). `id` is a
 * client-obtained id the form's files were uploaded under (keyType FORM_FILE_KEY_TYPE).
 */
export const ZFormSubmit = z.object({
  tempName: z.string().trim().min(1).max(50),
  id: z.uuid().optional(),
  formItems: z.array(z.object({ fieldName: z.string().max(50), value: ZFormValue.optional() })).max(100),
});
export type TFormSubmit = z.infer<typeof ZFormSubmit>;
export const ZFormSubmitted = z.object({ id: z.string() });

/** Attachments of a dynamic form are uploaded with this keyType and the form's id as keyId. */
export const FORM_FILE_KEY_TYPE = 'LeaveForm';

/** GET /api/FastSellingLeave/GetPageCreateModelDetail?id: the filled form, owner only. */
export const ZFormDetailQuery = z.object({ id: z.uuid({ error: 'validation.invalid' }) });
export const ZFormDetail = ZFormModel.extend({ id: z.string(), createTime: z.string() });
export type TFormDetail = z.infer<typeof ZFormDetail>;

/** GET /api/FastSellingLeave/ThatYearAnnualLeaveLimit: this year's annual leave of the caller. */
export const ZAnnualLeaveLimit = z.object({
  year: z.number().int(),
  /** Whether the company grants annual leave to the caller this year. */
  hasGrant: z.boolean(),
  granted: z.number(),
  used: z.number(),
  pending: z.number(),
  remain: z.number(),
  /** 1 day, otherwise hour (spec 1 §3 uom). */
  uom: z.number().int(),
});
export type TAnnualLeaveLimit = z.infer<typeof ZAnnualLeaveLimit>;

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
