import { and, eq, lt, sql } from 'drizzle-orm';
import { type DbOrTx, preparedPerDb } from '../../db/client';
import { companies, employees, loginThrottle, organizations, revokedTokens } from '../../db/schema';

const profileColumns = {
  eid: employees.eid,
  userName: employees.userName,
  passwordHash: employees.passwordHash,
  employeeName: employees.employeeName,
  employeeNo: employees.employeeNo,
  companyId: employees.companyId,
  organizationId: employees.organizationId,
  socialCity: employees.socialCity,
  employeeType: employees.employeeType,
  leaveStatus: employees.leaveStatus,
  wxImage: employees.wxImage,
  roles: employees.roles,
  afService: employees.afService,
  afFundTransfer: employees.afFundTransfer,
  afEnterTransact: employees.afEnterTransact,
  afIncomeTransact: employees.afIncomeTransact,
  afLeaveTransact: employees.afLeaveTransact,
  organizationName: organizations.name,
  companyName: companies.name,
};

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

const { passwordHash: _, ...sessionColumns } = profileColumns;

/**
 * Runs on every authenticated request: the user, unless the token's jti was revoked, in one round
 * trip. It reads the whole profile (two primary-key joins more) so that GetUserInfo needs no query.
 */
const sessionUser = preparedPerDb((db) =>
  db
    .select(sessionColumns)
    .from(employees)
    .innerJoin(organizations, eq(organizations.id, employees.organizationId))
    .innerJoin(companies, eq(companies.id, employees.companyId))
    .where(
      and(
        eq(employees.eid, sql.placeholder('eid')),
        sql`not exists (select 1 from ${revokedTokens} where ${revokedTokens.jti} = ${sql.placeholder('jti')})`,
      ),
    )
    .limit(1)
    .prepare('account_session_user'),
);

/** The same without the deny-list, for when revocations live in Redis. */
const sessionUserWithoutDenyList = preparedPerDb((db) =>
  db
    .select(sessionColumns)
    .from(employees)
    .innerJoin(organizations, eq(organizations.id, employees.organizationId))
    .innerJoin(companies, eq(companies.id, employees.companyId))
    .where(eq(employees.eid, sql.placeholder('eid')))
    .limit(1)
    .prepare('account_session_user_no_deny_list'),
);

export async function findSessionUser(db: DbOrTx, eid: string, jti: string | null) {
  const rows = jti
    ? await sessionUser(db).execute({ eid, jti })
    : await sessionUserWithoutDenyList(db).execute({ eid });
  return rows[0];
}

export async function insertRevokedToken(db: DbOrTx, row: { jti: string; eid: string; expiresAt: Date }) {
  await db.insert(revokedTokens).values(row).onConflictDoNothing();
}

/** Expired tokens are refused by their exp claim anyway, so their deny-list rows can go. */
export async function deleteExpiredRevokedTokens(db: DbOrTx, now: Date) {
  await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, now));
}

export async function findThrottle(db: DbOrTx, userName: string) {
  const rows = await db.select().from(loginThrottle).where(eq(loginThrottle.userName, userName)).limit(1);
  return rows[0];
}

/**
 * Counts one wrong password atomically (concurrent attempts cannot lose a count): a window older
 * than `windowStartBefore` starts over; reaching `maxFailures` sets the lock.
 */
export async function recordLoginFailure(
  db: DbOrTx,
  args: { userName: string; now: Date; windowStartBefore: Date; maxFailures: number; lockUntil: Date },
) {
  const expired = sql`${loginThrottle.windowStart} < ${args.windowStartBefore.toISOString()}::timestamptz`;
  const failures = sql`case when ${expired} then 1 else ${loginThrottle.failures} + 1 end`;
  const rows = await db
    .insert(loginThrottle)
    .values({
      userName: args.userName,
      failures: 1,
      windowStart: args.now,
      lockedUntil: args.maxFailures <= 1 ? args.lockUntil : null,
    })
    .onConflictDoUpdate({
      target: loginThrottle.userName,
      set: {
        failures,
        windowStart: sql`case when ${expired} then excluded.window_start else ${loginThrottle.windowStart} end`,
        lockedUntil: sql`case when ${failures} >= ${args.maxFailures} then ${args.lockUntil.toISOString()}::timestamptz else null end`,
      },
    })
    .returning();
  return rows[0];
}

export async function clearThrottle(db: DbOrTx, userName: string) {
  await db.delete(loginThrottle).where(eq(loginThrottle.userName, userName));
}
