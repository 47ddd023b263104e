import { ErrorCode } from '@ehome/shared';
import type { LoginLockConfig } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/errors';
import * as repo from './repository';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
/** An address the owner logged in from within this time is theirs (office, home). */
const KNOWN_SOURCE_MS = 30 * 24 * 60 * MINUTE;

const locked = (until: Date, now: Date) =>
  new AppError(
    ErrorCode.LoginLocked,
    'error.LoginLocked',
    { minutes: Math.max(1, Math.ceil((until.getTime() - now.getTime()) / MINUTE)) },
    429,
  );
const delayed = (until: Date, now: Date) =>
  new AppError(
    ErrorCode.LoginLocked,
    'error.LoginDelayed',
    { seconds: Math.max(1, Math.ceil((until.getTime() - now.getTime()) / SECOND)) },
    429,
  );
const addressBlocked = () => new AppError(ErrorCode.RateLimited, 'error.RateLimited', {}, 429);

/** An attempt that was counted and may now have its password checked. */
export type LoginTicket = {
  userName: string;
  address: string;
  keys: { address: string; source: string; account: string | null };
  /** This attempt was the last one the source may make: if it fails, the source is locked out. */
  locksSource: boolean;
};

/**
 * Guessing protection (OWASP): each attempt is counted before its password is checked, so however
 * many arrive at once, no more than the allowed number are checked. Per account and address the
 * attempts are slowed, then the address is locked out; per account across addresses they are only
 * slowed, and never for an address the owner logged in from, so an attacker elsewhere cannot keep
 * the owner out; per address across accounts the failures are capped far above an office's typos.
 */
export function loginGuard(db: Db, config: LoginLockConfig) {
  const windowMs = config.windowMinutes * MINUTE;
  const backoff = (failures: number, after: number) =>
    config.delaySeconds * SECOND * 2 ** Math.min(failures - after, 20);

  return {
    async begin(userName: string, address: string, now: Date): Promise<LoginTicket> {
      const known = await repo.isKnownSource(
        db,
        userName,
        address,
        new Date(now.getTime() - KNOWN_SOURCE_MS),
      );
      const keys = {
        address: `address:${address}`,
        // The address goes last: it never holds a '|', so no name can make two pairs share a key.
        source: `source:${userName}|${address}`,
        account: known ? null : `account:${userName}`,
      };
      const addressBlock = await repo.blockedUntil(db, keys.address);
      if (addressBlock && addressBlock > now) throw addressBlocked();

      const attempt = { now, windowStartBefore: new Date(now.getTime() - windowMs) };
      // One transaction: a refusal by the account counter takes back the source's count. Every
      // attempt takes the counters in the same order, so concurrent ones queue and never deadlock.
      return db.transaction(async (tx) => {
        const bySource = await repo.takeAttempt(tx, { key: keys.source, ...attempt });
        if (!bySource.taken) {
          throw bySource.failures >= config.maxFailures
            ? locked(bySource.blockedUntil, now)
            : delayed(bySource.blockedUntil, now);
        }
        const locksSource = bySource.failures >= config.maxFailures;
        if (locksSource) {
          await repo.blockAttempts(tx, keys.source, new Date(now.getTime() + config.lockMinutes * MINUTE));
        } else if (bySource.failures >= config.delayAfter) {
          const wait = backoff(bySource.failures, config.delayAfter);
          await repo.blockAttempts(tx, keys.source, new Date(now.getTime() + wait));
        }

        if (keys.account) {
          const byAccount = await repo.takeAttempt(tx, { key: keys.account, ...attempt });
          if (!byAccount.taken) throw delayed(byAccount.blockedUntil, now);
          if (byAccount.failures >= config.accountDelayAfter) {
            const wait = Math.min(
              config.accountMaxDelaySeconds * SECOND,
              backoff(byAccount.failures, config.accountDelayAfter),
            );
            await repo.blockAttempts(tx, keys.account, new Date(now.getTime() + wait));
          }
        }
        return { userName, address, keys, locksSource };
      });
    },

    /** The password was right: the attempt was no failure, and the address is now the owner's. */
    async succeeded(ticket: LoginTicket, now: Date): Promise<void> {
      await repo.clearAttempts(db, ticket.keys.source);
      if (ticket.keys.account) {
        await repo.releaseAttempt(db, ticket.keys.account, config.accountDelayAfter);
      }
      await repo.rememberSource(db, {
        userName: ticket.userName,
        address: ticket.address,
        now,
        forgetBefore: new Date(now.getTime() - KNOWN_SOURCE_MS),
      });
    },

    /**
     * The attempt stays counted, and now counts against its address too (only failures do there:
     * a morning's burst of right passwords from one office must not block it); when it locked the
     * address out of the account, the account's owner is told.
     */
    async failed(ticket: LoginTicket, ownerEid: string | null, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        const byAddress = await repo.takeAttempt(tx, {
          key: ticket.keys.address,
          now,
          windowStartBefore: new Date(now.getTime() - windowMs),
        });
        if (byAddress.taken && byAddress.failures >= config.addressMaxFailures) {
          await repo.blockAttempts(tx, ticket.keys.address, new Date(now.getTime() + windowMs));
        }
      });
      if (!ticket.locksSource || !ownerEid) return;
      await repo.insertNotice(db, {
        eid: ownerEid,
        titleKey: 'account.notice.loginLocked',
        params: { address: ticket.address, minutes: config.lockMinutes },
      });
    },
  };
}

export type LoginGuard = ReturnType<typeof loginGuard>;
