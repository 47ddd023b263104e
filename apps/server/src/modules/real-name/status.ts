import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { eSignatures, realNameVerifications } from '../../db/schema';

/** The e-signed document that authorises the special additional deductions (spec 3 §4). */
export const TAX_DEDUCTION_AUTHORIZATION = 'taxDeductionAuthorization';

export type TRealNameStatus = {
  /** The latest attempt's state, or `none` before any. */
  state: 'none' | 'pending' | 'verified' | 'failed';
  /** A verified real name and the deduction authorisation signed after it. */
  verified: boolean;
  signed: boolean;
};

/**
 * A person's real-name and e-signature status: the deductions area asks it before any deduction
 * is saved (spec 3 §4: both are required first). Reads this module's tables only.
 */
export async function realNameStatus(db: DbOrTx, eid: string): Promise<TRealNameStatus> {
  const [latest] = await db
    .select({ status: realNameVerifications.status })
    .from(realNameVerifications)
    .where(eq(realNameVerifications.eid, eid))
    .orderBy(desc(realNameVerifications.createdAt))
    .limit(1);
  const [verified] = await db
    .select({ id: realNameVerifications.id })
    .from(realNameVerifications)
    .where(and(eq(realNameVerifications.eid, eid), eq(realNameVerifications.status, 'verified')))
    .limit(1);
  const [signature] = verified
    ? await db
        .select({ id: eSignatures.id })
        .from(eSignatures)
        .where(and(eq(eSignatures.eid, eid), eq(eSignatures.document, TAX_DEDUCTION_AUTHORIZATION)))
        .limit(1)
    : [];
  const state = (latest?.status ?? 'none') as TRealNameStatus['state'];
  return { state, verified: Boolean(verified), signed: Boolean(signature) };
}
