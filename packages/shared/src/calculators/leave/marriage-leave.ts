import { addDays, calendarDay, DayType } from '../../attendance/calendar';
import {
  CalType,
  type TCalContext,
  type TCalculator,
  type TCalResult,
  type TCalSubAnswer,
} from '../contract';
import { parseMarriageLeaveInput, type TMarriageLeaveInput } from './marriage-leave-input';
import { MARRIAGE_LEAVE_RULES, marriageLeaveRule } from './marriage-leave-table';
import { MARRIAGE_LEAVE_PROVINCES } from './provinces';
import { leaveText as translate } from './texts';

/**
 * Marriage leave (calType 7): the province's days from the dated table (national 1-3 days by
 * (80)劳总薪字29号, extended by the provinces' regulations), plus its premarital-check days when asked
 * and given. With a start date the answer gives the last day: counting only working days of the work
 * calendar (State Council holiday notices, make-up workdays) when the regulation excludes rest days
 * and holidays, and both ways when the regulation does not say.
 */

/** The last day of `days` working days from `start` (start itself counts when it is a working day). */
function lastWorkday(start: string, days: number): { end: string; official: boolean } {
  let date = start;
  let left = days;
  let official = true;
  for (;;) {
    const info = calendarDay(date);
    official &&= info.official;
    if (info.dayType === DayType.Workday) {
      left -= 1;
      if (left === 0) return { end: date, official };
    }
    date = addDays(date, 1);
  }
}

function placeName(code: string, lang: TCalContext['lang']): string {
  const place = MARRIAGE_LEAVE_PROVINCES.find((p) => p.code === code);
  return place ? place[lang] : code;
}

function compute(input: TMarriageLeaveInput, context: TCalContext): TCalResult {
  const { lang } = context;
  const t = (key: string, params?: Record<string, string | number>) => translate(lang, key, params);
  const rule = marriageLeaveRule(input.province);
  const province = placeName(rule.code, lang);
  const exam = input.premarital_exam ? rule.examDays : 0;
  const days = rule.days + exam;
  const unit = t('MarriageLeave.unitDays');

  const lines = [t('MarriageLeave.msgRule', { province, rule: rule.rule[lang] })];
  if (input.premarital_exam) {
    lines.push(
      rule.examDays > 0
        ? t('MarriageLeave.msgExam', { days: rule.examDays })
        : t('MarriageLeave.msgNoExam', { province }),
    );
  }
  lines.push(t('MarriageLeave.msgTotal', { days }));

  const warnings: string[] = [];
  if (rule.code === 'CN') warnings.push(t('MarriageLeave.warnNational'));
  else if (rule.national) warnings.push(t('MarriageLeave.warnNoLocal', { province }));
  const sub: TCalSubAnswer[] = [
    { label: t('MarriageLeave.subNational'), value: t('MarriageLeave.nationalValue') },
    ...(rule.national ? [] : [{ label: t('MarriageLeave.subLocal'), value: String(rule.days), unit }]),
    ...(exam > 0 ? [{ label: t('MarriageLeave.subExam'), value: String(exam), unit }] : []),
    {
      label: t('MarriageLeave.subCounting'),
      value: t(
        rule.restDays === 'excluded' ? 'MarriageLeave.countWorkdays' : 'MarriageLeave.countUnspecified',
      ),
    },
  ];

  if (input.start_date) {
    const start = input.start_date;
    const workdays = lastWorkday(start, days);
    if (!workdays.official)
      warnings.push(t('MarriageLeave.warnCalendar', { year: workdays.end.slice(0, 4) }));
    if (rule.restDays === 'excluded') {
      sub.unshift({ label: t('MarriageLeave.subEnd'), value: workdays.end });
      lines.push(t('MarriageLeave.msgEndWorkdays', { start, days, end: workdays.end }));
    } else {
      const calendarEnd = addDays(start, days - 1);
      sub.unshift(
        { label: t('MarriageLeave.subEndCalendar'), value: calendarEnd },
        { label: t('MarriageLeave.subEndWorkdays'), value: workdays.end },
      );
      lines.push(t('MarriageLeave.msgEndCalendar', { start, days, end: calendarEnd }));
      lines.push(t('MarriageLeave.msgEndWorkdays', { start, days, end: workdays.end }));
      warnings.push(t('MarriageLeave.warnUnspecified'));
    }
  }

  const laws = [{ law: rule.law[lang], article: rule.article[lang], text: rule.text[lang] }];
  if (rule.code !== 'CN') {
    laws.push({
      law: t('MarriageLeave.lawNational'),
      article: t('MarriageLeave.articleNational'),
      text: t('MarriageLeave.textNational'),
    });
  }
  return {
    main_ans: String(days),
    main_label: t('MarriageLeave.main'),
    main_unit: unit,
    sub_ans: sub,
    message: lines.join('\n'),
    figure: [
      {
        title: t('MarriageLeave.figTitle'),
        columns: [t('MarriageLeave.colPlace'), t('MarriageLeave.colDays'), t('MarriageLeave.colCounting')],
        rows: MARRIAGE_LEAVE_RULES.map((r) => ({
          cells: [
            r.code === 'CN' ? t('MarriageLeave.nationalShort') : placeName(r.code, lang),
            String(r.days),
            t(r.restDays === 'excluded' ? 'MarriageLeave.countWorkdays' : 'MarriageLeave.countUnspecified'),
          ],
          highlight: r.code === rule.code,
        })),
        chart: { labelColumn: 0, valueColumn: 1, unit },
        note: [
          ...MARRIAGE_LEAVE_RULES.filter((r) => r.examDays > 0).map((r) =>
            t('MarriageLeave.figNoteExam', { province: placeName(r.code, lang), days: r.examDays }),
          ),
          t('MarriageLeave.figNoteNational'),
        ].join(' '),
      },
    ],
    laws,
    warnings,
    tables: [
      {
        name: `${rule.law[lang]} ${t('MarriageLeave.tableName')}`,
        year: rule.year,
        source: rule.source[lang],
        annual: false,
        ...(rule.validFrom ? { validFrom: rule.validFrom } : {}),
      },
    ],
    asOf: context.today,
  };
}

export const marriageLeaveCalculator: TCalculator<TMarriageLeaveInput> = {
  calType: CalType.MarriageLeave,
  parse: parseMarriageLeaveInput,
  compute,
};
