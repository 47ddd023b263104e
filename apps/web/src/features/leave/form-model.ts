import type { ZSaveStatus } from '@ehome/shared/approvals/schemas';
import { LeaveUom } from '@ehome/shared/leave/constants';
import type {
  TKinshipItem,
  TLeaveApplyDetail,
  TLeaveCategory,
  TLeaveCustomField,
  TLeavePolicy,
  ZLeaveApplyCreate,
  ZLeaveDaysBody,
} from '@ehome/shared/leave/schemas';
import type { z } from 'zod';
import { halfDayOptions } from './time-options';

/** The leave form as typed (strings as the pickers and inputs hold them). */
export type TLeaveForm = {
  categoryId: string;
  /** YYYY-MM-DD */
  startDate: string;
  /** HH:mm; only half-day and hourly types pick it, day types take the policy's. */
  startTime: string;
  endDate: string;
  endTime: string;
  marryDate: string;
  /** dictKey of the kinship dictionary. */
  kinship: string;
  twinCount: string;
  isPlaningCaesarean: boolean;
  /** Extension field values by fieldName. */
  extend: Record<string, string>;
  remark: string;
};

export const EMPTY_LEAVE_FORM: TLeaveForm = {
  categoryId: '',
  startDate: '',
  startTime: '',
  endDate: '',
  endTime: '',
  marryDate: '',
  kinship: '',
  twinCount: '',
  isPlaningCaesarean: false,
  extend: {},
  remark: '',
};

export type TLeaveSaveRequest = z.input<typeof ZLeaveApplyCreate>;
export type TLeaveDaysRequest = z.input<typeof ZLeaveDaysBody>;

/**
 * How a type's period is picked (spec 1 §5): whole days by date; half days (minLength under one
 * day) by date plus morning/afternoon; hourly types by date and time.
 */
export type TPeriodKind = 'day' | 'halfDay' | 'hour';
export function periodKind(category: Pick<TLeaveCategory, 'settingsObj'>): TPeriodKind {
  const { uom, minLength } = category.settingsObj;
  if (uom !== LeaveUom.Day) return 'hour';
  return minLength < 1 ? 'halfDay' : 'day';
}

export function demands(
  category: Pick<TLeaveCategory, 'settingsObj'> | undefined,
  field: TLeaveCustomField,
): boolean {
  return category?.settingsObj.customFields.includes(field) ?? false;
}

/**
 * The period as the API takes it ('YYYY-MM-DD HH:mm'), or null while a part is missing. Day types
 * run from the start of the working day to its end, as the server expects.
 */
export function periodOf(
  form: Pick<TLeaveForm, 'startDate' | 'startTime' | 'endDate' | 'endTime'>,
  category: Pick<TLeaveCategory, 'settingsObj'>,
  policy: TLeavePolicy,
): { startTime: string; endTime: string } | null {
  if (!form.startDate || !form.endDate) return null;
  if (periodKind(category) === 'day') {
    return {
      startTime: `${form.startDate} ${policy.workStartTime}`,
      endTime: `${form.endDate} ${policy.workEndTime}`,
    };
  }
  if (!form.startTime || !form.endTime) return null;
  return { startTime: `${form.startDate} ${form.startTime}`, endTime: `${form.endDate} ${form.endTime}` };
}

/** The custom fields a type demands, the others sent empty so a changed type leaves nothing behind. */
export function customFieldsOf(
  form: TLeaveForm,
  category: Pick<TLeaveCategory, 'settingsObj'>,
  kinships: readonly TKinshipItem[],
): Pick<TLeaveSaveRequest, 'marryDate' | 'kinship' | 'kinshipType' | 'twinCount' | 'isPlaningCaesarean'> {
  const kinship = demands(category, 'Kinship')
    ? kinships.find((item) => item.dictKey === form.kinship)
    : undefined;
  const twinCount = form.twinCount.trim();
  return {
    marryDate: demands(category, 'MarryDate') && form.marryDate ? form.marryDate : null,
    kinship: kinship?.dictKey ?? (demands(category, 'Kinship') && form.kinship ? form.kinship : null),
    kinshipType: kinship?.kinshipType ?? null,
    twinCount: demands(category, 'TwinCount') && twinCount !== '' ? Number(twinCount) : null,
    isPlaningCaesarean: demands(category, 'IsPlaningCaesarean') ? form.isPlaningCaesarean : null,
  };
}

/** Extension values in the order the type lists its fields; blank ones travel as empty strings. */
export function extendValuesOf(
  form: Pick<TLeaveForm, 'extend'>,
  fields: readonly { fieldName: string }[],
): { fieldName: string; fieldValue: string }[] {
  return fields.map(({ fieldName }) => ({ fieldName, fieldValue: (form.extend[fieldName] ?? '').trim() }));
}

/** GetLeaveDays' body for the form so far, or null until a type and a whole period are chosen. */
export function toLeaveDaysRequest(
  form: TLeaveForm,
  category: TLeaveCategory | undefined,
  policy: TLeavePolicy | undefined,
  kinships: readonly TKinshipItem[],
): TLeaveDaysRequest | null {
  if (!category || !policy) return null;
  const period = periodOf(form, category, policy);
  if (!period) return null;
  return { categoryId: category.applyCategoryId, ...period, ...customFieldsOf(form, category, kinships) };
}

/** Create/Update's body: the form, the length the server computed, and draft (0) or submit (1). */
export function toSaveRequest(
  form: TLeaveForm,
  context: {
    applyId: string;
    category: TLeaveCategory;
    policy: TLeavePolicy;
    kinships: readonly TKinshipItem[];
    extendFields: readonly { fieldName: string }[];
    timeLength: number | undefined;
  },
  approveStatus: z.infer<typeof ZSaveStatus>,
): TLeaveSaveRequest {
  const period = periodOf(form, context.category, context.policy);
  return {
    applyId: context.applyId,
    categoryId: context.category.applyCategoryId,
    startTime: period?.startTime ?? '',
    endTime: period?.endTime ?? '',
    timeLength: context.timeLength,
    remark: form.remark.trim(),
    ...customFieldsOf(form, context.category, context.kinships),
    ApplyExtendFieldList: extendValuesOf(form, context.extendFields),
    approveStatus,
  };
}

/** A saved request back in the form (editing a draft). */
export function formOfDetail(detail: TLeaveApplyDetail, policy: TLeavePolicy): TLeaveForm {
  const kind = periodKind(detail.category);
  const time = (value: string) => value.replace('T', ' ').slice(11, 16);
  const start = time(detail.startTime);
  const end = time(detail.endTime);
  const options = halfDayOptions(policy);
  const keep = (value: string, allowed: readonly { value: string }[]) =>
    allowed.some((option) => option.value === value) ? value : '';
  return {
    categoryId: detail.category.applyCategoryId,
    startDate: detail.startTime.slice(0, 10),
    startTime: kind === 'day' ? '' : kind === 'halfDay' ? keep(start, options.start) : start,
    endDate: detail.endTime.slice(0, 10),
    endTime: kind === 'day' ? '' : kind === 'halfDay' ? keep(end, options.end) : end,
    marryDate: detail.marryDate ?? '',
    kinship: detail.kinship ?? '',
    twinCount: detail.twinCount === null ? '' : String(detail.twinCount),
    isPlaningCaesarean: detail.isPlaningCaesarean ?? false,
    extend: Object.fromEntries(
      detail.ApplyExtendFieldList.map((field) => [field.fieldName, field.fieldValue]),
    ),
    remark: detail.remark,
  };
}

/** A saved draft sent again unchanged, to submit it from the view (Update with approveStatus 1). */
export function requestOfDetail(
  detail: TLeaveApplyDetail,
  approveStatus: z.infer<typeof ZSaveStatus>,
): TLeaveSaveRequest & { applyId: string } {
  return {
    applyId: detail.applyId,
    categoryId: detail.category.applyCategoryId,
    startTime: detail.startTime.replace('T', ' ').slice(0, 16),
    endTime: detail.endTime.replace('T', ' ').slice(0, 16),
    timeLength: detail.timeLength,
    remark: detail.remark,
    marryDate: detail.marryDate,
    kinship: detail.kinship,
    kinshipType: detail.kinshipType,
    twinCount: detail.twinCount,
    isPlaningCaesarean: detail.isPlaningCaesarean,
    ApplyExtendFieldList: detail.ApplyExtendFieldList.map(({ fieldName, fieldValue }) => ({
      fieldName,
      fieldValue,
    })),
    approveStatus,
  };
}
