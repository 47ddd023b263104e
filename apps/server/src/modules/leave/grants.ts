import type { DbOrTx } from '../../db/client';
import * as repo from './repository';

/**
 * What other modules may grant (GUIDE: modules register with each other instead of writing each
 * other's tables): a leave entitlement of a person, e.g. the maternity leave of an approved birth
 * record. Called inside the granting request's own transaction.
 */
export type LeaveGrantPort = (
  tx: DbOrTx,
  grant: {
    eid: string;
    companyId: string;
    categoryCode: string;
    year: number;
    days: number;
    source: string;
    validFrom: string;
    validTo: string;
    remark: string;
  },
) => Promise<boolean>;

/** Writes the grant for the company's active leave type of that code; false when the company has none. */
export const grantLeave: LeaveGrantPort = async (tx, grant) => {
  const category = await repo.findCategoryByCode(tx, grant.companyId, grant.categoryCode);
  if (!category) return false;
  await repo.upsertGrant(tx, {
    eid: grant.eid,
    categoryId: category.id,
    year: grant.year,
    granted: String(grant.days),
    source: grant.source,
    validFrom: grant.validFrom,
    validTo: grant.validTo,
    remark: grant.remark,
  });
  return true;
};
