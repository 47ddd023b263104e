import { z } from 'zod';
import { FORM_MAX_ANSWERS, FORM_VALUE_MAX_LENGTH } from './form-rules';

/** The registration calls' shapes (spec 2 §7 "Activities"), in the spec's field names. Money is yuan "50.00". */

const zUuid = z.string().uuid({ error: 'validation.activityId' });

/** GET InsRegistration/{actId} */
export const ZInsRegistrationParams = z.object({ actId: zUuid });
export const ZInsRegistrationResult = z.object({
  /** 报名成功 (REGISTRATION_SUCCESS_TEXT) on success. */
  result: z.string(),
  regID: z.string().uuid(),
  regNo: z.string(),
});
export type TInsRegistrationResult = z.infer<typeof ZInsRegistrationResult>;

/** ?activityID= of GetRegistrationIsFinish and GetActivityTotalMoney. */
export const ZActivityIdQuery = z.object({ activityID: zUuid });
export const ZRegistrationIsFinish = z.object({ isPay: z.boolean(), isSubmit: z.boolean() });
export type TRegistrationIsFinish = z.infer<typeof ZRegistrationIsFinish>;

/** GET GetActivityDetail/{activityId} */
export const ZActivityDetailParams = z.object({ activityId: zUuid });

/** POST SubRegistration: the filled form. conValues is the answer (a cmb item's chosen value). */
export const ZSubRegistration = z.object({
  activityID: zUuid,
  lstInfo: z
    .array(
      z.object({
        activity_detail_id: z.string().uuid({ error: 'validation.registrationItem' }),
        name: z.string().max(FORM_VALUE_MAX_LENGTH).optional(),
        conValues: z.string().max(FORM_VALUE_MAX_LENGTH, { error: 'validation.registrationValue' }),
      }),
    )
    .max(FORM_MAX_ANSWERS),
});
export type TSubRegistration = z.infer<typeof ZSubRegistration>;

/** SubRegistration and GetActivityTotalMoney answer the total to pay (fee x persons). */
export const ZRegistrationTotal = z.object({ total: z.string().regex(/^\d+\.\d{2}$/) });
export type TRegistrationTotal = z.infer<typeof ZRegistrationTotal>;

/** POST CancelRegistration */
export const ZCancelRegistration = z.object({ registrationId: zUuid });

/** A refused SubRegistration lists each wrong item (resultData), so the form marks them. */
export type TFormItemIssue = { activity_detail_id: string; message: string };
