import type { Redis } from 'ioredis';
import type { Db } from '../../db/client';
import type { SessionLoader } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import * as repo from './repository';
import { parseRoles } from './user-info';

/** Where logged-out tokens are remembered until they expire. */
export type SessionStore = {
  revoke(token: { jti: string; eid: string; expiresAt: Date }): Promise<void>;
  load: SessionLoader;
};

async function loadUser(db: Db, eid: string, jti: string | null) {
  const row = await repo.findSessionUser(db, eid, jti);
  if (!row) return null;
  const { userName, roles, companyId, organizationId, ...profile } = row;
  return { eid: row.eid, userName, roles: parseRoles(roles), companyId, organizationId, profile };
}

/** Deny-list in the database: the revocation check joins the user lookup, one query per request. */
export function databaseSessionStore(db: Db, clock: Clock): SessionStore {
  return {
    async revoke(token) {
      await repo.insertRevokedToken(db, token);
      await repo.deleteExpiredRevokedTokens(db, clock.now());
    },
    load: (claims) => loadUser(db, claims.eid, claims.jti),
  };
}

/** Deny-list in Redis with the token's remaining life as TTL, so entries clean themselves up. */
export function redisSessionStore(db: Db, redis: Redis, clock: Clock): SessionStore {
  const key = (jti: string) => `ehome:revoked:${jti}`;
  return {
    async revoke(token) {
      const ttlMs = token.expiresAt.getTime() - clock.now().getTime();
      if (ttlMs > 0) await redis.set(key(token.jti), token.eid, 'PX', ttlMs);
    },
    async load(claims) {
      if (await redis.exists(key(claims.jti))) return null;
      return loadUser(db, claims.eid, null);
    },
  };
}
