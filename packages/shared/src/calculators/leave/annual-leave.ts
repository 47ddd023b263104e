import { datesBetween } from '../../attendance/calendar';
import { annualLeaveTier, completedYears } from '../../leave/rules';
import {
  CalType,
  type TCalContext,
  type TCalculator,
  type TCalLaw,
  type TCalResult,
  type TCalTable,
} from '../contract';
import { parseAnnualLeaveInput, type TAnnualLeaveInput } from './annual-leave-input';
import { formatTenths } from './input-fields';
import { leaveText as translate } from './texts';

/**
 * Statutory annual leave of a year (calType 6), by 职工带薪年休假条例 (国务院令第514号, from 2008-01-01)
 * and 企业职工带薪年休假实施办法 (人力资源和社会保障部令第1号, from 2008-09-18).
 *
 * - Tier by cumulative service (条例 art. 3): 5 days from 1 year, 10 from 10, 15 from 20; under one
 *   year of continuous work none (条例 art. 2, 实施办法 art. 3). The tiers are the leave module's
 *   (`annualLeaveTier`), one rule for both.
 * - Pro-rating (实施办法 art. 5 for a joiner, art. 12 for a leaver): calendar days with this employer
 *   in the year / 365 x the full-year days, the fraction dropped. When cumulative service crosses 1, 10
 *   or 20 years inside the year, each part of the year earns its own tier: the sum of (days x tier) /
 *   365. No national text speaks of the crossing; this is art. 5's calendar-day pro-rating applied to
 *   each part, the reading the leave module also uses (`statutoryAnnualLeave`), and it gives the full
 *   tier for a full year at one tier.
 * - Leaver (art. 12): (days elapsed / 365 x full-year days) - days already taken, the fraction dropped;
 *   leave taken beyond it is not clawed back.
 * - No leave this year (条例 art. 4): winter/summer vacation longer than the leave; 20 days or more of
 *   personal leave without pay deduction; sick leave of 2 / 3 / 4 months or more by the 1-10 / 10-20 /
 *   20+ service band ("以上" includes the number, 民法典 art. 1259). Leave already taken when such
 *   personal or sick leave comes is not taken back, but next year's is lost (实施办法 art. 8); the
 *   same article's carry-over is the `prior_year_forfeit` question.
 */

const DAYS_PER_YEAR = 365;
/** Years of service entered next to a tier change (1, 10, 20 years): the change may fall inside the year. */
const TIER_EDGES = new Set([0, 1, 9, 10, 19, 20]);
const PERSONAL_LEAVE_LIMIT_TENTHS = 200;
/** 条例 art. 4 (三)-(五): the sick-leave limit in months by the tier of the service band, and its item. */
const SICK_LIMITS: Record<number, { months: number; item: number; band: string }> = {
  5: { months: 2, item: 3, band: 'AnnualLeave.band1' },
  10: { months: 3, item: 4, band: 'AnnualLeave.band10' },
  15: { months: 4, item: 5, band: 'AnnualLeave.band20' },
};

type TSegment = { from: string; to: string; days: number; tier: number };

/** The calendar days of [from, to] cut where the tier changes. */
function segments(from: string, to: string, tierOn: (date: string) => number): TSegment[] {
  const out: TSegment[] = [];
  for (const date of datesBetween(from, to)) {
    const tier = tierOn(date);
    const last = out[out.length - 1];
    if (last && last.tier === tier) {
      last.to = date;
      last.days += 1;
    } else out.push({ from: date, to: date, days: 1, tier });
  }
  return out;
}

/** days x tier / 365 shown with two decimals, cut (not rounded) so it never shows more than earned. */
function share(dayTiers: number): string {
  const hundredths = Math.floor((dayTiers * 100) / DAYS_PER_YEAR);
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
}

function compute(input: TAnnualLeaveInput, context: TCalContext): TCalResult {
  const t = (key: string, params?: Record<string, string | number>) => translate(context.lang, key, params);
  const year = input.year ?? Number(context.today.slice(0, 4));
  const first = `${year}-01-01`;
  const last = `${year}-12-31`;
  const from = input.join_date > first ? input.join_date : first;
  const leaver = input.leave_date !== null && input.leave_date <= last;
  const to = leaver && input.leave_date ? input.leave_date : last;
  const employed = from <= to && input.join_date <= last;
  const { first_work_date: serviceStart, service_years: serviceYears } = input;
  const tierOn = (date: string) =>
    annualLeaveTier(serviceStart ? completedYears(serviceStart, date) : (serviceYears ?? 0));
  const parts = employed ? segments(from, to, tierOn) : [];
  const counted = parts.reduce((sum, p) => sum + p.days, 0);
  const earned = parts.reduce((sum, p) => sum + p.days * p.tier, 0);
  const tier = employed ? tierOn(to) : tierOn(last);
  const serviceAtEnd = serviceStart
    ? Math.max(0, completedYears(serviceStart, employed ? to : last))
    : (serviceYears ?? 0);
  const fullYear = counted >= DAYS_PER_YEAR && parts.length === 1;

  const lines: string[] = [];
  const warnings: string[] = [];
  const laws: TCalLaw[] = [law(t, 'lawRegulation', 'art2'), law(t, 'lawRegulation', 'art3')];
  if (serviceStart)
    lines.push(
      t('AnnualLeave.msgServiceDate', { start: serviceStart, to: employed ? to : last, years: serviceAtEnd }),
    );
  else {
    lines.push(t('AnnualLeave.msgServiceYears', { years: serviceAtEnd }));
    if (TIER_EDGES.has(serviceAtEnd)) warnings.push(t('AnnualLeave.warnYearsMode'));
  }
  lines.push(t('AnnualLeave.msgTier', { tier }));

  // The year's entitlement before the art. 4 questions (tenths are not needed: whole days only).
  let entitled = 0;
  if (!employed) lines.push(t('AnnualLeave.msgNone', { year }));
  else {
    lines.push(t('AnnualLeave.msgPeriod', { from, to, days: counted }));
    if (tier === 0) {
      lines.push(t('AnnualLeave.msgUnderOne'));
      laws.push(law(t, 'lawMeasures', 'm3'));
    } else if (fullYear && !leaver) {
      entitled = tier;
      lines.push(t('AnnualLeave.msgFull', { tier }));
    } else {
      entitled = Math.min(tier, Math.floor(earned / DAYS_PER_YEAR));
      if (!leaver) {
        lines.push(
          t('AnnualLeave.msgJoin', { formula: formula(parts), exact: share(earned), result: entitled }),
        );
        laws.push(law(t, 'lawMeasures', 'm5'));
      }
    }
  }

  const exclusions = exclusionLines(input, tier, entitled, t);
  if (
    exclusions.length > 0 ||
    input.vacation_days > 0 ||
    input.personal_leave_tenths > 0 ||
    input.sick_leave_tenths > 0
  ) {
    laws.push(law(t, 'lawRegulation', 'art4'));
  }
  lines.push(...exclusions.map((e) => e.line));
  const excluded = exclusions.length > 0;
  const carried = exclusions.some((e) => e.carriesOver) && input.taken_tenths > 0;
  if (carried) warnings.push(t('AnnualLeave.warnNextYear'));
  if (input.prior_year_forfeit || carried) laws.push(law(t, 'lawMeasures', 'm8'));
  if (excluded) entitled = 0;

  const taken = input.taken_tenths;
  let main: number;
  if (leaver && employed && !excluded && tier > 0) {
    // 实施办法 art. 12: (elapsed / 365 x days) - taken, the fraction dropped, never below 0.
    const exactTenths = earned * 10 - taken * DAYS_PER_YEAR;
    const owed = Math.floor(exactTenths / (DAYS_PER_YEAR * 10));
    main = Math.max(0, Math.min(owed, entitled));
    lines.push(
      t('AnnualLeave.msgLeave', {
        formula: formula(parts),
        taken: formatTenths(taken),
        exact: exactTenths < 0 ? `-${share(-exactTenths / 10)}` : share(exactTenths / 10),
        result: main,
      }),
    );
    if (owed < 0) lines.push(t('AnnualLeave.msgNoClawback'));
    laws.push(law(t, 'lawMeasures', 'm12'));
  } else {
    main = Math.max(0, entitled * 10 - taken) / 10;
    if (taken > 0) {
      lines.push(
        t('AnnualLeave.msgRemain', {
          entitled,
          taken: formatTenths(taken),
          remain: formatTenths(Math.max(0, entitled * 10 - taken)),
        }),
      );
      if (taken > entitled * 10 && !excluded) lines.push(t('AnnualLeave.msgNoClawback'));
    }
  }
  laws.push(law(t, 'lawMeasures', 'm4'));

  const unit = t('AnnualLeave.unitDays');
  const mainText =
    leaver && employed && !excluded && tier > 0 ? String(main) : formatTenths(Math.round(main * 10));
  return {
    main_ans: mainText,
    main_label: t(leaver ? 'AnnualLeave.mainLeaver' : 'AnnualLeave.mainStay'),
    main_unit: unit,
    sub_ans: [
      { label: t('AnnualLeave.subTier'), value: String(tier), unit },
      { label: t('AnnualLeave.subService'), value: String(serviceAtEnd), unit: t('AnnualLeave.unitYears') },
      { label: t('AnnualLeave.subCounted'), value: String(counted), unit },
      ...(leaver ? [] : [{ label: t('AnnualLeave.subEntitled'), value: String(entitled), unit }]),
      ...(taken > 0 ? [{ label: t('AnnualLeave.subTaken'), value: formatTenths(taken), unit }] : []),
    ],
    message: lines.join('\n'),
    figure:
      parts.length > 0
        ? [
            {
              title: t('AnnualLeave.figTitle'),
              columns: [
                t('AnnualLeave.colPeriod'),
                t('AnnualLeave.colDays'),
                t('AnnualLeave.colTier'),
                t('AnnualLeave.colShare'),
              ],
              rows: [
                ...parts.map((p) => ({
                  cells: [
                    t('AnnualLeave.periodRange', { from: p.from.slice(5), to: p.to.slice(5) }),
                    String(p.days),
                    String(p.tier),
                    share(p.days * p.tier),
                  ],
                })),
                { cells: [t('AnnualLeave.rowTotal'), String(counted), '', share(earned)], highlight: true },
              ],
              note: t('AnnualLeave.figNote'),
            },
          ]
        : [],
    laws,
    warnings,
    tables: tables(t),
    asOf: context.today,
  };
}

type TExclusion = { line: string; carriesOver: boolean };

/** 条例 art. 4 and 实施办法 art. 8: what takes away this year's leave. */
function exclusionLines(
  input: TAnnualLeaveInput,
  tier: number,
  entitled: number,
  t: (key: string, params?: Record<string, string | number>) => string,
): TExclusion[] {
  const out: TExclusion[] = [];
  if (input.prior_year_forfeit) out.push({ line: t('AnnualLeave.msgPrior'), carriesOver: false });
  if (tier === 0) return out;
  if (input.vacation_days > entitled && entitled > 0) {
    out.push({
      line: t('AnnualLeave.msgVacation', { days: input.vacation_days, entitled }),
      carriesOver: false,
    });
  }
  if (input.personal_leave_tenths >= PERSONAL_LEAVE_LIMIT_TENTHS) {
    out.push({
      line: t('AnnualLeave.msgPersonal', { days: formatTenths(input.personal_leave_tenths) }),
      carriesOver: true,
    });
  }
  const sick = SICK_LIMITS[tier];
  if (sick && input.sick_leave_tenths >= sick.months * 10) {
    out.push({
      line: t('AnnualLeave.msgSick', {
        months: formatTenths(input.sick_leave_tenths),
        band: t(sick.band),
        limit: sick.months,
        item: t(`AnnualLeave.item${sick.item}`),
      }),
      carriesOver: true,
    });
  }
  return out;
}

/** "184 ÷ 365 × 5" or, across a tier change, "(254 × 5 + 111 × 10) ÷ 365". */
function formula(parts: TSegment[]): string {
  if (parts.length === 1 && parts[0]) return `${parts[0].days} ÷ 365 × ${parts[0].tier}`;
  return `(${parts.map((p) => `${p.days} × ${p.tier}`).join(' + ')}) ÷ 365`;
}

function law(
  t: (key: string) => string,
  lawKey: 'lawRegulation' | 'lawMeasures',
  article: 'art2' | 'art3' | 'art4' | 'm3' | 'm4' | 'm5' | 'm8' | 'm12',
): TCalLaw {
  return {
    law: t(`AnnualLeave.${lawKey}`),
    article: t(`AnnualLeave.${article}`),
    text: t(`AnnualLeave.${article}Text`),
  };
}

function tables(t: (key: string) => string): TCalTable[] {
  return [
    {
      name: t('AnnualLeave.lawRegulation'),
      year: 2007,
      source: t('AnnualLeave.sourceRegulation'),
      annual: false,
      validFrom: '2008-01-01',
    },
    {
      name: t('AnnualLeave.lawMeasures'),
      year: 2008,
      source: t('AnnualLeave.sourceMeasures'),
      annual: false,
      validFrom: '2008-09-18',
    },
  ];
}

export const annualLeaveCalculator: TCalculator<TAnnualLeaveInput> = {
  calType: CalType.AnnualLeave,
  parse: parseAnnualLeaveInput,
  compute,
};
