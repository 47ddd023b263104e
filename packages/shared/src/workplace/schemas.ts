import { z } from 'zod';
import { ZPaging, zPage } from '../envelope';
import { isRealDate } from '../validation/date';
import { BADGE_CODE_MAX, BADGE_STATES, UNIFORM_FILTERS, UNIFORM_LIMITS } from './constants';

/** Uniform receipts and the electronic badge (issue 18, /Signclothes, /Electronictag). */

export const ZUniformItem = z.object({
  id: z.string(),
  item: z.string(),
  size: z.string(),
  quantity: z.number().int(),
  issuedOn: z.string(),
  issuedBy: z.string(),
  /** When the person confirmed receipt; null until then. */
  confirmedAt: z.string().nullable(),
});
export type TUniformItem = z.infer<typeof ZUniformItem>;

export const ZUniformConfirm = z.object({ id: z.uuid({ error: 'validation.uniformId' }) });
export type TUniformConfirm = z.infer<typeof ZUniformConfirm>;

/** HR issues items to an employee of the same company, found by employee number. */
export const ZUniformIssue = z.object({
  /** The same id twice records one issue (a resent form). */
  clientRequestId: z.uuid({ error: 'validation.uniformRequestId' }),
  employeeNo: z
    .string({ error: 'validation.uniformEmployeeNo' })
    .trim()
    .min(1, { error: 'validation.uniformEmployeeNo' })
    .max(UNIFORM_LIMITS.employeeNo, { error: 'validation.uniformEmployeeNo' })
    .transform((s) => s.toUpperCase()),
  item: z
    .string({ error: 'validation.uniformItem' })
    .trim()
    .min(1, { error: 'validation.uniformItem' })
    .max(UNIFORM_LIMITS.item, { error: 'validation.uniformItem' }),
  size: z
    .string({ error: 'validation.uniformSize' })
    .trim()
    .min(1, { error: 'validation.uniformSize' })
    .max(UNIFORM_LIMITS.size, { error: 'validation.uniformSize' }),
  quantity: z.coerce
    .number({ error: 'validation.uniformQuantity' })
    .int({ error: 'validation.uniformQuantity' })
    .min(1, { error: 'validation.uniformQuantity' })
    .max(UNIFORM_LIMITS.quantityMax, { error: 'validation.uniformQuantity' }),
  issuedOn: z
    .string({ error: 'validation.uniformIssuedOn' })
    .refine(isRealDate, { error: 'validation.uniformIssuedOn' }),
});
export type TUniformIssue = z.infer<typeof ZUniformIssue>;
export type TUniformIssueInput = z.input<typeof ZUniformIssue>;

export const ZUniformIssueQuery = ZPaging.extend({
  filter: z.enum(UNIFORM_FILTERS, { error: 'validation.uniformFilter' }).default('unconfirmed'),
});
export type TUniformIssueQuery = z.infer<typeof ZUniformIssueQuery>;

export const ZUniformIssueRow = ZUniformItem.extend({ employeeName: z.string(), employeeNo: z.string() });
export type TUniformIssueRow = z.infer<typeof ZUniformIssueRow>;
export const ZUniformIssuePage = zPage(ZUniformIssueRow);
export type TUniformIssuePage = z.infer<typeof ZUniformIssuePage>;

export const ZBadgeHolder = z.object({
  employeeName: z.string(),
  employeeNo: z.string(),
  company: z.string(),
  department: z.string(),
  initials: z.string(),
  state: z.enum(BADGE_STATES),
  valid: z.boolean(),
});
export type TBadgeHolder = z.infer<typeof ZBadgeHolder>;

export const ZBadge = ZBadgeHolder.extend({
  /** The signed code (only while the badge is valid) and when it stops being accepted. */
  code: z.string().nullable(),
  expiresAt: z.string().nullable(),
  validSeconds: z.number().int(),
});
export type TBadge = z.infer<typeof ZBadge>;

export const ZBadgeVerify = z.object({
  code: z
    .string({ error: 'validation.badgeCode' })
    .trim()
    .min(1, { error: 'validation.badgeCode' })
    .max(BADGE_CODE_MAX, { error: 'validation.badgeCode' }),
});
export type TBadgeVerify = z.infer<typeof ZBadgeVerify>;

export const ZBadgeCheck = ZBadgeHolder.extend({ checkedAt: z.string() });
export type TBadgeCheck = z.infer<typeof ZBadgeCheck>;
