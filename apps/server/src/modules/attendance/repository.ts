import type { TLocalizedText } from '@ehome/shared';
import { and, asc, between, count, desc, eq, isNotNull, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { batchedSelect, isTransaction } from '../../db/batched';
import { type DbOrTx, preparedPerDb, queryRows } from '../../db/client';
import {
  attendanceRecords,
  attendanceRules,
  clockExceptions,
  employeeNumberChanges,
  employees,
  organizations,
} from '../../db/schema';
import { batchLoader } from '../../platform/batch';
import type { ApprovedRequest, PunchRepair, SourceParams } from './ports';

export type PunchLocation = {
  id: string;
  organizationId: string;
  name: string;
  latitude: number;
  longitude: number;
  limit: number;
};

/**
 * The punch points an employee may use: those of their organisation and of every organisation
 * above it (a head-office point serves its departments), with the depth of their organisation.
 */
const punchPointsSql = (organizationId: SQL | Placeholder) =>
  sql`with recursive chain(id, parent_id, depth) as (
        select o.id, o.parent_id, 0 from organizations o where o.id = ${organizationId}
        union all
        select o.id, o.parent_id, c.depth + 1 from organizations o join chain c on o.id = c.parent_id
        where c.depth < 20
      )
      select l.id, l.organization_id, l.remark, l.latitude, l.longitude, l.limit_meters, c.depth, l.created_at
      from attendance_locations l join chain c on c.id = l.organization_id`;

const punchPointColumns = {
  id: sql<string | null>`p.id`,
  organizationId: sql<string | null>`p.organization_id`,
  remark: sql<string | null>`p.remark`,
  latitude: sql<string | null>`p.latitude`,
  longitude: sql<string | null>`p.longitude`,
  limitMeters: sql<number | null>`p.limit_meters`,
};

type PunchPointRow = { [K in keyof typeof punchPointColumns]: (typeof punchPointColumns)[K]['_']['type'] };

function toPunchLocations(rows: PunchPointRow[]): PunchLocation[] {
  return rows
    .filter((r) => r.id !== null)
    .map((r) => ({
      id: r.id as string,
      organizationId: r.organizationId as string,
      name: r.remark ?? '',
      latitude: Number(r.latitude),
      longitude: Number(r.longitude),
      limit: r.limitMeters as number,
    }));
}

// Prepared per database handle: the clock card and every punch read these, so Drizzle's SQL
// building and PostgreSQL's planning of the recursive query are paid once per connection.
const punchLocationsStatement = preparedPerDb((db) =>
  db
    .select(punchPointColumns)
    .from(sql`(${punchPointsSql(sql.placeholder('organizationId'))}) as p`)
    .orderBy(sql`p.depth`, sql`p.created_at`)
    .prepare('attendance_punch_locations'),
);

/** The punch points of an organisation, nearest organisation first. */
export async function listPunchLocations(db: DbOrTx, organizationId: string): Promise<PunchLocation[]> {
  return toPunchLocations(await punchLocationsStatement(db).execute({ organizationId }));
}

/**
 * What a punch checks before it writes, in one round trip: the day's sign-in (null when there is
 * none yet) and the punch points (as listPunchLocations). One row per point, or one row without a
 * point when there is none.
 */
const punchContextStatement = preparedPerDb((db) =>
  db
    .select({ signInAt: sql`r.sign_in_at`.mapWith(attendanceRecords.signInAt), ...punchPointColumns })
    .from(
      sql`(select 1) as one
        left join attendance_records r
          on r.eid = ${sql.placeholder('eid')} and r.attendance_date = ${sql.placeholder('date')}
        left join (${punchPointsSql(sql.placeholder('organizationId'))}) as p on true`,
    )
    .orderBy(sql`p.depth`, sql`p.created_at`)
    .prepare('attendance_punch_context'),
);

/** The punches of a morning arrive together: their contexts are read in one statement. */
const punchContexts = batchedSelect(punchContextStatement, {
  name: 'attendance_punch_context',
  types: { eid: 'uuid', date: 'date', organizationId: 'uuid' },
});

export async function findPunchContext(
  db: DbOrTx,
  eid: string,
  date: string,
  organizationId: string,
): Promise<{ signInAt: Date | null; locations: PunchLocation[] }> {
  const rows = await punchContexts(db, { eid, date, organizationId });
  return {
    signInAt: (rows[0]?.signInAt as Date | null | undefined) ?? null,
    locations: toPunchLocations(rows),
  };
}

/** One's out-of-range attempt of a day as the clock card shows it. */
export type OwnException = {
  id: string;
  kind: string;
  occurredAt: Date;
  distance: number;
  limitMeters: number;
  locationName: string | null;
  status: number;
};
type OwnExceptionJson = Omit<OwnException, 'occurredAt'> & { occurredAt: string };

/**
 * What the clock card shows of a day besides its schedule, in one round trip: the day's punches,
 * one's out-of-range attempts of the day (oldest first) and the punch points (as
 * listPunchLocations). One row per point, or one row without a point when there is none.
 */
const dayCardStatement = preparedPerDb((db) => {
  const eid = sql.placeholder('eid');
  const date = sql.placeholder('date');
  return db
    .select({
      attendanceDate: sql`r.attendance_date`.mapWith(attendanceRecords.attendanceDate),
      signInAt: sql`r.sign_in_at`.mapWith(attendanceRecords.signInAt),
      signOutAt: sql`r.sign_out_at`.mapWith(attendanceRecords.signOutAt),
      exceptions: sql<OwnExceptionJson[] | null>`e.list`,
      ...punchPointColumns,
    })
    .from(
      sql`(select 1) as one
        left join attendance_records r on r.eid = ${eid} and r.attendance_date = ${date}
        left join lateral (
          select json_agg(json_build_object('id', x.id, 'kind', x.kind, 'occurredAt', x.occurred_at,
            'distance', x.distance, 'limitMeters', x.limit_meters, 'locationName', x.location_name,
            'status', x.status) order by x.occurred_at) as list
          from clock_exceptions x where x.eid = ${eid} and x.attendance_date = ${date}
        ) as e on true
        left join (${punchPointsSql(sql.placeholder('organizationId'))}) as p on true`,
    )
    .orderBy(sql`p.depth`, sql`p.created_at`)
    .prepare('attendance_day_card');
});

export async function findDayCard(
  db: DbOrTx,
  eid: string,
  date: string,
  organizationId: string,
): Promise<{ record: DayRecord | null; exceptions: OwnException[]; locations: PunchLocation[] }> {
  const rows = await dayCardStatement(db).execute({ eid, date, organizationId });
  const first = rows[0];
  return {
    record: first?.attendanceDate
      ? {
          attendanceDate: first.attendanceDate as string,
          signInAt: (first.signInAt as Date | null) ?? null,
          signOutAt: (first.signOutAt as Date | null) ?? null,
        }
      : null,
    exceptions: (first?.exceptions ?? []).map((e) => ({ ...e, occurredAt: new Date(e.occurredAt) })),
    locations: toPunchLocations(rows),
  };
}

export type AttendanceRecord = typeof attendanceRecords.$inferSelect;

// Prepared (built once, planned once per connection): the month views read a range of records,
// the mobile data and a lost clock-in race one record.
const recordStatement = preparedPerDb((db) =>
  db
    .select()
    .from(attendanceRecords)
    .where(
      and(
        eq(attendanceRecords.eid, sql.placeholder('eid')),
        eq(attendanceRecords.attendanceDate, sql.placeholder('date')),
      ),
    )
    .limit(1)
    .prepare('attendance_record'),
);

export async function findRecord(db: DbOrTx, eid: string, date: string) {
  const rows = await recordStatement(db).execute({ eid, date });
  return rows[0];
}

/** A request source's rows as the one statement of daySourcesStatement returns them (JSON). */
type SourceRowJson = {
  apply_id: string;
  category_code: string;
  category_names: TLocalizedText;
  start_time: string;
  end_time: string;
};
type RepairRowJson = { apply_id: string; attendance_date: string; punch: string; approve_status: number };
type RecordRowJson = { attendance_date: string; sign_in_at: string | null; sign_out_at: string | null };

/** What daySourcesStatement read: one list per request source given, and what was asked besides. */
export type DaySources = {
  requests: ApprovedRequest[][];
  repairs: PunchRepair[];
  records: DayRecord[];
};

/** pg and PGlite hand json over parsed; a driver that does not gets parsed here. */
const jsonList = <T>(value: unknown): T[] =>
  (typeof value === 'string' ? JSON.parse(value) : (value ?? [])) as T[];

/**
 * What judging a range of days reads besides the schedule, in one prepared statement: the
 * approved requests of every source that offers its query (RequestSource.approvedSql), the
 * make-ups (PunchRepairSource.sql) and, when asked, the punches; each a JSON list in a column of
 * one row. Built once per database and shape; `name` must differ between shapes.
 */
export function daySourcesStatement(shape: {
  name: string;
  requests: readonly ((params: SourceParams) => SQL)[];
  repairs: ((params: SourceParams) => SQL) | null;
  records: boolean;
}) {
  const params: SourceParams = {
    eid: sql.placeholder('eid'),
    from: sql`${sql.placeholder('from')}::timestamptz`,
    to: sql`${sql.placeholder('to')}::timestamptz`,
    fromDate: sql`${sql.placeholder('fromDate')}::date`,
    toDate: sql`${sql.placeholder('toDate')}::date`,
  };
  const list = (query: SQL, order: SQL) =>
    sql`(select coalesce(json_agg(t order by ${order}), '[]'::json) from (${query}) t)`;
  const columns: Record<string, SQL> = {};
  shape.requests.forEach((build, i) => {
    columns[`r${i}`] = list(build(params), sql`t.start_time, t.apply_id`);
  });
  if (shape.repairs) columns.repairs = list(shape.repairs(params), sql`t.attendance_date, t.apply_id`);
  if (shape.records) {
    columns.records = list(
      sql`select attendance_date::text as attendance_date, sign_in_at, sign_out_at from attendance_records
        where eid = ${params.eid} and attendance_date between ${params.fromDate} and ${params.toDate}`,
      sql`t.attendance_date`,
    );
  }
  const statement = preparedPerDb((db) =>
    db.select(columns).from(sql`(select 1) as one`).prepare(shape.name),
  );
  // The calendars and clock cards asked for together go to the database as one statement.
  const rowsOf = batchedSelect(statement, {
    name: shape.name,
    types: { eid: 'uuid', from: 'timestamptz', to: 'timestamptz', fromDate: 'date', toDate: 'date' },
  });
  return async (
    db: DbOrTx,
    eid: string,
    from: Date,
    to: Date,
    fromDate: string,
    toDate: string,
  ): Promise<DaySources> => {
    const [row] = await rowsOf(db, {
      eid,
      from: from.toISOString(),
      to: to.toISOString(),
      fromDate,
      toDate,
    });
    const values = (row ?? {}) as Record<string, unknown>;
    return {
      requests: shape.requests.map((_, i) =>
        jsonList<SourceRowJson>(values[`r${i}`]).map((r) => ({
          applyId: r.apply_id,
          categoryCode: r.category_code,
          categoryName: r.category_names.zh,
          categoryNames: r.category_names,
          start: new Date(r.start_time),
          end: new Date(r.end_time),
        })),
      ),
      repairs: jsonList<RepairRowJson>(values.repairs).map((r) => ({
        applyId: r.apply_id,
        date: r.attendance_date,
        punch: r.punch as 'in' | 'out',
        approveStatus: r.approve_status as 1 | 2,
      })),
      records: jsonList<RecordRowJson>(values.records).map((r) => ({
        attendanceDate: r.attendance_date,
        signInAt: r.sign_in_at === null ? null : new Date(r.sign_in_at),
        signOutAt: r.sign_out_at === null ? null : new Date(r.sign_out_at),
      })),
    };
  };
}

/** What judging a day needs of its record. */
const dayRecordColumns = {
  attendanceDate: attendanceRecords.attendanceDate,
  signInAt: attendanceRecords.signInAt,
  signOutAt: attendanceRecords.signOutAt,
};
export type DayRecord = { attendanceDate: string; signInAt: Date | null; signOutAt: Date | null };

const recordsStatement = preparedPerDb((db) =>
  db
    .select(dayRecordColumns)
    .from(attendanceRecords)
    .where(
      and(
        eq(attendanceRecords.eid, sql.placeholder('eid')),
        between(attendanceRecords.attendanceDate, sql.placeholder('from'), sql.placeholder('to')),
      ),
    )
    .orderBy(asc(attendanceRecords.attendanceDate))
    .prepare('attendance_records'),
);

/** The punches of an employee's days from `from` to `to`, by date. */
export async function listRecords(db: DbOrTx, eid: string, from: string, to: string): Promise<DayRecord[]> {
  return recordsStatement(db).execute({ eid, from, to });
}

export type PunchWrite = {
  at: Date;
  longitude: number;
  latitude: number;
  locationId: string | null;
  distance: number | null;
  source: 'clock' | 'mobile' | 'review';
};

/**
 * The day's first clock-in, prepared (it runs in the morning rush). On a conflict the columns take
 * the proposed (`excluded`) values, which are the placeholders' values.
 */
const signInStatement = preparedPerDb((db) =>
  db
    .insert(attendanceRecords)
    .values({
      eid: sql.placeholder('eid'),
      attendanceDate: sql.placeholder('date'),
      signInAt: sql.placeholder('at'),
      signInLongitude: sql.placeholder('longitude'),
      signInLatitude: sql.placeholder('latitude'),
      signInLocationId: sql.placeholder('locationId'),
      signInDistance: sql.placeholder('distance'),
      signInSource: sql.placeholder('source'),
      restDayWork: sql.placeholder('restDayWork'),
      updatedAt: sql.placeholder('at'),
    })
    .onConflictDoUpdate({
      target: [attendanceRecords.eid, attendanceRecords.attendanceDate],
      set: {
        signInAt: sql`excluded.sign_in_at`,
        signInLongitude: sql`excluded.sign_in_longitude`,
        signInLatitude: sql`excluded.sign_in_latitude`,
        signInLocationId: sql`excluded.sign_in_location_id`,
        signInDistance: sql`excluded.sign_in_distance`,
        signInSource: sql`excluded.sign_in_source`,
        restDayWork: sql`excluded.rest_day_work`,
        updatedAt: sql`excluded.updated_at`,
      },
      setWhere: sql`${attendanceRecords.signInAt} is null`,
    })
    .returning({ id: attendanceRecords.id })
    .prepare('attendance_sign_in'),
);

type SignIn = {
  eid: string;
  date: string;
  at: Date;
  longitude: number;
  latitude: number;
  locationId: string | null;
  distance: number | null;
  source: PunchWrite['source'];
  restDayWork: boolean;
};

/**
 * The clock-ins that arrive together (9:00 at a big office) as one insert: one statement and one
 * commit for all of them. Each row is still the statement's own (eid, date) upsert with the
 * `sign_in_at is null` guard, so what each caller learns is what its own insert would have told
 * it. Two clock-ins of one person in the same batch make PostgreSQL refuse the statement (a row
 * affected twice); the batch is then run caller by caller and the second finds the first.
 */
function signInsOf(db: DbOrTx) {
  return batchLoader<SignIn, boolean>(
    async (rows) => {
      if (rows.length === 1) return [(await signInStatement(db).execute(rows[0] as SignIn)).length > 0];
      const inserted = await queryRows<{ eid: string; date: string }>(
        db,
        sql`insert into ${attendanceRecords} (eid, attendance_date, sign_in_at, sign_in_longitude,
            sign_in_latitude, sign_in_location_id, sign_in_distance, sign_in_source, rest_day_work, updated_at)
          select k.eid, k.date, k.at, k.longitude, k.latitude, k."locationId", k.distance, k.source,
            k."restDayWork", k.at
          from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as k(eid uuid, date date, at timestamptz,
            longitude double precision, latitude double precision, "locationId" uuid, distance integer,
            source text, "restDayWork" boolean)
          on conflict (eid, attendance_date) do update set
            sign_in_at = excluded.sign_in_at, sign_in_longitude = excluded.sign_in_longitude,
            sign_in_latitude = excluded.sign_in_latitude, sign_in_location_id = excluded.sign_in_location_id,
            sign_in_distance = excluded.sign_in_distance, sign_in_source = excluded.sign_in_source,
            rest_day_work = excluded.rest_day_work, updated_at = excluded.updated_at
          where ${attendanceRecords.signInAt} is null
          returning eid::text as eid, attendance_date::text as date`,
      );
      const done = new Set(inserted.map((r) => `${r.eid}|${r.date}`));
      return rows.map((r) => done.has(`${r.eid}|${r.date}`));
    },
    { maxBatch: 200 },
  );
}
const signIns = new WeakMap<DbOrTx, (row: SignIn) => Promise<boolean>>();

/**
 * The day's first clock-in. A day can be signed in once: the unique (eid, date) row and the
 * `sign_in_at is null` guard make a second or concurrent clock-in return nothing.
 */
export async function insertSignIn(
  db: DbOrTx,
  eid: string,
  date: string,
  punch: PunchWrite,
  restDayWork: boolean,
): Promise<boolean> {
  const row: SignIn = {
    eid,
    date,
    at: punch.at,
    longitude: punch.longitude,
    latitude: punch.latitude,
    locationId: punch.locationId,
    distance: punch.distance,
    source: punch.source,
    restDayWork,
  };
  if (isTransaction(db)) return (await signInStatement(db).execute(row)).length > 0;
  let load = signIns.get(db);
  if (!load) {
    load = signInsOf(db);
    signIns.set(db, load);
  }
  return load(row);
}

/**
 * The day's clock-out, prepared (every clock-out runs it): the row is locked in the CTE, so the
 * previous sign-out it returns is the one this update replaced.
 */
const signOutStatement = preparedPerDb((db) => {
  const previous = db.$with('previous').as(
    db
      .select({ id: attendanceRecords.id, signOutAt: attendanceRecords.signOutAt })
      .from(attendanceRecords)
      .where(
        and(
          eq(attendanceRecords.eid, sql.placeholder('eid')),
          eq(attendanceRecords.attendanceDate, sql.placeholder('date')),
          isNotNull(attendanceRecords.signInAt),
        ),
      )
      .for('update'),
  );
  return db
    .with(previous)
    .update(attendanceRecords)
    .set({
      signOutAt: sql`${sql.placeholder('at')}`,
      signOutLongitude: sql`${sql.placeholder('longitude')}`,
      signOutLatitude: sql`${sql.placeholder('latitude')}`,
      signOutLocationId: sql`${sql.placeholder('locationId')}`,
      signOutDistance: sql`${sql.placeholder('distance')}`,
      signOutSource: sql`${sql.placeholder('source')}`,
      updatedAt: sql`${sql.placeholder('at')}`,
    })
    .from(previous)
    .where(eq(attendanceRecords.id, previous.id))
    .returning({ previous: previous.signOutAt })
    .prepare('attendance_sign_out');
});

/**
 * The day's clock-out: only after a clock-in; a later one replaces the earlier (the last counts).
 * Answers whether a sign-in existed and whether an earlier sign-out was replaced.
 */
export async function updateSignOut(
  db: DbOrTx,
  eid: string,
  date: string,
  punch: PunchWrite,
): Promise<{ updated: boolean; replaced: boolean }> {
  const rows = await signOutStatement(db).execute({
    eid,
    date,
    at: punch.at,
    longitude: punch.longitude,
    latitude: punch.latitude,
    locationId: punch.locationId,
    distance: punch.distance,
    source: punch.source,
  });
  return { updated: rows.length > 0, replaced: rows.length > 0 && rows[0]?.previous != null };
}

/**
 * A punch HR accepted from an out-of-range attempt: the earliest sign-in and the latest sign-out
 * of the day win, so accepting never moves a punch the wrong way.
 */
export async function applyAcceptedPunch(
  db: DbOrTx,
  eid: string,
  date: string,
  kind: 'in' | 'out',
  punch: PunchWrite,
): Promise<void> {
  const at = punch.at.toISOString();
  if (kind === 'in') {
    await db.execute(sql`
      insert into attendance_records (eid, attendance_date, sign_in_at, sign_in_longitude, sign_in_latitude,
        sign_in_location_id, sign_in_distance, sign_in_source, updated_at)
      values (${eid}, ${date}, ${at}, ${punch.longitude}, ${punch.latitude}, ${punch.locationId},
        ${punch.distance}, 'review', ${at})
      on conflict (eid, attendance_date) do update set
        sign_in_at = excluded.sign_in_at, sign_in_longitude = excluded.sign_in_longitude,
        sign_in_latitude = excluded.sign_in_latitude, sign_in_location_id = excluded.sign_in_location_id,
        sign_in_distance = excluded.sign_in_distance, sign_in_source = 'review', updated_at = now()
      where attendance_records.sign_in_at is null or attendance_records.sign_in_at > excluded.sign_in_at`);
    return;
  }
  await db.execute(sql`
    insert into attendance_records (eid, attendance_date, sign_out_at, sign_out_longitude, sign_out_latitude,
      sign_out_location_id, sign_out_distance, sign_out_source, updated_at)
    values (${eid}, ${date}, ${at}, ${punch.longitude}, ${punch.latitude}, ${punch.locationId},
      ${punch.distance}, 'review', ${at})
    on conflict (eid, attendance_date) do update set
      sign_out_at = excluded.sign_out_at, sign_out_longitude = excluded.sign_out_longitude,
      sign_out_latitude = excluded.sign_out_latitude, sign_out_location_id = excluded.sign_out_location_id,
      sign_out_distance = excluded.sign_out_distance, sign_out_source = 'review', updated_at = now()
    where attendance_records.sign_out_at is null or attendance_records.sign_out_at < excluded.sign_out_at`);
}

/** The earliest day with a record, for the month pickers. */
export async function firstRecordDate(db: DbOrTx, eid: string): Promise<string | null> {
  const rows = await db
    .select({ date: attendanceRecords.attendanceDate })
    .from(attendanceRecords)
    .where(eq(attendanceRecords.eid, eid))
    .orderBy(asc(attendanceRecords.attendanceDate))
    .limit(1);
  return rows[0]?.date ?? null;
}

// ---------------------------------------------------------------- out-of-range attempts

export type ExceptionWrite = {
  companyId: string;
  eid: string;
  kind: 'in' | 'out';
  attendanceDate: string;
  occurredAt: Date;
  longitude: number;
  latitude: number;
  distance: number;
  limitMeters: number;
  locationId: string | null;
  locationName: string | null;
  /** What the phone reported, when the attempt comes from its report (ClockInNull / ClockOutNull). */
  reportedDistance?: number | null;
  reportedLimit?: number | null;
  reportedLatitude?: number | null;
  reportedLongitude?: number | null;
};

export async function insertException(db: DbOrTx, row: ExceptionWrite): Promise<string> {
  const rows = await db.insert(clockExceptions).values(row).returning({ id: clockExceptions.id });
  return rows[0]!.id;
}

/**
 * ClockInNull / ClockOutNull after a refusal: the phone's report joins the attempt the server
 * already kept (same person and kind, moments before, no report yet) instead of a second row.
 */
export async function attachReport(
  db: DbOrTx,
  args: {
    eid: string;
    kind: 'in' | 'out';
    since: Date;
    reportedDistance: number;
    reportedLimit: number | null;
    reportedLatitude: number | null;
    reportedLongitude: number | null;
  },
): Promise<string | null> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`update clock_exceptions set reported_distance = ${args.reportedDistance},
          reported_limit = ${args.reportedLimit}, reported_latitude = ${args.reportedLatitude},
          reported_longitude = ${args.reportedLongitude}
        where id = (
          select id from clock_exceptions
          where eid = ${args.eid} and kind = ${args.kind} and occurred_at >= ${args.since.toISOString()}
            and reported_distance is null
          order by occurred_at desc limit 1
        )
        returning id`,
  );
  return rows[0]?.id ?? null;
}

const reviewers = alias(employees, 'reviewers');

export async function listExceptions(
  db: DbOrTx,
  companyId: string,
  status: number | undefined,
  paging: { pageIndex: number; pageSize: number },
) {
  const where = and(
    eq(clockExceptions.companyId, companyId),
    status === undefined ? undefined : eq(clockExceptions.status, status),
  );
  const [rows, total] = await Promise.all([
    db
      .select({
        exception: clockExceptions,
        employeeName: employees.employeeName,
        employeeNo: employees.employeeNo,
        organizationName: organizations.name,
        reviewerName: reviewers.employeeName,
      })
      .from(clockExceptions)
      .innerJoin(employees, eq(employees.eid, clockExceptions.eid))
      .innerJoin(organizations, eq(organizations.id, employees.organizationId))
      .leftJoin(reviewers, eq(reviewers.eid, clockExceptions.reviewedBy))
      .where(where)
      .orderBy(desc(clockExceptions.occurredAt), desc(clockExceptions.id))
      .limit(paging.pageSize)
      .offset((paging.pageIndex - 1) * paging.pageSize),
    db.select({ n: count() }).from(clockExceptions).where(where),
  ]);
  return { rows, totalCount: Number(total[0]?.n ?? 0) };
}

export async function lockException(db: DbOrTx, id: string) {
  const rows = await db
    .select()
    .from(clockExceptions)
    .where(eq(clockExceptions.id, id))
    .for('update')
    .limit(1);
  return rows[0];
}

export async function markReviewed(
  db: DbOrTx,
  id: string,
  review: { status: number; reviewedBy: string; reviewedAt: Date; reviewRemark: string },
) {
  await db.update(clockExceptions).set(review).where(eq(clockExceptions.id, id));
}

// ---------------------------------------------------------------- change of number, rules

export async function insertNumberChange(
  db: DbOrTx,
  row: { eid: string; oldNo: string; currentNo: string; status: number; at: Date },
) {
  await db.insert(employeeNumberChanges).values(row);
}

export async function listRules(db: DbOrTx, companyId: string) {
  return db
    .select({
      id: attendanceRules.id,
      name: attendanceRules.name,
      nameEn: attendanceRules.nameEn,
      nameJa: attendanceRules.nameJa,
      kind: attendanceRules.kind,
    })
    .from(attendanceRules)
    .where(eq(attendanceRules.companyId, companyId))
    .orderBy(asc(attendanceRules.sort), asc(attendanceRules.name));
}

export async function findRule(db: DbOrTx, companyId: string, id: string) {
  const rows = await db
    .select()
    .from(attendanceRules)
    .where(and(eq(attendanceRules.companyId, companyId), eq(attendanceRules.id, id)))
    .limit(1);
  return rows[0];
}
