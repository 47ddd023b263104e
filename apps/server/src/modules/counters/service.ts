import {
  brandMayOverwrite,
  checkCounterPosition,
  ErrorCode,
  mayPositionCounter,
  type TCounterGpsUpdate,
  type TCounterItem,
  type TCounterOrganization,
  type TMessageKey,
  ZCounterGpsUpdate,
} from '@ehome/shared';
import type { Db, DbOrTx } from '../../db/client';
import type { AuthUser } from '../../platform/auth';
import { type Clock, formatDateTime } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import * as orgRepo from '../organization/repository';
import * as repo from './repository';

type Deps = { db: Db; clock: Clock; timeZone: string };

const refusal = (key: TMessageKey) => new AppError(ErrorCode.Failed, key);

/** The punch point's note: the counter's name with the leader's note (attendance_locations.remark, 200 max). */
const locationRemark = (counterName: string, remark: string) => `${counterName} ${remark}`.slice(0, 200);

/**
 * Counter position maintenance (spec 3 §2.4, §4 "Counter GPS", §5, §7): counters of the caller's
 * company only. Positioning sets the counter's GPS, records it in the history, and makes it the
 * clock-in point of the chosen organisation (replacing the point the counter set before), through
 * the organisation module's repository, so counter staff clock in there.
 */
export function countersService({ db, clock, timeZone }: Deps) {
  function itemOf(row: Awaited<ReturnType<typeof repo.listCounters>>[number]): TCounterItem {
    const c = row.counter;
    const positioned = c.positionedAt !== null;
    return {
      counterId: c.id,
      number: c.number,
      name: c.name,
      province: c.province,
      city: c.city,
      brandCode: c.brandCode,
      organizationId: c.organizationId,
      organizationName: row.organizationName,
      longitude: c.longitude === null ? null : Number(c.longitude),
      latitude: c.latitude === null ? null : Number(c.latitude),
      limit: c.limitMeters,
      remark: c.remark,
      positionedAt: c.positionedAt ? formatDateTime(c.positionedAt, timeZone) : null,
      positionedBy: row.positionedByName,
      repositionEnabled: c.repositionEnabled,
      mayPosition: mayPositionCounter({
        brandCode: c.brandCode,
        positioned,
        repositionEnabled: c.repositionEnabled,
      }),
      overwriteBrand: brandMayOverwrite(c.brandCode),
    };
  }

  async function one(conn: DbOrTx, companyId: string, id: string): Promise<TCounterItem> {
    const [row] = await repo.listCounters(conn, companyId, { id });
    if (!row) throw refusal('counters.notFound');
    return itemOf(row);
  }

  return {
    provinces: (user: AuthUser) => repo.provinces(db, user.companyId),
    cities: (user: AuthUser, province: string) => repo.cities(db, user.companyId, province),
    async counters(user: AuthUser, city: string): Promise<TCounterItem[]> {
      const rows = await repo.listCounters(db, user.companyId, { city });
      return rows.map(itemOf);
    },
    async organizations(user: AuthUser): Promise<TCounterOrganization[]> {
      const rows = await orgRepo.searchOrganizations(db, user.companyId, '');
      return rows.map((r) => ({ organizationId: r.organizationId, organizationName: r.organizationName }));
    },

    /**
     * UpdateCounterGPS: the form's rules first (spec 3 §5), then the counter of the caller's company,
     * then whether it may be positioned again (brands S, M, N, L, H always; others once, or once more
     * after a brand administrator enabled it).
     */
    async updateGps(user: AuthUser, input: TCounterGpsUpdate): Promise<TCounterItem> {
      const body = ZCounterGpsUpdate.parse(input);
      const checked = checkCounterPosition({
        province: body.province,
        city: body.city,
        counterId: body.counterId,
        longitude: body.longitude,
        latitude: body.latitude,
        organizationId: body.organizationId,
        limit: body.limit,
        remark: body.remark,
      });
      if (!checked.ok) throw refusal(checked.key);
      const p = checked.position;
      const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
      if (!uuid.test(p.counterId)) throw refusal('counters.notFound');
      if (!uuid.test(p.organizationId)) throw refusal('counters.organizationNotFound');
      return db.transaction(async (tx) => {
        const counter = await repo.lockCounter(tx, user.companyId, p.counterId);
        if (!counter || counter.province !== p.province || counter.city !== p.city)
          throw refusal('counters.notFound');
        const organization = await orgRepo.findOrganization(tx, p.organizationId);
        if (!organization || organization.companyId !== user.companyId)
          throw refusal('counters.organizationNotFound');
        const positioned = counter.positionedAt !== null;
        if (
          !mayPositionCounter({
            brandCode: counter.brandCode,
            positioned,
            repositionEnabled: counter.repositionEnabled,
          })
        )
          throw refusal('counters.repositionClosed');
        if (counter.attendanceLocationId)
          await orgRepo.deleteAttendanceLocation(tx, user.companyId, counter.attendanceLocationId);
        const location = await orgRepo.insertAttendanceLocation(tx, {
          organizationId: organization.id,
          remark: locationRemark(counter.name, p.remark),
          limitMeters: p.limit,
          longitude: p.longitude,
          latitude: p.latitude,
          createdBy: user.eid,
        });
        const now = clock.now();
        await repo.setPosition(tx, counter.id, {
          organizationId: organization.id,
          longitude: p.longitude,
          latitude: p.latitude,
          limitMeters: p.limit,
          remark: p.remark,
          positionedAt: now,
          positionedBy: user.eid,
          attendanceLocationId: location.id,
        });
        await repo.insertHistory(tx, {
          counterId: counter.id,
          organizationId: organization.id,
          longitude: String(p.longitude),
          latitude: String(p.latitude),
          limitMeters: p.limit,
          remark: p.remark,
          positionedBy: user.eid,
          positionedAt: now,
          overwrote: positioned,
        });
        return one(tx, user.companyId, counter.id);
      });
    },

    /** EnableCounterReposition: a brand administrator opens one more positioning of a counter. */
    async enableReposition(user: AuthUser, counterId: string): Promise<TCounterItem> {
      if (!(await repo.enableReposition(db, user.companyId, counterId))) throw refusal('counters.notFound');
      return one(db, user.companyId, counterId);
    },
  };
}

export type CountersService = ReturnType<typeof countersService>;
