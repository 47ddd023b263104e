import {
  COMPANY_DOCUMENT_MAX_BYTES,
  CONTRIBUTION_KINDS,
  ErrorCode,
  hasAnyRole,
  looksLikePdf,
  maskAccountNo,
  payYuan,
  REAUTH_TTL_SECONDS,
  type TCompanyDocument,
  type TFundAccount,
  type TFundYear,
  type TPaging,
  type TPayslip,
  type TPayslipYear,
  type TReauthResult,
  type TReimbursementDetail,
  type TReimbursementItem,
  type TReimbursementPage,
  type TSocialCard,
  type TSocialInsuranceYear,
} from '@ehome/shared';
import type { LoginLockConfig } from '../../config';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../platform/auth';
import { businessDate, type Clock, formatDateTime } from '../../platform/clock';
import { AppError, forbidden } from '../../platform/errors';
import { type FileStorage, sameStoredUpload } from '../../platform/files';
import { verifyPassword } from '../../platform/passwords';
import type { PiiCipher } from '../../platform/pii';
import type { TokenService } from '../../platform/tokens';
import { loginGuard } from '../account/login-guard';
import { findEmployee, findProfileByUserName } from '../account/repository';
import { recordPiiRead } from '../personal-data/read-log';
import * as repo from './repository';

type Deps = {
  db: Db;
  clock: Clock;
  timeZone: string;
  tokens: TokenService;
  loginLock: LoginLockConfig;
  pii: PiiCipher;
  files: FileStorage;
};

/** The scope (JWT audience `ehome-payReauth`) of the short re-authentication that opens payslips. */
const REAUTH_SCOPE = 'payReauth';
/** Binds a re-authentication to the person and to the login session it was made in. */
const reauthSubject = (user: AuthUser) => `${user.eid}:${user.jti}`;

const refused = (key: 'payRecords.notFound' | 'payRecords.noCard' | 'payRecords.noFundAccount') =>
  new AppError(ErrorCode.NotFound, key);
/** HTTP 200 with `reauth: true`: the client asks for the password and retries. */
export const reauthRequired = () =>
  new AppError(ErrorCode.Forbidden, 'payRecords.reauthRequired', {}, 200, { reauth: true });

const sumBy = <T>(rows: readonly T[], pick: (row: T) => number) => rows.reduce((s, r) => s + pick(r), 0);

export function payRecordsService({ db, clock, timeZone, tokens, loginLock, pii, files }: Deps) {
  const guard = loginGuard(db, loginLock);
  const today = () => businessDate(clock.now(), timeZone);
  const thisYear = () => Number(today().slice(0, 4));

  /**
   * The password again, through the login guard (wrong tries counted against the account and the
   * address, then locked like a login): a 5-minute token for this person and this session only.
   */
  async function reauthenticate(user: AuthUser, password: string, address: string): Promise<TReauthResult> {
    const ticket = await guard.begin(user.userName, address, clock.now());
    const profile = await findProfileByUserName(db, user.userName);
    const valid = profile ? await verifyPassword(profile.passwordHash, password) : false;
    if (!profile || profile.eid !== user.eid || !valid) {
      await guard.failed(ticket, user.eid, clock.now());
      throw new AppError(ErrorCode.LoginFailed, 'error.LoginFailed');
    }
    await guard.succeeded(ticket, clock.now());
    const issued = tokens.issueScoped(reauthSubject(user), REAUTH_SCOPE, REAUTH_TTL_SECONDS);
    return { reauthToken: issued.token, expiresIn: issued.expiresIn };
  }

  function checkReauth(user: AuthUser, token: string | undefined): void {
    const claims = token ? tokens.verifyScoped(token, REAUTH_SCOPE) : null;
    if (!claims || claims.eid !== reauthSubject(user)) throw reauthRequired();
  }

  /**
   * Whose payslips the caller may read: their own; another person's only with the payroll role and
   * in the same company (HR without payroll is refused), and that read is logged (PIPL).
   */
  async function subjectOf(user: AuthUser, eid: string | undefined) {
    if (!eid || eid === user.eid) return { eid: user.eid, employeeName: user.profile.employeeName };
    if (!hasAnyRole(user.roles, ['payroll'])) throw forbidden();
    const person = await findEmployee(db, eid);
    if (!person || person.companyId !== user.companyId) throw refused('payRecords.notFound');
    await recordPiiRead(db, {
      readerEid: user.eid,
      subjectEid: eid,
      fields: ['payslip'],
      purpose: 'payroll',
    });
    return { eid, employeeName: person.employeeName };
  }

  async function payslip(
    user: AuthUser,
    reauth: string | undefined,
    month: string,
    eid?: string,
  ): Promise<TPayslip> {
    checkReauth(user, reauth);
    const subject = await subjectOf(user, eid);
    const row = await repo.findPayslip(db, subject.eid, month);
    if (!row) throw new AppError(ErrorCode.NotFound, 'payRecords.noPayslip', { month });
    const allowances = sumBy(
      row.items.filter((i) => i.kind === 'earning' && i.code !== 'basePay'),
      (i) => i.amount,
    );
    const deductions = row.socialEmployee + row.fundEmployee + row.otherDeduction + row.tax;
    return {
      eid: subject.eid,
      employeeName: subject.employeeName,
      month: row.month,
      gross: payYuan(row.gross),
      taxFree: payYuan(row.taxFree),
      allowances: payYuan(allowances),
      socialEmployee: payYuan(row.socialEmployee),
      fundEmployee: payYuan(row.fundEmployee),
      specialDeduction: payYuan(row.specialDeduction),
      otherDeduction: payYuan(row.otherDeduction),
      tax: payYuan(row.tax),
      deductions: payYuan(deductions),
      net: payYuan(row.net),
      paidOn: row.paidOn,
      items: row.items.map((i) => ({ ...i, amount: payYuan(i.amount) })),
    };
  }

  async function payslipYear(
    user: AuthUser,
    reauth: string | undefined,
    year: number | undefined,
    eid?: string,
  ): Promise<TPayslipYear> {
    checkReauth(user, reauth);
    const subject = await subjectOf(user, eid);
    const years = await repo.payslipYears(db, subject.eid);
    const chosen = year ?? years[0] ?? thisYear();
    const rows = await repo.payslipsOfYear(db, subject.eid, chosen);
    const line = (r: { gross: number; deductions: number; tax: number; net: number }) => ({
      gross: payYuan(r.gross),
      deductions: payYuan(r.deductions),
      tax: payYuan(r.tax),
      net: payYuan(r.net),
    });
    const figures = rows.map((r) => ({
      month: r.month,
      gross: r.gross,
      deductions: r.socialEmployee + r.fundEmployee + r.otherDeduction + r.tax,
      tax: r.tax,
      net: r.net,
    }));
    return {
      year: chosen,
      years: years.includes(chosen) ? years : [chosen, ...years],
      months: figures.map((f) => ({ month: f.month, ...line(f) })),
      totals: line({
        gross: sumBy(figures, (f) => f.gross),
        deductions: sumBy(figures, (f) => f.deductions),
        tax: sumBy(figures, (f) => f.tax),
        net: sumBy(figures, (f) => f.net),
      }),
    };
  }

  async function contributionYear(user: AuthUser, year: number | undefined) {
    const years = await repo.contributionYears(db, user.eid);
    const chosen = year ?? years[0] ?? thisYear();
    const rows = await repo.contributionsOfYear(db, user.eid, chosen);
    return { chosen, years: years.includes(chosen) ? years : [chosen, ...years], rows };
  }

  async function socialInsurance(user: AuthUser, year: number | undefined): Promise<TSocialInsuranceYear> {
    const { chosen, years, rows } = await contributionYear(user, year);
    const order = (kind: string) => CONTRIBUTION_KINDS.indexOf(kind as (typeof CONTRIBUTION_KINDS)[number]);
    const social = rows
      .filter((r) => r.kind !== 'fund')
      .sort((a, b) => a.month.localeCompare(b.month) || order(a.kind) - order(b.kind));
    const months = [...new Set(social.map((r) => r.month))].map((month) => {
      const lines = social.filter((r) => r.month === month);
      return {
        month,
        lines: lines.map((r) => ({
          kind: r.kind,
          base: payYuan(r.base),
          employee: payYuan(r.employee),
          employer: payYuan(r.employer),
          status: r.status as 'paid' | 'due' | 'arrears',
        })),
        employee: payYuan(sumBy(lines, (r) => r.employee)),
        employer: payYuan(sumBy(lines, (r) => r.employer)),
      };
    });
    return {
      year: chosen,
      years,
      city: social[0]?.city ?? '',
      months,
      totals: {
        employee: payYuan(sumBy(social, (r) => r.employee)),
        employer: payYuan(sumBy(social, (r) => r.employer)),
      },
    };
  }

  async function fundYear(user: AuthUser, year: number | undefined): Promise<TFundYear> {
    const { chosen, years, rows } = await contributionYear(user, year);
    const fund = rows.filter((r) => r.kind === 'fund');
    return {
      year: chosen,
      years,
      months: fund.map((r) => ({
        month: r.month,
        base: payYuan(r.base),
        employee: payYuan(r.employee),
        employer: payYuan(r.employer),
        total: payYuan(r.employee + r.employer),
        status: r.status,
      })),
      totals: {
        employee: payYuan(sumBy(fund, (r) => r.employee)),
        employer: payYuan(sumBy(fund, (r) => r.employer)),
        total: payYuan(sumBy(fund, (r) => r.employee + r.employer)),
      },
    };
  }

  /** Balance = the carried-in balance + every paid deposit on record (interest is not modelled). */
  async function fundAccount(user: AuthUser): Promise<TFundAccount> {
    const account = await repo.findFundAccount(db, user.eid);
    if (!account) throw refused('payRecords.noFundAccount');
    const byYear = (await repo.fundDepositsByYear(db, user.eid))
      .map((r) => ({ year: Number(r.year), deposits: Number(r.deposits), lastMonth: r.lastMonth }))
      .sort((a, b) => b.year - a.year);
    return {
      accountNo: maskAccountNo(pii.open(account.accountNoSealed)),
      city: account.city,
      openedOn: account.openedOn,
      status: account.status as 'normal' | 'sealed',
      balance: payYuan(account.openingBalance + sumBy(byYear, (r) => r.deposits)),
      lastDepositMonth: byYear[0]?.lastMonth ?? null,
      years: byYear.map((r) => ({ year: r.year, deposits: payYuan(r.deposits) })),
    };
  }

  function cardOf(row: NonNullable<Awaited<ReturnType<typeof repo.findCard>>>): TSocialCard {
    return {
      status: row.status as TSocialCard['status'],
      cardNo: maskAccountNo(pii.open(row.cardNoSealed)),
      bank: row.bank,
      city: row.city,
      appliedOn: row.appliedOn,
      issuedOn: row.issuedOn,
      lostReportedAt: row.lostReportedAt ? formatDateTime(row.lostReportedAt, timeZone) : null,
    };
  }

  async function card(user: AuthUser): Promise<TSocialCard | null> {
    const row = await repo.findCard(db, user.eid);
    return row ? cardOf(row) : null;
  }

  /** Reporting a loss is idempotent: a second report answers the card as it is. */
  async function reportLoss(user: AuthUser): Promise<TSocialCard> {
    const row = await repo.findCard(db, user.eid);
    if (!row) throw refused('payRecords.noCard');
    if (row.status === 'lostReported') return cardOf(row);
    if (row.status !== 'issued') throw new AppError(ErrorCode.Conflict, 'payRecords.cardNotIssued');
    await repo.reportCardLost(db, user.eid, clock.now());
    const after = await repo.findCard(db, user.eid);
    if (after?.status !== 'lostReported') throw new AppError(ErrorCode.Conflict, 'payRecords.cardNotIssued');
    return cardOf(after);
  }

  const claimItem = (r: Awaited<ReturnType<typeof repo.reimbursementsOf>>[number]): TReimbursementItem => ({
    id: r.id,
    claimNo: r.claimNo,
    category: r.category,
    amount: payYuan(r.amount),
    submittedOn: r.submittedOn,
    status: r.status as TReimbursementItem['status'],
    paidOn: r.paidOn,
  });

  async function reimbursementList(user: AuthUser, paging: TPaging): Promise<TReimbursementPage> {
    const [rows, totalCount] = await Promise.all([
      repo.reimbursementsOf(db, user.eid, {
        limit: paging.pageSize,
        offset: (paging.pageIndex - 1) * paging.pageSize,
      }),
      repo.countReimbursements(db, user.eid),
    ]);
    return { result: rows.map(claimItem), totalCount };
  }

  async function reimbursement(user: AuthUser, id: string): Promise<TReimbursementDetail> {
    const row = await repo.findReimbursement(db, id, user.eid);
    if (!row) throw refused('payRecords.notFound');
    return {
      ...claimItem(row),
      lines: row.lines.map((l) => ({ ...l, amount: payYuan(l.amount) })),
      steps: row.steps,
    };
  }

  const documentItem = (r: Awaited<ReturnType<typeof repo.documentsOf>>[number]): TCompanyDocument => ({
    id: r.id,
    title: r.title,
    size: r.size,
    uploadedOn: businessDate(r.createdAt, timeZone),
  });

  async function documents(user: AuthUser): Promise<TCompanyDocument[]> {
    return (await repo.documentsOf(db, user.companyId)).map(documentItem);
  }

  async function documentFile(user: AuthUser, id: string) {
    const row = await repo.findDocument(db, id, user.companyId);
    const bytes = row ? await files.read(row.fileKey) : null;
    if (!row || !bytes) throw refused('payRecords.notFound');
    return { title: row.title, bytes };
  }

  /** HR publishes a PDF: its bytes must start `%PDF-` and stay under the size limit. */
  async function uploadDocument(user: AuthUser, title: string, base64: string): Promise<TCompanyDocument> {
    if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64))
      throw new AppError(ErrorCode.InvalidInput, 'payRecords.doc.notPdf');
    const bytes = Buffer.from(base64, 'base64');
    if (bytes.length > COMPANY_DOCUMENT_MAX_BYTES)
      throw new AppError(ErrorCode.PayloadTooLarge, 'payRecords.doc.tooLarge');
    if (!looksLikePdf(bytes)) throw new AppError(ErrorCode.InvalidInput, 'payRecords.doc.notPdf');
    const fileKey = await files.put(bytes);
    let saved: { row: Awaited<ReturnType<typeof repo.insertDocument>>; retried: boolean };
    try {
      saved = await db.transaction(async (tx) => {
        // The company's uploads one at a time, so a doubled tap or a retry finds the first one.
        await repo.lockCompanyDocuments(tx, user.companyId);
        const recent = await repo.recentDocumentsLike(tx, user.companyId, user.eid, title, bytes.length);
        const earlier = await sameStoredUpload(files, recent, (d) => d.fileKey, bytes);
        if (earlier) return { row: earlier, retried: true };
        const row = await repo.insertDocument(tx, {
          companyId: user.companyId,
          title,
          fileKey,
          size: bytes.length,
          uploadedBy: user.eid,
        });
        return { row, retried: false };
      });
    } catch (error) {
      await files.remove(fileKey);
      throw error;
    }
    if (saved.retried) await files.remove(fileKey);
    if (!saved.row) throw new AppError(ErrorCode.Failed, 'payRecords.notFound');
    return documentItem(saved.row);
  }

  return {
    reauthenticate,
    checkReauth,
    payslip,
    payslipYear,
    socialInsurance,
    fundYear,
    fundAccount,
    card,
    reportLoss,
    reimbursementList,
    reimbursement,
    documents,
    documentFile,
    uploadDocument,
  };
}

export type PayRecordsService = ReturnType<typeof payRecordsService>;
