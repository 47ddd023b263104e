import { z } from 'zod';
import { DECLARE_METHODS, DEDUCTION_KINDS, ID_TYPES, MEMBER_RELATIONS, RECORD_STATUSES } from './constants';

/*
 * Shapes only: every rule with its own message is in rules.ts (one message per rule, the same on the
 * phone and the server), so these accept loose text and the rules say what is wrong.
 */
const text = (max = 200) => z.string().max(max, { error: 'validation.invalid' }).optional();
const zYear = z.coerce.number().int().min(2019).max(2100);
const zId = z.guid({ error: 'validation.invalid' });

export const ZYearQuery = z.object({ year: zYear.optional() });
export const ZDeductionItemInput = z.object({
  year: zYear,
  /** An existing item to change; absent adds one. */
  id: zId.optional(),
  /** Chosen by the form once: a repeated add with the same key answers the first item. */
  clientKey: z.string().min(8).max(64).optional(),
  kind: z.enum(DEDUCTION_KINDS, { error: 'validation.invalid' }),
  memberId: text(40),
  stage: text(20),
  startMonth: text(7),
  endMonth: text(7),
  ratio: text(3),
  degreeStage: text(20),
  degreeStart: text(7),
  degreeEnd: text(7),
  certType: text(20),
  certNumber: text(100),
  certIssuer: text(100),
  certDate: text(10),
  totalAmount: text(24),
  personalAmount: text(24),
  loanTerm: text(10),
  firstRepayment: text(10),
  cityClass: text(1),
  leaseStart: text(10),
  leaseEnd: text(10),
  onlyChild: z.boolean().optional(),
  dependantIds: z.array(z.string().max(40)).max(10).optional(),
  shareMethod: text(20),
  amount: text(24),
  otherType: text(30),
  remark: text(200),
});
export type TDeductionItemInput = z.output<typeof ZDeductionItemInput>;
/** What the rules keep of an item (the fields of its kind, normalised). */
export type TDeductionItemData = Omit<TDeductionItemInput, 'year' | 'id' | 'clientKey' | 'kind'>;

export const ZDeductionItem = z.object({
  id: z.string(),
  kind: z.enum(DEDUCTION_KINDS),
  data: z.record(z.string(), z.unknown()),
  /** The child's, patient's or dependants' names (masked for anyone but the owner and HR). */
  people: z.array(z.string()),
  /** Fen per month of the tax year (index 0 = January), the one-off and the annual-settlement amounts. */
  monthly: z.array(z.number()),
  oneOff: z.number(),
  annualOnly: z.number(),
  /** Yuan of the year, 2 decimals. */
  yearTotal: z.string(),
  vouchers: z.number(),
});
export type TDeductionItem = z.infer<typeof ZDeductionItem>;

export const ZDeductionRecord = z.object({
  id: z.string().nullable(),
  year: z.number(),
  status: z.enum(RECORD_STATUSES),
  method: z.enum(DECLARE_METHODS).nullable(),
  methodConfirmedAt: z.string().nullable(),
  effectiveMonth: z.string().nullable(),
  submittedAt: z.string().nullable(),
  returnNote: z.string().nullable(),
  items: z.array(ZDeductionItem),
  /** Fen per month of all items, and the year's total in yuan. */
  monthly: z.array(z.number()),
  yearTotal: z.string(),
  editable: z.boolean(),
});
export type TDeductionRecord = z.infer<typeof ZDeductionRecord>;

export const ZDeductionOverview = z.object({
  year: z.number(),
  today: z.string(),
  status: z.enum(RECORD_STATUSES),
  method: z.enum(DECLARE_METHODS).nullable(),
  counts: z.record(z.string(), z.number()),
  /** The payroll month a submit today counts from (cut-off on the 15th). */
  effectiveMonthIfNow: z.string(),
  window: z.object({ open: z.boolean(), from: z.string(), to: z.string(), year: z.number() }),
  editable: z.boolean(),
  realName: z.object({ verified: z.boolean(), signed: z.boolean() }),
  returnNote: z.string().nullable(),
});
export type TDeductionOverview = z.infer<typeof ZDeductionOverview>;

export const ZYearRow = z.object({
  id: z.string(),
  year: z.number(),
  status: z.enum(RECORD_STATUSES),
  items: z.number(),
  yearTotal: z.string(),
});
export type TYearRow = z.infer<typeof ZYearRow>;

export const ZYearSubmit = z.object({ year: zYear });
export const ZSubmitResult = z.object({ status: z.enum(RECORD_STATUSES), effectiveMonth: z.string() });
export type TSubmitResult = z.infer<typeof ZSubmitResult>;
export const ZConfirmMethod = z.object({
  year: zYear,
  method: z.enum(DECLARE_METHODS, { error: 'validation.invalid' }),
});
export const ZItemRef = z.object({ year: zYear, id: zId });
export const ZAddDependant = z.object({ itemId: zId, memberId: zId });

export const ZMemberInput = z.object({
  id: zId.optional(),
  clientKey: z.string().min(8).max(64).optional(),
  name: text(50),
  relation: z.enum(MEMBER_RELATIONS).or(z.literal('')).optional(),
  idType: z.enum(ID_TYPES).or(z.literal('')).optional(),
  idNumber: text(60),
  birthDate: text(10),
  nationality: text(50),
  phone: text(30),
  email: text(100),
  address: text(200),
});
export type TMemberInput = z.output<typeof ZMemberInput>;
export const ZMember = z.object({
  id: z.string(),
  name: z.string(),
  relation: z.enum(MEMBER_RELATIONS),
  idType: z.enum(ID_TYPES),
  /** Masked (3101**********1234); the owner's edit form sends the mask back to keep it. */
  idNumber: z.string(),
  birthDate: z.string(),
  nationality: z.string(),
  phone: z.string(),
  email: z.string(),
  address: z.string(),
});
export type TMember = z.infer<typeof ZMember>;

export const ZMyTaxInfo = z.object({
  phone: z.string(),
  email: z.string(),
  address: z.string(),
});
export type TMyTaxInfo = z.infer<typeof ZMyTaxInfo>;
export const ZMyTaxInfoInput = z.object({ phone: text(30), email: text(100), address: text(200) });

export const ZVoucherUpload = z.object({
  itemId: zId,
  fileName: z.string().max(2000),
  /** Base64 of the image bytes (the phone compresses above 2 MB first). */
  content: z.string().max(9 * 1024 * 1024),
});
export const ZVoucher = z.object({
  id: z.string(),
  fileName: z.string(),
  size: z.number(),
  uploadedAt: z.string(),
});
export type TVoucher = z.infer<typeof ZVoucher>;
/** A voucher in HR's review: which item it proves (its bytes come from the admin Voucher route). */
export const ZAdminVoucher = ZVoucher.extend({ itemId: z.string() });
export type TAdminVoucher = z.infer<typeof ZAdminVoucher>;

export const ZAdminQuery = z.object({
  pageIndex: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
  status: z.enum(RECORD_STATUSES).optional(),
});
export const ZAdminRow = z.object({
  id: z.string(),
  year: z.number(),
  eid: z.string(),
  employeeName: z.string(),
  employeeNo: z.string(),
  status: z.enum(RECORD_STATUSES),
  submittedAt: z.string().nullable(),
  effectiveMonth: z.string().nullable(),
  yearTotal: z.string(),
});
export type TAdminRow = z.infer<typeof ZAdminRow>;
export const ZAdminPage = z.object({ totalCount: z.number(), result: z.array(ZAdminRow) });
export type TAdminPage = z.infer<typeof ZAdminPage>;
export const ZAdminDetail = z.object({
  row: ZAdminRow,
  record: ZDeductionRecord,
  /** Unmasked for HR (each read logged). */
  members: z.array(ZMember),
  /** The vouchers of the record's items, oldest first (opening one is logged). */
  vouchers: z.array(ZAdminVoucher),
});
export type TAdminDetail = z.infer<typeof ZAdminDetail>;
export const ZAdminDecide = z.object({
  id: zId,
  action: z.enum(['accept', 'return']),
  note: z.string().max(500).optional(),
});
