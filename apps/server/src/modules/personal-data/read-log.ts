import type { DbOrTx } from '../../db/client';
import { piiReadLog } from '../../db/schema';

/** The sensitive fields a read may show unmasked (PIPL: what was read is logged by name). */
export type TPiiField =
  | 'idNumber'
  | 'spouseIdNumber'
  | 'residencePermitNo'
  | 'hukouAddress'
  | 'residentialAddress'
  | 'children'
  | 'images'
  | 'workExperience'
  | 'payslip'
  /** Family members of the special additional deductions (name, ID number, phone). */
  | 'familyMembers'
  /** Vouchers of the special additional deductions (images proving an item). */
  | 'vouchers'
  /** An activity registration's form answers (ID number, phone) and its relatives' ID numbers. */
  | 'activityRegistration';

/**
 * Logs that `readerEid` saw `subjectEid`'s sensitive data unmasked. Call it in the reading request,
 * before answering, whenever someone other than the owner (HR) reads it; the owner reading their
 * own data is not logged. Never log the values themselves: only which fields.
 */
export async function recordPiiRead(
  db: DbOrTx,
  entry: { readerEid: string; subjectEid: string; fields: readonly TPiiField[]; purpose: string },
): Promise<void> {
  if (entry.readerEid === entry.subjectEid || entry.fields.length === 0) return;
  await db.insert(piiReadLog).values({
    readerEid: entry.readerEid,
    subjectEid: entry.subjectEid,
    fields: [...entry.fields],
    purpose: entry.purpose,
  });
}
