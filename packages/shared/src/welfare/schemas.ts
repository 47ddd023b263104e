import { z } from 'zod';
import { zPage } from '../envelope';
import {
  WELFARE_COURIER_MAX,
  WELFARE_DELIVERIES,
  WELFARE_OFFER_PAGES,
  WELFARE_RIGHT_KINDS,
  WELFARE_RIGHT_STATES,
  WELFARE_TRACKING_MAX,
} from './constants';

/**
 * The welfare calls (module apps/server/src/modules/welfare, paths under /api/Welfare). Money is
 * yuan with two decimals ("299.00"); times are YYYY-MM-DD HH:mm:ss in the business time zone.
 */
const ZYuan = z.string().regex(/^-?\d+\.\d{2}$/);
const ZId = z.uuid({ error: 'validation.welfareId' });

// ---------------------------------------------------------------- menu and offers

export const ZWelfareMenuItem = z.object({
  id: z.string(),
  menu_name: z.string(),
  /** `icon:<name>` (drawn by the web) or a shop picture path `/api/Shop/Image/<key>`. */
  imagePath: z.string(),
  color: z.string(),
  menu_url: z.string(),
});
export type TWelfareMenuItem = z.infer<typeof ZWelfareMenuItem>;

export const ZWelfareOfferQuery = z.object({
  page: z.enum(WELFARE_OFFER_PAGES, { error: 'validation.welfareOfferPage' }),
});
export const ZWelfareOffer = z.object({
  id: z.string(),
  partnerName: z.string(),
  title: z.string(),
  discount: z.string(),
  howToUse: z.string(),
  /** A code to show at the partner, when the offer has one. */
  code: z.string().nullable(),
  validFrom: z.string(),
  validTo: z.string(),
  imagePath: z.string(),
  color: z.string(),
});
export type TWelfareOffer = z.infer<typeof ZWelfareOffer>;

// ---------------------------------------------------------------- rights

export const ZWelfareYearQuery = z.object({
  year: z.coerce.number({ error: 'validation.welfareYear' }).int().min(2000).max(2100).optional(),
});

export const ZWelfareRightItem = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(WELFARE_RIGHT_KINDS),
  value: ZYuan,
  claimFrom: z.string(),
  claimTo: z.string(),
  state: z.enum(WELFARE_RIGHT_STATES),
  imagePath: z.string(),
  color: z.string(),
  /** The caller's claim, when there is one. */
  claimId: z.string().nullable(),
  claimStatus: z.number().int().nullable(),
});
export type TWelfareRightItem = z.infer<typeof ZWelfareRightItem>;

export const ZMyWelfareRights = z.object({
  year: z.number().int(),
  /** Years with rights for the caller, newest first (the year switch). */
  years: z.array(z.number().int()),
  result: z.array(ZWelfareRightItem),
});
export type TMyWelfareRights = z.infer<typeof ZMyWelfareRights>;

export const ZWelfareRightQuery = z.object({ id: ZId });

export const ZWelfarePackage = z.object({
  id: z.string(),
  name: z.string(),
  contents: z.string(),
  value: ZYuan,
  /** null: no stock limit. */
  remaining: z.number().int().nullable(),
  imagePath: z.string(),
  color: z.string(),
});
export type TWelfarePackage = z.infer<typeof ZWelfarePackage>;

export const ZWelfareRightDetail = ZWelfareRightItem.extend({
  description: z.string(),
  year: z.number().int(),
  packages: z.array(ZWelfarePackage),
  /** Where a gift can be collected; null: express only. */
  pickupPoint: z.string().nullable(),
  /** A voucher's last valid day. */
  voucherValidTo: z.string().nullable(),
});
export type TWelfareRightDetail = z.infer<typeof ZWelfareRightDetail>;

export const ZWelfareClaimInput = z.object({
  rightId: ZId,
  packageId: z.uuid({ error: 'validation.welfarePackage' }).nullish(),
  delivery: z.enum(WELFARE_DELIVERIES, { error: 'validation.welfareDelivery' }),
  addressId: z.uuid({ error: 'validation.welfareAddress' }).nullish(),
});
export type TWelfareClaimInput = z.infer<typeof ZWelfareClaimInput>;

export const ZWelfareClaimed = z.object({ claimId: z.string(), receiptNo: z.string() });
export type TWelfareClaimed = z.infer<typeof ZWelfareClaimed>;

export const ZWelfareClaimQuery = z.object({ id: ZId });
export const ZWelfareClaimRef = z.object({ claimId: ZId });

export const ZWelfareReceipt = z.object({
  claimId: z.string(),
  receiptNo: z.string(),
  employeeName: z.string(),
  employeeNo: z.string(),
  companyName: z.string(),
  rightId: z.string(),
  rightName: z.string(),
  kind: z.enum(WELFARE_RIGHT_KINDS),
  packageName: z.string().nullable(),
  packageContents: z.string().nullable(),
  value: ZYuan,
  claimedAt: z.string(),
  delivery: z.enum(WELFARE_DELIVERIES),
  /** Masked: province, city and district only. */
  addressArea: z.string().nullable(),
  consignee: z.string().nullable(),
  phone: z.string().nullable(),
  pickupPoint: z.string().nullable(),
  status: z.number().int(),
  expressCompany: z.string().nullable(),
  expressNumber: z.string().nullable(),
  shippedAt: z.string().nullable(),
  receivedAt: z.string().nullable(),
  voucherCode: z.string().nullable(),
  voucherValidTo: z.string().nullable(),
  /** The caller may confirm receipt (owner, shipped). */
  canConfirm: z.boolean(),
});
export type TWelfareReceipt = z.infer<typeof ZWelfareReceipt>;

export const ZWelfareClaimStatusResult = z.object({ claimId: z.string(), status: z.number().int() });
export type TWelfareClaimStatusResult = z.infer<typeof ZWelfareClaimStatusResult>;

// ---------------------------------------------------------------- HR

export const ZWelfareAdminQuery = z.object({
  pageIndex: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
  status: z.coerce.number({ error: 'validation.welfareStatus' }).int().min(1).max(4).optional(),
});
export const ZWelfareAdminClaim = z.object({
  claimId: z.string(),
  receiptNo: z.string(),
  employeeName: z.string(),
  employeeNo: z.string(),
  rightName: z.string(),
  packageName: z.string().nullable(),
  delivery: z.enum(WELFARE_DELIVERIES),
  addressArea: z.string().nullable(),
  /** The full delivery address of an express claim still to ship (HR of the company; each read recorded). */
  shipTo: z.string().nullable(),
  status: z.number().int(),
  claimedAt: z.string(),
  expressCompany: z.string().nullable(),
  expressNumber: z.string().nullable(),
});
export type TWelfareAdminClaim = z.infer<typeof ZWelfareAdminClaim>;
export const ZWelfareAdminPage = zPage(ZWelfareAdminClaim);
export type TWelfareAdminPage = z.infer<typeof ZWelfareAdminPage>;

export const ZWelfareShip = z.object({
  claimId: ZId,
  expCompany: z
    .string({ error: 'validation.expCompany' })
    .trim()
    .min(1, { error: 'validation.expCompany' })
    .max(WELFARE_COURIER_MAX, { error: 'validation.expCompany' }),
  expNumber: z
    .string({ error: 'validation.expNumber' })
    .trim()
    .regex(new RegExp(`^[A-Za-z0-9-]{4,${WELFARE_TRACKING_MAX}}$`), { error: 'validation.expNumber' }),
});
export type TWelfareShip = z.infer<typeof ZWelfareShip>;
