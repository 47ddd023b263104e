import type { Tx } from '../client';
import { uniformIssues } from '../schema';

const id = (n: number) => `6b8f1d32-4c5e-4f70-9bac-${String(n).padStart(12, '0')}`;

/** Fixed ids of the uniform demo (issue 18): two items issued to zhangsan, the first confirmed. */
export const DEMO_WORKPLACE_IDS = { confirmed: id(1), open: id(2) };

const daysBefore = (now: Date, days: number) =>
  new Date(now.getTime() - days * 86_400_000).toISOString().slice(0, 10);

export async function loadWorkplaceDemo(
  tx: Tx,
  o: { companyId: string; zhangsan: string; wangwu: string; now: Date },
): Promise<void> {
  await tx
    .insert(uniformIssues)
    .values([
      {
        id: DEMO_WORKPLACE_IDS.confirmed,
        companyId: o.companyId,
        eid: o.zhangsan,
        item: '工作衬衫 Work shirt',
        size: 'L',
        quantity: 2,
        issuedOn: daysBefore(o.now, 40),
        issuedBy: o.wangwu,
        clientRequestId: id(101),
        confirmedAt: new Date(o.now.getTime() - 39 * 86_400_000),
      },
      {
        id: DEMO_WORKPLACE_IDS.open,
        companyId: o.companyId,
        eid: o.zhangsan,
        item: '冬季外套 Winter jacket',
        size: 'XL',
        quantity: 1,
        issuedOn: daysBefore(o.now, 2),
        issuedBy: o.wangwu,
        clientRequestId: id(102),
      },
    ])
    .onConflictDoNothing();
}
