import {
  ApproveStatus,
  checkMakeupDay,
  checkMakeupForm,
  checkMakeupLimit,
  datesOfMonth,
  ErrorCode,
  MAKEUP_KIND,
  MAKEUP_MONTHLY_LIMIT_DEFAULT,
  MAKEUP_RETURN_TAG_TAKEN,
  MakeupType,
  ownerMay,
  punchesOf,
  type TApplicationItem,
  type TApplyAction,
  type TApplyActionResult,
  type TApproveStatus,
  type TAttendanceChange,
  type TLanguage,
  type TMakeupDetail,
  type TMakeupIssue,
  type TMakeupSaved,
  type TMessageKey,
  type TSupplementItem,
  type TSupplementListQuery,
  type TSupplementVerify,
  translate,
} from '@ehome/shared';
import type { Db, DbOrTx } from '../../db/client';
import type { AuthUser } from '../../platform/auth';
import { businessDate, type Clock, formatDateTime } from '../../platform/clock';
import { AppError, notFound } from '../../platform/errors';
import type { Actor, ApplyHeaderInput, ApprovalEngine, RequestKindDefinition } from '../approvals/ports';
import { countAttachments } from '../attachments/repository';
import type { PunchRepairSource } from '../attendance/ports';
import type { AttendanceService } from '../attendance/service';
import { shiftInfo } from '../work-calendar/service';
import * as repo from './repository';

/**
 * The make-up clock kind (补打卡): HR of the company (the administrative assistant) decides it (spec
 * 1 §6). A rejected make-up gives up its claim on the shift, so the punch can be asked for again.
 */
export const makeupKindDefinition: RequestKindDefinition = {
  kind: MAKEUP_KIND,
  process: () => [{ activity: 'hr', approver: { type: 'role', role: 'hr' }, mode: 'any' }],
  viewPath: (applyId) => `/CommonAttendanceFillClockDetail/${applyId}?from=CommonApplyforinquiries`,
  async onStatusChange(tx, applyId, _from, to) {
    if (to === ApproveStatus.Rejected) await repo.releaseSlots(tx, applyId);
  },
};

/** Make-ups for attendance's day judging (registered in app.ts). */
export const makeupPunchRepairs: PunchRepairSource = Object.assign(
  (db: DbOrTx, eid: string, from: string, to: string) => repo.listRepairs(db, eid, from, to),
  { sql: repo.repairsSql },
);

type Deps = {
  db: Db;
  clock: Clock;
  timeZone: string;
  engine: ApprovalEngine;
  attendance: Pick<AttendanceService, 'dayFacts'>;
  /** The approvals module's ApplyAction (UpdateSupplementAttendanceVerify decides through it). */
  act: (input: TApplyAction, actor: Actor) => Promise<TApplyActionResult>;
};

const actorOf = (user: AuthUser): Actor => ({ eid: user.eid, companyId: user.companyId });
const NO_APPLY = '00000000-0000-0000-0000-000000000000';

export function makeupClockService({ db, clock, timeZone, engine, attendance, act }: Deps) {
  const today = () => businessDate(clock.now(), timeZone);

  /** A rule's refusal: errNo 1 with the first message, every issue alongside. */
  function refusal(issues: TMakeupIssue[], lang: TLanguage, resultData?: unknown): AppError {
    const [first] = issues as [TMakeupIssue];
    return new AppError(
      ErrorCode.Failed,
      first.key as TMessageKey,
      first.params ?? {},
      200,
      resultData ??
        issues.map((i) => ({ field: i.field, key: i.key, message: translate(lang, i.key, i.params ?? {}) })),
    );
  }
  const taken = (lang: TLanguage) =>
    refusal([{ field: 'type', key: 'makeup.shiftTaken' }], lang, { returnTag: MAKEUP_RETURN_TAG_TAKEN });

  function headerOf(type: number, facts: Awaited<ReturnType<AttendanceService['dayFacts']>>) {
    const name = (lang: TLanguage) => translate(lang, `makeup.name.${type}`);
    const start = type === MakeupType.OffDuty ? facts.shiftEnd : facts.shiftStart;
    const end = type === MakeupType.OnDuty ? facts.shiftStart : facts.shiftEnd;
    return {
      categoryId: null,
      categoryCode: `makeup${type}`,
      categoryNames: { zh: name('zh'), en: name('en'), ja: name('ja') },
      startTime: start,
      endTime: end,
      timeLength: null,
      timeUnit: null,
    } satisfies ApplyHeaderInput;
  }

  async function save(
    user: AuthUser,
    input: { applyId?: string | undefined; change: TAttendanceChange; approveStatus: 0 | 1; update: boolean },
    lang: TLanguage,
  ): Promise<TMakeupSaved> {
    const actor = actorOf(user);
    const current = today();
    const formIssues = checkMakeupForm(input.change, current);
    if (formIssues.length > 0) throw refusal(formIssues, lang);
    const date = (input.change.attendanceDate as string).trim();
    const type = input.change.type as number;
    const submit = input.approveStatus === ApproveStatus.InApproval;
    // The day as judged (shift, punches) is read before the transaction: attendance reads through
    // its own connection, and the embedded database has only one.
    const facts = await attendance.dayFacts(user.eid, date);
    return db.transaction(async (tx) => {
      await repo.lockEmployee(tx, user.eid);
      if (input.update) {
        const header = await engine.getOwned(tx, MAKEUP_KIND, input.applyId as string, actor);
        if (!ownerMay('edit', header.approveStatus))
          throw new AppError(ErrorCode.Conflict, 'approvals.notDraft');
      }
      const self = input.applyId ?? NO_APPLY;
      const holders = (await repo.slotHolders(tx, user.eid, date)).filter((h) => h.applyId !== self);
      const now = clock.now().getTime();
      const punches = punchesOf(type);
      const punchTimePassed =
        facts.shiftStart !== null &&
        facts.shiftEnd !== null &&
        (!punches.includes('in') || facts.shiftStart.getTime() <= now) &&
        (!punches.includes('out') || facts.shiftEnd.getTime() <= now);
      const dayIssues = checkMakeupDay(type, {
        workday: facts.shift !== null,
        punchTimePassed,
        signInNeedsRepair: facts.signIn === null || facts.judgement.lateMinutes > 0,
        signOutNeedsRepair: facts.signOut === null || facts.judgement.earlyMinutes > 0,
        onDutyCovered:
          facts.signIn !== null ||
          holders.some((h) => h.punch === 'in' && (h.status === 1 || h.status === 2)),
      });
      if (dayIssues.length > 0) throw refusal(dayIssues, lang);
      if (holders.some((h) => (punches as string[]).includes(h.punch))) throw taken(lang);

      const header = headerOf(type, facts);
      const row = {
        eid: user.eid,
        attendanceDate: date,
        type,
        remark: (input.change.remark as string).trim(),
        workStatus: type === MakeupType.OnDuty ? null : (input.change.workStatus ?? null),
        scheduleId: facts.scheduleId,
        source: 1,
      };
      let applyId: string;
      if (input.update) {
        applyId = input.applyId as string;
        await engine.updateApply(tx, applyId, header);
        await repo.updateMakeup(tx, applyId, row);
        await repo.releaseSlots(tx, applyId);
      } else {
        applyId = (await engine.createApply(tx, MAKEUP_KIND, actor, header, input.applyId)).applyId;
        await repo.insertMakeup(tx, applyId, row);
      }
      // Two make-ups of one shift sent at once: the key lets one claim the punch, the other is told.
      if (!(await repo.claimSlots(tx, user.eid, date, punches, applyId))) throw taken(lang);
      if (submit) {
        const month = datesOfMonth(date.slice(0, 7));
        const used = await repo.countInMonth(
          tx,
          user.eid,
          month[0] as string,
          month.at(-1) as string,
          applyId,
        );
        const limit = (await repo.monthlyLimit(tx, user.companyId)) ?? MAKEUP_MONTHLY_LIMIT_DEFAULT;
        const over = checkMakeupLimit(used, limit);
        if (over.length > 0) throw refusal(over, lang);
        await engine.submit(tx, applyId, actor, { categoryCode: header.categoryCode, days: 0, hours: 0 });
      }
      const saved = await engine.getOwned(tx, MAKEUP_KIND, applyId, actor);
      return {
        applyId,
        applyNo: saved.applyNo,
        approveStatus: saved.approveStatus,
        viewPath: makeupKindDefinition.viewPath(applyId),
        returnTag: 0,
      };
    });
  }

  const typeText = (type: number, lang: TLanguage) => translate(lang, `makeup.name.${type}`);
  const workStatusText = (status: number | null, lang: TLanguage) =>
    status === null ? null : translate(lang, `makeup.workStatus.${status}`);

  async function detail(user: AuthUser, applyId: string, lang: TLanguage): Promise<TMakeupDetail> {
    const view = await engine.view(db, MAKEUP_KIND, applyId, actorOf(user), lang);
    const row = await repo.findMakeup(db, applyId);
    if (!row) throw notFound();
    const facts = await attendance.dayFacts(row.eid, row.attendanceDate);
    const shift = facts.shift ? shiftInfo(facts.shift, lang) : null;
    return {
      ...view,
      attendanceChange: {
        attendanceDate: row.attendanceDate,
        type: row.type,
        typeText: typeText(row.type, lang),
        remark: row.remark,
        workStatus: row.workStatus,
        workStatusText: workStatusText(row.workStatus, lang),
        scheduleID: row.scheduleId,
        shiftName: shift?.shiftName ?? null,
        workStartTime: shift?.workStartTime ?? null,
        workEndTime: shift?.workEndTime ?? null,
        source: row.source,
      },
      attachmentCount: await countAttachments(db, MAKEUP_KIND, applyId),
    };
  }

  return {
    add: (
      user: AuthUser,
      body: { ApplyId?: string | undefined; AttendanceChange: TAttendanceChange; approveStatus: 0 | 1 },
      lang: TLanguage,
    ) =>
      save(
        user,
        {
          applyId: body.ApplyId,
          change: body.AttendanceChange,
          approveStatus: body.approveStatus,
          update: false,
        },
        lang,
      ),

    update: (
      user: AuthUser,
      body: { ApplyId: string; AttendanceChange: TAttendanceChange; approveStatus: 0 | 1 },
      lang: TLanguage,
    ) =>
      save(
        user,
        {
          applyId: body.ApplyId,
          change: body.AttendanceChange,
          approveStatus: body.approveStatus,
          update: true,
        },
        lang,
      ),

    /** ApplyRepairAttendance: the legacy make-up punch, filed and submitted at once (type 2 unless given). */
    repair: (
      user: AuthUser,
      body: {
        attendanceDate?: string | null | undefined;
        specialRemarks?: string | null | undefined;
        type?: number | null | undefined;
        workStatus?: number | null | undefined;
      },
      lang: TLanguage,
    ) =>
      save(
        user,
        {
          change: {
            attendanceDate: body.attendanceDate ?? null,
            remark: body.specialRemarks ?? null,
            type: body.type ?? MakeupType.Both,
            workStatus: body.workStatus ?? null,
          },
          approveStatus: 1,
          update: false,
        },
        lang,
      ),

    detail,

    list(
      user: AuthUser,
      page: { pageIndex: number; pageSize: number; approveStatus?: number },
      lang: TLanguage,
    ): Promise<{ result: TApplicationItem[]; totalCount: number }> {
      return engine.listOwned(db, MAKEUP_KIND, actorOf(user), page, lang);
    },

    recall(user: AuthUser, applyId: string): Promise<{ applyId: string; approveStatus: TApproveStatus }> {
      return db.transaction(async (tx) => {
        await engine.recall(tx, MAKEUP_KIND, applyId, actorOf(user));
        return { applyId, approveStatus: ApproveStatus.Draft };
      });
    },

    destroy(user: AuthUser, applyId: string): Promise<{ applyId: string }> {
      return db.transaction(async (tx) => {
        await engine.destroy(tx, MAKEUP_KIND, applyId, actorOf(user));
        return { applyId };
      });
    },

    /** GetSupplementAttendanceApplyList: the approver's make-ups, pending or processed. */
    async approverList(
      user: AuthUser,
      query: TSupplementListQuery,
      lang: TLanguage,
    ): Promise<{ result: TSupplementItem[]; totalCount: number }> {
      const { rows, totalCount } = await repo.approverList(
        db,
        { assigneeEid: user.eid, tab: query.tab, year: query.year, empNo: query.empNo || undefined },
        query.pageSize,
        (query.pageNow - 1) * query.pageSize,
      );
      return {
        totalCount,
        result: rows.map((r) => ({
          applyId: r.apply.id,
          applyNo: r.apply.applyNo,
          approveId: r.taskStatus === 0 ? r.taskId : null,
          groupNo: r.apply.applyNo,
          empName: r.empName,
          empNo: r.empNo,
          attendanceDate: r.makeup.attendanceDate,
          type: r.makeup.type,
          typeText: typeText(r.makeup.type, lang),
          remark: r.makeup.remark,
          approveStatus: r.apply.approveStatus,
          approveStatusText: translate(lang, `approvals.status.${r.apply.approveStatus}`),
          result:
            r.action === 'agree'
              ? translate(lang, 'makeup.result.agree')
              : r.action === 'reject'
                ? translate(lang, 'makeup.result.reject')
                : '',
          submittedAt: r.apply.submittedAt ? formatDateTime(r.apply.submittedAt, timeZone) : null,
        })),
      };
    },

    /** UpdateSupplementAttendanceVerify: the approver passes (1) or rejects (2) with an opinion. */
    async verify(user: AuthUser, body: TSupplementVerify): Promise<TApplyActionResult> {
      if (!(await repo.findMakeup(db, body.applyId))) throw notFound();
      return act(
        {
          action: body.result === 1 ? 'agree' : 'reject',
          taskId: body.approveId,
          ApplyId: body.applyId,
          comment: body.opinion,
        },
        actorOf(user),
      );
    },
  };
}

export type MakeupClockService = ReturnType<typeof makeupClockService>;
