import { nationalIdCheckChar } from '@ehome/shared/validation/national-id';
import { eq } from 'drizzle-orm';
import { DEMO_ACTIVITY_IDS as A } from '../../db/demo/activities';
import { relatives } from '../../db/schema';
import { piiCipher } from '../../platform/pii';
import type { TestApp } from '../../testing/app';

/**
 * For the activities tests that read a brought relative: gives zhangsan's wife (she comes to the
 * barbecue, registration HD00000003) an ID number stored sealed as the app stores it, runs `check`
 * with that number in plain text, and takes the number away again whatever happened.
 */
export async function withSealedWifeIdNo(
  app: TestApp,
  check: (idNo: string) => Promise<void>,
): Promise<void> {
  const first17 = '31010419920308124';
  const idNo = first17 + nationalIdCheckChar(first17);
  const wife = eq(relatives.id, A.relatives.zhangsanWife);
  await app.database.db
    .update(relatives)
    .set({ idNo: piiCipher(app.appConfig.piiKeys).seal(idNo) })
    .where(wife);
  try {
    await check(idNo);
  } finally {
    await app.database.db.update(relatives).set({ idNo: null }).where(wife);
  }
}
