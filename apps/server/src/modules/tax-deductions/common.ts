import { ErrorCode } from '@ehome/shared/errors';
import { EDITABLE_STATUSES, type TRecordStatus } from '@ehome/shared/tax-deductions/constants';
import { type TProblem, yearChangeable } from '@ehome/shared/tax-deductions/rules';
import type { DbOrTx } from '../../db/client';
import { AppError, forbidden } from '../../platform/errors';
import { realNameStatus } from '../real-name/status';

/** Where the phone goes when real-name or the e-signature is missing (spec 3 §4, §8). */
export const REAL_NAME_PATH = '/realNameAuthentication';

export const refusal = (problem: TProblem, code: number = ErrorCode.InvalidInput) =>
  new AppError(code as never, problem.key, problem.params ?? {});
export const conflict = (key: TProblem['key'], params: Record<string, string | number> = {}) =>
  new AppError(ErrorCode.Conflict, key, params);
export const notFound = (key: TProblem['key']) => new AppError(ErrorCode.NotFound, key);

/**
 * A record and its items and vouchers change only in an editable status (not while submitted to HR,
 * spec 3 §4) and inside its year's window: what refuses a change, or null. The `editable` flag the
 * screens read is this rule too.
 */
export function changeProblem(record: { year: number; status: string }, today: string): TProblem | null {
  const open = yearChangeable(record.year, today);
  if (!open.ok) return open.problem;
  if (!EDITABLE_STATUSES.includes(record.status as TRecordStatus)) return { key: 'deduction.locked' };
  return null;
}

export function assertChangeable(record: { year: number; status: string }, today: string): void {
  const problem = changeProblem(record, today);
  if (problem) throw conflict(problem.key, problem.params);
}

/** Every saving call of the area first: a verified real name and the signed authorisation (403 otherwise). */
export async function requireRealName(db: DbOrTx, eid: string): Promise<void> {
  const status = await realNameStatus(db, eid);
  if (!status.verified || !status.signed)
    throw forbidden({ messageKey: 'deduction.realNameRequired', to: REAL_NAME_PATH });
}
