import type { Redis } from 'ioredis';
import type { Db } from '../../db/client';
import type { SessionLoader } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import { redisAnswering } from '../../platform/redis';
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

type Log = { warn(object: Record<string, unknown>, message: string): void };

/**
 * The deny-list and the cut-offs are in the database, on every deployment: the revocation check is
 * part of the session check's one (batched) statement, so a logged-out token is refused by every
 * instance with no second store on each request's path, and Redis being away changes nothing here
 * (docs/ARCHITECTURE.md, "Logged-out tokens are in PostgreSQL").
 *
 * `previousRelease`: the release before kept them in Redis only (`ehome:revoked:<jti>`,
 * `ehome:session-cutoff:<eid>`). During a rolling update its instances still read only Redis, so a
 * logout here is written there as well, when Redis answers; `importPreviousRevocations` brings what
 * they wrote into the database. Both can go a release later.
 */
export function databaseSessionStore(
  db: Db,
  clock: Clock,
  previousRelease?: { redis: Redis; tokenTtlSeconds: number; log: Log },
): SessionStore {
  /** Best effort: the database already holds the revocation, which is what this release reads. */
  const mirror = async (write: (redis: Redis) => Promise<unknown>) => {
    if (!previousRelease || !redisAnswering(previousRelease.redis)) return;
    try {
      await write(previousRelease.redis);
    } catch (err) {
      previousRelease.log.warn({ err }, 'logout not mirrored to Redis for the previous release');
    }
  };
  return {
    async revoke(token) {
      await repo.insertRevokedToken(db, token);
      await repo.deleteExpiredRevokedTokens(db, clock.now());
      const ttlMs = token.expiresAt.getTime() - clock.now().getTime();
      if (ttlMs > 0) await mirror((redis) => redis.set(revokedKey(token.jti), token.eid, 'PX', ttlMs));
    },
    async revokeAllOf(eid, before, keepJti) {
      await repo.upsertSessionCutoff(db, { eid, revokedBefore: before, keptJti: keepJti });
      const value = JSON.stringify({ before: before.getTime(), keep: keepJti });
      const ttlMs = (previousRelease?.tokenTtlSeconds ?? 0) * 1000 + 60_000;
      await mirror((redis) => redis.set(cutoffKey(eid), value, 'PX', ttlMs));
    },
    async load(claims) {
      const row = await repo.findSessionUser(db, claims.eid, claims);
      if (!row) return null;
      return {
        eid: row.eid,
        userName: row.userName,
        roles: parseRoles(row.roles),
        companyId: row.companyId,
        organizationId: row.organizationId,
        profile: row.profile,
      };
    },
  };
}

const REVOKED_PREFIX = 'ehome:revoked:';
const CUTOFF_PREFIX = 'ehome:session-cutoff:';
const revokedKey = (jti: string) => `${REVOKED_PREFIX}${jti}`;
const cutoffKey = (eid: string) => `${CUTOFF_PREFIX}${eid}`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The job that imports again once the previous release's instances are gone (a rolling update). */
export const IMPORT_PREVIOUS_REVOCATIONS_JOB = 'account.importPreviousRevocations';

/**
 * Copies the previous release's logouts and cut-offs from Redis into the database: run by every
 * instance as it starts and once more by a job (IMPORT_PREVIOUS_REVOCATIONS_JOB) after the rolling
 * update. Idempotent: a token already refused stays so, and a cut-off only moves later. Answers how
 * many entries it imported.
 */
export async function importPreviousRevocations(
  db: Db,
  redis: Redis,
  clock: Clock,
  log: Log,
): Promise<number> {
  let imported = 0;
  for (const prefix of [REVOKED_PREFIX, CUTOFF_PREFIX]) {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      cursor = next;
      if (keys.length === 0) continue;
      const pipeline = redis.pipeline();
      for (const key of keys) pipeline.get(key).pttl(key);
      const answers = (await pipeline.exec()) ?? [];
      for (const [i, key] of keys.entries()) {
        const value = answers[i * 2]?.[1];
        const ttlMs = answers[i * 2 + 1]?.[1];
        const id = key.slice(prefix.length);
        if (typeof value !== 'string' || typeof ttlMs !== 'number' || ttlMs <= 0 || !UUID.test(id)) continue;
        try {
          if (prefix === REVOKED_PREFIX) {
            if (!UUID.test(value)) continue;
            const expiresAt = new Date(clock.now().getTime() + ttlMs);
            await repo.insertRevokedToken(db, { jti: id, eid: value, expiresAt });
          } else {
            const { before, keep } = JSON.parse(value) as { before?: unknown; keep?: unknown };
            if (typeof before !== 'number') continue;
            const keptJti = typeof keep === 'string' && UUID.test(keep) ? keep : null;
            await repo.upsertSessionCutoff(
              db,
              { eid: id, revokedBefore: new Date(before), keptJti },
              { onlyLater: true },
            );
          }
          imported += 1;
        } catch (err) {
          // One entry that cannot be taken (not JSON, an employee since deleted) leaves the others.
          log.warn({ err, key }, 'a logout of the previous release was not imported');
        }
      }
    } while (cursor !== '0');
  }
  return imported;
}
