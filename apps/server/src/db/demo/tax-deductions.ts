import { createHash } from 'node:crypto';
import { TAX_DEDUCTION_AUTHORIZATION } from '../../modules/real-name/status';
import type { PiiCipher } from '../../platform/pii';
import type { Tx } from '../client';
import {
  eSignatures,
  realNameVerifications,
  taxDeductionItems,
  taxDeductionRecords,
  taxFamilyMembers,
} from '../schema';

/** Fixed ids of the deductions demo (issue 18), so a second run changes nothing. */
export const DEMO_DEDUCTION_IDS = {
  verification: '0b6c3a5e-1d2f-4c8a-9e10-000000018101',
  signature: '0b6c3a5e-1d2f-4c8a-9e10-000000018102',
  child: '0b6c3a5e-1d2f-4c8a-9e10-000000018111',
  lastYear: '0b6c3a5e-1d2f-4c8a-9e10-000000018121',
  lastYearItem: '0b6c3a5e-1d2f-4c8a-9e10-000000018122',
} as const;

const ZHAOLIU_ID = '310101199003150035';
const CHILD_ID = '310101201605100027';

/**
 * zhaoliu may file deductions at once: a verified real name and the signed authorisation (sealed
 * like real ones, a demo provider named as such), a son, and last year's record accepted by HR
 * (the history has a year to show). zhangsan stays unverified on purpose (the real-name journey).
 */
export async function loadDeductionsDemo(
  tx: Tx,
  deps: { pii: PiiCipher; zhaoliu: string; companyId: string; now: Date; timeZone: string },
): Promise<void> {
  const { pii, zhaoliu, now } = deps;
  const year = Number(
    new Intl.DateTimeFormat('en-CA', { timeZone: deps.timeZone, year: 'numeric' }).format(now),
  );
  await tx
    .insert(realNameVerifications)
    .values({
      id: DEMO_DEDUCTION_IDS.verification,
      eid: zhaoliu,
      status: 'verified',
      nameSealed: pii.seal('赵六'),
      idNumberSealed: pii.seal(ZHAOLIU_ID),
      idNumberHash: pii.blindIndex(ZHAOLIU_ID),
      bankCardSealed: pii.seal('6222020200112233445'),
      bankCardLast4: '3445',
      mobileSealed: pii.seal('13900139004'),
      provider: 'demo (not a real verification)',
      providerRef: 'demo-zhaoliu',
      attemptDay: `${year}-01-05`,
      createdAt: now,
      decidedAt: now,
    })
    .onConflictDoNothing();
  await tx
    .insert(eSignatures)
    .values({
      id: DEMO_DEDUCTION_IDS.signature,
      eid: zhaoliu,
      document: TAX_DEDUCTION_AUTHORIZATION,
      version: 'demo',
      verificationId: DEMO_DEDUCTION_IDS.verification,
      textHash: createHash('sha256').update('demo deduction authorisation').digest('hex'),
      signedAt: now,
    })
    .onConflictDoNothing();
  await tx
    .insert(taxFamilyMembers)
    .values({
      id: DEMO_DEDUCTION_IDS.child,
      eid: zhaoliu,
      nameSealed: pii.seal('赵小明'),
      relation: 'child',
      idType: 'idCard',
      idNumberSealed: pii.seal(CHILD_ID),
      idNumberHash: pii.blindIndex(CHILD_ID),
      birthDate: '2016-05-10',
      nationality: '中国',
      phoneSealed: pii.seal('13900139004'),
      email: '',
      createdAt: now,
    })
    .onConflictDoNothing();
  await tx
    .insert(taxDeductionRecords)
    .values({
      id: DEMO_DEDUCTION_IDS.lastYear,
      eid: zhaoliu,
      companyId: deps.companyId,
      year: year - 1,
      status: 'reported',
      method: 'employer',
      methodConfirmedAt: now,
      effectiveMonth: `${year - 1}-01`,
      submittedAt: now,
      decidedAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing();
  await tx
    .insert(taxDeductionItems)
    .values({
      id: DEMO_DEDUCTION_IDS.lastYearItem,
      recordId: DEMO_DEDUCTION_IDS.lastYear,
      kind: 'childEducation',
      data: {
        memberId: DEMO_DEDUCTION_IDS.child,
        stage: 'primary',
        startMonth: `${year - 1}-01`,
        endMonth: `${year - 1}-12`,
        ratio: '100',
      },
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing();
}
