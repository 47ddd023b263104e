import { monthContributions } from '@ehome/shared';
import { cumulativeWithholding } from '@ehome/shared/calculators/tax/income-tax';
import { eq } from 'drizzle-orm';
import type { FileStorage } from '../../platform/files';
import type { PiiCipher } from '../../platform/pii';
import type { Db, Tx } from '../client';
import {
  companyDocuments,
  contributions,
  employees,
  fundAccounts,
  payslips,
  reimbursements,
  socialSecurityCards,
  type TPayslipItem,
} from '../schema';

/** The demo payroll clerk: reads and loads the company's payslips (role `payroll`). */
export const DEMO_PAYROLL_EID = '0b6c3a5e-1d2f-4c8a-9e10-000000001010';

const yuan = (n: number) => n * 100;
/**
 * The demo months, 2025-01 .. 2026-11: at least the 14 months the issue asks for, and the whole of
 * 2025 so the income declaration of the previous tax year has a full year of wages.
 */
export const DEMO_PAY_MONTHS = Array.from({ length: 23 }, (_, i) => {
  const index = 2025 * 12 + i;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
});
/** The housing fund rate of the demo company, whole percent each side (Shanghai: 5-7 %). */
export const DEMO_FUND_RATE = 7;

export type TDemoPayPerson = {
  eid: string;
  basePay: number;
  allowance: number;
  /**
   * The special additional deductions payroll applies each month, by tax year: what the person
   * declared in the deductions area (the demo's declarations: db/demo/tax-deductions.ts), so the tax
   * trial and the payslips agree.
   */
  special: Readonly<Record<string, number>>;
};

/** The demo people's pay: wages in fen; every one works in Shanghai (the calculator's city `shanghai`). */
export function demoPayPeople(ids: {
  zhangsan: string;
  lisi: string;
  wangwu: string;
  zhaoliu: string;
  sunqi: string;
}): TDemoPayPerson[] {
  return [
    { eid: ids.zhangsan, basePay: yuan(16000), allowance: yuan(1500), special: {} },
    { eid: ids.lisi, basePay: yuan(28000), allowance: yuan(2000), special: {} },
    { eid: ids.wangwu, basePay: yuan(13000), allowance: yuan(1000), special: {} },
    // Her son's education, declared for 2025 (2,000 a month, reported by HR): none yet for 2026.
    { eid: ids.zhaoliu, basePay: yuan(9000), allowance: yuan(800), special: { '2025': yuan(2000) } },
    { eid: ids.sunqi, basePay: yuan(24000), allowance: yuan(2000), special: {} },
  ];
}

/**
 * A person's slip and contributions of one month: the contributions from the social-insurance
 * calculator's Shanghai table on the wage, the tax by cumulative withholding over the year's months
 * up to this one (the same wage from January), net = gross - social - fund - tax.
 */
export function demoMonth(person: TDemoPayPerson, month: string) {
  const gross = person.basePay + person.allowance;
  const year = month.slice(0, 4);
  const special = person.special[year] ?? 0;
  const upTo = Number(month.slice(5, 7));
  const yearMonths = Array.from({ length: upTo }, (_, i) => `${year}-${String(i + 1).padStart(2, '0')}`);
  const lines = (m: string) => monthContributions('shanghai', m, gross, DEMO_FUND_RATE);
  const split = (m: string) => {
    const all = lines(m);
    const social = all.filter((l) => l.kind !== 'fund').reduce((s, l) => s + l.employee, 0);
    const fund = all.find((l) => l.kind === 'fund')?.employee ?? 0;
    return { all, social, fund };
  };
  const taxes = cumulativeWithholding(
    yearMonths.map((m, index) => {
      const { social, fund } = split(m);
      return {
        month: index + 1,
        income: gross,
        taxFree: 0,
        social: social + fund,
        special,
        other: 0,
      };
    }),
  ).map((m) => m.tax);
  const { all, social, fund } = split(month);
  const tax = taxes.at(-1) ?? 0;
  const employee = (kind: string) => all.find((l) => l.kind === kind)?.employee ?? 0;
  const items: TPayslipItem[] = [
    { code: 'basePay', kind: 'earning', amount: person.basePay },
    { code: 'allowance', kind: 'earning', amount: person.allowance },
    { code: 'pension', kind: 'deduction', amount: employee('pension') },
    { code: 'medical', kind: 'deduction', amount: employee('medical') },
    { code: 'unemployment', kind: 'deduction', amount: employee('unemployment') },
    { code: 'fund', kind: 'deduction', amount: fund },
    { code: 'tax', kind: 'deduction', amount: tax },
  ];
  return { gross, social, fund, special, tax, net: gross - social - fund - tax, items, contributions: all };
}

const CLAIMS = [
  {
    no: 'BX2026090001',
    category: 'travel',
    submittedOn: '2026-09-08',
    status: 'paid',
    paidOn: '2026-09-20',
    lines: [
      { description: '上海-北京 高铁二等座往返', date: '2026-09-02', amount: yuan(1106) },
      { description: '北京 住宿2晚', date: '2026-09-03', amount: yuan(980) },
    ],
  },
  {
    no: 'BX2026100002',
    category: 'meals',
    submittedOn: '2026-10-16',
    status: 'rejected',
    paidOn: null,
    lines: [{ description: '客户招待餐费（缺少发票）', date: '2026-10-12', amount: yuan(468) }],
  },
  {
    no: 'BX2026110003',
    category: 'training',
    submittedOn: '2026-11-18',
    status: 'approving',
    paidOn: null,
    lines: [{ description: '项目管理培训课程费', date: '2026-11-10', amount: yuan(2400) }],
  },
] as const;

/** The approval steps of a demo claim, as the expense system records them. */
function stepsOf(status: string, submittedOn: string, paidOn: string | null) {
  const at = (d: string) => `${d} 10:00:00`;
  const steps = [
    { step: 'submit', approver: '张三', result: 'approved' as const, at: at(submittedOn), comment: '' },
  ];
  if (status === 'rejected')
    return [
      ...steps,
      {
        step: 'manager',
        approver: '李四',
        result: 'rejected' as const,
        at: at(submittedOn),
        comment: '请补充发票',
      },
    ];
  if (status === 'approving')
    return [
      ...steps,
      { step: 'manager', approver: '李四', result: 'pending' as const, at: null, comment: '' },
      { step: 'finance', approver: '财务部', result: 'pending' as const, at: null, comment: '' },
    ];
  return [
    ...steps,
    { step: 'manager', approver: '李四', result: 'approved' as const, at: at(submittedOn), comment: '同意' },
    { step: 'finance', approver: '财务部', result: 'approved' as const, at: at(submittedOn), comment: '' },
    {
      step: 'payment',
      approver: '财务部',
      result: 'paid' as const,
      at: paidOn ? at(paidOn) : null,
      comment: '',
    },
  ];
}

/**
 * Issue 18 demo pay records: 23 months of payslips and contributions of the five demo people, their
 * reimbursement claims, and the payroll clerk 吴十 (wushi). Payslips insert with onConflictDoNothing
 * on (eid, month): another area may have loaded some first.
 */
export async function loadPayRecordsDemo(
  tx: Tx,
  ids: {
    companyId: string;
    organizationId: string;
    passwordHash: string;
    zhangsan: string;
    lisi: string;
    wangwu: string;
    zhaoliu: string;
    sunqi: string;
  },
): Promise<void> {
  await tx
    .insert(employees)
    .values({
      eid: DEMO_PAYROLL_EID,
      userName: 'wushi',
      employeeName: '吴十',
      employeeNo: 'E10010',
      passwordHash: ids.passwordHash,
      companyId: ids.companyId,
      organizationId: ids.organizationId,
      managerEid: ids.lisi,
      hireDate: '2018-04-09',
      socialCity: '上海',
      employeeType: 'CiicEmployee',
      leaveStatus: 1,
      wxImage: null,
      roles: ['employee', 'payroll'],
      afService: true,
      afFundTransfer: false,
      afEnterTransact: false,
      afIncomeTransact: false,
      afLeaveTransact: false,
    })
    .onConflictDoNothing();
  const last = DEMO_PAY_MONTHS.at(-1);
  for (const person of demoPayPeople(ids)) {
    for (const month of DEMO_PAY_MONTHS) {
      const slip = demoMonth(person, month);
      await tx
        .insert(payslips)
        .values({
          eid: person.eid,
          companyId: ids.companyId,
          month,
          gross: slip.gross,
          socialEmployee: slip.social,
          fundEmployee: slip.fund,
          specialDeduction: slip.special,
          tax: slip.tax,
          net: slip.net,
          items: slip.items,
          paidOn: `${month}-15`,
        })
        .onConflictDoNothing();
      await tx
        .insert(contributions)
        .values(
          slip.contributions.map((line) => ({
            eid: person.eid,
            companyId: ids.companyId,
            month,
            kind: line.kind,
            city: 'shanghai',
            base: line.base,
            employee: line.employee,
            employer: line.employer,
            // The current month is declared but not yet collected.
            status: month === last ? 'due' : 'paid',
          })),
        )
        .onConflictDoNothing();
    }
  }
  const claimants = [ids.zhangsan, ids.zhaoliu];
  for (const eid of claimants) {
    for (const claim of eid === ids.zhangsan ? CLAIMS : CLAIMS.slice(0, 1)) {
      await tx
        .insert(reimbursements)
        .values({
          eid,
          companyId: ids.companyId,
          claimNo: eid === ids.zhangsan ? claim.no : `${claim.no}Z`,
          category: claim.category,
          amount: claim.lines.reduce((s, l) => s + l.amount, 0),
          submittedOn: claim.submittedOn,
          status: claim.status,
          paidOn: claim.paidOn,
          lines: claim.lines.map((l) => ({ ...l })),
          steps: stepsOf(claim.status, claim.submittedOn, claim.paidOn).map((s) =>
            s.approver === '张三' && eid !== ids.zhangsan ? { ...s, approver: '赵六' } : s,
          ),
        })
        .onConflictDoNothing();
    }
  }
}

/** A one-page PDF with a line of text (Helvetica, ASCII): small, valid, drawn in code. */
export function tinyPdf(text: string): Buffer {
  const safe = text.replace(/[^\x20-\x7e]/g, '?').replace(/[()\\]/g, '\\$&');
  const stream = `BT /F1 18 Tf 60 760 Td (${safe}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/**
 * The demo rows that need the file storage or the personal-data cipher (so not in the transaction
 * of the main loader): two company documents, zhangsan's social security card and the fund accounts.
 * Only for a company without documents yet; answers how many documents it stored.
 */
export async function loadPayRecordsStoredDemo(
  db: Db,
  deps: { files: FileStorage; pii: PiiCipher; companyId: string; zhangsan: string; lisi: string },
): Promise<number> {
  const existing = await db
    .select({ id: companyDocuments.id })
    .from(companyDocuments)
    .where(eq(companyDocuments.companyId, deps.companyId))
    .limit(1);
  if (existing.length > 0) return 0;
  const present = await db
    .select({ eid: employees.eid })
    .from(employees)
    .where(eq(employees.eid, deps.zhangsan));
  if (present.length === 0) return 0;
  const documents = [
    {
      title: '员工手册（2026版）',
      text: 'Employee Handbook 2026 - Shanghai Pujiang Precision Manufacturing',
    },
    { title: '差旅费报销制度', text: 'Travel Expense Reimbursement Policy' },
  ];
  for (const [index, doc] of documents.entries()) {
    const bytes = tinyPdf(doc.text);
    const fileKey = await deps.files.put(bytes);
    await db.insert(companyDocuments).values({
      companyId: deps.companyId,
      title: doc.title,
      fileKey,
      size: bytes.length,
      createdAt: new Date(Date.UTC(2026, 0, 5 + index, 2)),
    });
  }
  await db
    .insert(socialSecurityCards)
    .values([
      {
        eid: deps.zhangsan,
        companyId: deps.companyId,
        status: 'issued',
        cardNoSealed: deps.pii.seal('310104199001011234'),
        bank: '中国工商银行',
        city: '上海',
        appliedOn: '2019-03-20',
        issuedOn: '2019-04-18',
      },
      {
        eid: deps.lisi,
        companyId: deps.companyId,
        status: 'applying',
        cardNoSealed: deps.pii.seal('310101198507071111'),
        bank: '交通银行',
        city: '上海',
        appliedOn: '2026-11-02',
      },
    ])
    .onConflictDoNothing();
  await db
    .insert(fundAccounts)
    .values([
      {
        eid: deps.zhangsan,
        companyId: deps.companyId,
        accountNoSealed: deps.pii.seal('201900341287'),
        city: '上海',
        openedOn: '2019-03-04',
        openingBalance: yuan(86_420),
      },
      {
        eid: deps.lisi,
        companyId: deps.companyId,
        accountNoSealed: deps.pii.seal('201200118563'),
        city: '上海',
        openedOn: '2012-07-02',
        openingBalance: yuan(301_250),
      },
    ])
    .onConflictDoNothing();
  return documents.length;
}
