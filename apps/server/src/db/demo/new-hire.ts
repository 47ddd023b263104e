import { createHash } from 'node:crypto';
import { INVITATION_VALID_DAYS } from '@ehome/shared';
import type { Tx } from '../client';
import { employees, newHireInvitations, newHireWorkExperiences } from '../schema';

const id = (n: number) => `0b6c3a5e-1d2f-4c8a-9e43-${String(n).padStart(12, '0')}`;

/**
 * The new-hire demo (issue 17): 陈晨 invited and not yet registered (the code below opens her
 * link; only this loader and the journey know it, the database keeps its hash), and 周敏, who
 * registered already (she logs in as 13900000002 with the demo password).
 */
export const DEMO_NEW_HIRE_IDS = {
  invitedEid: id(1),
  invitedInvitation: id(2),
  registeredEid: id(3),
  registeredInvitation: id(4),
} as const;
/** The demo invitation's code: /Employeelanding?code=<this>, name 陈晨, mobile ending 0001. */
export const DEMO_NEW_HIRE_CODE = 'demo-new-hire-chen-chen-2026-invitation';
export const DEMO_NEW_HIRE = {
  name: '陈晨',
  mobile: '13900000001',
  registeredMobile: '13900000002',
} as const;

export async function loadNewHireDemo(
  tx: Tx,
  o: { companyId: string; organizationId: string; wangwu: string; passwordHash: string; now: Date },
): Promise<void> {
  const day = 86_400_000;
  const hash = (code: string) => createHash('sha256').update(code, 'utf8').digest('hex');
  const hireDate = new Date(o.now.getTime() + 14 * day).toISOString().slice(0, 10);
  const base = {
    companyId: o.companyId,
    organizationId: o.organizationId,
    socialCity: '上海',
    employeeType: 'CiicEmployee',
    leaveStatus: 0,
    hireDate,
  };
  await tx
    .insert(employees)
    .values([
      {
        ...base,
        eid: DEMO_NEW_HIRE_IDS.invitedEid,
        userName: DEMO_NEW_HIRE.mobile,
        // Nobody knows it: the account works once she sets her password on /RegistrationSuccess.
        passwordHash: hash(`${o.now.getTime()}-unusable`),
        employeeName: DEMO_NEW_HIRE.name,
        employeeNo: 'NH000001',
      },
      {
        ...base,
        eid: DEMO_NEW_HIRE_IDS.registeredEid,
        userName: DEMO_NEW_HIRE.registeredMobile,
        passwordHash: o.passwordHash,
        employeeName: '周敏',
        employeeNo: 'NH000002',
      },
    ])
    .onConflictDoNothing();
  await tx
    .insert(newHireInvitations)
    .values([
      {
        id: DEMO_NEW_HIRE_IDS.invitedInvitation,
        eid: DEMO_NEW_HIRE_IDS.invitedEid,
        companyId: o.companyId,
        codeHash: hash(DEMO_NEW_HIRE_CODE),
        expiresAt: new Date(o.now.getTime() + INVITATION_VALID_DAYS * day),
        invitedBy: o.wangwu,
        issuedAt: o.now,
        createdAt: new Date(o.now.getTime() - 60_000),
      },
      {
        id: DEMO_NEW_HIRE_IDS.registeredInvitation,
        eid: DEMO_NEW_HIRE_IDS.registeredEid,
        companyId: o.companyId,
        // A code nobody has: the invitation is used up.
        codeHash: hash(`${DEMO_NEW_HIRE_IDS.registeredInvitation}-used`),
        expiresAt: new Date(o.now.getTime() + 4 * day),
        registeredAt: new Date(o.now.getTime() - 2 * day),
        invitedBy: o.wangwu,
        issuedAt: new Date(o.now.getTime() - 3 * day),
        createdAt: new Date(o.now.getTime() - 3 * day),
      },
    ])
    .onConflictDoNothing();
  await tx
    .insert(newHireWorkExperiences)
    .values({
      id: id(11),
      eid: DEMO_NEW_HIRE_IDS.registeredEid,
      position: 0,
      company: '杭州云帆科技有限公司',
      jobTitle: '测试工程师',
      fromMonth: '2021-07',
      toMonth: '2026-09',
      reason: '个人发展',
    })
    .onConflictDoNothing();
}
