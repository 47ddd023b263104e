import {
  ApproveStatus,
  addDays,
  addressLine,
  addWorkingDays,
  BACKLOG_MODES,
  BACKLOG_TYPES,
  CERTIFICATE_STATES,
  CERTIFICATE_TYPES,
  certificateEligibility,
  certificateFeeFen,
  certificateYuan,
  checkAddress,
  checkPickupDate,
  DayType,
  dayTypeOf,
  ErrorCode,
  extractionAddressTypeOf,
  HR_ROLES,
  hasAnyRole,
  pickupWindow,
  type TApplyCertificate,
  type TCertificateAdminPage,
  type TCertificateApplied,
  type TCertificateDetail,
  type TCertificateHandleAction,
  type TCertificateItem,
  type TCertificateMode,
  type TCertificateQuote,
  type TCertificateType,
  type TEmpLeave,
  type TEmpLeaveRecord,
  type TExtraction,
  type TLanguage,
  type TMessageKey,
  translate,
} from '@ehome/shared';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { employees } from '../../db/schema';
import type { AuthUser } from '../../platform/auth';
import { businessDate, type Clock, formatDateTime } from '../../platform/clock';
import { AppError, forbidden } from '../../platform/errors';
import type { PiiCipher } from '../../platform/pii';
import * as addressRepo from '../addresses/repository';
import type { Actor, ApprovalEngine, RequestKindDefinition } from '../approvals/ports';
import type { BacklogSource } from '../backlog/ports';
import { recordPiiRead } from '../personal-data/read-log';
import { listOverrides } from '../work-calendar/repository';
import * as repo from './repository';

type Deps = { db: Db; clock: Clock; timeZone: string; engine: ApprovalEngine; pii: PiiCipher };

const KIND = 'certificate';
const actorOf = (user: AuthUser): Actor => ({ eid: user.eid, companyId: user.companyId });
const refusal = (key: TMessageKey, params: Record<string, string | number> = {}) =>
  new AppError(ErrorCode.Failed, key, params);
const conflict = (key: TMessageKey) => new AppError(ErrorCode.Conflict, key);

export const certificateViewPath = (applyId: string) => `/CertificateDetail?ApplyId=${applyId}`;

/** The type's name in the three languages (apply header, messages: `name_<lang>` follows the reader). */
const typeNames = (type: number) => ({
  zh: translate('zh', `certificate.type.${type}` as TMessageKey),
  en: translate('en', `certificate.type.${type}` as TMessageKey),
  ja: translate('ja', `certificate.type.${type}` as TMessageKey),
});
const nameParams = (type: number) => {
  const names = typeNames(type);
  return { name_zh: names.zh, name_en: names.en, name_ja: names.ja };
};

function isUniqueViolation(error: unknown): boolean {
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

const inProgress = (type: number) =>
  type === CERTIFICATE_TYPES.Resignation
    ? refusal('certificate.resignationInProgress')
    : refusal(
        type === CERTIFICATE_TYPES.OnJob ? 'certificate.onJobInProgress' : 'certificate.incomeInProgress',
      );

/**
 * The certificate kind: one HR step. Approval starts the handling (2), a rejection closes the
 * request (6), a recall withdraws it (7): the open-request index then lets a new one through.
 */
export const certificateKindDefinition: RequestKindDefinition = {
  kind: KIND,
  process: () => [{ activity: 'hr', approver: { type: 'role', role: 'hr' }, mode: 'any' }],
  viewPath: certificateViewPath,
  async onStatusChange(tx, applyId, _from, to) {
    if (to === ApproveStatus.Approved) await repo.moveState(tx, applyId, [1], CERTIFICATE_STATES.Processing);
    else if (to === ApproveStatus.Rejected)
      await repo.moveState(tx, applyId, [1], CERTIFICATE_STATES.Rejected);
    else if (to === ApproveStatus.Draft) await repo.moveState(tx, applyId, [1], CERTIFICATE_STATES.Withdrawn);
  },
};

type Recipient = { name: string; tel: string; address: string; zipCode: string };
type Delivery = {
  mode: TCertificateMode;
  addressId: string | null;
  province: string;
  recipient: Recipient | null;
  extractionId: string | null;
  extractionDate: string | null;
};

/** Certificates (spec 3 §2.2, §2.3, §4, §7): requests, quotes, pickup points, HR handling. */
export function certificatesService({ db, clock, timeZone, engine, pii }: Deps) {
  const today = () => businessDate(clock.now(), timeZone);

  /** The company's work calendar (statutory days, make-up workdays, its own overrides) from a date on. */
  async function companyCalendar(conn: DbOrTx, companyId: string, from: string) {
    const overrides = new Map(
      (await listOverrides(conn, companyId, from, addDays(from, 120))).map((r) => [
        r.date,
        { dayType: r.dayType as 0 | 1 | 2, name: r.name },
      ]),
    );
    return {
      overrides,
      /** Pickup points work on working days only. */
      isOpen: (date: string) => dayTypeOf(date, overrides) === DayType.Workday,
    };
  }

  async function promisedDate(conn: DbOrTx, companyId: string, type: TCertificateType, from: string) {
    const { overrides } = await companyCalendar(conn, companyId, from);
    const days = type === CERTIFICATE_TYPES.Resignation ? 3 : 5;
    const date = addWorkingDays(from, days, overrides);
    return { days, date };
  }

  function checkEligible(user: AuthUser, type: TCertificateType) {
    const p = user.profile;
    const issue = certificateEligibility(type, {
      flags: {
        enter_transact: p.afEnterTransact,
        income_transact: p.afIncomeTransact,
        leave_transact: p.afLeaveTransact,
      },
      leaveStatus: p.leaveStatus,
      serviceType: p.serviceType ?? '',
    });
    if (issue) throw refusal(issue);
  }

  async function ownAddress(conn: DbOrTx, user: AuthUser, addressId: string | null) {
    if (!addressId) throw refusal('certificate.addressRequired');
    const address = await addressRepo.findOwned(conn, user.eid, addressId);
    if (!address) throw refusal('certificate.addressNotFound');
    return address;
  }

  async function pickupPoint(conn: DbOrTx, type: TCertificateType, id: string | null) {
    if (!id) throw refusal('certificate.pickupRequired');
    const point = await repo.findExtraction(conn, id);
    if (!point || point.addressType !== extractionAddressTypeOf(type))
      throw refusal('certificate.pickupNotFound');
    return point;
  }

  async function pickupDate(conn: DbOrTx, companyId: string, type: TCertificateType, date: string | null) {
    const now = today();
    const { isOpen } = await companyCalendar(conn, companyId, now);
    const ready = (await promisedDate(conn, companyId, type, now)).date;
    if (!date) return pickupWindow(now, isOpen, ready).earliest;
    const issue = checkPickupDate(date, now, isOpen, ready);
    if (issue) throw refusal(issue.key, issue.params);
    return date;
  }

  /**
   * One request: checks, then in one transaction (the person's row locked, so two submits at once
   * are served one after the other) the open-request rule, the apply, the row and the submit.
   */
  async function file(
    user: AuthUser,
    type: TCertificateType,
    delivery: Delivery,
  ): Promise<TCertificateApplied> {
    const fen = certificateFeeFen(delivery.mode, delivery.province);
    try {
      return await db.transaction(async (tx) => {
        await tx
          .select({ eid: employees.eid })
          .from(employees)
          .where(eq(employees.eid, user.eid))
          .for('update');
        if (await repo.findOpen(tx, user.eid, type)) throw inProgress(type);
        const promise = await promisedDate(tx, user.companyId, type, today());
        const header = await engine.createApply(tx, KIND, actorOf(user), {
          categoryId: null,
          categoryCode: String(type),
          categoryNames: typeNames(type),
          startTime: null,
          endTime: null,
          timeLength: null,
          timeUnit: null,
        });
        await repo.insertRequest(tx, {
          applyId: header.applyId,
          eid: user.eid,
          companyId: user.companyId,
          type,
          mode: delivery.mode,
          state: CERTIFICATE_STATES.Approving,
          addressId: delivery.addressId,
          province: delivery.province,
          recipientSealed: delivery.recipient ? pii.seal(JSON.stringify(delivery.recipient)) : null,
          extractionId: delivery.extractionId,
          extractionDate: delivery.extractionDate,
          feeFen: fen,
          promisedDate: promise.date,
          createdAt: clock.now(),
        });
        await engine.submit(tx, header.applyId, actorOf(user), {
          categoryCode: String(type),
          days: 0,
          hours: 0,
        });
        return {
          applyId: header.applyId,
          applyNo: header.applyNo,
          type,
          fee: certificateYuan(fen),
          promisedDate: promise.date,
          viewPath: certificateViewPath(header.applyId),
        };
      });
    } catch (error) {
      // The open-request index: a submit that raced past the check loses here.
      if (isUniqueViolation(error)) throw inProgress(type);
      throw error;
    }
  }

  function toItem(row: NonNullable<repo.CertificateListRow>): TCertificateItem {
    const r = row.request;
    return {
      applyId: r.applyId,
      applyNo: row.applyNo,
      type: r.type,
      mode: r.mode,
      state: r.state,
      approveStatus: row.approveStatus,
      fee: certificateYuan(r.feeFen),
      promisedDate: r.promisedDate,
      extractionDate: r.extractionDate ?? '',
      createTime: formatDateTime(r.createdAt, timeZone),
      empName: row.empName,
      empNo: row.empNo,
    };
  }

  const toExtraction = (p: repo.ExtractionRow): TExtraction => ({
    extractionID: p.id,
    extraction_name: p.extractionName,
    contacts: p.contacts,
    phone: p.phone,
    extraction_address: p.extractionAddress,
    work_time: p.workTime,
  });

  const openRecipient = (sealed: string | null): Recipient | null =>
    sealed ? (JSON.parse(pii.open(sealed)) as Recipient) : null;

  const isHrOf = (user: AuthUser, companyId: string) =>
    hasAnyRole(user.roles, HR_ROLES) && user.companyId === companyId;

  function handleActionsOf(r: repo.CertificateRow): TCertificateHandleAction[] {
    if (r.state === CERTIFICATE_STATES.Processing) return r.mode === 2 ? ['ready'] : ['sent'];
    if (r.state === CERTIFICATE_STATES.Ready) return ['collected'];
    return [];
  }

  async function notify(
    tx: DbOrTx,
    r: repo.CertificateRow,
    applyNo: string,
    key: TMessageKey,
    params: Record<string, string>,
  ) {
    await repo.insertNotification(tx, {
      eid: r.eid,
      titleKey: key,
      params: { ...nameParams(r.type), applyNo, ...params },
      applyId: r.applyId,
      link: certificateViewPath(r.applyId),
      createdAt: clock.now(),
    });
  }

  return {
    /** CheckTransact?type: whether the caller may start a request of the type now. */
    async check(user: AuthUser, type: TCertificateType) {
      checkEligible(user, type);
      if (await repo.findOpen(db, user.eid, type)) throw inProgress(type);
      return { type, canApply: true };
    },

    /** The fee and the dates of a request, before it is made. */
    async quote(
      user: AuthUser,
      q: {
        type: TCertificateType;
        mode: TCertificateMode;
        addressID: string | null;
        extractionDate: string | null;
      },
    ): Promise<TCertificateQuote> {
      checkEligible(user, q.type);
      const now = today();
      let province = '';
      if (q.mode === 1 && q.addressID) province = (await ownAddress(db, user, q.addressID)).province;
      const promise = await promisedDate(db, user.companyId, q.type, now);
      const { isOpen } = await companyCalendar(db, user.companyId, now);
      const window = pickupWindow(now, isOpen, promise.date);
      return {
        type: q.type,
        mode: q.mode,
        fee: certificateYuan(certificateFeeFen(q.mode, province)),
        province,
        workingDays: promise.days,
        promisedDate: promise.date,
        earliestPickupDate: window.earliest,
        latestPickupDate: window.latest,
        today: now,
      };
    },

    async extractions(addressType: number): Promise<TExtraction[]> {
      return (await repo.listExtractions(db, addressType)).map(toExtraction);
    },

    /** ApplyCertificate: an on-the-job or income certificate. */
    async apply(user: AuthUser, input: TApplyCertificate): Promise<TCertificateApplied> {
      const type = input.type as TCertificateType;
      checkEligible(user, type);
      if (input.mode === 1) {
        const address = await ownAddress(db, user, input.addressID);
        return file(user, type, {
          mode: 1,
          addressId: address.id,
          province: address.province,
          recipient: {
            name: address.userName,
            tel: address.tel,
            address: addressLine(address.province, address.city, address.area, address.streetName),
            zipCode: address.postCode,
          },
          extractionId: null,
          extractionDate: null,
        });
      }
      const point = await pickupPoint(db, type, input.extractionID);
      return file(user, type, {
        mode: 2,
        addressId: null,
        province: '',
        recipient: null,
        extractionId: point.id,
        extractionDate: await pickupDate(db, user.companyId, type, input.extractionDate),
      });
    },

    /** EmpLeave: the resignation certificate, by courier (address book or typed address) or pickup. */
    async empLeave(user: AuthUser, input: TEmpLeave): Promise<TCertificateApplied> {
      const type = CERTIFICATE_TYPES.Resignation;
      if (input.employeeID && input.employeeID !== user.profile.employeeNo && input.employeeID !== user.eid)
        throw forbidden();
      checkEligible(user, type);
      if (input.receiveWay === 1) {
        if (input.addressID) {
          const a = await ownAddress(db, user, input.addressID);
          return file(user, type, {
            mode: 1,
            addressId: a.id,
            province: a.province,
            recipient: {
              name: a.userName,
              tel: a.tel,
              address: addressLine(a.province, a.city, a.area, a.streetName),
              zipCode: a.postCode,
            },
            extractionId: null,
            extractionDate: null,
          });
        }
        const problem = checkAddress({
          userName: input.addressName,
          tel: input.phoneNumber,
          addressProvince: input.state,
          addressCity: input.city,
          postCode: input.zipCode,
          streetName: input.receiveAddress,
        });
        if (problem) throw refusal(problem.key, problem.params);
        return file(user, type, {
          mode: 1,
          addressId: null,
          province: input.state,
          recipient: {
            name: input.addressName,
            tel: input.phoneNumber,
            address: addressLine(input.state, input.city, '', input.receiveAddress),
            zipCode: input.zipCode,
          },
          extractionId: null,
          extractionDate: null,
        });
      }
      const point = await pickupPoint(db, type, input.extractionID);
      return file(user, type, {
        mode: 2,
        addressId: null,
        province: '',
        recipient: null,
        extractionId: point.id,
        extractionDate: await pickupDate(db, user.companyId, type, input.receiveTime),
      });
    },

    /** GetEmpLeave: the caller's latest resignation certificate request, or null. */
    async getEmpLeave(user: AuthUser): Promise<TEmpLeaveRecord | null> {
      const row = await repo.latestOfType(db, user.eid, CERTIFICATE_TYPES.Resignation);
      if (!row) return null;
      const r = row.request;
      const recipient = openRecipient(r.recipientSealed);
      const point = r.extractionId ? await repo.findExtraction(db, r.extractionId) : null;
      return {
        applyId: r.applyId,
        applyNo: row.applyNo,
        employeeID: user.profile.employeeNo,
        receiveWay: r.mode,
        receiveAddress: recipient?.address ?? point?.extractionAddress ?? '',
        receiveTime: r.extractionDate ?? '',
        addressName: recipient?.name ?? point?.extractionName ?? '',
        state: r.province,
        city: '',
        zipCode: recipient?.zipCode ?? '',
        phoneNumber: recipient?.tel ?? point?.phone ?? '',
        handleState: r.state,
        promisedDate: r.promisedDate,
        fee: certificateYuan(r.feeFen),
      };
    },

    /** GetTransact: the caller's requests, newest first. */
    async mine(user: AuthUser): Promise<TCertificateItem[]> {
      return (await repo.listOwned(db, user.eid)).map(toItem);
    },

    /** GetCertificate: the owner, or HR of the company (the recipient read is logged). */
    async detail(user: AuthUser, applyId: string, lang: TLanguage): Promise<TCertificateDetail> {
      const row = await repo.findJoined(db, applyId);
      const r = row?.request;
      const isOwner = r?.eid === user.eid;
      if (!row || !r || (!isOwner && !isHrOf(user, r.companyId))) {
        if (row || hasAnyRole(user.roles, HR_ROLES)) throw forbidden();
        throw new AppError(ErrorCode.NotFound, 'certificate.notFound');
      }
      const recipient = openRecipient(r.recipientSealed);
      if (recipient && !isOwner) {
        await recordPiiRead(db, {
          readerEid: user.eid,
          subjectEid: r.eid,
          fields: ['residentialAddress'],
          purpose: 'certificate delivery',
        });
      }
      const point = r.extractionId ? await repo.findExtraction(db, r.extractionId) : null;
      const applyEntity = (await engine.canView(db, applyId, user.eid))
        ? await engine.view(db, KIND, applyId, actorOf(user), lang)
        : null;
      return {
        ...toItem(row),
        applyEntity,
        recipient,
        extraction: point ? toExtraction(point) : null,
        trackingNo: r.trackingNo,
        handleActions: isOwner && !isHrOf(user, r.companyId) ? [] : handleActionsOf(r),
        isOwner,
      };
    },

    /** HR's list of the company's requests: 0 waiting for approval, 1 being handled, 2 finished. */
    async adminList(
      user: AuthUser,
      q: { tab: number; pageIndex: number; pageSize: number },
    ): Promise<TCertificateAdminPage> {
      const states = q.tab === 0 ? [1] : q.tab === 1 ? [2, 3] : [4, 5, 6, 7];
      const { rows, totalCount } = await repo.listOfCompany(db, user.companyId, states, q);
      return { result: rows.map(toItem), totalCount };
    },

    /** HR's handling after approval: ready for pickup, sent with tracking, collected; each messages the owner. */
    async handle(
      user: AuthUser,
      input: { ApplyId: string; action: TCertificateHandleAction; trackingNo: string },
    ): Promise<{ applyId: string; state: number }> {
      return db.transaction(async (tx: Tx) => {
        const row = await repo.findJoined(tx, input.ApplyId);
        if (!row || !isHrOf(user, row.request.companyId)) throw forbidden();
        const r = row.request;
        if (!handleActionsOf(r).includes(input.action)) throw conflict('certificate.wrongStep');
        const now = clock.now();
        const point = r.extractionId ? await repo.findExtraction(tx, r.extractionId) : null;
        let to: number;
        if (input.action === 'ready') {
          to = CERTIFICATE_STATES.Ready;
          if (!(await repo.moveState(tx, r.applyId, [2], to, { readyAt: now })))
            throw conflict('certificate.wrongStep');
          await notify(tx, r, row.applyNo, 'certificate.msg.ready', {
            date: r.extractionDate ?? today(),
            place: point?.extractionName ?? '',
          });
        } else if (input.action === 'sent') {
          if (!input.trackingNo) throw refusal('certificate.trackingRequired');
          to = CERTIFICATE_STATES.Sent;
          const moved = await repo.moveState(tx, r.applyId, [2], to, {
            sentAt: now,
            trackingNo: input.trackingNo,
          });
          if (!moved) throw conflict('certificate.wrongStep');
          await notify(tx, r, row.applyNo, 'certificate.msg.sent', { trackingNo: input.trackingNo });
        } else {
          to = CERTIFICATE_STATES.Collected;
          if (!(await repo.moveState(tx, r.applyId, [3], to, { collectedAt: now })))
            throw conflict('certificate.wrongStep');
          await notify(tx, r, row.applyNo, 'certificate.msg.collected', {});
        }
        return { applyId: r.applyId, state: to };
      });
    },

    /** CertificateRecall: the owner withdraws a request still in approval (it can be asked again). */
    async recall(user: AuthUser, applyId: string): Promise<{ applyId: string; state: number }> {
      await db.transaction((tx) => engine.recall(tx, KIND, applyId, actorOf(user)));
      const row = await repo.findRequest(db, applyId);
      return { applyId, state: row?.state ?? CERTIFICATE_STATES.Withdrawn };
    },

    /** handleFire: records the leave receipt once for a person with af_service; otherwise nothing. */
    async handleFire(user: AuthUser): Promise<{ recorded: boolean }> {
      if (!user.profile.afService) return { recorded: false };
      await repo.recordLeaveReceipt(db, user.eid, clock.now());
      return { recorded: true };
    },
  };
}

export type CertificatesService = ReturnType<typeof certificatesService>;

/**
 * The backlog: a certificate ready at its pickup point is something to collect (type 2); one
 * collected in the last 30 days is shown done.
 */
export const certificateBacklogSource: BacklogSource = async (db, user, context) => {
  const since = new Date(context.now.getTime() - 30 * 24 * 3600 * 1000);
  const rows = await repo.pickupsOf(db, user.eid, since);
  return rows.map((r) => ({
    key: `certificate:${r.applyId}`,
    type: BACKLOG_TYPES.Collect,
    mode: BACKLOG_MODES.OpenScreen,
    title: `certificate.backlog.collect.${r.type}` as TMessageKey,
    params: { place: r.extractionName ?? '' },
    path: certificateViewPath(r.applyId),
    createdAt: r.readyAt ?? context.now,
    done: r.state === CERTIFICATE_STATES.Collected,
  }));
};
