import {
  EMPLOYEE_TYPES,
  menuForUser,
  ROLES,
  type TEmployeeType,
  type TRole,
  type TRoleFlags,
  type TUserInfo,
} from '@ehome/shared';
import type { EmployeeProfile } from './repository';

function employeeType(value: string): TEmployeeType {
  return (EMPLOYEE_TYPES as readonly string[]).includes(value) ? (value as TEmployeeType) : 'Visitor';
}

/** Drops role names the code does not know (a newer database, a typo) instead of trusting them. */
export function parseRoles(values: string[]): TRole[] {
  return values.filter((r): r is TRole => (ROLES as readonly string[]).includes(r));
}

/** The session's user info (spec 3 §3) with the menu this person may see. */
export function toUserInfo(p: NonNullable<EmployeeProfile>): TUserInfo {
  const flags: TRoleFlags = {
    af_service: p.afService,
    fundtransfer: p.afFundTransfer,
    enter_transact: p.afEnterTransact,
    income_transact: p.afIncomeTransact,
    leave_transact: p.afLeaveTransact,
  };
  const type = employeeType(p.employeeType);
  const held = parseRoles(p.roles);
  return {
    eid: p.eid,
    userName: p.userName,
    employeeName: p.employeeName,
    employeeID: p.employeeNo,
    wxImage: p.wxImage,
    socialCity: p.socialCity,
    leaveStatus: p.leaveStatus,
    employeeType: type,
    organizationName: p.organizationName,
    companyName: p.companyName,
    roles: held,
    allMenu: {
      afEmployeeRoleList: [flags],
      menuList: menuForUser({ roles: held, flags, employeeType: type }),
    },
  };
}
