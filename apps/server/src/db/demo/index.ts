import { DEFAULT_TIME_ZONE } from '@ehome/shared';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../../platform/passwords';
import type { PiiCipher } from '../../platform/pii';
import type { Db } from '../client';
import { attendanceLocations, companies, employees, organizations } from '../schema';
import { loadAccountDemo } from './account';
import { loadActivitiesDemo } from './activities';
import { loadAddressDemo } from './addresses';
import { loadAttendanceDemo } from './attendance';
import { loadCertificatesDemo } from './certificates';
import { loadCountersDemo } from './counters';
import { loadLeaveDemo } from './leave';
import { loadLeaveFormDemo } from './leave-form';
import { loadMakeupClockDemo } from './makeup-clock';
import { loadMaternityDemo } from './maternity';
import { loadMessagesDemo } from './messages';
import { loadNewHireDemo } from './new-hire';
import { loadOnboardingDemo } from './onboarding';
import { loadOvertimeDemo } from './overtime';
import { loadPayRecordsDemo } from './pay-records';
import { loadServicesDemo } from './services';
import { loadShopDemo } from './shop';
import { loadShopOrdersDemo } from './shop-orders';
import { loadSupportDemo } from './support';
import { loadDeductionsDemo } from './tax-deductions';
import { loadTravelDemo } from './travel';
import { loadWelfareDemo } from './welfare';
import { loadWorkplaceDemo } from './workplace';

/** Password of every demo account (GUIDE.md). */
export const DEMO_PASSWORD = 'Demo2026';

/**
 * Fixed ids so other domains' demo rows, tests and docs can refer to the same people and
 * organisations, and so a reload produces the same data.
 */
export const DEMO_IDS = {
  company: '0b6c3a5e-1d2f-4c8a-9e10-000000000001',
  headOffice: '0b6c3a5e-1d2f-4c8a-9e10-000000000101',
  rdDepartment: '0b6c3a5e-1d2f-4c8a-9e10-000000000102',
  salesDepartment: '0b6c3a5e-1d2f-4c8a-9e10-000000000103',
  zhangsan: '0b6c3a5e-1d2f-4c8a-9e10-000000001001',
  lisi: '0b6c3a5e-1d2f-4c8a-9e10-000000001002',
  wangwu: '0b6c3a5e-1d2f-4c8a-9e10-000000001003',
  zhaoliu: '0b6c3a5e-1d2f-4c8a-9e10-000000001004',
  sunqi: '0b6c3a5e-1d2f-4c8a-9e10-000000001005',
  headOfficeLocation: '0b6c3a5e-1d2f-4c8a-9e10-000000002001',
} as const;

/** The head office punch point (GUIDE.md): People's Square, Shanghai, WGS-84, 300 m. */
export const HEAD_OFFICE = { latitude: 31.2304, longitude: 121.4737 };

const noFlags = {
  afService: false,
  afFundTransfer: false,
  afEnterTransact: false,
  afIncomeTransact: false,
  afLeaveTransact: false,
};

/** A demo data set is loaded only into a database without any company. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ one: sql<number>`1` }).from(companies).limit(1);
  return rows.length === 0;
}

/**
 * "Now" and the business time zone the demo history is laid out around (two months up to
 * yesterday); `pii` seals the personal data of the demo rows that need it (issue 18 deductions,
 * relatives' phone numbers), which are left out without it.
 */
export type DemoOptions = { now?: Date; timeZone?: string; pii?: PiiCipher };

/**
 * Loads the demo company in one transaction; the fixed ids and ON CONFLICT DO NOTHING make a
 * second run a no-op. The password is hashed once for all accounts (argon2id is slow on purpose).
 */
export async function loadDemoData(db: Db, options: DemoOptions = {}): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    await tx
      .insert(companies)
      .values({ id: DEMO_IDS.company, name: '上海浦江精密制造有限公司', city: '上海' })
      .onConflictDoNothing();
    await tx
      .insert(organizations)
      .values([
        { id: DEMO_IDS.headOffice, companyId: DEMO_IDS.company, parentId: null, name: '上海总部' },
        {
          id: DEMO_IDS.rdDepartment,
          companyId: DEMO_IDS.company,
          parentId: DEMO_IDS.headOffice,
          name: '研发部',
        },
        {
          id: DEMO_IDS.salesDepartment,
          companyId: DEMO_IDS.company,
          parentId: DEMO_IDS.headOffice,
          name: '市场销售部',
        },
      ])
      .onConflictDoNothing();

    const person = {
      passwordHash,
      companyId: DEMO_IDS.company,
      socialCity: '上海',
      employeeType: 'CiicEmployee',
      leaveStatus: 1,
      wxImage: null,
    };
    // Managers first: the manager_eid foreign key needs them to exist.
    await tx
      .insert(employees)
      .values([
        {
          ...person,
          ...noFlags,
          eid: DEMO_IDS.lisi,
          userName: 'lisi',
          employeeName: '李四',
          employeeNo: 'E10002',
          hireDate: '2012-07-02',
          organizationId: DEMO_IDS.rdDepartment,
          managerEid: null,
          // Brand administrator: enables repeated positioning of counters (issue 17).
          roles: ['employee', 'manager', 'brandAdmin'],
          afService: true,
        },
        {
          ...person,
          ...noFlags,
          eid: DEMO_IDS.sunqi,
          userName: 'sunqi',
          employeeName: '孙七',
          employeeNo: 'E10005',
          hireDate: '2014-02-17',
          organizationId: DEMO_IDS.salesDepartment,
          managerEid: null,
          // Counter leader: positions the sales counters (issue 17).
          roles: ['employee', 'manager', 'counterLeader'],
          afService: true,
        },
      ])
      .onConflictDoNothing();
    await tx
      .insert(employees)
      .values([
        {
          ...person,
          eid: DEMO_IDS.zhangsan,
          userName: 'zhangsan',
          employeeName: '张三',
          employeeNo: 'E10001',
          hireDate: '2019-03-04',
          organizationId: DEMO_IDS.rdDepartment,
          managerEid: DEMO_IDS.lisi,
          roles: ['employee'],
          afService: true,
          afFundTransfer: true,
          afEnterTransact: true,
          afIncomeTransact: true,
          afLeaveTransact: true,
        },
        {
          ...person,
          ...noFlags,
          eid: DEMO_IDS.wangwu,
          userName: 'wangwu',
          employeeName: '王五',
          employeeNo: 'E10003',
          hireDate: '2016-09-12',
          organizationId: DEMO_IDS.headOffice,
          managerEid: DEMO_IDS.lisi,
          roles: ['employee', 'hr'],
          afService: true,
          afEnterTransact: true,
          afIncomeTransact: true,
        },
        {
          ...person,
          ...noFlags,
          eid: DEMO_IDS.zhaoliu,
          userName: 'zhaoliu',
          employeeName: '赵六',
          employeeNo: 'E10004',
          hireDate: '2022-05-16',
          organizationId: DEMO_IDS.salesDepartment,
          managerEid: DEMO_IDS.sunqi,
          roles: ['employee'],
          afService: true,
          afEnterTransact: true,
        },
      ])
      .onConflictDoNothing();

    await tx
      .insert(attendanceLocations)
      .values({
        id: DEMO_IDS.headOfficeLocation,
        organizationId: DEMO_IDS.headOffice,
        remark: '上海总部（人民广场）',
        limitMeters: 300,
        latitude: String(HEAD_OFFICE.latitude),
        longitude: String(HEAD_OFFICE.longitude),
        createdBy: DEMO_IDS.wangwu,
      })
      .onConflictDoNothing();

    await loadAttendanceDemo(tx, {
      companyId: DEMO_IDS.company,
      salesDepartmentId: DEMO_IDS.salesDepartment,
      hrEid: DEMO_IDS.wangwu,
      headOffice: { id: DEMO_IDS.headOfficeLocation, ...HEAD_OFFICE },
      people: [
        { userName: 'zhangsan', eid: DEMO_IDS.zhangsan },
        { userName: 'lisi', eid: DEMO_IDS.lisi },
        { userName: 'wangwu', eid: DEMO_IDS.wangwu },
        { userName: 'zhaoliu', eid: DEMO_IDS.zhaoliu, counter: { managerEid: DEMO_IDS.sunqi } },
        { userName: 'sunqi', eid: DEMO_IDS.sunqi },
      ],
      now: options.now ?? new Date(),
      timeZone: options.timeZone ?? DEFAULT_TIME_ZONE,
    });
    await loadLeaveFormDemo(tx, { companyId: DEMO_IDS.company });
    await loadLeaveDemo(tx, {
      companyId: DEMO_IDS.company,
      people: [
        { eid: DEMO_IDS.zhangsan, hireDate: '2019-03-04', name: '张三' },
        { eid: DEMO_IDS.lisi, hireDate: '2012-07-02', name: '李四' },
        { eid: DEMO_IDS.wangwu, hireDate: '2016-09-12', name: '王五' },
        { eid: DEMO_IDS.zhaoliu, hireDate: '2022-05-16', name: '赵六' },
        { eid: DEMO_IDS.sunqi, hireDate: '2014-02-17', name: '孙七' },
      ],
      zhangsan: DEMO_IDS.zhangsan,
      lisi: DEMO_IDS.lisi,
      wangwu: DEMO_IDS.wangwu,
      now: options.now ?? new Date(),
      timeZone: options.timeZone ?? DEFAULT_TIME_ZONE,
    });
    await loadTravelDemo(tx, {
      companyId: DEMO_IDS.company,
      zhangsan: DEMO_IDS.zhangsan,
      lisi: DEMO_IDS.lisi,
      now: options.now ?? new Date(),
      timeZone: options.timeZone ?? DEFAULT_TIME_ZONE,
    });
    await loadOvertimeDemo(tx, {
      companyId: DEMO_IDS.company,
      zhangsan: DEMO_IDS.zhangsan,
      lisi: DEMO_IDS.lisi,
      now: options.now ?? new Date(),
      timeZone: options.timeZone ?? DEFAULT_TIME_ZONE,
    });
    await loadMaternityDemo(tx, {
      companyId: DEMO_IDS.company,
      ...DEMO_IDS,
      now: options.now ?? new Date(),
      timeZone: options.timeZone ?? DEFAULT_TIME_ZONE,
    });
    await loadMakeupClockDemo(tx, {
      companyId: DEMO_IDS.company,
      zhangsan: DEMO_IDS.zhangsan,
      zhaoliu: DEMO_IDS.zhaoliu,
      wangwu: DEMO_IDS.wangwu,
      timeZone: options.timeZone ?? DEFAULT_TIME_ZONE,
    });
    await loadMessagesDemo(tx, { companyId: DEMO_IDS.company, now: options.now ?? new Date() });
    await loadAddressDemo(tx, {
      zhangsan: DEMO_IDS.zhangsan,
      lisi: DEMO_IDS.lisi,
      now: options.now ?? new Date(),
    });
    await loadCertificatesDemo(tx, {
      companyId: DEMO_IDS.company,
      zhangsan: DEMO_IDS.zhangsan,
      sunqi: DEMO_IDS.sunqi,
      now: options.now ?? new Date(),
    });
    await loadShopDemo(tx);
    await loadShopOrdersDemo(tx, {
      zhangsan: DEMO_IDS.zhangsan,
      zhaoliu: DEMO_IDS.zhaoliu,
      now: options.now ?? new Date(),
    });
    await loadActivitiesDemo(tx, {
      companyId: DEMO_IDS.company,
      zhangsan: DEMO_IDS.zhangsan,
      lisi: DEMO_IDS.lisi,
      sunqi: DEMO_IDS.sunqi,
      wangwu: DEMO_IDS.wangwu,
      now: options.now ?? new Date(),
      pii: options.pii,
    });
    await loadCountersDemo(tx, {
      companyId: DEMO_IDS.company,
      salesDepartment: DEMO_IDS.salesDepartment,
      headOffice: DEMO_IDS.headOffice,
      sunqi: DEMO_IDS.sunqi,
      now: options.now ?? new Date(),
    });
    await loadWelfareDemo(tx, {
      companyId: DEMO_IDS.company,
      zhangsan: DEMO_IDS.zhangsan,
      lisi: DEMO_IDS.lisi,
      wangwu: DEMO_IDS.wangwu,
      now: options.now ?? new Date(),
    });
    await loadOnboardingDemo(tx, {
      companyId: DEMO_IDS.company,
      salesDepartment: DEMO_IDS.salesDepartment,
      zhangsan: DEMO_IDS.zhangsan,
      lisi: DEMO_IDS.lisi,
      now: options.now ?? new Date(),
    });
    await loadNewHireDemo(tx, {
      companyId: DEMO_IDS.company,
      organizationId: DEMO_IDS.rdDepartment,
      wangwu: DEMO_IDS.wangwu,
      passwordHash,
      now: options.now ?? new Date(),
    });
    await loadServicesDemo(tx, {
      companyId: DEMO_IDS.company,
      zhangsan: DEMO_IDS.zhangsan,
      now: options.now ?? new Date(),
    });
    await loadPayRecordsDemo(tx, {
      ...DEMO_IDS,
      companyId: DEMO_IDS.company,
      organizationId: DEMO_IDS.headOffice,
      passwordHash,
    });
    if (options.pii)
      await loadDeductionsDemo(tx, {
        pii: options.pii,
        zhaoliu: DEMO_IDS.zhaoliu,
        companyId: DEMO_IDS.company,
        now: options.now ?? new Date(),
        timeZone: options.timeZone ?? 'Asia/Shanghai',
      });
    await loadSupportDemo(tx, { companyId: DEMO_IDS.company, now: options.now ?? new Date() });
    await loadAccountDemo(tx, {
      companyId: DEMO_IDS.company,
      organizationId: DEMO_IDS.salesDepartment,
      managerEid: DEMO_IDS.lisi,
      passwordHash,
      now: options.now ?? new Date(),
    });
    await loadWorkplaceDemo(tx, { companyId: DEMO_IDS.company, ...DEMO_IDS, now: options.now ?? new Date() });
  });
}

/** Loads the demo data when the database holds no company yet; true when it did. */
export async function loadDemoDataIfEmpty(db: Db, options: DemoOptions = {}): Promise<boolean> {
  if (!(await isDatabaseEmpty(db))) return false;
  await loadDemoData(db, options);
  return true;
}
