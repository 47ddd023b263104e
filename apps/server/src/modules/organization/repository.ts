import { and, asc, desc, eq, ilike } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { attendanceLocations, organizations } from '../../db/schema';

/** Escapes LIKE wildcards so a search for "50%" means the text, not a pattern. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function searchOrganizations(db: DbOrTx, companyId: string, name: string) {
  const byCompany = eq(organizations.companyId, companyId);
  return db
    .select({
      organizationId: organizations.id,
      organizationName: organizations.name,
      parentId: organizations.parentId,
    })
    .from(organizations)
    .where(name ? and(byCompany, ilike(organizations.name, `%${likeLiteral(name)}%`)) : byCompany)
    .orderBy(asc(organizations.name))
    .limit(100);
}

export async function findOrganization(db: DbOrTx, id: string) {
  const rows = await db.select().from(organizations).where(eq(organizations.id, id)).limit(1);
  return rows[0];
}

export async function insertAttendanceLocation(
  db: DbOrTx,
  row: {
    organizationId: string;
    remark: string;
    limitMeters: number;
    longitude: number;
    latitude: number;
    createdBy: string;
  },
) {
  const rows = await db
    .insert(attendanceLocations)
    .values({ ...row, longitude: String(row.longitude), latitude: String(row.latitude) })
    .returning({ id: attendanceLocations.id });
  return rows[0]!;
}

/** The company's punch points, newest first, optionally of one organisation. */
export async function listAttendanceLocations(db: DbOrTx, companyId: string, organizationId?: string) {
  return db
    .select({
      id: attendanceLocations.id,
      organizationId: attendanceLocations.organizationId,
      organizationName: organizations.name,
      remark: attendanceLocations.remark,
      limitMeters: attendanceLocations.limitMeters,
      longitude: attendanceLocations.longitude,
      latitude: attendanceLocations.latitude,
      createdAt: attendanceLocations.createdAt,
    })
    .from(attendanceLocations)
    .innerJoin(organizations, eq(organizations.id, attendanceLocations.organizationId))
    .where(
      and(
        eq(organizations.companyId, companyId),
        organizationId ? eq(attendanceLocations.organizationId, organizationId) : undefined,
      ),
    )
    .orderBy(desc(attendanceLocations.createdAt))
    .limit(500);
}

/** Deletes a punch point of the company; punches that used it keep their coordinates. */
export async function deleteAttendanceLocation(db: DbOrTx, companyId: string, id: string): Promise<boolean> {
  const owned = await db
    .select({ id: attendanceLocations.id })
    .from(attendanceLocations)
    .innerJoin(organizations, eq(organizations.id, attendanceLocations.organizationId))
    .where(and(eq(attendanceLocations.id, id), eq(organizations.companyId, companyId)))
    .limit(1);
  if (owned.length === 0) return false;
  await db.delete(attendanceLocations).where(eq(attendanceLocations.id, id));
  return true;
}
