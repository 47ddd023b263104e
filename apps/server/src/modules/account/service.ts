import { ErrorCode, type TLoginResult, type TUserInfo } from '@ehome/shared';
import type { LoginLockConfig } from '../../config';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import { AppError, unauthorized } from '../../platform/errors';
import { dummyPasswordHash, verifyPassword } from '../../platform/passwords';
import type { TokenService } from '../../platform/tokens';
import * as repo from './repository';
import type { SessionStore } from './session-store';
import { toUserInfo } from './user-info';

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

    async userInfo(user: AuthUser): Promise<TUserInfo> {
      const profile = await repo.findProfileByEid(db, user.eid);
      if (!profile) throw unauthorized();
      return toUserInfo(profile);
    },
  };
}

export type AccountService = ReturnType<typeof accountService>;
