import { z } from 'zod';
import type { TLanguage } from '../constants';
import {
  CTRL_DATA_TYPES,
  FORM_CTRL_TYPES,
  FORM_DATA_TYPES,
  FORM_DATE_FORMATS,
  type TFormCtrlType,
  type TFormDataType,
  type TFormDateFormat,
  type TFormItem,
  type TFormValue,
} from './dynamic-form-rules';

export * from './dynamic-form-rules';

/**
 * The dynamic leave form (spec 3 §3 "Dynamic leave form", §5 "Leave form", §7 "Leave form"): a
 * company's template lists formItems rendered by ctrlType; the same rules check the filled values
 * on the phone and on the server, so a refusal reads the same on both.
 */

// The types are declared in dynamic-form-rules.ts (the phone's zod-free checker needs them); the
// schemas here are held to them with `satisfies`.
export const ZFormCtrlType = z.enum(FORM_CTRL_TYPES) satisfies z.ZodType<TFormCtrlType>;
export const ZFormDataType = z.enum(FORM_DATA_TYPES) satisfies z.ZodType<TFormDataType>;
export const ZFormDateFormat = z.enum(FORM_DATE_FORMATS) satisfies z.ZodType<TFormDateFormat>;

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

export const ZFormValue = z.union([
  z.string().max(5000),
  z.array(z.string().max(100)).max(50),
  z.null(),
]) satisfies z.ZodType<TFormValue>;

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
}) satisfies z.ZodType<TFormItem>;

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

/** GET /api/FastSellingLeave/GetPageCreateModelDetail?id: the filled form, owner only. */
export const ZFormDetailQuery = z.object({ id: z.uuid({ error: 'validation.invalid' }) });
export const ZFormDetail = ZFormModel.extend({
  id: z.string(),
  createTime: z.string(),
  /** The leave request a quick leave form filed (its view is the leave's), else null. */
  applyId: z.string().nullable().optional(),
});
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
