import type { TFormDateFormat, TFormItem, TFormValue } from '@ehome/shared/leave/dynamic-form';
import { isEmptyFormValue, type TFormIssue } from '@ehome/shared/leave/dynamic-form-rules';

/** The values a new form starts with: each item's default from the template. */
export function initialValues(items: readonly TFormItem[]): Record<string, TFormValue> {
  return Object.fromEntries(items.map((item) => [item.fieldName, item.value]));
}

/**
 * The leave period's pickers (items startTime and endTime, date and time) start at the next working
 * day's hours when still empty; a value the user picked stays.
 */
export function withPeriodDefaults(
  items: readonly TFormItem[],
  values: Readonly<Record<string, TFormValue>>,
  start: string,
  end: string,
): Record<string, TFormValue> {
  const next = { ...values };
  for (const [fieldName, value] of [
    ['startTime', start],
    ['endTime', end],
  ] as const) {
    const item = items.find((i) => i.fieldName === fieldName && i.ctrlType === 'datepick');
    if (!item || (next[fieldName] ?? '') !== '') continue;
    const format = item.dateFormat ?? 'YYYY-MM-DD';
    next[fieldName] =
      format === 'YYYY-MM-DD HH:mm'
        ? value
        : format === 'YYYY-MM-DD'
          ? value.slice(0, 10)
          : (next[fieldName] ?? null);
  }
  return next;
}

/** What the server takes: every item with its value, in display order. */
export function formItemsOf(
  items: readonly TFormItem[],
  values: Readonly<Record<string, TFormValue>>,
): { fieldName: string; value: TFormValue }[] {
  return items.map((item) => ({ fieldName: item.fieldName, value: values[item.fieldName] ?? null }));
}

/** The first refusal of each item, keyed by field, for the message under it. */
export function issuesByField<T extends { fieldName: string }>(issues: readonly T[]): Record<string, T> {
  const byField: Record<string, T> = {};
  for (const issue of issues) byField[issue.fieldName] ??= issue;
  return byField;
}

/** A server refusal's list of wrong items (resultData of errNo 1), when it carries one. */
export function serverIssues(resultData: unknown): { fieldName: string; message: string }[] {
  if (!Array.isArray(resultData)) return [];
  return resultData.filter(
    (entry): entry is { fieldName: string; message: string } =>
      typeof entry === 'object' &&
      entry !== null &&
      typeof (entry as { fieldName?: unknown }).fieldName === 'string' &&
      typeof (entry as { message?: unknown }).message === 'string',
  );
}

/** The i18next key and options of a client-side refusal (shared catalogue as namespace `messages`). */
export function issueMessageArgs(issue: TFormIssue): [string, Record<string, string | number>] {
  return [`messages:${issue.key}`, issue.params];
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The picker's value in the item's format (the phone's local wall clock is what the user picked). */
export function formatPicked(date: Date, format: TFormDateFormat): string {
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  const time = `${pad(date.getHours())}:${pad(date.getMinutes())}`;
  switch (format) {
    case 'YYYY-MM-DD':
      return day;
    case 'YYYY-MM-DD HH:mm':
      return `${day} ${time}`;
    case 'YYYY-MM':
      return day.slice(0, 7);
    case 'HH:mm':
      return time;
  }
}

/** A stored value back as a picker date; null when it is empty or not in the format. */
export function parsePicked(value: string, format: TFormDateFormat): Date | null {
  const match = /^(\d{4})-(\d{2})(?:-(\d{2}))?(?: (\d{2}):(\d{2}))?$/.exec(value);
  if (!match || format === 'HH:mm') return null;
  const [, y, m, d = '01', hh = '00', mm = '00'] = match;
  const date = new Date(Number(y), Number(m) - 1, Number(d), Number(hh), Number(mm));
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The picker's precision for a format; HH:mm uses a time picker of its own. */
export const DATE_PRECISION: Record<Exclude<TFormDateFormat, 'HH:mm'>, 'day' | 'minute' | 'month'> = {
  'YYYY-MM-DD': 'day',
  'YYYY-MM-DD HH:mm': 'minute',
  'YYYY-MM': 'month',
};

/** A filled value as text: option labels for select and checkbox, the value itself otherwise. */
export function displayValue(item: TFormItem, value: TFormValue, separator: string): string {
  if (isEmptyFormValue(value)) return '';
  const label = (v: string) => item.items.find((option) => option.selectValue === v)?.selectText ?? v;
  if (Array.isArray(value)) return item.ctrlType === 'file' ? '' : value.map(label).join(separator);
  return item.ctrlType === 'select' ? label(value ?? '') : (value ?? '');
}
