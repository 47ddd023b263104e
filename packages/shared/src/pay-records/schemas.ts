import { z } from 'zod';
import { zPage } from '../envelope';

/**
 * Pay and benefit records (spec 3 §2.6 "Personal and HR info", issue 18). Money is yuan with 2
 * decimals in the API (computed in fen on the server); months are YYYY-MM.
 */
export const PAY_MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
export const ZPayMonth = z.string().regex(PAY_MONTH_PATTERN, 'validation.payMonth');
export const ZPayYear = z.coerce.number().int().min(2000).max(2100);

/** The header that carries the re-authentication token of the payslip calls. */
export const REAUTH_HEADER = 'x-reauth-token';
/** How long a re-authentication lasts (seconds): the payslips stay open this long. */
export const REAUTH_TTL_SECONDS = 300;

export const ZReauthRequest = z.object({ password: z.string().min(1, 'validation.payPassword').max(128) });
export const ZReauthResult = z.object({ reauthToken: z.string(), expiresIn: z.number().int() });
export type TReauthResult = z.infer<typeof ZReauthResult>;

export const PAYSLIP_ITEM_CODES = [
  'basePay',
  'allowance',
  'bonus',
  'pension',
  'medical',
  'unemployment',
  'fund',
  'otherDeduction',
  'tax',
] as const;
export const ZPayslipItem = z.object({
  code: z.string(),
  kind: z.enum(['earning', 'deduction']),
  amount: z.number(),
});

export const ZPayslipQuery = z.object({ month: ZPayMonth, eid: z.uuid().optional() });
export const ZPayslip = z.object({
  eid: z.string(),
  employeeName: z.string(),
  month: z.string(),
  gross: z.number(),
  taxFree: z.number(),
  allowances: z.number(),
  socialEmployee: z.number(),
  fundEmployee: z.number(),
  specialDeduction: z.number(),
  otherDeduction: z.number(),
  tax: z.number(),
  deductions: z.number(),
  net: z.number(),
  paidOn: z.string(),
  items: z.array(ZPayslipItem),
});
export type TPayslip = z.infer<typeof ZPayslip>;

export const ZPayslipYearQuery = z.object({ year: ZPayYear.optional(), eid: z.uuid().optional() });
const ZYearRow = z.object({
  month: z.string(),
  gross: z.number(),
  deductions: z.number(),
  tax: z.number(),
  net: z.number(),
});
export const ZPayslipYear = z.object({
  year: z.number(),
  years: z.array(z.number()),
  months: z.array(ZYearRow),
  totals: ZYearRow.omit({ month: true }),
});
export type TPayslipYear = z.infer<typeof ZPayslipYear>;

export const CONTRIBUTION_KINDS = [
  'pension',
  'medical',
  'unemployment',
  'injury',
  'maternity',
  'fund',
] as const;
const ZContributionLine = z.object({
  kind: z.string(),
  base: z.number(),
  employee: z.number(),
  employer: z.number(),
  status: z.enum(['paid', 'due', 'arrears']),
});
export const ZPayYearQuery = z.object({ year: ZPayYear.optional() });
export const ZSocialInsuranceYear = z.object({
  year: z.number(),
  years: z.array(z.number()),
  city: z.string(),
  months: z.array(
    z.object({
      month: z.string(),
      lines: z.array(ZContributionLine),
      employee: z.number(),
      employer: z.number(),
    }),
  ),
  totals: z.object({ employee: z.number(), employer: z.number() }),
});
export type TSocialInsuranceYear = z.infer<typeof ZSocialInsuranceYear>;

export const ZFundYear = z.object({
  year: z.number(),
  years: z.array(z.number()),
  months: z.array(
    z.object({
      month: z.string(),
      base: z.number(),
      employee: z.number(),
      employer: z.number(),
      total: z.number(),
      status: z.string(),
    }),
  ),
  totals: z.object({ employee: z.number(), employer: z.number(), total: z.number() }),
});
export type TFundYear = z.infer<typeof ZFundYear>;

export const ZFundAccount = z.object({
  /** Masked: the first 2 and last 4 digits. */
  accountNo: z.string(),
  city: z.string(),
  openedOn: z.string(),
  status: z.enum(['normal', 'sealed']),
  /** Balance carried in before the first month on record, plus every paid deposit since. */
  balance: z.number(),
  lastDepositMonth: z.string().nullable(),
  years: z.array(z.object({ year: z.number(), deposits: z.number() })),
});
export type TFundAccount = z.infer<typeof ZFundAccount>;

export const SOCIAL_CARD_STATUSES = ['applying', 'made', 'issued', 'lostReported'] as const;
export const ZSocialCard = z.object({
  status: z.enum(SOCIAL_CARD_STATUSES),
  cardNo: z.string(),
  bank: z.string(),
  city: z.string(),
  appliedOn: z.string(),
  issuedOn: z.string().nullable(),
  lostReportedAt: z.string().nullable(),
});
export type TSocialCard = z.infer<typeof ZSocialCard>;

export const REIMBURSEMENT_STATUSES = ['approving', 'approved', 'rejected', 'paid'] as const;
export const ZReimbursementItem = z.object({
  id: z.string(),
  claimNo: z.string(),
  category: z.string(),
  amount: z.number(),
  submittedOn: z.string(),
  status: z.enum(REIMBURSEMENT_STATUSES),
  paidOn: z.string().nullable(),
});
export type TReimbursementItem = z.infer<typeof ZReimbursementItem>;
export const ZReimbursementPage = zPage(ZReimbursementItem);
export type TReimbursementPage = z.infer<typeof ZReimbursementPage>;
export const ZReimbursementDetail = ZReimbursementItem.extend({
  lines: z.array(z.object({ description: z.string(), date: z.string(), amount: z.number() })),
  steps: z.array(
    z.object({
      step: z.string(),
      approver: z.string(),
      result: z.enum(['pending', 'approved', 'rejected', 'paid']),
      at: z.string().nullable(),
      comment: z.string(),
    }),
  ),
});
export type TReimbursementDetail = z.infer<typeof ZReimbursementDetail>;
export const ZPayIdQuery = z.object({ id: z.uuid('validation.payId') });

/** Company documents: PDFs only, at most this many bytes. */
export const COMPANY_DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
export const COMPANY_DOCUMENT_TITLE_MAX = 60;
export const ZCompanyDocument = z.object({
  id: z.string(),
  title: z.string(),
  size: z.number(),
  uploadedOn: z.string(),
});
export type TCompanyDocument = z.infer<typeof ZCompanyDocument>;
export const ZCompanyDocumentUpload = z.object({
  title: z
    .string()
    .trim()
    .min(1, 'validation.docTitle')
    .max(COMPANY_DOCUMENT_TITLE_MAX, 'validation.docTitleLength'),
  /** The PDF's bytes, base64. */
  content: z.string().min(1, 'validation.docContent'),
});
export type TCompanyDocumentUpload = z.infer<typeof ZCompanyDocumentUpload>;

/** Payroll: the company's months, a month's slips (masked), a CSV load. */
export const ZPayrollMonths = z.array(z.object({ month: z.string(), slips: z.number() }));
export const ZPayrollSlipsQuery = z.object({ month: ZPayMonth });
export const ZPayrollSlips = z.array(
  z.object({ eid: z.string(), employeeNo: z.string(), employeeName: z.string(), net: z.string() }),
);
export type TPayrollSlips = z.infer<typeof ZPayrollSlips>;
export const PAYROLL_CSV_MAX_CHARS = 1_000_000;
export const ZPayrollImport = z.object({
  csv: z.string().min(1, 'validation.payrollCsv').max(PAYROLL_CSV_MAX_CHARS, 'validation.payrollCsvSize'),
});
export const ZPayrollImportResult = z.object({ rows: z.number(), created: z.number(), updated: z.number() });
export type TPayrollImportResult = z.infer<typeof ZPayrollImportResult>;
