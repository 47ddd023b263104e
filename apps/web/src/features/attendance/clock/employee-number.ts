import { PUNCH_EMPLOYEE_NO_KEY } from '../../../platform/storage-keys';

type TStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** localStorage when the browser lets the page use it (private modes may throw). */
function browserStorage(): TStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The employee number this device last punched under, if any. */
export function rememberedEmployeeNo(storage: TStorage | null = browserStorage()): string | null {
  try {
    return storage?.getItem(PUNCH_EMPLOYEE_NO_KEY) || null;
  } catch {
    return null;
  }
}

export function rememberEmployeeNo(employeeNo: string, storage: TStorage | null = browserStorage()): void {
  try {
    storage?.setItem(PUNCH_EMPLOYEE_NO_KEY, employeeNo);
  } catch {
    // A full or blocked storage only loses the change-of-number check, never the punch.
  }
}

/**
 * The old number to report after a punch (spec 1 §4): the remembered one when the record's number
 * differs from it; nothing on the first punch of a device or when the number is the same.
 */
export function changedFrom(remembered: string | null, current: string): string | null {
  const now = current.trim();
  if (!remembered || !now || remembered === now) return null;
  return remembered;
}
