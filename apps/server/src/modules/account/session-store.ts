import type { Redis } from 'ioredis';
import type { Db } from '../../db/client';
import type { SessionLoader } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import * as repo from './repository';
import { parseRoles } from './user-info';

/** Where logged-out tokens are remembered until they expire. */
export type SessionStore = {
  revoke(token: { jti: string; eid: string; expiresAt: Date }): Promise<void>;
  /**
   * Logs out every session of the user issued up to `before` (a password reset or change), except
   * the one of `keepJti` (the session that changed the password), if given.
   */
  revokeAllOf(eid: string, before: Date, keepJti: string | null): Promise<void>;
  load: SessionLoader;
};

async function loadUser(db: Db, eid: string, token: { jti: string; issuedAt: Date } | null) {
  const row = await repo.findSessionUser(db, eid, token);
  if (!row) return null;
  return {
    eid: row.eid,
    userName: row.userName,
    roles: parseRoles(row.roles),
    companyId: row.companyId,
    organizationId: row.organizationId,
    profile: row.profile,
  };
}

/** Deny-list in the database: the revocation check joins the user lookup, one query per request. */
export function databaseSessionStore(db: Db, clock: Clock): SessionStore {
  return {
    async revoke(token) {
      await repo.insertRevokedToken(db, token);
      await repo.deleteExpiredRevokedTokens(db, clock.now());
    },
    async revokeAllOf(eid, before, keepJti) {
      await repo.upsertSessionCutoff(db, { eid, revokedBefore: before, keptJti: keepJti });
    },
    load: (claims) => loadUser(db, claims.eid, claims),
  };
}

/** Deny-list in Redis with the token's remaining life as TTL, so entries clean themselves up. */
/**
 * A user's cut-off lives as long as the longest token it can refuse (`tokenTtlSeconds`); it is read
 * with the deny-list entry in one MGET.
 */
export function redisSessionStore(db: Db, redis: Redis, clock: Clock, tokenTtlSeconds: number): SessionStore {
  const key = (jti: string) => `ehome:revoked:${jti}`;
  const cutoffKey = (eid: string) => `ehome:session-cutoff:${eid}`;
  return {
    async revoke(token) {
      const ttlMs = token.expiresAt.getTime() - clock.now().getTime();
      if (ttlMs > 0) await redis.set(key(token.jti), token.eid, 'PX', ttlMs);
    },
    async revokeAllOf(eid, before, keepJti) {
      const value = JSON.stringify({ before: before.getTime(), keep: keepJti });
      await redis.set(cutoffKey(eid), value, 'PX', tokenTtlSeconds * 1000 + 60_000);
    },
    async load(claims) {
      const [revoked, cutoff] = await redis.mget(key(claims.jti), cutoffKey(claims.eid));
      if (revoked) return null;
      if (cutoff) {
        const { before, keep } = JSON.parse(cutoff) as { before: number; keep: string | null };
        if (claims.issuedAt.getTime() <= before && claims.jti !== keep) return null;
      }
      return loadUser(db, claims.eid, null);
    },
  };
}
