import { randomInt } from 'node:crypto';
import {
  ErrorCode,
  fenToYuan,
  HR_ROLES,
  hasAnyRole,
  maskName,
  maskPhone,
  type TLanguage,
  type TMessageKey,
  type TMyWelfareRights,
  type TWelfareClaimed,
  type TWelfareClaimInput,
  type TWelfareClaimStatusResult,
  type TWelfareDelivery,
  type TWelfareMenuItem,
  type TWelfareOffer,
  type TWelfareOfferPage,
  type TWelfareReceipt,
  type TWelfareRightDetail,
  type TWelfareRightItem,
  type TWelfareRightKind,
  WELFARE_CLAIM_STATUS,
  welfareRightState,
} from '@ehome/shared';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../platform/auth';
import { businessDate, type Clock, formatDateTime } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { localizedName } from '../../platform/local-name';
import { findOwned } from '../addresses/repository';
import * as repo from './repository';

type Deps = { db: Db; clock: Clock; timeZone: string };

export const refused = (key: TMessageKey, params: Record<string, string | number> = {}) =>
  new AppError(ErrorCode.Conflict, key, params);
export const claimNotFound = () => new AppError(ErrorCode.NotFound, 'welfare.claimNotFound');
const rightNotFound = () => new AppError(ErrorCode.NotFound, 'welfare.rightNotFound');
const invalid = (key: TMessageKey) => new AppError(ErrorCode.InvalidInput, key);

/** Letters and digits that cannot be misread (no 0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
function randomCode(length: number): string {
  let code = '';
  for (let i = 0; i < length; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}
function randomDigits(length: number): string {
  let digits = '';
  for (let i = 0; i < length; i++) digits += String(randomInt(10));
  return digits;
}

/** The part of an address a receipt shows: province, city (once for 上海市上海市) and district. */
export function addressArea(province: string, city: string, area: string): string {
  return [province, city === province ? '' : city, area].join('');
}

/** The claim window's state order on "my rights": open with the nearest deadline first. */
const STATE_ORDER = { open: 0, notStarted: 1, claimed: 2, ended: 3 } as const;

export function isEntitled(right: repo.RightRow, user: AuthUser): boolean {
  return (
    right.companyId === user.companyId &&
    (right.employeeTypes === null || right.employeeTypes.includes(user.profile.employeeType))
  );
}

/**
 * Welfare rights for employees (issue 16): this year's rights, a right's packages, the claim (once
 * per employee and right; stock taken in the same transaction), the receipt and "confirm received";
 * the welfare menu and the partner offers. Every read is limited to the caller's company, and a
 * claim is readable by its owner and the HR of the owner's company only.
 */
export function welfareService({ db, clock, timeZone }: Deps) {
  const time = (at: Date | null) => (at ? formatDateTime(at, timeZone) : null);
  const thisYear = () => Number(businessDate(clock.now(), timeZone).slice(0, 4));

  function rightItem(right: repo.RightRow, claim: repo.ClaimRow | null, lang: TLanguage): TWelfareRightItem {
    return {
      id: right.id,
      name: localizedName(right.names, lang),
      kind: right.kind as TWelfareRightKind,
      value: fenToYuan(claim?.valueFen ?? right.valueFen),
      claimFrom: formatDateTime(right.claimFrom, timeZone),
      claimTo: formatDateTime(right.claimTo, timeZone),
      state: welfareRightState(clock.now(), right, claim !== null),
      imagePath: right.imagePath,
      color: right.color,
      claimId: claim?.id ?? null,
      claimStatus: claim?.status ?? null,
    };
  }

  async function entitledRight(user: AuthUser, id: string): Promise<repo.RightRow> {
    const right = await repo.findRight(db, id);
    if (!right || right.companyId !== user.companyId) throw rightNotFound();
    if (!isEntitled(right, user)) throw refused('welfare.notEntitled');
    return right;
  }

  async function menu(user: AuthUser, lang: TLanguage): Promise<TWelfareMenuItem[]> {
    return (await repo.menuItems(db, user.companyId)).map((m) => ({
      id: m.id,
      menu_name: localizedName(m.names, lang),
      imagePath: m.imagePath,
      color: m.color,
      menu_url: m.menuUrl,
    }));
  }

  async function offers(user: AuthUser, page: TWelfareOfferPage, lang: TLanguage): Promise<TWelfareOffer[]> {
    const today = businessDate(clock.now(), timeZone);
    return (await repo.currentOffers(db, user.companyId, page, today)).map((o) => ({
      id: o.id,
      partnerName: localizedName(o.partnerNames, lang),
      title: localizedName(o.titles, lang),
      discount: localizedName(o.discounts, lang),
      howToUse: localizedName(o.usages, lang),
      code: o.code,
      validFrom: o.validFrom,
      validTo: o.validTo,
      imagePath: o.imagePath,
      color: o.color,
    }));
  }

  async function myRights(
    user: AuthUser,
    year: number | undefined,
    lang: TLanguage,
  ): Promise<TMyWelfareRights> {
    const chosen = year ?? thisYear();
    const type = user.profile.employeeType;
    const [rows, years] = await Promise.all([
      repo.rightsOfYear(db, user.eid, user.companyId, type, chosen),
      repo.yearsWithRights(db, user.companyId, type),
    ]);
    const items = rows.map((r) => ({ item: rightItem(r.right, r.claim, lang), claimTo: r.right.claimTo }));
    items.sort(
      (a, b) =>
        STATE_ORDER[a.item.state] - STATE_ORDER[b.item.state] || a.claimTo.getTime() - b.claimTo.getTime(),
    );
    return {
      year: chosen,
      years: years.includes(chosen) ? years : [...years, chosen].sort((a, b) => b - a),
      result: items.map((i) => i.item),
    };
  }

  async function right(user: AuthUser, id: string, lang: TLanguage): Promise<TWelfareRightDetail> {
    const found = await entitledRight(user, id);
    const [packages, claim] = await Promise.all([
      repo.packagesOf(db, id),
      repo.findClaimOf(db, id, user.eid),
    ]);
    return {
      ...rightItem(found, claim ?? null, lang),
      description: localizedName(found.descriptions, lang),
      year: found.year,
      packages: packages.map((p) => ({
        id: p.id,
        name: localizedName(p.names, lang),
        contents: localizedName(p.contents, lang),
        value: fenToYuan(p.valueFen),
        remaining: p.stock === null ? null : Math.max(0, p.stock - p.claimedCount),
        imagePath: p.imagePath,
        color: p.color,
      })),
      pickupPoint: found.pickupPoint ? localizedName(found.pickupPoint, lang) : null,
      voucherValidTo: found.voucherValidTo,
    };
  }

  /**
   * Claims a right. A second claim of the same right (a double tap, a retry) answers the first
   * one; concurrent claims meet at the unique index and all answer the one that won.
   */
  async function claim(user: AuthUser, input: TWelfareClaimInput): Promise<TWelfareClaimed> {
    const found = await entitledRight(user, input.rightId);
    const existing = await repo.findClaimOf(db, found.id, user.eid);
    if (existing) return { claimId: existing.id, receiptNo: existing.receiptNo };
    const now = clock.now();
    const state = welfareRightState(now, found, false);
    if (state === 'notStarted')
      throw refused('welfare.notStarted', { from: formatDateTime(found.claimFrom, timeZone) });
    if (state === 'ended') throw refused('welfare.ended', { to: formatDateTime(found.claimTo, timeZone) });

    const row: repo.ClaimInsert = {
      rightId: found.id,
      eid: user.eid,
      receiptNo: `WF${businessDate(now, timeZone).replaceAll('-', '')}${randomDigits(8)}`,
      delivery: input.delivery,
      valueFen: found.valueFen,
      status: WELFARE_CLAIM_STATUS.claimed,
      claimedAt: now,
    };
    let packageId: string | null = null;
    if (found.kind === 'voucher') {
      if (input.delivery !== 'voucher') throw invalid('welfare.deliveryNotAllowed');
      row.voucherCode = `${found.voucherPrefix ?? 'WF'}-${randomCode(10)}`;
      row.voucherValidTo = found.voucherValidTo;
      row.status = WELFARE_CLAIM_STATUS.voucherIssued;
    } else {
      if (!input.packageId) throw invalid('welfare.packageRequired');
      const chosen = (await repo.packagesOf(db, found.id)).find((p) => p.id === input.packageId);
      if (!chosen) throw invalid('welfare.packageNotFound');
      packageId = chosen.id;
      row.packageId = chosen.id;
      row.valueFen = chosen.valueFen;
      await withDelivery(user, found, input.delivery, input.addressId ?? null, row);
    }

    const claimId = await db.transaction(async (tx) => {
      const id = await repo.insertClaim(tx, row);
      if (id && packageId && !(await repo.takeStock(tx, packageId))) throw refused('welfare.outOfStock');
      return id;
    });
    if (claimId) return { claimId, receiptNo: row.receiptNo };
    const winner = await repo.findClaimOf(db, found.id, user.eid);
    if (!winner) throw refused('error.Conflict');
    return { claimId: winner.id, receiptNo: winner.receiptNo };
  }

  /** A gift's delivery: express to one of the caller's own addresses (copied in), or pickup. */
  async function withDelivery(
    user: AuthUser,
    right: repo.RightRow,
    delivery: TWelfareDelivery,
    addressId: string | null,
    row: repo.ClaimInsert,
  ): Promise<void> {
    if (delivery === 'pickup') {
      if (!right.pickupPoint) throw invalid('welfare.deliveryNotAllowed');
      row.pickupPoint = right.pickupPoint;
      return;
    }
    if (delivery !== 'express' || !right.allowExpress) throw invalid('welfare.deliveryNotAllowed');
    if (!addressId) throw invalid('welfare.addressRequired');
    const address = await findOwned(db, user.eid, addressId);
    if (!address) throw invalid('welfare.addressNotFound');
    row.consignee = address.userName;
    row.tel = address.tel;
    row.province = address.province;
    row.city = address.city;
    row.area = address.area;
    row.streetName = address.streetName;
  }

  /** The claim for its owner, or for HR of the owner's company; anyone else reads "not found". */
  async function readableClaim(user: AuthUser, claimId: string) {
    const found = await repo.findClaimFull(db, claimId);
    if (!found) throw claimNotFound();
    const owner = found.claim.eid === user.eid;
    const hr = hasAnyRole(user.roles, HR_ROLES) && found.companyId === user.companyId;
    if (!owner && !hr) throw claimNotFound();
    return { ...found, owner };
  }

  async function receipt(user: AuthUser, claimId: string, lang: TLanguage): Promise<TWelfareReceipt> {
    const { claim: c, right: r, pkg, owner, ...who } = await readableClaim(user, claimId);
    const area = c.province ? addressArea(c.province, c.city ?? '', c.area ?? '') : null;
    return {
      claimId: c.id,
      receiptNo: c.receiptNo,
      employeeName: who.employeeName,
      employeeNo: who.employeeNo,
      companyName: who.companyName,
      rightId: r.id,
      rightName: localizedName(r.names, lang),
      kind: r.kind as TWelfareRightKind,
      packageName: pkg ? localizedName(pkg.names, lang) : null,
      packageContents: pkg ? localizedName(pkg.contents, lang) : null,
      value: fenToYuan(c.valueFen),
      claimedAt: formatDateTime(c.claimedAt, timeZone),
      delivery: c.delivery as TWelfareDelivery,
      addressArea: area,
      consignee: c.consignee ? maskName(c.consignee) : null,
      phone: c.tel ? maskPhone(c.tel) : null,
      pickupPoint: c.pickupPoint ? localizedName(c.pickupPoint, lang) : null,
      status: c.status,
      expressCompany: c.expressCompany,
      expressNumber: c.expressNumber,
      shippedAt: time(c.shippedAt),
      receivedAt: time(c.receivedAt),
      voucherCode: c.voucherCode,
      voucherValidTo: c.voucherValidTo,
      canConfirm: owner && c.status === WELFARE_CLAIM_STATUS.shipped,
    };
  }

  /** The owner confirms a shipped gift arrived; a repeat answers the same. */
  async function confirmReceived(user: AuthUser, claimId: string): Promise<TWelfareClaimStatusResult> {
    const found = await repo.findClaimFull(db, claimId);
    if (!found || found.claim.eid !== user.eid) throw claimNotFound();
    if (found.claim.status === WELFARE_CLAIM_STATUS.received)
      return { claimId, status: WELFARE_CLAIM_STATUS.received };
    if (found.claim.status !== WELFARE_CLAIM_STATUS.shipped) throw refused('welfare.notShipped');
    const moved = await repo.moveClaim(db, claimId, WELFARE_CLAIM_STATUS.shipped, {
      status: WELFARE_CLAIM_STATUS.received,
      receivedAt: clock.now(),
    });
    if (!moved) {
      const now = await repo.findClaimFull(db, claimId);
      if (now?.claim.status !== WELFARE_CLAIM_STATUS.received) throw refused('welfare.notShipped');
    }
    return { claimId, status: WELFARE_CLAIM_STATUS.received };
  }

  return { menu, offers, myRights, right, claim, receipt, confirmReceived };
}

export type WelfareService = ReturnType<typeof welfareService>;
