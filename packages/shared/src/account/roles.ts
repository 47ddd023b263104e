/**
 * Roles a person may hold; a user holds one or more. counterLeader sets a counter's GPS position;
 * brandAdmin (of a brand, S, M, N, L or H) enables repeated positioning (spec 3 §2.4, §4, §6).
 * payroll reads and loads the company's pay records (payslips are closed to HR without it, issue 18).
 */
export const ROLES = [
  'employee',
  'manager',
  'hr',
  'admin',
  'counterLeader',
  'brandAdmin',
  'payroll',
] as const;
export type TRole = (typeof ROLES)[number];

/** Service flags of the session menu (spec 3 §3, §6: afEmployeeRoleList). */
export const ROLE_FLAGS = [
  'af_service',
  'fundtransfer',
  'enter_transact',
  'income_transact',
  'leave_transact',
] as const;
export type TRoleFlag = (typeof ROLE_FLAGS)[number];
export type TRoleFlags = Record<TRoleFlag, boolean>;

/** Employee types; only CiicEmployee may add children (spec 3 §6). */
export const EMPLOYEE_TYPES = ['CiicEmployee', 'Visitor', 'Temporary'] as const;
export type TEmployeeType = (typeof EMPLOYEE_TYPES)[number];

/**
 * leaveStatus of the user info: 0 onboarding (materials still to upload, spec 3 §2.1),
 * 1 in service, 2 departed (cannot get proofs, spec 3 §6).
 */
export const LeaveStatus = { Onboarding: 0, InService: 1, Departed: 2 } as const;
export type TLeaveStatus = (typeof LeaveStatus)[keyof typeof LeaveStatus];

/** Roles that approve requests of others. */
export const APPROVER_ROLES: readonly TRole[] = ['manager', 'hr', 'admin'];
/** Roles that administer company settings (attendance locations, rules). */
export const HR_ROLES: readonly TRole[] = ['hr', 'admin'];

export const hasAnyRole = (held: readonly TRole[], wanted: readonly TRole[]) =>
  held.some((r) => wanted.includes(r));
