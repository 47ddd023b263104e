import {
  ApproveStatus,
  checkLeaveApply,
  checkLeaveTimes,
  checkRequestDates,
  DayType,
  EMPTY_GUID,
  ErrorCode,
  KINSHIP_KEYS,
  kinshipDictionary,
  kinshipName,
  kinshipTypeOf,
  LEAVE_ATTACHMENT_KEY_TYPE,
  LEAVE_HR_STEP_OVER_DAYS,
  LeaveUom,
  leaveLength,
  leaveUnitParam,
  ownerMay,
  splitLeaveTime,
  type TApplicationItem,
  type TApproveStatus,
  type TAuditTrail,
  type TKinshipItem,
  type TLanguage,
  type TLeaveApplyCreate,
  type TLeaveApplyDetail,
  type TLeaveBalance,
  type TLeaveCategory,
  type TLeaveCategoryInfoBody,
  type TLeaveCategoryInfoResult,
  type TLeaveCategoryList,
  type TLeaveDay,
  type TLeaveDayDetail,
  type TLeaveDaysBody,
  type TLeaveDaysResult,
  type TLeaveExtendFieldWithValue,
  type TLeaveIssue,
  type TLeavePolicy,
  type TLeaveRemainDetail,
  type TLeaveSaved,
  type TLeaveUom,
  type TMessageKey,
  type TRemainInfo,
  type TVacationApplyItem,
  type TVacationYear,
  translate,
} from '@ehome/shared';
import type { Db, DbOrTx, Tx } from '../../db/client';
import type { AuthUser } from '../../platform/auth';
import { businessDate, type Clock, formatDateTime, instantAt } from '../../platform/clock';
import { AppError, forbidden, notFound } from '../../platform/errors';
import type { Actor, ApplyHeaderInput, ApprovalEngine, RequestKindDefinition } from '../approvals/ports';
import { countAttachments } from '../attachments/repository';
import type { ApprovedRequest, RequestSource } from '../attendance/ports';
import type { WorkCalendarService } from '../work-calendar/service';
import {
  type BalanceFigures,
  balanceFigures,
  balanceRow,
  categoryNames,
  localizedName,
  localizedRemark,
  settingsOf,
} from './balances';
import * as repo from './repository';

/** The leave request kind: the direct manager, and HR as well when the leave is longer than 3 days. */
export const leaveKindDefinition: RequestKindDefinition = {
  kind: 'leave',
  process: (facts) => [
    { activity: 'manager', approver: { type: 'manager' }, mode: 'any' },
    ...(facts.days > LEAVE_HR_STEP_OVER_DAYS
      ? [{ activity: 'hr', approver: { type: 'role', role: 'hr' }, mode: 'any' } as const]
      : []),
  ],
  viewPath: (applyId) => `/CommonApplicationforView?id=${applyId}`,
};

/** Working hours when the employee has no shift on record (the common office day). */
export const DEFAULT_POLICY: TLeavePolicy = {
  workStartTime: '09:00',
  workEndTime: '18:00',
  dinnerStartTime: '12:00',
  dinnerEndTime: '13:00',
};
/** A single request may not span more than this many calendar days (maternity is the longest). */
const MAX_PERIOD_DAYS = 366;

type ShiftTimes = {
  workStart: string;
  workEnd: string;
  dinnerStart: string | null;
  dinnerEnd: string | null;
};
const hm = (t: string) => t.slice(0, 5);
const timeOfMinutes = (m: number) =>
  `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));

/** A shift's working day as the leave policy; a shift without a dinner break splits at its middle. */
export function policyOfShift(shift: ShiftTimes): TLeavePolicy {
  if (shift.dinnerStart && shift.dinnerEnd) {
    return {
      workStartTime: hm(shift.workStart),
      workEndTime: hm(shift.workEnd),
      dinnerStartTime: hm(shift.dinnerStart),
      dinnerEndTime: hm(shift.dinnerEnd),
    };
  }
  const middle = timeOfMinutes(Math.round((minutes(shift.workStart) + minutes(shift.workEnd)) / 2));
  return {
    workStartTime: hm(shift.workStart),
    workEndTime: hm(shift.workEnd),
    dinnerStartTime: middle,
    dinnerEndTime: middle,
  };
}

const dailyHours = (p: TLeavePolicy) =>
  (minutes(p.workEndTime) -
    minutes(p.workStartTime) -
    (minutes(p.dinnerEndTime) - minutes(p.dinnerStartTime))) /
  60;

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Deps = {
  db: Db;
  clock: Clock;
  timeZone: string;
  engine: ApprovalEngine;
  workCalendar: WorkCalendarService;
  /** The approval trail of a request for a viewer (the approvals module's GetAudittrails). */
  auditTrail: (applyId: string, viewer: Actor, lang: TLanguage) => Promise<TAuditTrail[]>;
};

const actorOf = (user: AuthUser): Actor => ({ eid: user.eid, companyId: user.companyId });
const categoryNotFound = () => new AppError(ErrorCode.InvalidInput, 'leave.categoryNotFound');

export function leaveService({ db, clock, timeZone, engine, workCalendar, auditTrail }: Deps) {
  const display = (at: Date) => formatDateTime(at, timeZone).slice(0, 16);

  function localizeCategory(row: repo.CategoryRow, lang: TLanguage): TLeaveCategory {
    const settings = settingsOf(row);
    return {
      applyCategoryId: row.id,
      name: row.name,
      nameEn: row.nameEn,
      nameJa: row.nameJa,
      displayName: localizedName(row, lang),
      categoryCode: row.code,
      limitType: row.limitType === 1 ? 1 : 0,
      remark: localizedRemark(row, lang),
      hasBalance: row.hasBalance,
      settingsObj: {
        ...settings,
        extendFields: settings.extendFields.map((f) => ({ ...f, displayName: f.displayName[lang] })),
      },
    };
  }

  /** The refusal of a rule: errNo 1 (the leave form's failure) with every issue translated. */
  function refusal(issues: TLeaveIssue[], lang: TLanguage): AppError {
    const [first] = issues as [TLeaveIssue];
    return new AppError(
      ErrorCode.Failed,
      first.key as TMessageKey,
      first.params ?? {},
      200,
      issues.map((i) => ({ key: i.key, message: translate(lang, i.key, i.params ?? {}) })),
    );
  }

  /**
   * The dates of a period for this employee: worked dates carry the shift's hours. The calendar
   * module does not schedule dates before the company started recording attendance here; leave
   * may still be filed for them, so the employee's pattern decides those dates.
   */
  async function periodDays(
    conn: DbOrTx,
    eid: string,
    from: string,
    to: string,
  ): Promise<{ days: TLeaveDay[]; defaultPolicy: TLeavePolicy }> {
    const schedule = await workCalendar.scheduleFor(conn, eid, from, to);
    if (!schedule) throw notFound();
    const { pattern } = schedule;
    const defaultPolicy = pattern.shift ? policyOfShift(pattern.shift) : DEFAULT_POLICY;
    const weekdays = pattern.weekdays ?? [1, 2, 3, 4, 5];
    const days = schedule.days.map((d): TLeaveDay => {
      let shift: ShiftTimes | null = d.shift;
      const beforeRecords = pattern.attendanceSince !== null && d.date < pattern.attendanceSince;
      const hired = pattern.hireDate === null || d.date >= pattern.hireDate;
      if (!shift && beforeRecords && hired && pattern.shift) {
        const works = pattern.followsCalendar
          ? d.calendar.dayType === DayType.Workday
          : weekdays.includes(d.weekday || 7);
        shift = works ? pattern.shift : null;
      }
      const workDayType = shift
        ? DayType.Workday
        : d.calendar.dayType === DayType.Workday
          ? DayType.RestDay
          : d.calendar.dayType;
      return { date: d.date, workDayType, policy: shift ? policyOfShift(shift) : null };
    });
    return { days, defaultPolicy };
  }

  type Period = {
    length: TLeaveDaysResult;
    startPolicy: TLeavePolicy;
    endPolicy: TLeavePolicy;
    defaultPolicy: TLeavePolicy;
    start: Date;
    end: Date;
  };

  /** Times checked for the category's unit, then the length from the calendar. */
  async function period(
    conn: DbOrTx,
    eid: string,
    category: repo.CategoryRow,
    startTime: string,
    endTime: string,
    lang: TLanguage,
  ): Promise<Period> {
    const settings = settingsOf(category);
    const start = splitLeaveTime(startTime);
    const end = splitLeaveTime(endTime);
    if (!start || !end) throw refusal([{ key: 'validation.leaveTime' }], lang);
    const outside = checkRequestDates([start.date, end.date], businessDate(clock.now(), timeZone));
    if (outside.length > 0) throw refusal(outside, lang);
    if (start.date > end.date) throw refusal([{ key: 'leave.startNotBeforeEnd' }], lang);
    const span = (Date.parse(end.date) - Date.parse(start.date)) / 86_400_000;
    if (span >= MAX_PERIOD_DAYS) throw refusal([{ key: 'leave.periodTooLong' }], lang);
    const { days, defaultPolicy } = await periodDays(conn, eid, start.date, end.date);
    const startPolicy = days[0]?.policy ?? defaultPolicy;
    const endPolicy = days.at(-1)?.policy ?? defaultPolicy;
    const timeIssues = checkLeaveTimes({ startTime, endTime, settings, startPolicy, endPolicy });
    if (timeIssues.length > 0) throw refusal(timeIssues, lang);
    const length = leaveLength({ startTime, endTime, settings, days, defaultPolicy });
    return {
      length,
      startPolicy,
      endPolicy,
      defaultPolicy,
      start: instantAt(start.date, start.time, timeZone),
      end: instantAt(end.date, end.time, timeZone),
    };
  }

  async function availableBalance(
    conn: DbOrTx,
    eid: string,
    category: repo.CategoryRow,
    year: number,
    excludeApplyId?: string,
  ): Promise<number | null> {
    if (!category.hasBalance) return null;
    const figures = await balanceFigures(conn, eid, year, [category], excludeApplyId);
    return figures.get(category.id)?.remain ?? 0;
  }

  /** Every rule of the request, overlap included; throws the refusal. */
  async function validate(
    tx: Tx,
    user: AuthUser,
    input: TLeaveApplyCreate,
    category: repo.CategoryRow,
    applyId: string | undefined,
    lang: TLanguage,
    /** Files the request brings from elsewhere (the quick leave form's own uploads). */
    extraAttachments = 0,
  ) {
    const p = await period(tx, user.eid, category, input.startTime, input.endTime, lang);
    const settings = settingsOf(category);
    const chargeYear = Number(input.startTime.slice(0, 4));
    const submit = input.approveStatus === ApproveStatus.InApproval;
    const lengthValue = p.length.timeLength;
    if (input.timeLength != null && Math.abs(input.timeLength - lengthValue) > 0.005) {
      throw refusal(
        [{ key: 'leave.lengthChanged', params: { length: lengthValue, unit: leaveUnitParam(settings.uom) } }],
        lang,
      );
    }
    const issues = checkLeaveApply({
      category: {
        limitType: category.limitType,
        hasBalance: category.hasBalance,
        settingsObj: {
          ...settings,
          extendFields: settings.extendFields.map((f) => ({ ...f, displayName: f.displayName[lang] })),
        },
      },
      apply: input,
      startPolicy: p.startPolicy,
      endPolicy: p.endPolicy,
      length: lengthValue,
      kinshipKeys: KINSHIP_KEYS,
      submit,
      available: submit ? await availableBalance(tx, user.eid, category, chargeYear, applyId) : null,
      attachmentCount:
        extraAttachments +
        (applyId && submit ? await countAttachments(tx, LEAVE_ATTACHMENT_KEY_TYPE, applyId) : 0),
    });
    if (issues.length > 0) throw refusal(issues, lang);
    const overlapping = await effectivePeriods(
      tx,
      await engine.findOverlapping(
        tx,
        'leave',
        user.eid,
        p.start,
        p.end,
        [ApproveStatus.InApproval, ApproveStatus.Approved],
        applyId,
      ),
    );
    // What a cancellation (销假) gave back is free again.
    const other = overlapping.find(
      (o) => o.startTime && o.endTime && o.startTime < p.end && o.endTime > p.start,
    );
    if (other) {
      throw refusal(
        [
          {
            key: 'leave.overlap',
            params: {
              applyNo: other.applyNo,
              start: other.startTime ? display(other.startTime) : '',
              end: other.endTime ? display(other.endTime) : '',
            },
          },
        ],
        lang,
      );
    }
    return { ...p, chargeYear, settings, submit };
  }

  function leaveRow(
    input: TLeaveApplyCreate,
    category: repo.CategoryRow,
    v: Awaited<ReturnType<typeof validate>>,
  ) {
    const custom = v.settings.customFields;
    return {
      categoryId: category.id,
      startTime: v.start,
      endTime: v.end,
      timeLength: String(v.length.timeLength),
      timeLengthType: v.settings.uom,
      remark: input.remark,
      // Only the fields the category asks for are kept: a stale value from another type means nothing.
      marryDate: custom.includes('MarryDate') ? (input.marryDate ?? null) : null,
      kinshipType: custom.includes('Kinship') ? kinshipTypeOf(input.kinship) : null,
      kinship: custom.includes('Kinship') ? (input.kinship ?? null) : null,
      twinCount: custom.includes('TwinCount') ? (input.twinCount ?? null) : null,
      isPlaningCaesarean: custom.includes('IsPlaningCaesarean') ? (input.isPlaningCaesarean ?? null) : null,
      extendFields: input.ApplyExtendFieldList.map((f) => ({
        fieldName: f.fieldName,
        fieldValue: f.fieldValue ?? '',
      })),
      details: v.length.detailList,
      chargeYear: v.chargeYear,
    };
  }

  function headerOf(category: repo.CategoryRow, v: Awaited<ReturnType<typeof validate>>): ApplyHeaderInput {
    return {
      categoryId: category.id,
      categoryCode: category.code,
      categoryNames: categoryNames(category),
      startTime: v.start,
      endTime: v.end,
      timeLength: v.length.timeLength,
      timeUnit: v.settings.uom,
    };
  }

  function factsOf(category: repo.CategoryRow, v: Awaited<ReturnType<typeof validate>>) {
    const length = v.length.timeLength;
    const day = v.settings.uom === LeaveUom.Day;
    const perDay = dailyHours(v.defaultPolicy) || 8;
    return {
      categoryCode: category.code,
      days: day ? length : Math.round((length / perDay) * 100) / 100,
      hours: day ? 0 : length,
    };
  }

  /** Serialises one person's leave writes, so two submissions cannot both pass the balance and overlap checks. */
  async function lockPerson(tx: Tx, eid: string) {
    await repo.lockEmployee(tx, eid);
  }

  async function saved(tx: Tx, applyId: string, actor: Actor): Promise<TLeaveSaved> {
    const header = await engine.getOwned(tx, 'leave', applyId, actor);
    return {
      applyId,
      applyNo: header.applyNo,
      approveStatus: header.approveStatus,
      viewPath: leaveKindDefinition.viewPath(applyId),
    };
  }

  async function findTarget(user: AuthUser, eid: string | undefined) {
    if (!eid || eid === user.eid) return { eid: user.eid, companyId: user.companyId };
    const refused = forbidden({ messageKey: 'leave.balanceForbidden' });
    if (!UUID_RE.test(eid)) throw refused;
    const target = await repo.findEmployee(db, eid);
    const allowed =
      target &&
      target.companyId === user.companyId &&
      (user.roles.includes('hr') || target.managerEid === user.eid);
    if (!target || !allowed) throw refused;
    return { eid: target.eid, companyId: target.companyId };
  }

  async function createIn(
    tx: Tx,
    user: AuthUser,
    input: TLeaveApplyCreate,
    lang: TLanguage,
    extraAttachments = 0,
  ): Promise<TLeaveSaved> {
    const actor = actorOf(user);
    // The person locked as in lockPerson, and the leave type, in one statement.
    const category = await repo.lockEmployeeWithCategory(tx, user.eid, user.companyId, input.categoryId);
    if (!category) throw categoryNotFound();
    const v = await validate(tx, user, input, category, input.applyId, lang, extraAttachments);
    const header = await engine.createApply(tx, 'leave', actor, headerOf(category, v), input.applyId);
    await repo.insertLeaveApply(tx, { applyId: header.applyId, ...leaveRow(input, category, v) });
    if (v.submit) await engine.submit(tx, header.applyId, actor, factsOf(category, v));
    return saved(tx, header.applyId, actor);
  }

  return {
    async categoryList(user: AuthUser, lang: TLanguage): Promise<TLeaveCategoryList> {
      const today = businessDate(clock.now(), timeZone);
      const [rows, schedule] = await Promise.all([
        repo.listCategories(db, user.companyId),
        workCalendar.scheduleFor(db, user.eid, today, today),
      ]);
      const shift = schedule?.pattern.shift;
      return {
        categories: rows.map((row) => localizeCategory(row, lang)),
        policy: shift ? policyOfShift(shift) : DEFAULT_POLICY,
      };
    },

    /** The balance card of the form: always the caller's own (the body's eid is not trusted). */
    async categoryInfo(
      user: AuthUser,
      body: TLeaveCategoryInfoBody,
      lang: TLanguage,
    ): Promise<TLeaveCategoryInfoResult> {
      const category = await repo.findCategory(db, user.companyId, body.CategoryId);
      if (!category) throw categoryNotFound();
      const uom = settingsOf(category).uom as TLeaveUom;
      const year = Number((body.StartTime ?? businessDate(clock.now(), timeZone)).slice(0, 4));
      const base = { categoryId: category.id, year, uom, hasBalance: category.hasBalance };
      if (!category.hasBalance) return { ...base, remainInfo: [] };
      const figures = (await balanceFigures(db, user.eid, year, [category])).get(
        category.id,
      ) as BalanceFigures;
      const line = (code: TRemainInfo['code'], value: number): TRemainInfo => ({
        code,
        value,
        text: translate(lang, `leave.remain.${code}`),
      });
      const remainInfo = [
        line('Amount', figures.granted),
        line('Used', figures.used),
        line('Remain', figures.remain),
      ];
      if (figures.remain < 0) remainInfo.push(line('Warning', figures.remain));
      return { ...base, remainInfo };
    },

    /**
     * The next working day's hours from now (the work calendar, the employee's shift, the server
     * clock): what a new leave's pickers start at, so an untouched form is never a zero-length period.
     */
    async nextWorkPeriod(user: AuthUser): Promise<{ startTime: string; endTime: string }> {
      const now = formatDateTime(clock.now(), timeZone);
      const today = now.slice(0, 10);
      const last = new Date(Date.parse(`${today}T00:00:00Z`) + 31 * 86_400_000).toISOString().slice(0, 10);
      const { days, defaultPolicy } = await periodDays(db, user.eid, today, last);
      const next = days.find(
        (d) => d.policy && (d.date > today || now.slice(11, 16) < d.policy.workStartTime),
      );
      const date = next?.date ?? days[1]?.date ?? today;
      const policy = next?.policy ?? defaultPolicy;
      return { startTime: `${date} ${policy.workStartTime}`, endTime: `${date} ${policy.workEndTime}` };
    },

    async leaveDays(user: AuthUser, body: TLeaveDaysBody, lang: TLanguage): Promise<TLeaveDaysResult> {
      const category = await repo.findCategory(db, user.companyId, body.categoryId);
      if (!category) throw categoryNotFound();
      return (await period(db, user.eid, category, body.startTime, body.endTime, lang)).length;
    },

    create(user: AuthUser, input: TLeaveApplyCreate, lang: TLanguage): Promise<TLeaveSaved> {
      return db.transaction((tx) => createIn(tx, user, input, lang));
    },

    /**
     * The quick leave form (/Applicationforleave) files a leave through here, in the form's own
     * transaction: the same rules, balance and approval as the full form. The category comes by its
     * code (the form's select values); a day-unit leave's stated days must match the computed length.
     */
    async fileQuick(
      tx: Tx,
      user: AuthUser,
      input: {
        applyId: string;
        categoryCode: string;
        startTime: string;
        endTime: string;
        days: number | null;
        remark: string;
        attachmentCount: number;
      },
      lang: TLanguage,
    ): Promise<TLeaveSaved> {
      const category = await repo.findCategoryByCode(tx, user.companyId, input.categoryCode);
      if (!category) throw categoryNotFound();
      const day = settingsOf(category).uom === LeaveUom.Day;
      return createIn(
        tx,
        user,
        {
          applyId: input.applyId,
          categoryId: category.id,
          startTime: input.startTime,
          endTime: input.endTime,
          timeLength: day ? input.days : null,
          remark: input.remark,
          ApplyExtendFieldList: [],
          approveStatus: ApproveStatus.InApproval,
        } as TLeaveApplyCreate,
        lang,
        input.attachmentCount,
      );
    },

    async update(
      user: AuthUser,
      input: TLeaveApplyCreate & { applyId: string },
      lang: TLanguage,
    ): Promise<TLeaveSaved> {
      const actor = actorOf(user);
      return db.transaction(async (tx) => {
        await lockPerson(tx, user.eid);
        // Locks the request and proves it is the caller's own leave before anything is checked;
        // only what the owner may edit (a draft: new or recalled) is, so its state is refused before
        // its content.
        const current = await engine.getOwned(tx, 'leave', input.applyId, actor);
        if (!ownerMay('edit', current.approveStatus)) {
          throw new AppError(ErrorCode.Conflict, 'approvals.notDraft');
        }
        const category = await repo.findCategory(tx, user.companyId, input.categoryId);
        if (!category) throw categoryNotFound();
        const v = await validate(tx, user, input, category, input.applyId, lang);
        await engine.updateApply(tx, input.applyId, headerOf(category, v));
        await repo.updateLeaveApply(tx, input.applyId, leaveRow(input, category, v));
        if (v.submit) await engine.submit(tx, input.applyId, actor, factsOf(category, v));
        return saved(tx, input.applyId, actor);
      });
    },

    /** Get (ownerOnly: the edit form) or GetDetail (owner and approvers). */
    async detail(
      user: AuthUser,
      applyId: string,
      lang: TLanguage,
      ownerOnly: boolean,
    ): Promise<TLeaveApplyDetail> {
      // The leave row and the attachment count are read alongside the access check; nothing of
      // them is answered unless the view allowed it.
      const [view, found, attachmentCount] = await Promise.all([
        engine.view(db, 'leave', applyId, actorOf(user), lang),
        repo.findLeaveApplyWithCategory(db, applyId),
        countAttachments(db, LEAVE_ATTACHMENT_KEY_TYPE, applyId),
      ]);
      if (ownerOnly && !view.isOwner) throw notFound();
      if (!found) throw notFound();
      const { leave: row, category } = found;
      const localized = localizeCategory(category, lang);
      const values = new Map(row.extendFields.map((f) => [f.fieldName, f.fieldValue]));
      return {
        ...view,
        startTime: display(row.startTime),
        endTime: display(row.endTime),
        timeLength: Number(row.timeLength),
        timeLengthType: row.timeLengthType === LeaveUom.Day ? 1 : 0,
        remark: row.remark,
        marryDate: row.marryDate,
        kinshipType: row.kinshipType,
        kinship: row.kinship,
        kinshipText: kinshipName(row.kinship, lang),
        twinCount: row.twinCount,
        isPlaningCaesarean: row.isPlaningCaesarean,
        ApplyExtendFieldList: localized.settingsObj.extendFields.map((f) => ({
          ...f,
          fieldValue: values.get(f.fieldName) ?? '',
        })),
        category: localized,
        leaveDetails: row.details as TLeaveDayDetail[],
        attachmentCount,
        chargeYear: row.chargeYear,
      };
    },

    recall(user: AuthUser, applyId: string): Promise<{ applyId: string; approveStatus: TApproveStatus }> {
      return db.transaction(async (tx) => {
        await engine.recall(tx, 'leave', applyId, actorOf(user));
        return { applyId, approveStatus: ApproveStatus.Draft };
      });
    },

    destroy(user: AuthUser, applyId: string): Promise<{ applyId: string }> {
      return db.transaction(async (tx) => {
        await engine.destroy(tx, 'leave', applyId, actorOf(user));
        return { applyId };
      });
    },

    /** The category's extension fields with the request's values (none for a new form's empty GUID). */
    async extendFields(
      user: AuthUser,
      categoryId: string,
      applyId: string | undefined,
      lang: TLanguage,
    ): Promise<TLeaveExtendFieldWithValue[]> {
      const category = await repo.findCategory(db, user.companyId, categoryId);
      if (!category) throw categoryNotFound();
      let values = new Map<string, string>();
      if (applyId && applyId !== EMPTY_GUID) {
        const row = await repo.findLeaveApply(db, applyId);
        if (!row || !(await engine.canView(db, applyId, user.eid))) throw notFound();
        values = new Map(row.extendFields.map((f) => [f.fieldName, f.fieldValue]));
      }
      return localizeCategory(category, lang).settingsObj.extendFields.map((f) => ({
        ...f,
        fieldValue: values.get(f.fieldName) ?? '',
      }));
    },

    list(
      user: AuthUser,
      page: { pageIndex: number; pageSize: number; approveStatus?: number },
      lang: TLanguage,
    ): Promise<{ result: TApplicationItem[]; totalCount: number }> {
      return engine.listOwned(db, 'leave', actorOf(user), page, lang);
    },

    kinships(lang: TLanguage): TKinshipItem[] {
      return kinshipDictionary(lang);
    },

    /** LeaveAmount: balances of a year; another person's only for HR of their company or their manager. */
    async remainAll(
      user: AuthUser,
      year: number,
      eid: string | undefined,
      lang: TLanguage,
    ): Promise<TLeaveBalance[]> {
      const target = await findTarget(user, eid);
      const categories = await repo.listCategories(db, target.companyId);
      const figures = await balanceFigures(db, target.eid, year, categories);
      return categories
        .filter((c) => figures.has(c.id))
        .map((c) => balanceRow(c, year, figures.get(c.id) as BalanceFigures, lang));
    },

    async remainDetail(
      user: AuthUser,
      year: number,
      eid: string | undefined,
      categoryId: string,
      lang: TLanguage,
    ): Promise<TLeaveRemainDetail> {
      const target = await findTarget(user, eid);
      const category = await repo.findCategory(db, target.companyId, categoryId);
      if (!category) throw categoryNotFound();
      const figures = (await balanceFigures(db, target.eid, year, [category])).get(category.id);
      const rows = await repo.listChargedApplies(db, target.eid, year, category.id);
      return {
        balance: figures ? balanceRow(category, year, figures, lang) : null,
        applies: rows.map((r) => ({
          applyId: r.applyId,
          applyNo: r.applyNo,
          startTime: display(r.startTime),
          endTime: display(r.endTime),
          // What is still charged: approved cancellations (销假) gave the rest back.
          timeLength: Math.round((Number(r.timeLength) - Number(r.returnedLength)) * 100) / 100,
          approveStatus: r.approveStatus as TApproveStatus,
          approveStatusText: translate(lang, `approvals.status.${r.approveStatus}`),
        })),
      };
    },

    async vacationYears(user: AuthUser, lang: TLanguage): Promise<TVacationYear[]> {
      const thisYear = Number(businessDate(clock.now(), timeZone).slice(0, 4));
      const years = [...new Set([thisYear, ...(await repo.yearsOf(db, user.eid))])].sort((a, b) => b - a);
      return years.map((year) => ({ year, text: translate(lang, 'leave.year', { year: String(year) }) }));
    },

    async vacationApplies(user: AuthUser, year: number, lang: TLanguage): Promise<TVacationApplyItem[]> {
      const rows = await repo.listChargedApplies(db, user.eid, year);
      return rows.map((r) => ({
        vacationId: r.applyId,
        applyNo: r.applyNo,
        categoryCode: r.categoryCode,
        categoryName: r.categoryNames[lang],
        startTime: display(r.startTime),
        endTime: display(r.endTime),
        timeLength: Math.round((Number(r.timeLength) - Number(r.returnedLength)) * 100) / 100,
        uom: r.timeLengthType === LeaveUom.Day ? 1 : 0,
        approveStatus: r.approveStatus as TApproveStatus,
        approveStatusText: translate(lang, `approvals.status.${r.approveStatus}`),
      }));
    },

    async vacationApprovals(user: AuthUser, vacationId: string, lang: TLanguage): Promise<TAuditTrail[]> {
      if (!(await repo.findLeaveApply(db, vacationId))) throw notFound();
      return auditTrail(vacationId, actorOf(user), lang);
    },
  };
}

export type LeaveService = ReturnType<typeof leaveService>;

/**
 * Leave periods as they stand after approved cancellations (销假): a leave cancelled from a date on
 * ends there, one cancelled whole is gone. Only approved leave can have an approved cancellation.
 */
export async function effectivePeriods<
  T extends { applyId: string; startTime: Date | null; endTime: Date | null },
>(db: DbOrTx, rows: readonly T[]): Promise<T[]> {
  const cancellations = await repo.approvedCancellations(
    db,
    rows.map((r) => r.applyId),
  );
  if (cancellations.length === 0) return [...rows];
  const cutOf = new Map<string, Date>();
  for (const c of cancellations) {
    const cut = cutOf.get(c.leaveApplyId);
    if (!cut || c.cancelStart < cut) cutOf.set(c.leaveApplyId, c.cancelStart);
  }
  const out: T[] = [];
  for (const row of rows) {
    const cut = cutOf.get(row.applyId);
    if (!cut || !row.endTime || cut >= row.endTime) out.push(row);
    else if (row.startTime && cut > row.startTime) out.push({ ...row, endTime: cut });
  }
  return out;
}

/** Approved leave for the attendance calendar and day states, less what was cancelled (销假). */
export const leaveRequestSource: RequestSource = {
  kind: 'leave',
  async listApproved(db, eid, from, to): Promise<ApprovedRequest[]> {
    const rows = await effectivePeriods(db, await repo.listApprovedOverlapping(db, eid, from, to));
    return rows
      .filter((r) => r.endTime > from)
      .map((r) => ({
        applyId: r.applyId,
        categoryCode: r.categoryCode,
        categoryName: r.categoryNames.zh,
        categoryNames: r.categoryNames,
        start: r.startTime,
        end: r.endTime,
      }));
  },
  approvedSql: repo.approvedOverlappingSql,
};
