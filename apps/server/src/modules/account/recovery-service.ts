import { randomInt } from 'node:crypto';
import {
  ErrorCode,
  type TCodePassword,
  type TModifyPassword,
  type TPasswordSet,
  type TSendSmsCode,
  type TSmsCodeSent,
  type TSmsPurpose,
} from '@ehome/shared';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../platform/auth';
import { businessDate, type Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { hashPassword, verifyPassword } from '../../platform/passwords';
import type { PiiCipher } from '../../platform/pii';
import type { SmsProvider } from '../sms/provider';
import * as repo from './recovery-repository';
import type { SessionStore } from './session-store';

/** Verification codes (issue 18): 6 digits, 5 minutes, one live code per mobile and purpose. */
export const SMS_LIMITS = {
  codeTtlSeconds: 5 * 60,
  resendAfterSeconds: 60,
  perMobilePerHour: 5,
  perMobilePerDay: 10,
  perAddressPerHour: 30,
  /** Wrong codes of a mobile in a business day before it is locked for the rest of the day. */
  wrongPerDay: 10,
} as const;

const HOUR_MS = 3_600_000;
/** Counter rows outlive their window a little; the key names the window, so this is only cleanup. */
const COUNTER_LIFE_MS = 48 * HOUR_MS;

type Deps = {
  db: Db;
  clock: Clock;
  timeZone: string;
  pii: PiiCipher;
  sms: SmsProvider;
  sessions: SessionStore;
  /** Outside production the development adapter's code is also answered (devCode). */
  showDevCode: boolean;
  log: { error(details: object, message: string): void };
};

const refused = (key: 'account.codeInvalid' | 'account.codeLocked' | 'account.oldPasswordWrong') =>
  new AppError(ErrorCode.Failed, key);
const limited = (
  key: 'account.sendTooSoon' | 'account.sendLimit' | 'account.addressLimit',
  params: Record<string, number> = {},
) => new AppError(ErrorCode.RateLimited, key, params);

export function accountRecoveryService({ db, clock, timeZone, pii, sms, sessions, showDevCode, log }: Deps) {
  const mobileHash = (mobile: string) => pii.blindIndex(`mobile:${mobile}`);
  // Keyed with the server's index key: a dump of the table does not give the 6 digits away.
  const codeHash = (purpose: TSmsPurpose, hash: string, code: string) =>
    pii.blindIndex(`sms-code:${purpose}:${hash}:${code}`);
  const wrongKey = (hash: string, now: Date) => `wrong:${hash}:${businessDate(now, timeZone)}`;

  /** Who gets the text: only a real account of the purpose; the caller answers alike either way. */
  async function recipient(purpose: TSmsPurpose, mobile: string) {
    if (purpose === 'register') return repo.pendingActivation(db, mobile);
    const accounts = await repo.activeAccountsOfMobile(db, mobile);
    return accounts.length === 1 ? accounts[0] : undefined;
  }

  /**
   * Uses a code: counted as wrong before it is checked (so concurrent guesses cannot pass the daily
   * limit together) and taken back when it was right. A used, replaced or expired code is wrong.
   */
  async function useCode(purpose: TSmsPurpose, mobile: string, code: string): Promise<string> {
    const now = clock.now();
    const hash = mobileHash(mobile);
    const key = wrongKey(hash, now);
    const taken = await repo.bumpCounter(db, {
      key,
      max: SMS_LIMITS.wrongPerDay,
      expiresAt: new Date(now.getTime() + COUNTER_LIFE_MS),
    });
    if (taken === null) throw refused('account.codeLocked');
    const used = await repo.consumeCode(db, {
      purpose,
      mobileHash: hash,
      codeHash: codeHash(purpose, hash, code),
      now,
    });
    if (used) {
      await repo.releaseCounter(db, key);
      return hash;
    }
    throw refused(taken >= SMS_LIMITS.wrongPerDay ? 'account.codeLocked' : 'account.codeInvalid');
  }

  return {
    /**
     * The same answer whether or not the mobile belongs to an account (and the same limits), but
     * only an account gets a text message.
     */
    async sendCode(input: TSendSmsCode, address: string): Promise<TSmsCodeSent> {
      const now = clock.now();
      const hash = mobileHash(input.mobile);
      if ((await repo.counterValue(db, wrongKey(hash, now))) >= SMS_LIMITS.wrongPerDay) {
        throw refused('account.codeLocked');
      }
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const hour = Math.floor(now.getTime() / HOUR_MS);
      const day = businessDate(now, timeZone);
      const expiresAt = new Date(now.getTime() + COUNTER_LIFE_MS);
      await repo.deleteExpiredCounters(db, now);
      // One transaction: a refusal by any limit counts nothing anywhere.
      await db.transaction(async (tx) => {
        const counted = async (key: string, max: number) =>
          (await repo.bumpCounter(tx, { key, max, expiresAt })) !== null;
        if (!(await counted(`address-hour:${address}:${hour}`, SMS_LIMITS.perAddressPerHour))) {
          throw limited('account.addressLimit');
        }
        if (
          !(await counted(`mobile-hour:${hash}:${hour}`, SMS_LIMITS.perMobilePerHour)) ||
          !(await counted(`mobile-day:${hash}:${day}`, SMS_LIMITS.perMobilePerDay))
        ) {
          throw limited('account.sendLimit');
        }
        const stored = await repo.replaceCode(tx, {
          purpose: input.purpose,
          mobileHash: hash,
          codeHash: codeHash(input.purpose, hash, code),
          sentAt: now,
          expiresAt: new Date(now.getTime() + SMS_LIMITS.codeTtlSeconds * 1000),
          sentAfter: new Date(now.getTime() - SMS_LIMITS.resendAfterSeconds * 1000),
        });
        if (!stored) {
          const last = (await repo.lastSentAt(tx, input.purpose, hash)) ?? now;
          const wait = Math.ceil(
            (last.getTime() + SMS_LIMITS.resendAfterSeconds * 1000 - now.getTime()) / 1000,
          );
          throw limited('account.sendTooSoon', { seconds: Math.max(1, wait) });
        }
      });
      if (await recipient(input.purpose, input.mobile)) {
        try {
          await sms.send({ mobile: input.mobile, code, minutesValid: SMS_LIMITS.codeTtlSeconds / 60 });
        } catch (err) {
          // Answering differently would tell that the mobile has an account; the user asks again.
          log.error({ err, purpose: input.purpose }, 'verification code not sent');
        }
      }
      return {
        resendAfter: SMS_LIMITS.resendAfterSeconds,
        expiresIn: SMS_LIMITS.codeTtlSeconds,
        ...(showDevCode && sms.kind === 'development' ? { devCode: code } : {}),
      };
    },

    /** /forgetPassword: a new password by code; every session of the user is logged out. */
    async resetPassword(input: TCodePassword): Promise<TPasswordSet> {
      await useCode('reset', input.mobile, input.code);
      const accounts = await repo.activeAccountsOfMobile(db, input.mobile);
      const account = accounts.length === 1 ? accounts[0] : undefined;
      if (!account) throw refused('account.codeInvalid');
      await repo.setPasswordHash(db, account.eid, await hashPassword(input.password));
      await sessions.revokeAllOf(account.eid, clock.now(), null);
      return { userName: account.userName };
    },

    /** /Password: an account HR created gets its first password by code. */
    async register(input: TCodePassword): Promise<TPasswordSet> {
      await useCode('register', input.mobile, input.code);
      const pending = await repo.pendingActivation(db, input.mobile);
      if (!pending) throw refused('account.codeInvalid');
      const passwordHash = await hashPassword(input.password);
      const done = await db.transaction(async (tx) => {
        if (!(await repo.markActivated(tx, pending.eid, clock.now()))) return false;
        await repo.setPasswordHash(tx, pending.eid, passwordHash);
        return true;
      });
      if (!done) throw refused('account.codeInvalid');
      return { userName: pending.userName };
    },

    /** /Modifypassword: every other session of the user is logged out; this one stays. */
    async modifyPassword(user: AuthUser, input: TModifyPassword): Promise<boolean> {
      const current = await repo.passwordHashOf(db, user.eid);
      if (!current || !(await verifyPassword(current, input.oldPassword)))
        throw refused('account.oldPasswordWrong');
      await repo.setPasswordHash(db, user.eid, await hashPassword(input.password));
      await sessions.revokeAllOf(user.eid, clock.now(), user.jti);
      return true;
    },
  };
}

export type AccountRecoveryService = ReturnType<typeof accountRecoveryService>;
