import type { TAttendanceChange, TMakeupSaved } from '@ehome/shared/makeup-clock/schemas';
import { http } from '../../../platform/http';

/**
 * POST /api/AttendanceChange/Add {AttendanceChange, approveStatus} (a new make-up) or Update
 * {ApplyId, AttendanceChange, approveStatus} (a draft). Silent: the form shows the refusal (a
 * taken shift answers returnTag 100 with 该班次已申请补打卡记录).
 */
export function saveMakeup(input: {
  applyId?: string;
  change: TAttendanceChange;
  approveStatus: 0 | 1;
}): Promise<TMakeupSaved> {
  const body = { AttendanceChange: input.change, approveStatus: input.approveStatus };
  return input.applyId
    ? http.post<TMakeupSaved>(
        '/api/AttendanceChange/Update',
        { ...body, ApplyId: input.applyId },
        { silent: true },
      )
    : http.post<TMakeupSaved>('/api/AttendanceChange/Add', body, { silent: true });
}
