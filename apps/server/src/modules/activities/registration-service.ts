import { randomInt } from 'node:crypto';
import {
  checkForm,
  ErrorCode,
  maxRelatives,
  REGISTRATION_SUCCESS_TEXT,
  type TActivityFormItem,
  type TFormItemIssue,
  type TFormRuleItem,
  type TInsRegistrationResult,
  type TLanguage,
  type TMessageKey,
  type TRegistrationIsFinish,
  type TRegistrationTotal,
  type TSubRegistration,
  translate,
} from '@ehome/shared';
import { formatFen } from '@ehome/shared/calculators/money';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../platform/auth';
import { businessDate, type Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { JobQueue } from '../../platform/jobs';
import { localizedName } from '../../platform/local-name';
import type { PiiCipher } from '../../platform/pii';
import type { PaymentsPort } from '../payment/ports';
import * as repo from './registration-repository';
import { sendReleaseUnpaid } from './release-unpaid';
import { openAnswers, sealAnswers } from './seal-at-rest';

type Deps = {
  db: Db;
  clock: Clock;
  timeZone: string;
  jobs: JobQueue;
  /** An unpaid registration of a paid activity keeps its place this long (ACTIVITY_UNPAID_RELEASE_MINUTES). */
  releaseMinutes: number;
  payments: Pick<PaymentsPort, 'settleFromProvider'>;
  /** Seals and opens the ID-number and phone answers (platform/pii.ts). */
  pii: PiiCipher;
};

const refuse = (key: TMessageKey, params: Record<string, string | number> = {}, resultData: unknown = null) =>
  new AppError(ErrorCode.Failed, key, params, 200, resultData);
const REG_NO_ATTEMPTS = 5;

function isUniqueViolation(error: unknown): boolean {
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** HD + 8 digits; the unique index backs it and a clash retries. */
const newRegNo = () => `HD${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;

/** Why sign-up is closed now, in the spec's order, or null when it is open. */
function signUpRefusal(activity: repo.ActivityRow, now: Date): TMessageKey | null {
  if (now < activity.signUpStart) return 'registration.notStarted';
  if (now > activity.eventEnd) return 'registration.ended';
  if (now > activity.signUpEnd) return 'registration.over';
  return null;
}

export function toRuleItem(item: repo.FormItemRow, lang: TLanguage): TFormRuleItem {
  return {
    id: item.id,
    name: localizedName(item.names, lang),
    conName: item.conName as TFormRuleItem['conName'],
    special: item.special as TFormRuleItem['special'],
    isNes: item.isNes,
    optionValues: item.options.map((o) => o.value),
    reg: item.reg,
    regMessage: item.regMessages ? localizedName(item.regMessages, lang) : null,
  };
}

/** Activity registration (spec 2 §4 "Activity registration", §5 "Activity", §7). */
export function registrationService({ db, clock, timeZone, jobs, releaseMinutes, payments, pii }: Deps) {
  const holdFrom = (now: Date) => new Date(now.getTime() + releaseMinutes * 60_000);

  async function visibleActivity(user: AuthUser, activityId: string) {
    const activity = await repo.findVisibleActivity(db, activityId, user.companyId);
    if (!activity) throw refuse('registration.notFound');
    return activity;
  }

  async function signUp(user: AuthUser, actId: string): Promise<TInsRegistrationResult> {
    const activity = await visibleActivity(user, actId);
    const closed = signUpRefusal(activity, clock.now());
    if (closed) throw refuse(closed);
    if (await repo.liveRegistration(db, actId, user.eid)) throw refuse('registration.alreadyMade');
    for (let attempt = 1; ; attempt++) {
      const now = clock.now();
      const holdUntil = activity.feeFen > 0 ? holdFrom(now) : null;
      try {
        const registration = await db.transaction(async (tx) => {
          if (!(await repo.takePlace(tx, actId))) throw refuse('registration.full');
          return repo.insertRegistration(tx, {
            activityId: actId,
            eid: user.eid,
            regNo: newRegNo(),
            holdUntil,
            at: now,
          });
        });
        if (holdUntil) await sendReleaseUnpaid(jobs, registration.id, holdUntil, now);
        return { result: REGISTRATION_SUCCESS_TEXT, regID: registration.id, regNo: registration.regNo };
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // A double tap: the other one holds the live registration (its place was rolled back here).
        if (await repo.liveRegistration(db, actId, user.eid)) throw refuse('registration.alreadyMade');
        if (attempt >= REG_NO_ATTEMPTS) throw error;
      }
    }
  }

  async function isFinish(user: AuthUser, activityId: string): Promise<TRegistrationIsFinish> {
    await visibleActivity(user, activityId);
    const registration = await repo.liveRegistration(db, activityId, user.eid);
    return {
      isPay: registration?.status === 'confirmed',
      isSubmit: registration?.status === 'submitted' || registration?.status === 'confirmed',
    };
  }

  async function formDetail(
    user: AuthUser,
    activityId: string,
    lang: TLanguage,
  ): Promise<TActivityFormItem[]> {
    await visibleActivity(user, activityId);
    const [items, registration] = await Promise.all([
      repo.formItemsOf(db, activityId),
      repo.liveRegistration(db, activityId, user.eid),
    ]);
    // The caller's own answers, in full (ID-number and phone answers are stored sealed).
    const answers = new Map(openAnswers(pii, registration?.answers ?? []).map((a) => [a.itemId, a.value]));
    return items
      .filter((item) => item.isShow)
      .map((item) => ({
        activity_detail_id: item.id,
        name: localizedName(item.names, lang),
        val: answers.get(item.id) ?? '',
        isNes: item.isNes,
        isShow: item.isShow,
        reg: item.reg,
        reg_decpt: item.regMessages ? localizedName(item.regMessages, lang) : null,
        special: item.special as TActivityFormItem['special'],
        columnType: {
          conName: item.conName as TActivityFormItem['columnType']['conName'],
          conValues: item.options.map((o) => ({ value: o.value, label: localizedName(o.names, lang) })),
        },
      }));
  }

  async function submit(
    user: AuthUser,
    body: TSubRegistration,
    lang: TLanguage,
  ): Promise<TRegistrationTotal> {
    const activity = await visibleActivity(user, body.activityID);
    const registration = await repo.liveRegistration(db, activity.id, user.eid);
    if (!registration) throw refuse('registration.notSignedUp');
    if (registration.status === 'confirmed') throw refuse('registration.alreadyPaid');
    const now = clock.now();
    if (now > activity.signUpEnd) throw refuse('registration.over');

    const shown = (await repo.formItemsOf(db, activity.id)).filter((item) => item.isShow);
    const shownIds = new Set(shown.map((item) => item.id));
    const values: Record<string, string> = {};
    for (const answer of body.lstInfo) {
      if (!shownIds.has(answer.activity_detail_id)) throw refuse('registration.itemUnknown');
      values[answer.activity_detail_id] = answer.conValues.trim();
    }
    const errors = checkForm(
      shown.map((item) => toRuleItem(item, lang)),
      values,
      businessDate(now, timeZone),
    );
    const issues: TFormItemIssue[] = Object.entries(errors).map(([id, e]) => ({
      activity_detail_id: id,
      message: translate(lang, e.key, e.params),
    }));
    if (issues.length > 0)
      throw new AppError(
        ErrorCode.InvalidInput,
        'registration.formInvalid',
        { detail: issues[0]?.message ?? '' },
        200,
        issues,
      );

    const persons = activity.isMore ? 1 + (await repo.relativesLinked(db, registration.id)) : 1;
    if (persons > activity.relativeNum)
      throw refuse('registration.tooManyPersons', { count: maxRelatives(activity.relativeNum) });
    const totalFen = activity.feeFen * persons;
    const holdUntil = totalFen > 0 ? holdFrom(now) : null;
    const saved = await db.transaction((tx) =>
      repo.saveSubmission(tx, registration.id, {
        // ID-number and phone answers are personal data: sealed at rest (seal-at-rest.ts).
        answers: sealAnswers(
          pii,
          shown
            .filter((item) => values[item.id])
            .map((item) => ({ itemId: item.id, value: values[item.id] ?? '' })),
          (itemId) => shown.find((item) => item.id === itemId)?.special,
        ),
        persons,
        totalFen,
        status: totalFen > 0 ? 'submitted' : 'confirmed',
        holdUntil,
        at: now,
      }),
    );
    if (!saved) {
      const latest = await repo.findRegistration(db, registration.id);
      throw refuse(latest?.status === 'confirmed' ? 'registration.alreadyPaid' : 'registration.notSignedUp');
    }
    if (holdUntil) await sendReleaseUnpaid(jobs, registration.id, holdUntil, now);
    return { total: formatFen(totalFen) };
  }

  async function totalMoney(user: AuthUser, activityId: string): Promise<TRegistrationTotal> {
    await visibleActivity(user, activityId);
    const registration = await repo.liveRegistration(db, activityId, user.eid);
    if (registration?.status !== 'submitted') throw refuse('registration.nothingToPay');
    return { total: formatFen(registration.totalFen) };
  }

  /** Withdraws the caller's own unpaid registration before the deadline; the place goes back. */
  async function cancel(user: AuthUser, registrationId: string): Promise<boolean> {
    const registration = await repo.findRegistration(db, registrationId);
    // Someone else's registration reads as none at all.
    if (!registration || registration.eid !== user.eid || registration.status === 'released')
      throw refuse('registration.notSignedUp');
    const activity = await visibleActivity(user, registration.activityId);
    if (registration.status === 'confirmed' || clock.now() > activity.signUpEnd)
      throw refuse('registration.notCancellable');
    // A payment may be on its way: the provider has the last word before the place is given back.
    if ((await payments.settleFromProvider('activity', registrationId)) === 'paid')
      throw refuse('registration.notCancellable');
    const released = await db.transaction((tx) =>
      repo.release(tx, registrationId, { from: repo.HOLDING_STATUSES, reason: 'withdrawn', at: clock.now() }),
    );
    if (!released) throw refuse('registration.notCancellable');
    return true;
  }

  return { signUp, isFinish, formDetail, submit, totalMoney, cancel };
}

export type RegistrationService = ReturnType<typeof registrationService>;
