import { ErrorCode, type TLoginResult, type TUserInfo } from '@ehome/shared';
import type { LoginLockConfig } from '../../config';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { dummyPasswordHash, verifyPassword } from '../../platform/passwords';
import type { TokenService } from '../../platform/tokens';
import { loginGuard } from './login-guard';
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

const loginFailed = () => new AppError(ErrorCode.LoginFailed, 'error.LoginFailed');

export function accountService({ db, clock, tokens, sessions, loginLock }: Deps) {
  const guard = loginGuard(db, loginLock);
  return {
    /**
     * Wrong name and wrong password answer alike, and unknown names are counted like real ones.
     * The attempt is counted before the password is checked (loginGuard), so a refused attempt
     * never gets its password checked, the right one included.
     */
    async login(userNameInput: string, password: string, address: string): Promise<TLoginResult> {
      const userName = userNameInput.trim().toLowerCase();
      const now = clock.now();
      const ticket = await guard.begin(userName, address, now);
      const profile = await repo.findProfileByUserName(db, userName);
      const valid = await verifyPassword(profile?.passwordHash ?? (await dummyPasswordHash()), password);
      if (!profile || !valid) {
        await guard.failed(ticket, profile?.eid ?? null, clock.now());
        throw loginFailed();
      }
      await guard.succeeded(ticket, clock.now());
      const issued = await tokens.issue(profile.eid);
      return { token: issued.token, expiresIn: issued.expiresIn, userInfo: toUserInfo(profile, profile) };
    },

    async logout(user: AuthUser): Promise<void> {
      await sessions.revoke({ jti: user.jti, eid: user.eid, expiresAt: user.tokenExpiresAt });
    },

    /** From the row the session check read for this request: no second read of the same row. */
    userInfo(user: AuthUser): TUserInfo {
      return toUserInfo(user.profile, user);
    },
  };
}

export type AccountService = ReturnType<typeof accountService>;
