import { http } from '../../../platform/http';

/** POST /api/AttendanceChange/Recall {ApplyId}: a make-up in approval goes back to draft (owner only). */
export function recallMakeup(applyId: string): Promise<unknown> {
  return http.post<unknown>('/api/AttendanceChange/Recall', { ApplyId: applyId }, { silent: true });
}

/** POST /api/AttendanceChange/Destory {ApplyId}: deletes a draft or rejected make-up (owner only). */
export function destroyMakeup(applyId: string): Promise<unknown> {
  return http.post<unknown>('/api/AttendanceChange/Destory', { ApplyId: applyId }, { silent: true });
}
