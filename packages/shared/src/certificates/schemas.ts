import { z } from 'zod';
import { ZApplyView } from '../approvals/schemas';
import { zPage } from '../envelope';
import { CERTIFICATE_HANDLE_ACTIONS, TRACKING_NO_MAX } from './constants';

export * from './constants';
export * from './rules';

/**
 * The certificate calls (spec 3 §7, module apps/server/src/modules/certificates, paths under
 * /api/CIICEService/). Field names are the spec's (extraction_name, receiveWay ...). Money is yuan
 * with two decimals ("12.00"); dates YYYY-MM-DD; times YYYY-MM-DD HH:mm:ss.
 */

const ZType = z.coerce
  .number({ error: 'validation.certificateType' })
  .int({ error: 'validation.certificateType' })
  .refine((v) => v === 1 || v === 2 || v === 3, { error: 'validation.certificateType' })
  .transform((v) => v as 1 | 2 | 3);
const ZProofType = z.coerce
  .number({ error: 'validation.certificateType' })
  .int({ error: 'validation.certificateType' })
  .refine((v) => v === 1 || v === 3, { error: 'validation.certificateType' })
  .transform((v) => v as 1 | 3);
const ZMode = z.coerce
  .number({ error: 'validation.certificateMode' })
  .int({ error: 'validation.certificateMode' })
  .refine((v) => v === 1 || v === 2, { error: 'validation.certificateMode' })
  .transform((v) => v as 1 | 2);
const ZOptionalId = z
  .union([z.uuid({ error: 'validation.invalid' }), z.literal(''), z.null()])
  .optional()
  .transform((v) => v || null);
const ZOptionalDate = z
  .union([z.iso.date({ error: 'validation.certificateDate' }), z.literal(''), z.null()])
  .optional()
  .transform((v) => v || null);

/** GET CheckTransact?type=1|2|3. */
export const ZCheckTransactQuery = z.object({ type: ZType });
export const ZCheckTransactResult = z.object({ type: z.number().int(), canApply: z.boolean() });
export type TCheckTransactResult = z.infer<typeof ZCheckTransactResult>;

/** GET GetExtraction?addressType=1|2: the pickup points (spec 3 §3 "Pickup point"). */
export const ZExtractionQuery = z.object({
  addressType: z.coerce
    .number({ error: 'validation.extractionAddressType' })
    .int()
    .refine((v) => v === 1 || v === 2, { error: 'validation.extractionAddressType' }),
});
export const ZExtraction = z.object({
  extractionID: z.string(),
  extraction_name: z.string(),
  contacts: z.string(),
  phone: z.string(),
  extraction_address: z.string(),
  work_time: z.string(),
});
export type TExtraction = z.infer<typeof ZExtraction>;
export const ZExtractionList = z.array(ZExtraction);

/** POST ApplyCertificate {mode, addressID | extractionID + extractionDate, type} (on-job 1, income 3). */
export const ZApplyCertificate = z.object({
  type: ZProofType,
  mode: ZMode,
  addressID: ZOptionalId,
  extractionID: ZOptionalId,
  extractionDate: ZOptionalDate,
});
export type TApplyCertificateInput = z.input<typeof ZApplyCertificate>;
export type TApplyCertificate = z.output<typeof ZApplyCertificate>;

/** GET CertificateQuote: the same fields as ApplyCertificate (type 1, 2 or 3); nothing is stored. */
export const ZCertificateQuoteQuery = z.object({
  type: ZType,
  mode: ZMode,
  addressID: ZOptionalId,
  extractionDate: ZOptionalDate,
});
/** What the request will cost and when it will be ready, shown before submit. */
export const ZCertificateQuote = z.object({
  type: z.number().int(),
  mode: z.number().int(),
  /** Courier to-pay fee in yuan ("0.00" for self-pickup), paid to the courier on delivery. */
  fee: z.string(),
  province: z.string(),
  workingDays: z.number().int(),
  /** The date the certificate is promised for: `workingDays` working days after today. */
  promisedDate: z.string(),
  /** Self-pickup: the default and earliest pickup date (today + 3) and the latest. */
  earliestPickupDate: z.string(),
  latestPickupDate: z.string(),
  today: z.string(),
});
export type TCertificateQuote = z.infer<typeof ZCertificateQuote>;

/** The answer of ApplyCertificate and EmpLeave. */
export const ZCertificateApplied = z.object({
  applyId: z.string(),
  applyNo: z.string(),
  type: z.number().int(),
  fee: z.string(),
  promisedDate: z.string(),
  viewPath: z.string(),
});
export type TCertificateApplied = z.infer<typeof ZCertificateApplied>;

/**
 * POST EmpLeave: the resignation certificate (spec 3 §3 "Resignation EmpLeave record"). receiveWay
 * 1 courier (addressID from the address book, or the address fields), 2 door pickup (extractionID
 * and receiveTime, the pickup date). employeeID is the caller's; another person's is refused.
 */
const looseText = (max: number) =>
  z
    .string({ error: 'validation.invalid' })
    .max(max, { error: 'validation.invalid' })
    .nullable()
    .optional()
    .transform((v) => (v ?? '').trim());
export const ZEmpLeave = z.object({
  employeeID: looseText(50),
  receiveWay: ZMode,
  receiveAddress: looseText(200),
  receiveTime: ZOptionalDate,
  addressName: looseText(50),
  state: looseText(50),
  city: looseText(50),
  zipCode: looseText(20),
  phoneNumber: looseText(30),
  addressID: ZOptionalId,
  extractionID: ZOptionalId,
});
export type TEmpLeaveInput = z.input<typeof ZEmpLeave>;
export type TEmpLeave = z.output<typeof ZEmpLeave>;

/** GET GetEmpLeave: the caller's latest resignation certificate request, or null. */
export const ZEmpLeaveRecord = z.object({
  applyId: z.string(),
  applyNo: z.string(),
  employeeID: z.string(),
  receiveWay: z.number().int(),
  receiveAddress: z.string(),
  receiveTime: z.string(),
  addressName: z.string(),
  state: z.string(),
  city: z.string(),
  zipCode: z.string(),
  phoneNumber: z.string(),
  handleState: z.number().int(),
  promisedDate: z.string(),
  fee: z.string(),
});
export type TEmpLeaveRecord = z.infer<typeof ZEmpLeaveRecord>;

/** One request of the caller (GetTransact) or of HR's list. */
export const ZCertificateItem = z.object({
  applyId: z.string(),
  applyNo: z.string(),
  type: z.number().int(),
  mode: z.number().int(),
  /** CERTIFICATE_STATES. */
  state: z.number().int(),
  approveStatus: z.number().int(),
  fee: z.string(),
  promisedDate: z.string(),
  /** Self-pickup date (empty for courier). */
  extractionDate: z.string(),
  createTime: z.string(),
  empName: z.string(),
  empNo: z.string(),
});
export type TCertificateItem = z.infer<typeof ZCertificateItem>;
export const ZCertificateItems = z.array(ZCertificateItem);

export const ZCertificateRef = z.object({ ApplyId: z.uuid({ error: 'validation.applyId' }) });

/** GET GetCertificate?ApplyId: the request for its owner or HR of the company. */
export const ZCertificateDetail = ZCertificateItem.extend({
  /** Courier: the recipient as chosen (owner and HR only). */
  recipient: z
    .object({ name: z.string(), tel: z.string(), address: z.string(), zipCode: z.string() })
    .nullable(),
  extraction: ZExtraction.nullable(),
  trackingNo: z.string(),
  /** HR's next handling steps on this request (empty for the owner). */
  handleActions: z.array(z.enum(CERTIFICATE_HANDLE_ACTIONS)),
  /** Whether the caller holds an open approval task (the approvals view decides the buttons). */
  isOwner: z.boolean(),
  /** The approvals view (status, the caller's task and its actions) for the owner and approvers. */
  applyEntity: ZApplyView.nullable(),
});
export type TCertificateDetail = z.infer<typeof ZCertificateDetail>;

/** HR's list: tab 0 waiting for approval, 1 being handled, 2 finished; paged. */
export const ZCertificateAdminQuery = z.object({
  tab: z.coerce.number().int().min(0).max(2).default(0),
  pageIndex: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});
export const ZCertificateAdminPage = zPage(ZCertificateItem);
export type TCertificateAdminPage = z.infer<typeof ZCertificateAdminPage>;

/** POST CertificateHandle {ApplyId, action, trackingNo} by HR. */
export const ZCertificateHandle = z.object({
  ApplyId: z.uuid({ error: 'validation.applyId' }),
  action: z.enum(CERTIFICATE_HANDLE_ACTIONS, { error: 'validation.certificateHandle' }),
  trackingNo: z
    .string()
    .trim()
    .max(TRACKING_NO_MAX, { error: 'validation.invalid' })
    .optional()
    .transform((v) => v ?? ''),
});
export type TCertificateHandleInput = z.input<typeof ZCertificateHandle>;
export const ZCertificateHandled = z.object({ applyId: z.string(), state: z.number().int() });

/** POST /api/employee/handleFire: fire-and-forget; whether a leave receipt was recorded. */
export const ZHandleFireResult = z.object({ recorded: z.boolean() });
