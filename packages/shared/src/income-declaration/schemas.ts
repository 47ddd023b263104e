import { z } from 'zod';
import { parseYuan } from '../calculators/money';
import {
  DECLARATION_AMOUNT_MAX,
  DECLARATION_NAME_MAX,
  DONATION_CERTIFICATE_MAX,
  INCOME_CATEGORIES,
  PREFERENCE_DOC_MAX,
  PREFERENCE_KINDS,
} from './rules';

export * from './rules';

/**
 * The tax trial and the income declaration (module apps/server/src/modules/income-declaration and
 * tax-trial, paths under /api/Tax/). Money is yuan with two decimals ("1234.50"); stored and computed
 * in fen. Refusal keys `declaration.*` (messages.ts).
 */

const ZYear = z.coerce
  .number({ error: 'validation.declaration.year' })
  .int({ error: 'validation.declaration.year' })
  .min(2019, { error: 'validation.declaration.year' })
  .max(2100, { error: 'validation.declaration.year' });

/** A yuan amount (up to 2 decimals) to fen, above 0 and at most 100 million yuan. */
const zAmount = (
  key: 'validation.declaration.amount' | 'validation.declaration.withheld',
  allowZero = false,
) =>
  z.union([z.string(), z.number()], { error: key }).transform((v, ctx) => {
    const fen = parseYuan(v);
    if (fen === null || fen > DECLARATION_AMOUNT_MAX || (!allowZero && fen <= 0)) {
      ctx.addIssue({ code: 'custom', message: key });
      return z.NEVER;
    }
    return fen;
  });

const zText = (key: string, max: number) =>
  z
    .string({ error: `${key}Required` })
    .trim()
    .min(1, { error: `${key}Required` })
    .max(max, { error: `${key}TooLong` });

/** One of a list of values, with its own message (a missing or unknown value alike). */
const zOneOf = <T extends string>(values: readonly T[], key: string) =>
  z
    .string({ error: key })
    .refine((v) => (values as readonly string[]).includes(v), { error: key })
    .transform((v) => v as T);

const ZOptionalId = z
  .union([z.uuid({ error: 'validation.invalid' }), z.literal(''), z.null()])
  .optional()
  .transform((v) => v || null);

export const ZDeclarationYearQuery = z.object({ year: ZYear.optional() });
export type TDeclarationYearQuery = z.infer<typeof ZDeclarationYearQuery>;

export const ZIncomeSave = z.object({
  year: ZYear,
  id: ZOptionalId,
  category: zOneOf(INCOME_CATEGORIES, 'validation.declaration.category'),
  payer: zText('validation.declaration.payer', DECLARATION_NAME_MAX),
  amount: zAmount('validation.declaration.amount'),
  taxWithheld: zAmount('validation.declaration.withheld', true).optional().default(0),
});
export type TIncomeSave = z.output<typeof ZIncomeSave>;
export type TIncomeSaveInput = z.input<typeof ZIncomeSave>;

export const ZDonationSave = z.object({
  year: ZYear,
  id: ZOptionalId,
  recipient: zText('validation.declaration.recipient', DECLARATION_NAME_MAX),
  certificateNo: zText('validation.declaration.certificateNo', DONATION_CERTIFICATE_MAX),
  amount: zAmount('validation.declaration.amount'),
});
export type TDonationSave = z.output<typeof ZDonationSave>;
export type TDonationSaveInput = z.input<typeof ZDonationSave>;

export const ZPreferenceSave = z.object({
  year: ZYear,
  id: ZOptionalId,
  kind: zOneOf(PREFERENCE_KINDS, 'validation.declaration.preferenceKind'),
  name: zText('validation.declaration.preferenceName', DECLARATION_NAME_MAX),
  documentId: zText('validation.declaration.documentId', PREFERENCE_DOC_MAX),
  amount: zAmount('validation.declaration.amount'),
});
export type TPreferenceSave = z.output<typeof ZPreferenceSave>;
export type TPreferenceSaveInput = z.input<typeof ZPreferenceSave>;

export const ZDeclarationItemRemove = z.object({ year: ZYear, id: z.uuid({ error: 'validation.invalid' }) });

/** Submit: requestId makes a repeated submit (double tap, retry) answer the first one's result. */
export const ZDeclarationSubmit = z.object({
  year: ZYear,
  requestId: z.uuid({ error: 'validation.invalid' }),
});

const yuan = z.string();

export const ZDeclarationWage = z.object({
  month: z.string(),
  gross: yuan,
  taxFree: yuan,
  social: yuan,
  special: yuan,
  other: yuan,
  tax: yuan,
});
export const ZDeclarationIncome = z.object({
  id: z.string(),
  category: z.enum(INCOME_CATEGORIES),
  payer: z.string(),
  amount: yuan,
  counted: yuan,
  taxWithheld: yuan,
});
export const ZDeclarationDonation = z.object({
  id: z.string(),
  recipient: z.string(),
  certificateNo: z.string(),
  amount: yuan,
});
export const ZDeclarationPreference = z.object({
  id: z.string(),
  kind: z.enum(PREFERENCE_KINDS),
  name: z.string(),
  documentId: z.string(),
  amount: yuan,
});
export const ZSettlementFigures = z.object({
  wageIncome: yuan,
  otherIncome: yuan,
  income: yuan,
  exempt: yuan,
  basic: yuan,
  social: yuan,
  special: yuan,
  other: yuan,
  beforeDonations: yuan,
  donationsClaimed: yuan,
  donations: yuan,
  taxable: yuan,
  taxDue: yuan,
  relief: yuan,
  tax: yuan,
  withheld: yuan,
  balance: yuan,
});
export type TSettlementFigures = z.infer<typeof ZSettlementFigures>;

export const ZDeclaration = z.object({
  year: z.number().int(),
  today: z.string(),
  window: z.object({ from: z.string(), to: z.string() }),
  open: z.boolean(),
  status: z.enum(['draft', 'submitted']),
  submittedAt: z.string().nullable(),
  wages: z.array(ZDeclarationWage),
  incomes: z.array(ZDeclarationIncome),
  donations: z.array(ZDeclarationDonation),
  preferences: z.array(ZDeclarationPreference),
  figures: ZSettlementFigures,
});
export type TDeclaration = z.infer<typeof ZDeclaration>;

export const ZTrialMonth = z.object({
  month: z.number().int(),
  projected: z.boolean(),
  cumulativeIncome: yuan,
  cumulativeDeduction: yuan,
  cumulativeTaxable: yuan,
  rate: z.number(),
  computed: yuan,
  withheld: yuan.nullable(),
  difference: yuan.nullable(),
});
export const ZTrial = z.object({
  year: z.number().int(),
  months: z.array(ZTrialMonth),
  computedTotal: yuan,
  withheldTotal: yuan,
  difference: yuan,
  annualOnly: yuan,
});
export type TTrialView = z.infer<typeof ZTrial>;
