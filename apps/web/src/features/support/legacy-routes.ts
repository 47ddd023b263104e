/**
 * Legacy route names of screens that already exist (spec 3 §2.6): each goes to the screen that does
 * what its name says, keeping the query; `:param`s carry over by name.
 */
export const LEGACY_ROUTES: Readonly<Record<string, string>> = {
  '/Repairworkattendance': '/ClockExceptions',
  '/Personnelagent': '/FillClockList',
  '/CommonAttendCard': '/Attendancecard',
  '/TonicCardMsgApprove': '/FillClockList',
  '/CommonAttendanceFillClock': '/ClockExceptions',
  '/CommonAttendanceDetail/:type/:ym': '/AttendanceDetail/:type/:ym',
  '/CommonApplicationforUP': '/CommonApplicationforleave',
  '/CommonLeaveApproval': '/ApprovalProcessLeave',
  '/Gooutdetails': '/GooutView',
  '/Goouting': '/Goout',
  '/Travel': '/Travelapplication',
  '/CommonApplyOut': '/Goout',
  '/CommonBusinessTravel': '/Travelapplication',
  '/OverTime': '/Overtimeapplication',
  '/Overtimeapplicationdetails': '/OverTimeView',
  '/CommonOvertimework': '/Overtimeapplication',
  '/CommonsApplicationAbsence': '/LeaveCancel',
  '/CommonsApplicationAbsenceDetails': '/LeaveCancelDetail',
  '/ApprovalListDeatils': '/LeaveCancelDetail',
  '/CommonsApprovalListDetails': '/LeaveCancelDetail',
  '/CommonShenpi': '/ApprovalProcess',
  '/CommonSignInApproval': '/FillClockList',
  '/Applyforinquiries': '/ApplicationInquiry',
  '/Applyforinquiriesdetails/:id': '/CommonApplicationforView?id=:id&name=ApplicationInquiry',
};

/** Where a legacy path goes: the target with the parameters filled in and the query kept. */
export function legacyTarget(
  pattern: string,
  params: Readonly<Record<string, string | undefined>>,
  search: string,
): string | null {
  const target = LEGACY_ROUTES[pattern];
  if (!target) return null;
  const filled = target.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  const query = search.replace(/^\?/, '');
  if (!query) return filled;
  return `${filled}${filled.includes('?') ? '&' : '?'}${query}`;
}
