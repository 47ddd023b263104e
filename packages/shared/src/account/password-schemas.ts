import { z } from 'zod';
import { MOBILE_RE } from '../validation/phone';
import { checkCodeAndPassword, checkPasswordChange } from './password-rules';

/** Who a verification code is for: the forgotten password or the activation of an account. */
export const SMS_PURPOSES = ['reset', 'register'] as const;
export type TSmsPurpose = (typeof SMS_PURPOSES)[number];

const text = (max: number) =>
  z.string({ error: 'validation.required' }).max(max, { error: 'validation.required' });

/** Turns the first issue of a zod-free rule into a zod issue on its field. */
function issueOf(issue: ReturnType<typeof checkPasswordChange>, ctx: z.RefinementCtx) {
  if (issue) ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.key });
}

/** POST /api/Account/SendSmsCode. */
export const ZSendSmsCode = z.object({
  mobile: text(20).trim().regex(MOBILE_RE, { error: 'validation.mobile' }),
  purpose: z.enum(SMS_PURPOSES, { error: 'validation.required' }),
});
export type TSendSmsCode = z.infer<typeof ZSendSmsCode>;

/** The same answer whether or not the mobile belongs to an account; the code only outside production. */
export const ZSmsCodeSent = z.object({
  /** Seconds before another code may be asked for. */
  resendAfter: z.number().int(),
  /** Seconds the code stays valid. */
  expiresIn: z.number().int(),
  /** Development only: the code the development SMS adapter "sent". */
  devCode: z.string().optional(),
});
export type TSmsCodeSent = z.infer<typeof ZSmsCodeSent>;

/** POST /api/Account/ResetPassword and /api/Account/Register: mobile, code, password and repeat. */
export const ZCodePassword = z
  .object({ mobile: text(20), code: text(10), password: text(100), confirmPassword: text(100) })
  .superRefine((form, ctx) => issueOf(checkCodeAndPassword(form), ctx))
  .transform((form) => ({ ...form, mobile: form.mobile.trim(), code: form.code.trim() }));
export type TCodePassword = z.input<typeof ZCodePassword>;

/** The account's user name, to log in with. */
export const ZPasswordSet = z.object({ userName: z.string() });
export type TPasswordSet = z.infer<typeof ZPasswordSet>;

/** POST /api/Account/ModifyPassword. */
export const ZModifyPassword = z
  .object({ oldPassword: text(128), password: text(100), confirmPassword: text(100) })
  .superRefine((form, ctx) => issueOf(checkPasswordChange(form), ctx));
export type TModifyPassword = z.infer<typeof ZModifyPassword>;
