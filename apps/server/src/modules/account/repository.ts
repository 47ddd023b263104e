import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { type DbOrTx, preparedPerDb } from '../../db/client';
import {
  companies,
  employees,
  loginAttempts,
  loginKnownSources,
  notifications,
  organizations,
  revokedTokens,
  sessionCutoffs,
} from '../../db/schema';
import { batchLoader } from '../../platform/batch';

/** What the session check hands on as `AuthUser.profile` (platform/auth `SessionProfile`). */
const sessionProfileColumns = {
  employeeName: employees.employeeName,
  employeeNo: employees.employeeNo,
  socialCity: employees.socialCity,
  employeeType: employees.employeeType,
  leaveStatus: employees.leaveStatus,
  wxImage: employees.wxImage,
  afService: employees.afService,
  afFundTransfer: employees.afFundTransfer,
  afEnterTransact: employees.afEnterTransact,
  afIncomeTransact: employees.afIncomeTransact,
  afLeaveTransact: employees.afLeaveTransact,
  serviceType: employees.serviceType,
  organizationName: organizations.name,
  companyName: companies.name,
};

/** Who the person is, besides the profile. */
const identityColumns = {
  eid: employees.eid,
  userName: employees.userName,
  companyId: employees.companyId,
  organizationId: employees.organizationId,
  roles: employees.roles,
};

const profileColumns = { ...identityColumns, passwordHash: employees.passwordHash, ...sessionProfileColumns };

function profileQuery(db: DbOrTx) {
  return db
    .select(profileColumns)
    .from(employees)
    .innerJoin(organizations, eq(organizations.id, employees.organizationId))
    .innerJoin(companies, eq(companies.id, employees.companyId));
}

const profileByUserName = preparedPerDb((db) =>
  profileQuery(db)
    .where(sql`lower(${employees.userName}) = ${sql.placeholder('userName')}`)
    .limit(1)
    .prepare('account_profile_by_user_name'),
);

const profileByEid = preparedPerDb((db) =>
  profileQuery(db)
    .where(eq(employees.eid, sql.placeholder('eid')))
    .limit(1)
    .prepare('account_profile_by_eid'),
);

export type EmployeeProfile = Awaited<ReturnType<typeof findProfileByEid>>;

/** `userName` must already be lower-cased; the unique index is on lower(user_name). */
export async function findProfileByUserName(db: DbOrTx, userName: string) {
  const rows = await profileByUserName(db).execute({ userName });
  return rows[0];
}

export async function findProfileByEid(db: DbOrTx, eid: string) {
  const rows = await profileByEid(db).execute({ eid });
  return rows[0];
}

/**
 * One employee's identity (name, number, company) by eid, for the modules that read someone else's
 * records (payroll, HR review) and must check the company first. No joins: the row alone.
 */
export async function findEmployee(db: DbOrTx, eid: string) {
  const [row] = await db
    .select({
      eid: employees.eid,
      companyId: employees.companyId,
      employeeName: employees.employeeName,
      employeeNo: employees.employeeNo,
    })
    .from(employees)
    .where(eq(employees.eid, eid))
    .limit(1);
  return row;
}

/** The profile comes as a nested object that drizzle builds once: nothing copies the row afterwards. */
const sessionColumns = { ...identityColumns, profile: sessionProfileColumns };

/**
 * The session check of several requests in one statement: one row per asked (eid, jti, issued-at)
 * that is still valid, with its position in the arrays (`k.i`, from 1).
 */
const sessionUsers = preparedPerDb((db) =>
  db
    .select({ ...sessionColumns, i: sql<number>`k.i`.mapWith(Number) })
    .from(
      sql`unnest(${sql.placeholder('eids')}::uuid[], ${sql.placeholder('jtis')}::uuid[],
        ${sql.placeholder('issuedAts')}::timestamptz[]) with ordinality as k(eid, jti, issued_at, i)`,
    )
    .innerJoin(employees, sql`${employees.eid} = k.eid`)
    .innerJoin(organizations, eq(organizations.id, employees.organizationId))
    .innerJoin(companies, eq(companies.id, employees.companyId))
    .where(
      and(
        sql`not exists (select 1 from ${revokedTokens} where ${revokedTokens.jti} = k.jti)`,
        sql`not exists (select 1 from ${sessionCutoffs} where ${sessionCutoffs.eid} = k.eid
          and ${sessionCutoffs.revokedBefore} >= k.issued_at
          and ${sessionCutoffs.keptJti} is distinct from k.jti)`,
      ),
    )
    .prepare('account_session_users'),
);

type SessionRow = Omit<Awaited<ReturnType<ReturnType<typeof sessionUsers>['execute']>>[number], 'i'>;

/** Ids of our own tokens and rows are UUIDs; anything else is nobody (and must not fail a batch). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** At most this many sessions in one statement. */
const SESSION_BATCH_MAX = 100;

function sessionBatchesOf(db: DbOrTx) {
  // The position is the row's last property: deleted in place rather than copying the row without it.
  const byPosition = (rows: readonly (SessionRow & { i?: number })[], count: number) => {
    const found: (SessionRow | undefined)[] = new Array(count).fill(undefined);
    for (const row of rows) {
      const i = row.i as number;
      delete row.i;
      found[i - 1] = row;
    }
    return found;
  };
  return {
    withDenyList: batchLoader<{ eid: string; jti: string; issuedAt: string }, SessionRow | undefined>(
      async (keys) =>
        byPosition(
          await sessionUsers(db).execute({
            eids: keys.map((k) => k.eid),
            jtis: keys.map((k) => k.jti),
            issuedAts: keys.map((k) => k.issuedAt),
          }),
          keys.length,
        ),
      { maxBatch: SESSION_BATCH_MAX },
    ),
  };
}
const sessionBatches = new WeakMap<DbOrTx, ReturnType<typeof sessionBatchesOf>>();

/**
 * Runs on every authenticated request. The checks of the requests that arrive together go to the
 * database as one statement (`batchLoader`): under load one round trip serves many requests, and
 * each still reads the rows as they are after it arrived, deny-list and cut-offs included.
 */
export async function findSessionUser(
  db: DbOrTx,
  eid: string,
  token: { jti: string; issuedAt: Date },
): Promise<SessionRow | undefined> {
  if (!UUID.test(eid) || !UUID.test(token.jti)) return undefined;
  let batches = sessionBatches.get(db);
  if (!batches) {
    batches = sessionBatchesOf(db);
    sessionBatches.set(db, batches);
  }
  return batches.withDenyList({ eid, jti: token.jti, issuedAt: token.issuedAt.toISOString() });
}

/**
 * Refuses every token of the user issued up to `before`, except the session `keptJti`. `onlyLater`:
 * a cut-off from the previous release's Redis (importPreviousRevocations) is taken only when it is
 * later than the one kept here, so importing again never lets an older token back in.
 */
export async function upsertSessionCutoff(
  db: DbOrTx,
  row: { eid: string; revokedBefore: Date; keptJti: string | null },
  options: { onlyLater?: boolean } = {},
) {
  await db
    .insert(sessionCutoffs)
    .values(row)
    .onConflictDoUpdate({
      target: sessionCutoffs.eid,
      set: { revokedBefore: row.revokedBefore, keptJti: row.keptJti },
      ...(options.onlyLater
        ? { setWhere: sql`${sessionCutoffs.revokedBefore} < excluded.revoked_before` }
        : {}),
    });
}

export async function insertRevokedToken(db: DbOrTx, row: { jti: string; eid: string; expiresAt: Date }) {
  await db.insert(revokedTokens).values(row).onConflictDoNothing();
}

/** Expired tokens are refused by their exp claim anyway, so their deny-list rows can go. */
export async function deleteExpiredRevokedTokens(db: DbOrTx, now: Date) {
  await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, now));
}

export type AttemptTaken =
  | { taken: true; failures: number }
  | { taken: false; failures: number; blockedUntil: Date };

/**
 * Counts an attempt on one counter before the password is checked, in one conditional upsert: a
 * counter still blocked at `now` is not counted and answers until when; a window that started
 * before `windowStartBefore` starts over. The row stays locked until the transaction ends, so
 * concurrent attempts on the same counter queue up behind it and see its count.
 */
export async function takeAttempt(
  tx: DbOrTx,
  args: { key: string; now: Date; windowStartBefore: Date },
): Promise<AttemptTaken> {
  const now = sql`${args.now.toISOString()}::timestamptz`;
  const expired = sql`${loginAttempts.windowStart} < ${args.windowStartBefore.toISOString()}::timestamptz`;
  const [taken] = await tx
    .insert(loginAttempts)
    .values({ key: args.key, failures: 1, windowStart: args.now })
    .onConflictDoUpdate({
      target: loginAttempts.key,
      set: {
        failures: sql`case when ${expired} then 1 else ${loginAttempts.failures} + 1 end`,
        windowStart: sql`case when ${expired} then ${now} else ${loginAttempts.windowStart} end`,
        blockedUntil: null,
      },
      setWhere: sql`${loginAttempts.blockedUntil} is null or ${loginAttempts.blockedUntil} <= ${now}`,
    })
    .returning({ failures: loginAttempts.failures });
  if (taken) return { taken: true, failures: taken.failures };
  const [blocked] = await tx
    .select({ failures: loginAttempts.failures, blockedUntil: loginAttempts.blockedUntil })
    .from(loginAttempts)
    .where(eq(loginAttempts.key, args.key));
  return { taken: false, failures: blocked?.failures ?? 0, blockedUntil: blocked?.blockedUntil ?? args.now };
}

export async function blockAttempts(tx: DbOrTx, key: string, until: Date) {
  await tx.update(loginAttempts).set({ blockedUntil: until }).where(eq(loginAttempts.key, key));
}

/**
 * Takes back an attempt that succeeded: it was counted as a failure while it was checked. A block
 * that the earlier failures alone (from `blockFrom` on) would have set stays.
 */
export async function releaseAttempt(db: DbOrTx, key: string, blockFrom: number) {
  const remaining = sql`greatest(${loginAttempts.failures} - 1, 0)`;
  await db
    .update(loginAttempts)
    .set({
      failures: remaining,
      blockedUntil: sql`case when ${remaining} >= ${blockFrom} then ${loginAttempts.blockedUntil} else null end`,
    })
    .where(eq(loginAttempts.key, key));
}

export async function blockedUntil(db: DbOrTx, key: string): Promise<Date | null> {
  const [row] = await db
    .select({ blockedUntil: loginAttempts.blockedUntil })
    .from(loginAttempts)
    .where(eq(loginAttempts.key, key));
  return row?.blockedUntil ?? null;
}

export async function clearAttempts(db: DbOrTx, key: string) {
  await db.delete(loginAttempts).where(eq(loginAttempts.key, key));
}

export async function isKnownSource(db: DbOrTx, userName: string, address: string, since: Date) {
  const rows = await db
    .select({ at: loginKnownSources.lastSuccessAt })
    .from(loginKnownSources)
    .where(
      and(
        eq(loginKnownSources.userName, userName),
        eq(loginKnownSources.address, address),
        gte(loginKnownSources.lastSuccessAt, since),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Remembers where an account logged in; addresses not used since `forgetBefore` are dropped. */
export async function rememberSource(
  db: DbOrTx,
  args: { userName: string; address: string; now: Date; forgetBefore: Date },
) {
  await db
    .insert(loginKnownSources)
    .values({ userName: args.userName, address: args.address, lastSuccessAt: args.now })
    .onConflictDoUpdate({
      target: [loginKnownSources.userName, loginKnownSources.address],
      set: { lastSuccessAt: args.now },
    });
  await db
    .delete(loginKnownSources)
    .where(
      and(
        eq(loginKnownSources.userName, args.userName),
        lt(loginKnownSources.lastSuccessAt, args.forgetBefore),
      ),
    );
}

/** The in-app message telling the owner that an address was locked out of their account. */
export async function insertNotice(
  db: DbOrTx,
  row: { eid: string; titleKey: string; params: Record<string, string | number> },
) {
  await db.insert(notifications).values(row);
}
