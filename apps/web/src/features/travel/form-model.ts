import { TravelType, type TTravelType } from '@ehome/shared/travel/constants';
import {
  checkTravelApply,
  isOutingTime,
  isTripDate,
  type TTravelField,
  type TTravelIssue,
  travelLength,
} from '@ehome/shared/travel/rules';
import type {
  TLocalTravelDetail,
  TLocalTravelSaveInput,
  TTravelCategory,
} from '@ehome/shared/travel/schemas';

export type TTravelForm = {
  categoryId: string;
  start: string;
  end: string;
  remark: string;
  arrivalName: string;
  transportation: string;
};

export const EMPTY_FORM: TTravelForm = {
  categoryId: '',
  start: '',
  end: '',
  remark: '',
  arrivalName: '',
  transportation: '',
};

export function formOfDetail(detail: TLocalTravelDetail): TTravelForm {
  return {
    categoryId: detail.applyCategoryId,
    start: detail.localTravelStartDate,
    end: detail.localTravelEndDate,
    remark: detail.remark,
    arrivalName: detail.arrivalName,
    transportation: detail.transportation,
  };
}

/** The length the form shows: hours rounded down to halves, or whole trip days; null until both ends are set. */
export function formLength(type: TTravelType, form: TTravelForm): number | null {
  const valid = type === TravelType.Outing ? isOutingTime : isTripDate;
  if (!valid(form.start) || !valid(form.end)) return null;
  return travelLength(type, form.start, form.end);
}

/** The server's rule (spec 1 §5) on the form, with the categories the form offers. */
export function formIssues(
  type: TTravelType,
  form: TTravelForm,
  categories: readonly TTravelCategory[],
  today: string,
): TTravelIssue[] {
  const category = categories.find((c) => c.applyCategoryId === form.categoryId);
  return checkTravelApply(
    { type, ...form, timeLength: String(formLength(type, form) ?? '') },
    {
      categoryOffered: category !== undefined,
      remarkRequired: category?.settingsObj.isRemarkRequired ?? false,
      today,
    },
  );
}

/** The first message per field, for the rows' error lines. */
export function issuesByField(issues: readonly TTravelIssue[]): Partial<Record<TTravelField, TTravelIssue>> {
  const byField: Partial<Record<TTravelField, TTravelIssue>> = {};
  for (const issue of issues) byField[issue.field] ??= issue;
  return byField;
}

/** Add/Update's payload (spec 1 §7 names); Add adopts the id the form made. */
export function payloadOf(
  type: TTravelType,
  form: TTravelForm,
  request: { id: string; isNew: boolean },
  approveStatus: 0 | 1,
): TLocalTravelSaveInput & { isNew: boolean } {
  return {
    isNew: request.isNew,
    // A new form's id is made on the phone, so files uploaded before the first save belong to it.
    LocalTravelId: request.id,
    ApplyCategoryId: form.categoryId,
    TimeLength: String(formLength(type, form) ?? ''),
    TimeLengthType: type,
    LocalTravelStartDate: form.start,
    LocalTravelEndDate: form.end,
    Remark: form.remark,
    ArrivalName: form.arrivalName,
    Transportation: form.transportation,
    approveStatus,
  };
}
