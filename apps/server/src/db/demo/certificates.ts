import { eq } from 'drizzle-orm';
import type { Tx } from '../client';
import { applies, certificateExtractions, certificateRequests, employees } from '../schema';

/** Fixed ids of the certificate demo rows. */
export const DEMO_CERTIFICATE_IDS = {
  peoplesSquare: '0b6c3a5e-1d2f-4c8a-9e10-000000170001',
  xujiahui: '0b6c3a5e-1d2f-4c8a-9e10-000000170002',
  hangzhou: '0b6c3a5e-1d2f-4c8a-9e10-000000170003',
  resignationDesk: '0b6c3a5e-1d2f-4c8a-9e10-000000170004',
  collectedProof: '0b6c3a5e-1d2f-4c8a-9e10-000000170101',
} as const;

/**
 * Pickup points for proofs and the resignation certificate, a collected on-the-job certificate of
 * zhangsan's (history), and sunqi as a personnel-agency (人事代理) employee: he may ask for the
 * on-the-job certificate but is not offered the income certificate.
 */
export async function loadCertificatesDemo(
  tx: Tx,
  ids: { companyId: string; zhangsan: string; sunqi: string; now: Date },
): Promise<void> {
  const I = DEMO_CERTIFICATE_IDS;
  await tx
    .insert(certificateExtractions)
    .values([
      {
        id: I.peoplesSquare,
        addressType: 1,
        extractionName: '人民广场服务中心',
        contacts: '陈老师',
        phone: '021-63210001',
        extractionAddress: '上海市黄浦区西藏中路268号来福士广场8楼',
        workTime: '工作日 9:00-12:00 13:30-17:00',
        sort: 1,
      },
      {
        id: I.xujiahui,
        addressType: 1,
        extractionName: '徐家汇服务网点',
        contacts: '刘老师',
        phone: '021-64870002',
        extractionAddress: '上海市徐汇区漕溪北路88号圣爱大厦12楼',
        workTime: '工作日 9:00-17:00',
        sort: 2,
      },
      {
        id: I.hangzhou,
        addressType: 1,
        extractionName: '杭州服务网点',
        contacts: '周老师',
        phone: '0571-87010003',
        extractionAddress: '浙江省杭州市上城区解放路138号2楼',
        workTime: '工作日 9:00-12:00 13:00-17:00',
        sort: 3,
      },
      {
        id: I.resignationDesk,
        addressType: 2,
        extractionName: '人民广场退工窗口',
        contacts: '吴老师',
        phone: '021-63210009',
        extractionAddress: '上海市黄浦区西藏中路268号来福士广场8楼 退工窗口',
        workTime: '工作日 9:00-11:30 13:30-16:30',
        sort: 1,
      },
    ])
    .onConflictDoNothing();

  await tx
    .update(employees)
    .set({ serviceType: '人事代理', afEnterTransact: true, afIncomeTransact: true })
    .where(eq(employees.eid, ids.sunqi));

  const created = new Date(ids.now.getTime() - 40 * 24 * 3600 * 1000);
  const day = (offset: number) => new Date(created.getTime() + offset * 24 * 3600 * 1000);
  const inserted = await tx
    .insert(applies)
    .values({
      id: I.collectedProof,
      kind: 'certificate',
      companyId: ids.companyId,
      eid: ids.zhangsan,
      loginEid: ids.zhangsan,
      categoryCode: '1',
      categoryNames: { zh: '在职证明', en: 'Employment certificate', ja: '在職証明書' },
      applyNo: 'ZMDEMO0001',
      approveStatus: 2,
      submittedAt: created,
      decidedAt: day(1),
      createdAt: created,
      updatedAt: day(1),
    })
    .onConflictDoNothing()
    .returning({ id: applies.id });
  if (inserted.length === 0) return;
  await tx
    .insert(certificateRequests)
    .values({
      applyId: I.collectedProof,
      eid: ids.zhangsan,
      companyId: ids.companyId,
      type: 1,
      mode: 2,
      state: 5,
      extractionId: I.peoplesSquare,
      extractionDate: day(3).toISOString().slice(0, 10),
      feeFen: 0,
      promisedDate: day(7).toISOString().slice(0, 10),
      readyAt: day(5),
      collectedAt: day(8),
      createdAt: created,
    })
    .onConflictDoNothing();
}
