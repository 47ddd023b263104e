import {
  type TLanguage,
  type TWelfareAdminPage,
  type TWelfareClaimStatusResult,
  type TWelfareDelivery,
  type TWelfareShip,
  WELFARE_CLAIM_STATUS,
} from '@ehome/shared';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../platform/auth';
import { type Clock, formatDateTime } from '../../platform/clock';
import { localizedName } from '../../platform/local-name';
import * as repo from './repository';
import { addressArea, claimNotFound, refused } from './service';

type Deps = { db: Db; clock: Clock; timeZone: string };

/**
 * HR's side of welfare claims, for the rights of HR's own company only: the list of claims, ship an
 * express gift (courier and number: claimed -> shipped; the employee then confirms), hand a pickup
 * gift over (claimed -> received).
 */
export function welfareAdminService({ db, clock, timeZone }: Deps) {
  async function companyClaim(admin: AuthUser, claimId: string) {
    const found = await repo.findClaimFull(db, claimId);
    if (!found) throw claimNotFound();
    if (found.right.companyId !== admin.companyId) throw refused('welfare.otherCompany');
    return found.claim;
  }

  async function list(
    admin: AuthUser,
    query: { pageIndex: number; pageSize: number; status?: number | undefined },
    lang: TLanguage,
  ): Promise<TWelfareAdminPage> {
    const { rows, totalCount } = await repo.companyClaims(
      db,
      admin.companyId,
      query.status,
      query.pageIndex,
      query.pageSize,
    );
    // The full address is shown only where HR still has to ship it; each such read is recorded.
    const shipsTo = (c: repo.ClaimRow) =>
      c.delivery === 'express' && c.status === WELFARE_CLAIM_STATUS.claimed && c.province !== null;
    await repo.recordAddressReads(
      db,
      admin.eid,
      rows.filter((r) => shipsTo(r.claim)).map((r) => r.claim.id),
      clock.now(),
    );
    return {
      totalCount,
      result: rows.map(({ claim: c, right, pkg, employeeName, employeeNo }) => ({
        claimId: c.id,
        receiptNo: c.receiptNo,
        employeeName,
        employeeNo,
        rightName: localizedName(right.names, lang),
        packageName: pkg ? localizedName(pkg.names, lang) : null,
        delivery: c.delivery as TWelfareDelivery,
        addressArea: c.province ? addressArea(c.province, c.city ?? '', c.area ?? '') : null,
        shipTo:
          shipsTo(c) && c.province
            ? `${c.consignee ?? ''} ${c.tel ?? ''} ${addressArea(c.province, c.city ?? '', c.area ?? '')}${c.streetName ?? ''}`
            : null,
        status: c.status,
        claimedAt: formatDateTime(c.claimedAt, timeZone),
        expressCompany: c.expressCompany,
        expressNumber: c.expressNumber,
      })),
    };
  }

  async function ship(admin: AuthUser, input: TWelfareShip): Promise<TWelfareClaimStatusResult> {
    const claim = await companyClaim(admin, input.claimId);
    if (claim.delivery !== 'express') throw refused('welfare.notExpress');
    if (claim.status !== WELFARE_CLAIM_STATUS.claimed) throw refused('welfare.notPending');
    const moved = await repo.moveClaim(db, claim.id, WELFARE_CLAIM_STATUS.claimed, {
      status: WELFARE_CLAIM_STATUS.shipped,
      expressCompany: input.expCompany,
      expressNumber: input.expNumber,
      shippedAt: clock.now(),
      handledBy: admin.eid,
    });
    if (!moved) throw refused('welfare.notPending');
    return { claimId: claim.id, status: WELFARE_CLAIM_STATUS.shipped };
  }

  async function handOver(admin: AuthUser, claimId: string): Promise<TWelfareClaimStatusResult> {
    const claim = await companyClaim(admin, claimId);
    if (claim.delivery !== 'pickup') throw refused('welfare.notPickup');
    if (claim.status !== WELFARE_CLAIM_STATUS.claimed) throw refused('welfare.notPending');
    const now = clock.now();
    const moved = await repo.moveClaim(db, claim.id, WELFARE_CLAIM_STATUS.claimed, {
      status: WELFARE_CLAIM_STATUS.received,
      shippedAt: now,
      receivedAt: now,
      handledBy: admin.eid,
    });
    if (!moved) throw refused('welfare.notPending');
    return { claimId: claim.id, status: WELFARE_CLAIM_STATUS.received };
  }

  return { list, ship, handOver };
}

export type WelfareAdminService = ReturnType<typeof welfareAdminService>;
