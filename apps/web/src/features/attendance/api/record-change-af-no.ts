import { http } from '../../../platform/http';

/** status 0 after a clock-in, 1 after a clock-out (spec 1 §4). */
export type TChangeAfNo = { oldAFNo: string; status: 0 | 1 };

/**
 * POST /api/DearBATime/RecordChangeAFNo {oldAFNo, status}: tells HR this device punched under
 * another employee number before. Silent: it is a record for HR, not something the user acts on.
 */
export function recordChangeAfNo(body: TChangeAfNo): Promise<unknown> {
  return http.post<unknown>('/api/DearBATime/RecordChangeAFNo', body, { silent: true });
}
