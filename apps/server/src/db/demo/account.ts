import { randomBytes } from 'node:crypto';
import { hashPassword } from '../../platform/passwords';
import type { DbOrTx } from '../client';
import { accountActivations, employeeProfiles, employees } from '../schema';

/**
 * Issue 18 account: 钱八 (qianba, password Demo2026) whose mobile is on the profile, for the
 * forgotten password; 周九 (zhoujiu) whom HR created without a password, to activate on /Password.
 */
export const DEMO_ACCOUNT = {
  qianba: { eid: '0b6c3a5e-1d2f-4c8a-9e10-000000001801', userName: 'qianba', mobile: '13700137008' },
  zhoujiu: { eid: '0b6c3a5e-1d2f-4c8a-9e10-000000001802', userName: 'zhoujiu', mobile: '13700137009' },
} as const;

export async function loadAccountDemo(
  tx: DbOrTx,
  o: { companyId: string; organizationId: string; managerEid: string; passwordHash: string; now: Date },
) {
  // Nobody knows this password: the account logs in only after its owner activates it.
  const unusable = await hashPassword(randomBytes(32).toString('base64url'));
  const common = {
    companyId: o.companyId,
    organizationId: o.organizationId,
    managerEid: o.managerEid,
    socialCity: '上海',
    employeeType: 'CiicEmployee',
    leaveStatus: 1,
    roles: ['employee'],
  };
  await tx
    .insert(employees)
    .values([
      {
        ...common,
        eid: DEMO_ACCOUNT.qianba.eid,
        userName: DEMO_ACCOUNT.qianba.userName,
        passwordHash: o.passwordHash,
        employeeName: '钱八',
        employeeNo: 'E10018',
        hireDate: '2023-03-01',
      },
      {
        ...common,
        eid: DEMO_ACCOUNT.zhoujiu.eid,
        userName: DEMO_ACCOUNT.zhoujiu.userName,
        passwordHash: unusable,
        employeeName: '周九',
        employeeNo: 'E10019',
        hireDate: '2026-11-02',
      },
    ])
    .onConflictDoNothing();
  await tx
    .insert(employeeProfiles)
    .values({ eid: DEMO_ACCOUNT.qianba.eid, phoneNumber: DEMO_ACCOUNT.qianba.mobile, updatedAt: o.now })
    .onConflictDoNothing();
  await tx
    .insert(accountActivations)
    .values({ eid: DEMO_ACCOUNT.zhoujiu.eid, mobile: DEMO_ACCOUNT.zhoujiu.mobile, createdAt: o.now })
    .onConflictDoNothing();
}
