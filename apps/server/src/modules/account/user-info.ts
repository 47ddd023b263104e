import {
  EMPLOYEE_TYPES,
  menuForUser,
  ROLES,
  type TEmployeeType,
  type TRole,
  type TRoleFlags,
  type TUserInfo,
} from '@ehome/shared';
import type { SessionProfile } from '../../platform/auth';

function employeeType(value: string): TEmployeeType {
  return (EMPLOYEE_TYPES as readonly string[]).includes(value) ? (value as TEmployeeType) : 'Visitor';
}

/** Drops role names the code does not know (a newer database, a typo) instead of trusting them. */
export function parseRoles(values: readonly string[]): TRole[] {
  return values.filter((r): r is TRole => (ROLES as readonly string[]).includes(r));
}

/**
 * The menu depends only on roles, flags and employee type, which few combinations share across a
 * company: built once per combination instead of on every GetUserInfo (2.4 % of one). Never
 * mutated after this (it is serialized as is).
 */
const menus = new Map<string, TUserInfo['allMenu']['menuList']>();
function menuOf(roles: TRole[], flags: TRoleFlags, type: TEmployeeType) {
  const key = `${roles.join(',')}|${Object.values(flags).map(Number).join('')}|${type}`;
  let menu = menus.get(key);
  if (menu === undefined) {
    menu = menuForUser({ roles, flags, employeeType: type });
    if (menus.size >= 1000) menus.clear();
    menus.set(key, menu);
  }
  return menu;
}

/** The session's user info (spec 3 §3) with the menu this person may see. */
export function toUserInfo(
  p: SessionProfile,
  who: { eid: string; userName: string; roles: readonly string[] },
): TUserInfo {
  const flags: TRoleFlags = {
    af_service: p.afService,
    fundtransfer: p.afFundTransfer,
    enter_transact: p.afEnterTransact,
    income_transact: p.afIncomeTransact,
    leave_transact: p.afLeaveTransact,
  };
  const type = employeeType(p.employeeType);
  const held = parseRoles(who.roles);
  return {
    eid: who.eid,
    userName: who.userName,
    employeeName: p.employeeName,
    employeeID: p.employeeNo,
    wxImage: p.wxImage,
    socialCity: p.socialCity,
    leaveStatus: p.leaveStatus,
    employeeType: type,
    organizationName: p.organizationName,
    companyName: p.companyName,
    serviceType: p.serviceType ?? '',
    roles: held,
    allMenu: {
      afEmployeeRoleList: [flags],
      menuList: menuOf(held, flags, type),
    },
  };
}
