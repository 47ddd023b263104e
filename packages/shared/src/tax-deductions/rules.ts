import { specialDeductionStandards } from '../calculators/tax/special-deductions';
import { isRealDate } from '../validation/date';
import { parseNationalId } from '../validation/national-id';
import { isPhone } from '../validation/phone';
import {
  CERT_ISSUER_MAX,
  CERT_NUMBER_MAX,
  CERTIFICATE_TYPES,
  CHILD_STAGES,
  CITY_CLASSES,
  DEGREE_STAGES,
  EDUCATION_OR_DEPENDANT,
  ID_TYPES,
  MEMBER_RELATIONS,
  MONTHLY_CUTOFF_DAY,
  OTHER_TYPES,
  RATIOS,
  SETTLEMENT_WINDOW,
  SHARE_METHODS,
  type TDeductionKind,
  type TIdType,
  type TMemberRelation,
  VOUCHER_EXTENSIONS,
  VOUCHER_MAX_BYTES,
  VOUCHER_NAME_MAX,
} from './constants';
import type { zh } from './messages';
import type { TDeductionItemData, TDeductionItemInput, TMemberInput } from './schemas';

export type TDeductionMessage = keyof typeof zh;
export type TProblem = { key: TDeductionMessage; params?: Record<string, string | number> };
export type TChecked<T> = { ok: true; values: T } | { ok: false; problem: TProblem };

const fail = (key: TDeductionMessage, params?: Record<string, string | number>) =>
  ({ ok: false, problem: params ? { key, params } : { key } }) as const;
const filled = (v: string | undefined | null): v is string => typeof v === 'string' && v.trim() !== '';
const MONTH_RE = /^(\d{4})-(0[1-9]|1[0-2])$/;
const DECIMAL2 = /^\d{1,12}(\.\d{1,2})?$/;
const POSITIVE_INT = /^[1-9]\d*$/;
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** 'YYYY-MM' -> months since year 0 (for ranges); null when not a month. */
export function monthIndex(month: string): number | null {
  const m = MONTH_RE.exec(month);
  return m ? Number(m[1]) * 12 + Number(m[2]) - 1 : null;
}
const monthOf = (date: string) => date.slice(0, 7);

/** Yuan text with up to 2 decimals -> fen (integer arithmetic, no floats). */
export function yuanToFen(text: string): number {
  const [whole = '0', frac = ''] = text.trim().split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0').slice(0, 2));
}
export const fenToYuan = (fen: number) =>
  `${fen < 0 ? '-' : ''}${Math.floor(Math.abs(fen) / 100)}.${String(Math.abs(fen) % 100).padStart(2, '0')}`;

/** The payroll month a submit on `today` counts from: by the 15th this month, after it the next. */
export function effectiveMonthOf(today: string): string {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  if (d <= MONTHLY_CUTOFF_DAY) return today.slice(0, 7);
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

/** The final-settlement window of the previous year (March 1 - June 30 of `today`'s year). */
export function settlementWindow(today: string) {
  const y = today.slice(0, 4);
  const from = `${y}-${SETTLEMENT_WINDOW.from}`;
  const to = `${y}-${SETTLEMENT_WINDOW.to}`;
  return { year: Number(y) - 1, from, to, open: today >= from && today <= to };
}

/**
 * Whether a record of `year` may be changed on `today`: the current year always, the previous one
 * only inside the settlement window, others never.
 */
export function yearChangeable(year: number, today: string): TChecked<null> {
  const current = Number(today.slice(0, 4));
  if (year === current) return { ok: true, values: null };
  const window = settlementWindow(today);
  if (year === current - 1) {
    return window.open
      ? { ok: true, values: null }
      : fail('deduction.windowClosed', { year, from: window.from, to: window.to });
  }
  return fail('deduction.yearClosed', { year });
}

export type TMemberFacts = { relation: TMemberRelation; birthDate: string };

/** The age in whole years someone born on `birthDate` has on `day`. */
export function ageOn(birthDate: string, day: string): number {
  const years = Number(day.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return day.slice(5) >= birthDate.slice(5) ? years : years - 1;
}

function checkMonthRange(start?: string, end?: string): TChecked<{ start: string; end: string }> {
  if (!filled(start)) return fail('deduction.startRequired');
  if (!filled(end)) return fail('deduction.endRequired');
  if (monthIndex(start) === null || monthIndex(end) === null) return fail('deduction.monthInvalid');
  if (start > end) return fail('deduction.startAfterEnd');
  return { ok: true, values: { start, end } };
}

/**
 * Every rule of spec 3 §5 "Tax deductions" for one item, each with its own message. `members` are
 * the person's family members by id; `others` the kinds of the record's other items.
 */
export function checkDeductionItem(
  input: TDeductionItemInput,
  ctx: { members: ReadonlyMap<string, TMemberFacts>; others: readonly TDeductionKind[] },
): TChecked<TDeductionItemData> {
  const year = input.year;
  const s = specialDeductionStandards(year);
  const yearStart = `${year}-01`;
  const yearEnd = `${year}-12`;
  const overlaps = (start: string, end: string) => start <= yearEnd && end >= yearStart;
  const remark = filled(input.remark) ? input.remark.trim() : undefined;
  switch (input.kind) {
    case 'childEducation': {
      if (!filled(input.memberId)) return fail('deduction.childRequired');
      const child = ctx.members.get(input.memberId);
      if (!child) return fail('deduction.memberNotFound');
      if (child.relation !== 'child') return fail('deduction.notAChild');
      if (!filled(input.stage) || !(CHILD_STAGES as readonly string[]).includes(input.stage))
        return fail('deduction.stageRequired');
      const range = checkMonthRange(input.startMonth, input.endMonth);
      if (!range.ok) return range;
      if (!overlaps(range.values.start, range.values.end)) return fail('deduction.outsideYear', { year });
      if (!filled(input.ratio) || !(RATIOS as readonly string[]).includes(input.ratio))
        return fail('deduction.ratioRequired');
      return {
        ok: true,
        values: {
          memberId: input.memberId,
          stage: input.stage,
          startMonth: range.values.start,
          endMonth: range.values.end,
          ratio: input.ratio,
          remark,
        },
      };
    }
    case 'infantCare': {
      if (!filled(input.memberId)) return fail('deduction.childRequired');
      const child = ctx.members.get(input.memberId);
      if (!child) return fail('deduction.memberNotFound');
      if (child.relation !== 'child') return fail('deduction.notAChild');
      // Under 3 in some month of the year: born by its end, third birthday after its first day.
      if (child.birthDate > `${year}-12-31` || ageOn(child.birthDate, `${year}-01-01`) >= 3)
        return fail('deduction.infantOver3');
      if (!filled(input.ratio) || !(RATIOS as readonly string[]).includes(input.ratio))
        return fail('deduction.ratioRequired');
      return { ok: true, values: { memberId: input.memberId, ratio: input.ratio, remark } };
    }
    case 'continuingEducation': {
      const hasDegree = filled(input.degreeStage) || filled(input.degreeStart) || filled(input.degreeEnd);
      const hasCert =
        filled(input.certType) ||
        filled(input.certNumber) ||
        filled(input.certIssuer) ||
        filled(input.certDate);
      if (!hasDegree && !hasCert) return fail('deduction.educationRequired');
      const values: TDeductionItemData = { remark };
      if (hasDegree) {
        if (!filled(input.degreeStage) || !(DEGREE_STAGES as readonly string[]).includes(input.degreeStage))
          return fail('deduction.degreeStageRequired');
        if (!filled(input.degreeStart)) return fail('deduction.startRequired');
        if (!filled(input.degreeEnd)) return fail('deduction.endRequired');
        const a = monthIndex(input.degreeStart);
        const b = monthIndex(input.degreeEnd);
        if (a === null || b === null) return fail('deduction.monthInvalid');
        if (a >= b) return fail('deduction.degreeStartBeforeEnd');
        if (b - a + 1 > s.continuingEducationMaxMonths)
          return fail('deduction.degreeTooLong', { max: s.continuingEducationMaxMonths });
        Object.assign(values, {
          degreeStage: input.degreeStage,
          degreeStart: input.degreeStart,
          degreeEnd: input.degreeEnd,
        });
      }
      if (hasCert) {
        if (!filled(input.certType) || !(CERTIFICATE_TYPES as readonly string[]).includes(input.certType))
          return fail('deduction.certTypeRequired');
        if (!filled(input.certNumber)) return fail('deduction.certNumberRequired');
        if (input.certNumber.trim().length > CERT_NUMBER_MAX)
          return fail('deduction.certNumberTooLong', { max: CERT_NUMBER_MAX });
        if (!filled(input.certIssuer)) return fail('deduction.issuerRequired');
        if (input.certIssuer.trim().length > CERT_ISSUER_MAX)
          return fail('deduction.issuerTooLong', { max: CERT_ISSUER_MAX });
        if (!filled(input.certDate)) return fail('deduction.issueDateRequired');
        if (!isRealDate(input.certDate)) return fail('deduction.dateInvalid');
        Object.assign(values, {
          certType: input.certType,
          certNumber: input.certNumber.trim(),
          certIssuer: input.certIssuer.trim(),
          certDate: input.certDate,
        });
      }
      return { ok: true, values };
    }
    case 'seriousIllness': {
      if (!filled(input.memberId)) return fail('deduction.patientRequired');
      if (input.memberId !== 'self' && !ctx.members.has(input.memberId))
        return fail('deduction.memberNotFound');
      if (!filled(input.totalAmount)) return fail('deduction.totalRequired');
      if (!filled(input.personalAmount)) return fail('deduction.personalRequired');
      if (!DECIMAL2.test(input.totalAmount.trim()) || !DECIMAL2.test(input.personalAmount.trim()))
        return fail('deduction.amountFormat');
      if (yuanToFen(input.personalAmount) > yuanToFen(input.totalAmount))
        return fail('deduction.personalOverTotal');
      return {
        ok: true,
        values: {
          memberId: input.memberId,
          totalAmount: fenToYuan(yuanToFen(input.totalAmount)),
          personalAmount: fenToYuan(yuanToFen(input.personalAmount)),
          remark,
        },
      };
    }
    case 'housingLoan': {
      if (ctx.others.includes('rent')) return fail('deduction.loanAndRent');
      if (!filled(input.loanTerm)) return fail('deduction.loanTermRequired');
      if (!POSITIVE_INT.test(input.loanTerm.trim())) return fail('deduction.loanTermPositive');
      if (Number(input.loanTerm) > s.housingLoanMaxMonths)
        return fail('deduction.loanTermMax', { max: s.housingLoanMaxMonths });
      if (!filled(input.firstRepayment)) return fail('deduction.firstRepaymentRequired');
      if (!isRealDate(input.firstRepayment)) return fail('deduction.dateInvalid');
      return {
        ok: true,
        values: { loanTerm: String(Number(input.loanTerm)), firstRepayment: input.firstRepayment, remark },
      };
    }
    case 'rent': {
      if (ctx.others.includes('housingLoan')) return fail('deduction.loanAndRent');
      if (!filled(input.cityClass) || !(CITY_CLASSES as readonly string[]).includes(input.cityClass))
        return fail('deduction.cityRequired');
      if (!filled(input.leaseStart)) return fail('deduction.leaseStartRequired');
      if (!filled(input.leaseEnd)) return fail('deduction.leaseEndRequired');
      if (!isRealDate(input.leaseStart) || !isRealDate(input.leaseEnd)) return fail('deduction.dateInvalid');
      if (input.leaseEnd < input.leaseStart) return fail('deduction.leaseEndBeforeStart');
      if (!overlaps(monthOf(input.leaseStart), monthOf(input.leaseEnd)))
        return fail('deduction.outsideYear', { year });
      return {
        ok: true,
        values: {
          cityClass: input.cityClass,
          leaseStart: input.leaseStart,
          leaseEnd: input.leaseEnd,
          remark,
        },
      };
    }
    case 'elderlySupport': {
      if (ctx.others.includes('elderlySupport')) return fail('deduction.onlyOneElderly');
      if (typeof input.onlyChild !== 'boolean') return fail('deduction.onlyChildRequired');
      const ids = input.dependantIds ?? [];
      if (ids.length === 0) return fail('deduction.dependantRequired');
      if (new Set(ids).size !== ids.length) return fail('deduction.dependantDuplicate');
      for (const id of ids) {
        const person = ctx.members.get(id);
        if (!person) return fail('deduction.dependantNotFound');
        if (ageOn(person.birthDate, `${year}-12-31`) < 60) return fail('deduction.dependantUnder60');
      }
      if (input.onlyChild) return { ok: true, values: { onlyChild: true, dependantIds: ids, remark } };
      if (!filled(input.shareMethod) || !(SHARE_METHODS as readonly string[]).includes(input.shareMethod))
        return fail('deduction.shareMethodRequired');
      if (!filled(input.amount)) return fail('deduction.elderlyAmountRequired');
      if (!DECIMAL2.test(input.amount.trim())) return fail('deduction.elderlyAmountFormat');
      const fen = yuanToFen(input.amount);
      if (fen <= 0) return fail('deduction.elderlyAmountFormat');
      if (fen > s.elderlyShareMax)
        return fail('deduction.elderlyShareOver', { max: s.elderlyShareMax / 100 });
      return {
        ok: true,
        values: {
          onlyChild: false,
          dependantIds: ids,
          shareMethod: input.shareMethod,
          amount: fenToYuan(fen),
          remark,
        },
      };
    }
    case 'other': {
      if (!filled(input.otherType) || !(OTHER_TYPES as readonly string[]).includes(input.otherType))
        return fail('deduction.otherTypeRequired');
      if (!filled(input.amount)) return fail('deduction.otherAmountRequired');
      if (!DECIMAL2.test(input.amount.trim())) return fail('deduction.amountFormat');
      if (yuanToFen(input.amount) <= 0) return fail('deduction.otherAmountPositive');
      return {
        ok: true,
        values: { otherType: input.otherType, amount: fenToYuan(yuanToFen(input.amount)), remark },
      };
    }
  }
}

/** A record may be submitted only with an education or a dependant entry. */
export function checkSubmittable(kinds: readonly TDeductionKind[]): TChecked<null> {
  if (kinds.length === 0) return fail('deduction.nothingToSubmit');
  if (!kinds.some((k) => EDUCATION_OR_DEPENDANT.includes(k)))
    return fail('deduction.needEducationOrDependant');
  return { ok: true, values: null };
}

export type TMemberValues = {
  name: string;
  relation: TMemberRelation;
  idType: TIdType;
  idNumber: string;
  birthDate: string;
  nationality: string;
  phone: string;
  email: string;
  address: string;
};

/** A family member (memberFamily): every required field, the ID check (GB 11643) for the national ID. */
export function checkMember(input: TMemberInput, today: string): TChecked<TMemberValues> {
  if (!filled(input.name)) return fail('deduction.nameRequired');
  if (!filled(input.relation) || !(MEMBER_RELATIONS as readonly string[]).includes(input.relation))
    return fail('deduction.relationRequired');
  if (!filled(input.idType) || !(ID_TYPES as readonly string[]).includes(input.idType))
    return fail('deduction.idTypeRequired');
  if (!filled(input.idNumber)) return fail('deduction.idNumberRequired');
  const idNumber = input.idNumber.trim().toUpperCase();
  if (idNumber.length >= 30) return fail('deduction.idNumberTooLong');
  if (!filled(input.birthDate)) return fail('deduction.birthDateRequired');
  if (!isRealDate(input.birthDate) || input.birthDate > today) return fail('deduction.dateInvalid');
  if (input.idType === 'idCard') {
    const parsed = parseNationalId(idNumber, today);
    if (!parsed.ok) return fail('deduction.idNumberInvalid');
    if (parsed.info.birthDate !== input.birthDate) return fail('deduction.birthDateMismatch');
  } else if (!/^[A-Z0-9()-]{5,29}$/.test(idNumber)) return fail('deduction.idNumberInvalid');
  if (!filled(input.nationality)) return fail('deduction.nationalityRequired');
  if (!filled(input.phone)) return fail('deduction.phoneRequired');
  if (!isPhone(input.phone.trim())) return fail('deduction.phoneInvalid');
  const email = input.email?.trim() ?? '';
  if (email && !EMAIL_RE.test(email)) return fail('deduction.emailInvalid');
  const address = input.address?.trim() ?? '';
  if (address.length > 100) return fail('deduction.addressTooLong', { max: 100 });
  return {
    ok: true,
    values: {
      name: input.name.trim(),
      relation: input.relation as TMemberRelation,
      idType: input.idType as TIdType,
      idNumber,
      birthDate: input.birthDate,
      nationality: input.nationality.trim(),
      phone: input.phone.trim(),
      email,
      address,
    },
  };
}

/** The tax vouchers' limits (spec 3 §5 "Tax images"): type by name, size, name length. */
export function checkVoucherFile(fileName: string, size: number): TChecked<null> {
  if (fileName.length > VOUCHER_NAME_MAX) return fail('deduction.voucherNameTooLong');
  const ext = fileName.toLowerCase().split('.').pop() ?? '';
  if (!fileName.includes('.') || !(VOUCHER_EXTENSIONS as readonly string[]).includes(ext))
    return fail('deduction.voucherType');
  if (size > VOUCHER_MAX_BYTES) return fail('deduction.voucherTooLarge');
  return { ok: true, values: null };
}
