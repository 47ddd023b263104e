import type { Tx } from '../client';
import { employeeProfiles, onboardingServiceContacts } from '../schema';

const id = (n: number) => `0b6c3a5e-1d2f-4c8a-9e17-${String(n).padStart(12, '0')}`;

/** Fixed ids of the onboarding demo (issue 17): the consulting contacts. */
export const DEMO_ONBOARDING_IDS = {
  shanghaiOperator: id(1),
  companyContact: id(2),
  salesContact: id(3),
} as const;

/**
 * Onboarding demo: the Shanghai operator of the demo company and the organisation contacts shown
 * elsewhere (the company default and the sales department's own), zhangsan's and lisi's mobile as HR
 * knows it, and lisi's non-sensitive answers (nothing sealed here: the demo has no key at hand).
 */
export async function loadOnboardingDemo(
  tx: Tx,
  ids: { companyId: string; salesDepartment: string; zhangsan: string; lisi: string; now: Date },
): Promise<void> {
  await tx
    .insert(onboardingServiceContacts)
    .values([
      {
        id: DEMO_ONBOARDING_IDS.shanghaiOperator,
        companyId: ids.companyId,
        kind: 'operator',
        name: '陈晓燕',
        phone: '021-62881234',
        email: 'chenxy@ehome-hr.example.cn',
      },
      {
        id: DEMO_ONBOARDING_IDS.companyContact,
        companyId: ids.companyId,
        kind: 'organization',
        name: '人事服务部 周敏',
        phone: '021-62885678',
        address: '上海市静安区延安中路1000号8楼',
      },
      {
        id: DEMO_ONBOARDING_IDS.salesContact,
        companyId: ids.companyId,
        organizationId: ids.salesDepartment,
        kind: 'organization',
        name: '销售部行政 刘洋',
        phone: '021-62889012',
        address: '上海市徐汇区漕溪北路88号3楼',
      },
    ])
    .onConflictDoNothing();
  const twoDaysAgo = new Date(ids.now.getTime() - 2 * 86_400_000);
  await tx
    .insert(employeeProfiles)
    .values([
      { eid: ids.zhangsan, phoneNumber: '13800138000', updatedAt: ids.now },
      {
        eid: ids.lisi,
        phoneNumber: '13900139000',
        gender: 1,
        nation: '汉族',
        political: 'cpcMember',
        highestDegree: 'master',
        health: 'good',
        maritalStatus: 'married',
        relation: 'wife',
        spouseName: '王芳',
        childrenCount: 1,
        email: 'lisi@example.com',
        hukouTypeCode: '1',
        hukouCity: '上海',
        urbanHukou: true,
        social: true,
        fund: true,
        fundAccount: '123456789',
        agreedAt: twoDaysAgo,
        submittedAt: twoDaysAgo,
        updatedAt: twoDaysAgo,
      },
    ])
    .onConflictDoNothing();
}
