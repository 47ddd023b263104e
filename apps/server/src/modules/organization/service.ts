import type { TAttendanceLocationAdd, TOrganizationItem } from '@ehome/shared';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../platform/auth';
import { notFound } from '../../platform/errors';
import * as repo from './repository';

export function organizationService({ db }: { db: Db }) {
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
  };
}

export type OrganizationService = ReturnType<typeof organizationService>;
