import type { TAttendanceLocationAdd, TLocationItem, TOrganizationItem } from '@ehome/shared';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../platform/auth';
import { formatDateTime } from '../../platform/clock';
import { notFound } from '../../platform/errors';
import * as repo from './repository';

export function organizationService({ db, timeZone }: { db: Db; timeZone: string }) {
  return {
    search(user: AuthUser, name: string): Promise<TOrganizationItem[]> {
      return repo.searchOrganizations(db, user.companyId, name);
    },

    /** HR registers punch points for organisations of their own company only. */
    async addAttendanceLocation(user: AuthUser, input: TAttendanceLocationAdd): Promise<{ id: string }> {
      const organization = await repo.findOrganization(db, input.organizationId);
      if (!organization || organization.companyId !== user.companyId) throw notFound();
      return repo.insertAttendanceLocation(db, {
        organizationId: organization.id,
        remark: input.remark,
        limitMeters: input.limit,
        longitude: input.longitude,
        latitude: input.latitude,
        createdBy: user.eid,
      });
    },

    async listAttendanceLocations(user: AuthUser, organizationId?: string): Promise<TLocationItem[]> {
      const rows = await repo.listAttendanceLocations(db, user.companyId, organizationId);
      return rows.map((r) => ({
        id: r.id,
        organizationId: r.organizationId,
        organizationName: r.organizationName,
        remark: r.remark,
        limit: r.limitMeters,
        longitude: Number(r.longitude),
        latitude: Number(r.latitude),
        createdAt: formatDateTime(r.createdAt, timeZone),
      }));
    },

    async deleteAttendanceLocation(user: AuthUser, id: string): Promise<void> {
      if (!(await repo.deleteAttendanceLocation(db, user.companyId, id))) throw notFound();
    },
  };
}

export type OrganizationService = ReturnType<typeof organizationService>;
