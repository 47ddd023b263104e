import {
  checkMakeupForm,
  needsWorkStatus,
  type TMakeupFormInput,
  type TMakeupIssue,
} from '@ehome/shared/makeup-clock/rules';

export type TMakeupField = TMakeupIssue['field'];
export type TFieldErrors = Partial<Record<TMakeupField, TMakeupIssue>>;

/** The first issue of each field, as the form shows it under the field (the server's rule). */
export function fieldErrors(input: TMakeupFormInput, today: string): TFieldErrors {
  const errors: TFieldErrors = {};
  for (const issue of checkMakeupForm(input, today)) errors[issue.field] ??= issue;
  return errors;
}

/** The route's type (/AttendanceFillClock/{date}/{type}) as a make-up type; anything else: none chosen. */
export function typeOfParam(value: string | undefined): 0 | 1 | 2 | null {
  return value === '0' || value === '1' || value === '2' ? (Number(value) as 0 | 1 | 2) : null;
}

/** The form's values as sent: the work status only when the off-duty punch is made up. */
export function changeOf(input: {
  attendanceDate: string;
  type: number | null;
  remark: string;
  workStatus: number | null;
}) {
  return {
    attendanceDate: input.attendanceDate,
    type: input.type,
    remark: input.remark.trim(),
    workStatus: needsWorkStatus(input.type) ? input.workStatus : null,
    source: 1,
  };
}

/** Which make-up a day with a state asks for: sign-in missing or late -> on-duty, else off-duty. */
export function suggestedType(day: {
  state: string;
  signInTime: string | null;
  lateMinutes: number;
}): 0 | 1 | 2 {
  if (day.state === 'absent') return 2;
  if (!day.signInTime || day.lateMinutes > 0) return 0;
  return 1;
}
