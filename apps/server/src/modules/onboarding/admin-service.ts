import {
  maskIdNumber,
  type TOnboardingPeoplePage,
  type TOnboardingProfile,
  type TPiiReadPage,
} from '@ehome/shared';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../platform/auth';
import { type Clock, formatDateTime } from '../../platform/clock';
import { forbidden } from '../../platform/errors';
import type { PiiCipher } from '../../platform/pii';
import { recordPiiRead, type TPiiField } from '../personal-data/read-log';
import * as repo from './repository';
import { completenessOf, profileViews, refused } from './service';

type Deps = { db: Db; clock: Clock; timeZone: string; pii: PiiCipher };

export const PROFILE_PURPOSE = 'GET /api/OnboardingAdmin/Profile';

/**
 * HR's onboarding review (hr/admin of the same company only): the company's people with their
 * completeness (ID numbers masked), one person's whole profile unmasked (every such read is logged
 * in pii_read_log with the fields shown), "reviewed", and the company's PII read log.
 */
export function onboardingAdminService({ db, clock, timeZone, pii }: Deps) {
  const views = profileViews(pii);
  const time = (at: Date | null | undefined) => (at ? formatDateTime(at, timeZone) : null);

  async function companyEmployee(admin: AuthUser, eid: string) {
    const person = await repo.employeeOf(db, eid);
    if (!person) throw refused('onboarding.profileNotFound');
    if (person.companyId !== admin.companyId) throw forbidden();
    return person;
  }

  async function people(
    admin: AuthUser,
    query: { pageIndex: number; pageSize: number },
  ): Promise<TOnboardingPeoplePage> {
    const { rows, totalCount } = await repo.companyPeople(
      db,
      admin.companyId,
      query.pageIndex,
      query.pageSize,
    );
    return {
      totalCount,
      result: rows.map((r) => {
        const id = views.open(r.profile?.idNumberSealed);
        return {
          eid: r.eid,
          employeeName: r.employeeName,
          employeeNo: r.employeeNo,
          organizationName: r.organizationName,
          idNumber: id ? maskIdNumber(id) : '',
          completeness: completenessOf(r.profile),
          submittedAt: time(r.profile?.submittedAt),
          reviewedAt: time(r.profile?.reviewedAt),
        };
      }),
    };
  }

  async function profile(admin: AuthUser, eid: string): Promise<TOnboardingProfile> {
    const person = await companyEmployee(admin, eid);
    const p = await repo.findProfile(db, eid);
    const eb = views.eb(p);
    const eo = views.eo(p);
    const household = views.household(p);
    const addresses = views.addresses(p);
    const fields: TPiiField[] = [];
    if (eb.idNumber) fields.push('idNumber');
    if (eo.spouseIDNumber) fields.push('spouseIdNumber');
    if (household.resiPermitNo) fields.push('residencePermitNo');
    if (addresses.hukouAddress || addresses.streat) fields.push('hukouAddress');
    if (addresses.residentialAddress || addresses.resiPermitStreet) fields.push('residentialAddress');
    await recordPiiRead(db, { readerEid: admin.eid, subjectEid: eid, fields, purpose: PROFILE_PURPOSE });
    return {
      eid,
      employeeName: person.employeeName,
      employeeNo: person.employeeNo,
      organizationName: person.organizationName,
      socialCity: person.socialCity,
      eb,
      eo,
      household,
      addresses,
      completeness: completenessOf(p),
      agreedAt: time(p?.agreedAt),
      submittedAt: time(p?.submittedAt),
      reviewedAt: time(p?.reviewedAt),
      reviewedBy: await repo.employeeName(db, p?.reviewedBy ?? null),
    };
  }

  async function review(admin: AuthUser, eid: string): Promise<{ reviewedAt: string }> {
    await companyEmployee(admin, eid);
    const at = clock.now();
    await repo.markReviewed(db, eid, admin.eid, at);
    return { reviewedAt: formatDateTime(at, timeZone) };
  }

  async function readLog(
    admin: AuthUser,
    query: { pageIndex: number; pageSize: number },
  ): Promise<TPiiReadPage> {
    const { rows, totalCount } = await repo.companyReadLog(
      db,
      admin.companyId,
      query.pageIndex,
      query.pageSize,
    );
    return {
      totalCount,
      result: rows.map((r) => ({ ...r, readAt: formatDateTime(r.readAt, timeZone) })),
    };
  }

  return { people, profile, review, readLog };
}
export type OnboardingAdminService = ReturnType<typeof onboardingAdminService>;
