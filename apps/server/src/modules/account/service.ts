import {
  EMPLOYEE_TYPES,
  ErrorCode,
  menuForUser,
  ROLES,
  type TEmployeeType,
  type TLoginResult,
  type TRole,
  type TRoleFlags,
  type TUserInfo,
} from '@ehome/shared';
import type { LoginLockConfig } from '../../config';
import type { Db } from '../../db/client';
import type { AuthUser, SessionProfile } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { dummyPasswordHash, verifyPassword } from '../../platform/passwords';
import type { TokenService } from '../../platform/tokens';
import * as repo from './repository';
import type { SessionStore } from './session-store';

type Deps = {
  db: Db;
  clock: Clock;
  tokens: TokenService;
  sessions: SessionStore;
  loginLock: LoginLockConfig;
};

const MINUTE = 60_000;

const loginFailed = () => new AppError(ErrorCode.LoginFailed, 'error.LoginFailed');
const loginLocked = (until: Date, now: Date) =>
  new AppError(
    ErrorCode.LoginLocked,
    'error.LoginLocked',
    { minutes: Math.max(1, Math.ceil((until.getTime() - now.getTime()) / MINUTE)) },
    429,
  );

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
  p: SessionProfile & { eid: string; userName: string; roles: readonly string[] },
): TUserInfo {
  const flags: TRoleFlags = {
    af_service: p.afService,
    fundtransfer: p.afFundTransfer,
    enter_transact: p.afEnterTransact,
    income_transact: p.afIncomeTransact,
    leave_transact: p.afLeaveTransact,
  };
  const type = employeeType(p.employeeType);
  const held = parseRoles(p.roles);
  const menuList = menuOf(held, flags, type);
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
      menuList,
    },
  };
}

export function accountService({ db, clock, tokens, sessions, loginLock }: Deps) {
  return {
    /**
     * Wrong name and wrong password answer alike; an account with too many recent wrong passwords
     * is refused before the password is even checked, so the right one does not help while locked.
     */
    async login(userNameInput: string, password: string): Promise<TLoginResult> {
      const userName = userNameInput.trim().toLowerCase();
      const now = clock.now();
      const throttle = await repo.findThrottle(db, userName);
      if (throttle?.lockedUntil && throttle.lockedUntil > now) throw loginLocked(throttle.lockedUntil, now);

      const profile = await repo.findProfileByUserName(db, userName);
      const valid = await verifyPassword(profile?.passwordHash ?? (await dummyPasswordHash()), password);
      if (!profile || !valid) {
        await repo.recordLoginFailure(db, {
          userName,
          now,
          windowStartBefore: new Date(now.getTime() - loginLock.windowMinutes * MINUTE),
          maxFailures: loginLock.maxFailures,
          lockUntil: new Date(now.getTime() + loginLock.lockMinutes * MINUTE),
        });
        throw loginFailed();
      }
      if (throttle) await repo.clearThrottle(db, userName);
      const issued = await tokens.issue(profile.eid);
      return { token: issued.token, expiresIn: issued.expiresIn, userInfo: toUserInfo(profile) };
    },

    async logout(user: AuthUser): Promise<void> {
      await sessions.revoke({ jti: user.jti, eid: user.eid, expiresAt: user.tokenExpiresAt });
    },

    /** From the row the session check read for this request: no second read of the same row. */
    userInfo(user: AuthUser): TUserInfo {
      return toUserInfo({ ...user.profile, eid: user.eid, userName: user.userName, roles: user.roles });
    },
  };
}

export type AccountService = ReturnType<typeof accountService>;
