import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { counterPositions, counters, employees, organizations } from '../../db/schema';

export type CounterRow = typeof counters.$inferSelect;

/** Provinces with counters of the company, in name order. */
export async function provinces(db: DbOrTx, companyId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ province: counters.province })
    .from(counters)
    .where(eq(counters.companyId, companyId))
    .orderBy(asc(counters.province));
  return rows.map((r) => r.province);
}

/** Cities of a province with counters of the company. */
export async function cities(db: DbOrTx, companyId: string, province: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ city: counters.city })
    .from(counters)
    .where(and(eq(counters.companyId, companyId), eq(counters.province, province)))
    .orderBy(asc(counters.city));
  return rows.map((r) => r.city);
}

const positioner = alias(employees, 'positioner');

/** Counters of the company in a city (or one counter by id), with their organisation and positioner names. */
export async function listCounters(db: DbOrTx, companyId: string, where: { city?: string; id?: string }) {
  return db
    .select({
      counter: counters,
      organizationName: organizations.name,
      positionedByName: positioner.employeeName,
    })
    .from(counters)
    .leftJoin(organizations, eq(organizations.id, counters.organizationId))
    .leftJoin(positioner, eq(positioner.eid, counters.positionedBy))
    .where(
      and(
        eq(counters.companyId, companyId),
        where.city !== undefined ? eq(counters.city, where.city) : undefined,
        where.id !== undefined ? eq(counters.id, where.id) : undefined,
      ),
    )
    .orderBy(asc(counters.number))
    .limit(500);
}

/** A counter of the company, locked for update: positionings of one counter happen one at a time. */
export async function lockCounter(
  db: DbOrTx,
  companyId: string,
  id: string,
): Promise<CounterRow | undefined> {
  const rows = await db
    .select()
    .from(counters)
    .where(and(eq(counters.id, id), eq(counters.companyId, companyId)))
    .for('update');
  return rows[0];
}

export async function setPosition(
  db: DbOrTx,
  id: string,
  fields: {
    organizationId: string;
    longitude: number;
    latitude: number;
    limitMeters: number;
    remark: string;
    positionedAt: Date;
    positionedBy: string;
    attendanceLocationId: string;
  },
): Promise<void> {
  await db
    .update(counters)
    .set({
      ...fields,
      longitude: String(fields.longitude),
      latitude: String(fields.latitude),
      // An enabled repositioning is used up by this one.
      repositionEnabled: false,
    })
    .where(eq(counters.id, id));
}

export async function insertHistory(db: DbOrTx, row: typeof counterPositions.$inferInsert): Promise<void> {
  await db.insert(counterPositions).values(row);
}

export async function enableReposition(db: DbOrTx, companyId: string, id: string): Promise<boolean> {
  const rows = await db
    .update(counters)
    .set({ repositionEnabled: true })
    .where(and(eq(counters.id, id), eq(counters.companyId, companyId)))
    .returning({ id: counters.id });
  return rows.length > 0;
}
