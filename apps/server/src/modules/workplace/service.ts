import {
  BADGE_CODE_TTL_SECONDS,
  badgeInitials,
  badgeIsValid,
  badgeState,
  ErrorCode,
  type TBadge,
  type TBadgeCheck,
  type TBadgeHolder,
  type TMessageKey,
  type TUniformIssue,
  type TUniformIssuePage,
  type TUniformIssueQuery,
  type TUniformIssueRow,
  type TUniformItem,
  uniformIssuedOnAllowed,
} from '@ehome/shared';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../platform/auth';
import { businessDate, type Clock, formatDateTime } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { BadgeCodes } from './badge-code';
import * as repo from './repository';

type Deps = { db: Db; clock: Clock; timeZone: string; codes: BadgeCodes };
export type WorkplaceService = ReturnType<typeof workplaceService>;

const invalid = (key: TMessageKey) => new AppError(ErrorCode.InvalidInput, key);
const notFound = () => new AppError(ErrorCode.NotFound, 'workplace.uniformNotFound');

/**
 * Uniform receipts (/Signclothes) and the electronic badge (/Electronictag), issue 18.
 * Who may: the person sees and confirms their own items and badge; HR (routes check the role)
 * issues items and checks badge codes within their own company only.
 */
export function workplaceService({ db, clock, timeZone, codes }: Deps) {
  const item = (row: repo.UniformIssueRow): TUniformItem => ({
    id: row.issue.id,
    item: row.issue.item,
    size: row.issue.size,
    quantity: row.issue.quantity,
    issuedOn: row.issue.issuedOn,
    issuedBy: row.issuedByName,
    confirmedAt: row.issue.confirmedAt ? formatDateTime(row.issue.confirmedAt, timeZone) : null,
  });
  const issueRow = (row: repo.UniformIssueRow): TUniformIssueRow => ({
    ...item(row),
    employeeName: row.employeeName,
    employeeNo: row.employeeNo,
  });
  const holderOf = (row: repo.BadgeHolderRow): TBadgeHolder => {
    const state = badgeState(row.leaveStatus);
    return {
      employeeName: row.employeeName,
      employeeNo: row.employeeNo,
      company: row.company,
      department: row.department,
      initials: badgeInitials(row.employeeName),
      state,
      valid: badgeIsValid(state),
    };
  };

  return {
    async myUniforms(user: AuthUser): Promise<TUniformItem[]> {
      return (await repo.issuesOf(db, user.eid)).map(item);
    },

    /** The first confirm keeps its time; a repeated or concurrent one answers the same record. */
    async confirm(user: AuthUser, id: string): Promise<TUniformItem> {
      const found = await repo.issueById(db, id);
      if (!found || found.issue.eid !== user.eid) throw notFound();
      if (!found.issue.confirmedAt) await repo.confirmOnce(db, id, user.eid, clock.now());
      const kept = await repo.issueById(db, id);
      if (!kept) throw notFound();
      return item(kept);
    },

    async issue(hr: AuthUser, input: TUniformIssue): Promise<TUniformIssueRow> {
      const resent = await repo.issueByRequest(db, hr.eid, input.clientRequestId);
      if (resent) return issueRow(resent);
      if (!uniformIssuedOnAllowed(input.issuedOn, businessDate(clock.now(), timeZone)))
        throw invalid('workplace.issuedOnFuture');
      const person = await repo.holderByNumber(db, hr.companyId, input.employeeNo);
      if (!person) throw new AppError(ErrorCode.NotFound, 'workplace.employeeNotFound');
      if (badgeState(person.leaveStatus) === 'departed')
        throw new AppError(ErrorCode.Conflict, 'workplace.employeeDeparted');
      await repo.insertIssue(db, {
        companyId: hr.companyId,
        eid: person.eid,
        item: input.item,
        size: input.size,
        quantity: input.quantity,
        issuedOn: input.issuedOn,
        issuedBy: hr.eid,
        clientRequestId: input.clientRequestId,
      });
      const kept = await repo.issueByRequest(db, hr.eid, input.clientRequestId);
      if (!kept) throw notFound();
      return issueRow(kept);
    },

    async companyIssues(hr: AuthUser, query: TUniformIssueQuery): Promise<TUniformIssuePage> {
      const { rows, total } = await repo.companyIssues(db, hr.companyId, query.filter === 'unconfirmed', {
        offset: (query.pageIndex - 1) * query.pageSize,
        limit: query.pageSize,
      });
      return { result: rows.map(issueRow), totalCount: total };
    },

    /** The person's badge; a code only while it is valid, good for BADGE_CODE_TTL_SECONDS. */
    async badge(user: AuthUser): Promise<TBadge> {
      const row = await repo.holder(db, user.eid);
      if (!row) throw new AppError(ErrorCode.NotFound, 'workplace.employeeNotFound');
      const shown = holderOf(row);
      if (!shown.valid) return { ...shown, code: null, expiresAt: null, validSeconds: 0 };
      const expiresAt = Math.floor(clock.now().getTime() / 1000) + BADGE_CODE_TTL_SECONDS;
      return {
        ...shown,
        code: codes.sign(row.companyId, row.employeeNo, expiresAt),
        expiresAt: formatDateTime(new Date(expiresAt * 1000), timeZone),
        validSeconds: BADGE_CODE_TTL_SECONDS,
      };
    },

    /** HR checks a code: forged (or another company's) and expired codes are refused. */
    async verify(hr: AuthUser, code: string): Promise<TBadgeCheck> {
      const opened = codes.open(hr.companyId, code);
      if (!opened) throw invalid('workplace.badgeForged');
      const now = clock.now();
      if (opened.expiresAt * 1000 <= now.getTime()) throw invalid('workplace.badgeExpired');
      const row = await repo.holderByNumber(db, hr.companyId, opened.employeeNo);
      if (!row) throw invalid('workplace.badgeForged');
      return { ...holderOf(row), checkedAt: formatDateTime(now, timeZone) };
    },
  };
}
