import { describe, expect, it } from 'vitest';
import { calendarDay, DayType, datesBetween } from '../attendance/calendar';
import { translate } from '../i18n/messages';
import { KINSHIP_KEYS, kinshipTypeOf } from './kinship';
import {
  annualLeaveTier,
  checkBalance,
  checkCustomFields,
  checkExtendFields,
  checkLeaveApply,
  checkLeaveAttachment,
  checkLeaveLength,
  checkLeaveTimes,
  checkMarriageWindow,
  checkRemark,
  checkSameYear,
  completedYears,
  leaveLength,
  maxLeaveLength,
  statutoryAnnualLeave,
  type TLeaveDay,
  type TLeaveRuleCategory,
} from './rules';
import { LeaveUom, type TLeavePolicy, ZLeaveApplyCreate } from './schemas';

const policy: TLeavePolicy = {
  workStartTime: '09:00',
  workEndTime: '18:00',
  dinnerStartTime: '12:00',
  dinnerEndTime: '13:00',
};

/** The statutory calendar for someone who works its workdays on the policy above. */
const calendarDays = (from: string, to: string): TLeaveDay[] =>
  datesBetween(from, to).map((date) => {
    const dayType = calendarDay(date).dayType;
    return { date, workDayType: dayType, policy: dayType === DayType.Workday ? policy : null };
  });

const settings = (
  over: Partial<TLeaveRuleCategory['settingsObj']> = {},
): TLeaveRuleCategory['settingsObj'] => ({
  minLength: 0.5,
  uom: LeaveUom.Day,
  needAttachment: false,
  customFields: [],
  remindOverdraftDays: 0,
  minimumUnitNeedAttachment: null,
  countCalendarDays: false,
  maxLength: null,
  extraPerBaby: 0,
  extraCaesarean: 0,
  extendFields: [],
  ...over,
});
const category = (
  over: Partial<TLeaveRuleCategory['settingsObj']> = {},
  extra: Partial<TLeaveRuleCategory> = {},
) => ({
  limitType: 0,
  hasBalance: false,
  settingsObj: settings(over),
  ...extra,
});

describe('leaveLength', () => {
  it('classifies every date of the 2026 Spring Festival and charges workdays only', () => {
    const result = leaveLength({
      startTime: '2026-02-12 09:00',
      endTime: '2026-02-24 18:00',
      settings: { uom: LeaveUom.Day, countCalendarDays: false },
      days: calendarDays('2026-02-12', '2026-02-24'),
      defaultPolicy: policy,
    });
    const types = Object.fromEntries(result.detailList.map((d) => [d.date, d.workDayType]));
    expect(types).toEqual({
      '2026-02-12': 0,
      '2026-02-13': 0,
      '2026-02-14': 0, // Saturday, make-up workday
      '2026-02-15': 2,
      '2026-02-16': 2,
      '2026-02-17': 2,
      '2026-02-18': 2,
      '2026-02-19': 2,
      '2026-02-20': 2,
      '2026-02-21': 2,
      '2026-02-22': 2,
      '2026-02-23': 2,
      '2026-02-24': 0,
    });
    expect(result.totalDays).toBe(4);
    expect(result.calendarDays).toBe(13);
    expect(result.workingDay).toBe(4);
    expect(result.holiday).toBe(9);
    expect(result.weekend).toBe(0);
    expect(result.timeLength).toBe(4);
    expect(result.detailList.filter((d) => d.length === 1).map((d) => d.date)).toEqual([
      '2026-02-12',
      '2026-02-13',
      '2026-02-14',
      '2026-02-24',
    ]);
  });

  it('counts 2026-02-28 (a Saturday) as a make-up workday and 2026-03-01 as a weekend', () => {
    const result = leaveLength({
      startTime: '2026-02-27 09:00',
      endTime: '2026-03-02 18:00',
      settings: { uom: LeaveUom.Day, countCalendarDays: false },
      days: calendarDays('2026-02-27', '2026-03-02'),
      defaultPolicy: policy,
    });
    expect(result.detailList.map((d) => [d.date, d.workDayType, d.length])).toEqual([
      ['2026-02-27', 0, 1],
      ['2026-02-28', 0, 1],
      ['2026-03-01', 1, 0],
      ['2026-03-02', 0, 1],
    ]);
    expect(result.timeLength).toBe(3);
  });

  it('counts calendar days for maternity-type categories', () => {
    const result = leaveLength({
      startTime: '2026-02-12 09:00',
      endTime: '2026-02-24 18:00',
      settings: { uom: LeaveUom.Day, countCalendarDays: true },
      days: calendarDays('2026-02-12', '2026-02-24'),
      defaultPolicy: policy,
    });
    expect(result.timeLength).toBe(13);
  });

  it('charges half days: an afternoon to the next morning is one day', () => {
    const result = leaveLength({
      startTime: '2026-11-25 13:00',
      endTime: '2026-11-26 12:00',
      settings: { uom: LeaveUom.Day, countCalendarDays: false },
      days: calendarDays('2026-11-25', '2026-11-26'),
      defaultPolicy: policy,
    });
    expect(result.detailList.map((d) => d.length)).toEqual([0.5, 0.5]);
    expect(result.timeLength).toBe(1);
  });

  it('charges hours inside the working window without the dinner break', () => {
    const result = leaveLength({
      startTime: '2026-11-25 10:30',
      endTime: '2026-11-26 11:00',
      settings: { uom: LeaveUom.Hour, countCalendarDays: false },
      days: calendarDays('2026-11-25', '2026-11-26'),
      defaultPolicy: policy,
    });
    // 10:30-18:00 less 1 h dinner = 6.5; 09:00-11:00 = 2
    expect(result.detailList.map((d) => d.length)).toEqual([6.5, 2]);
    expect(result.timeLength).toBe(8.5);
  });

  it('gives nothing for an end before the start', () => {
    const result = leaveLength({
      startTime: '2026-11-26 09:00',
      endTime: '2026-11-25 18:00',
      settings: { uom: LeaveUom.Day, countCalendarDays: false },
      days: calendarDays('2026-11-25', '2026-11-26'),
      defaultPolicy: policy,
    });
    expect(result.timeLength).toBe(0);
    expect(result.detailList).toEqual([]);
  });
});

describe('checkLeaveTimes', () => {
  const check = (startTime: string, endTime: string, uom: 0 | 1 = 1, minLength = 0.5) =>
    checkLeaveTimes({
      startTime,
      endTime,
      settings: { uom, minLength },
      startPolicy: policy,
      endPolicy: policy,
    });

  it('wants a start before the end', () => {
    expect(check('2026-11-25 13:00', '2026-11-25 12:00')).toEqual([{ key: 'leave.startNotBeforeEnd' }]);
    expect(check('2026-11-25 09:00', '2026-11-25 09:00')).toEqual([{ key: 'leave.startNotBeforeEnd' }]);
  });
  it('requires both times', () => {
    expect(
      checkLeaveTimes({
        startTime: '',
        endTime: 'x',
        settings: { uom: 1, minLength: 1 },
        startPolicy: policy,
        endPolicy: policy,
      }),
    ).toEqual([{ key: 'validation.required', params: { name: 'startTime' } }]);
  });
  it('accepts half-day boundaries and refuses others', () => {
    expect(check('2026-11-25 09:00', '2026-11-25 12:00')).toEqual([]);
    expect(check('2026-11-25 13:00', '2026-11-26 18:00')).toEqual([]);
    expect(check('2026-11-25 10:00', '2026-11-25 12:00')[0]?.key).toBe('leave.halfDayTime');
  });
  it('wants whole days of a whole-day category', () => {
    expect(check('2026-11-25 09:00', '2026-11-25 18:00', 1, 1)).toEqual([]);
    expect(check('2026-11-25 13:00', '2026-11-25 18:00', 1, 1)[0]?.key).toBe('leave.dayTime');
  });
  it('keeps hourly leave within working hours', () => {
    expect(check('2026-11-25 10:00', '2026-11-25 12:00', 0, 1)).toEqual([]);
    expect(check('2026-11-25 08:00', '2026-11-25 12:00', 0, 1)[0]?.key).toBe('leave.hourWindow');
    expect(check('2026-11-25 10:00', '2026-11-25 19:00', 0, 1)[0]?.key).toBe('leave.hourWindow');
  });
});

describe('checkLeaveLength', () => {
  it('refuses zero and a length off the minimum step', () => {
    expect(checkLeaveLength(0, settings(), {})).toEqual([{ key: 'leave.lengthZero' }]);
    expect(checkLeaveLength(1.5, settings({ minLength: 1 }), {})[0]?.key).toBe('leave.notMultiple');
    expect(checkLeaveLength(1.5, settings({ minLength: 0.5 }), {})).toEqual([]);
    expect(checkLeaveLength(2.5, settings({ uom: 0, minLength: 1 }), {})[0]?.key).toBe('leave.notMultiple');
  });
  it('caps a single request, with the maternity extras', () => {
    const s = settings({ minLength: 1, maxLength: 158, extraPerBaby: 15, extraCaesarean: 15 });
    expect(maxLeaveLength(s, { twinCount: 2, isPlaningCaesarean: true })).toBe(188);
    expect(checkLeaveLength(159, s, { twinCount: 1 })[0]).toEqual({
      key: 'leave.maxLength',
      params: { max: 158, unit: 'leaveUnitDay' },
    });
    expect(checkLeaveLength(173, s, { twinCount: 2 })).toEqual([]);
  });
});

describe('category rules', () => {
  it('limitType 1 keeps start and end in one year', () => {
    expect(checkSameYear(1, '2026-12-31 09:00', '2027-01-04 18:00')).toEqual([{ key: 'leave.sameYear' }]);
    expect(checkSameYear(0, '2026-12-31 09:00', '2027-01-04 18:00')).toEqual([]);
    expect(checkSameYear(1, '2026-12-28 09:00', '2026-12-31 18:00')).toEqual([]);
  });

  it('marriage leave starts on or after the marriage date and ends within 365 days', () => {
    expect(checkMarriageWindow('2026-10-01', '2026-09-30 09:00', '2026-10-09 18:00')[0]?.key).toBe(
      'leave.marryBeforeStart',
    );
    expect(checkMarriageWindow('2025-11-20', '2026-11-16 09:00', '2026-11-23 18:00')[0]).toEqual({
      key: 'leave.marriageWindow',
      params: { days: 365, last: '2026-11-20' },
    });
    expect(checkMarriageWindow('2025-11-20', '2026-11-16 09:00', '2026-11-20 18:00')).toEqual([]);
  });

  it('asks for the custom fields the category demands', () => {
    expect(checkCustomFields(['MarryDate'], {}, KINSHIP_KEYS)).toEqual([
      { key: 'validation.required', params: { name: 'marryDate' } },
    ]);
    expect(checkCustomFields(['Kinship'], { kinship: 'cousinTwiceRemoved' }, KINSHIP_KEYS)).toEqual([
      { key: 'leave.kinshipUnknown' },
    ]);
    expect(checkCustomFields(['Kinship'], { kinship: 'father' }, KINSHIP_KEYS)).toEqual([]);
    expect(kinshipTypeOf('father')).toBe('immediate');
    expect(
      checkCustomFields(['TwinCount', 'IsPlaningCaesarean'], { twinCount: 1, isPlaningCaesarean: false }, []),
    ).toEqual([]);
    expect(checkCustomFields(['TwinCount', 'IsPlaningCaesarean'], {}, []).map((i) => i.params?.name)).toEqual(
      ['twinCount', 'isPlaningCaesarean'],
    );
  });

  it("says '{name} cannot be empty' in the reader's language", () => {
    const [issue] = checkCustomFields(['MarryDate'], {}, []);
    expect(translate('zh', issue?.key ?? '', issue?.params)).toBe('结婚登记日期不能为空');
    expect(translate('en', issue?.key ?? '', issue?.params)).toBe(
      'Marriage registration date cannot be empty',
    );
  });

  it('checks extension fields: required, unknown, dates and numbers', () => {
    const defs = [
      { fieldName: 'Hospital', displayName: '医院', required: true, componentType: 'Input' as const },
      { fieldName: 'VisitDate', required: false, componentType: 'DatePicker' as const },
      { fieldName: 'Weeks', required: false, componentType: 'NumberInput' as const },
    ];
    expect(checkExtendFields(defs, [])).toEqual([{ key: 'validation.required', params: { name: '医院' } }]);
    expect(
      checkExtendFields(defs, [
        { fieldName: 'Hospital', fieldValue: '仁济医院' },
        { fieldName: 'VisitDate', fieldValue: '2026-02-30' },
        { fieldName: 'Weeks', fieldValue: 'twelve' },
        { fieldName: 'Other', fieldValue: 'x' },
      ]).map((i) => i.key),
    ).toEqual(['leave.extendFieldUnknown', 'leave.extendFieldDate', 'leave.extendFieldNumber']);
    expect(
      checkExtendFields(defs, [
        { fieldName: 'Hospital', fieldValue: '仁济医院' },
        { fieldName: 'VisitDate', fieldValue: '2026-02-27' },
      ]),
    ).toEqual([]);
  });

  it('needs an attachment when the category says so or the length exceeds its limit', () => {
    expect(checkLeaveAttachment(settings({ needAttachment: true }), 0.5, 0)).toEqual([
      { key: 'leave.attachmentRequired' },
    ]);
    expect(checkLeaveAttachment(settings({ needAttachment: true }), 0.5, 1)).toEqual([]);
    expect(checkLeaveAttachment(settings({ minimumUnitNeedAttachment: 1 }), 1, 0)).toEqual([]);
    expect(checkLeaveAttachment(settings({ minimumUnitNeedAttachment: 1 }), 1.5, 0)).toEqual([
      { key: 'leave.attachmentRequired' },
    ]);
  });

  it('blocks a request beyond the balance plus the overdraft allowance', () => {
    const annual = category({}, { hasBalance: true });
    expect(checkBalance(annual, 2, 2)).toEqual([]);
    expect(checkBalance(annual, 2.5, 2)[0]).toEqual({
      key: 'leave.overdraft',
      params: { available: 2, length: 2.5, unit: 'leaveUnitDay' },
    });
    expect(checkBalance(category({ remindOverdraftDays: 1 }, { hasBalance: true }), 3, 2)).toEqual([]);
    expect(checkBalance(category(), 30, 0)).toEqual([]);
  });

  it('keeps the remark within 30 characters, in the rule and the schema', () => {
    expect(checkRemark('家'.repeat(30))).toEqual([]);
    expect(checkRemark('家'.repeat(31))).toEqual([{ key: 'validation.leaveRemark' }]);
    const parsed = ZLeaveApplyCreate.safeParse({
      categoryId: '0b6c3a5e-1d2f-4c8a-9e10-000000000001',
      startTime: '2026-11-25 09:00',
      endTime: '2026-11-25 18:00',
      remark: 'x'.repeat(31),
      approveStatus: 1,
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('validation.leaveRemark');
  });
});

describe('checkLeaveApply', () => {
  const base = {
    apply: { startTime: '2026-11-25 09:00', endTime: '2026-11-25 18:00' },
    startPolicy: policy,
    endPolicy: policy,
    length: 1,
    kinshipKeys: KINSHIP_KEYS,
    submit: true,
    available: 0.5,
    attachmentCount: 0,
  };
  it('leaves balance and attachment to submission: a draft may be saved without them', () => {
    const c = category({ needAttachment: true }, { hasBalance: true });
    expect(checkLeaveApply({ ...base, category: c, submit: false })).toEqual([]);
    expect(checkLeaveApply({ ...base, category: c }).map((i) => i.key)).toEqual([
      'leave.attachmentRequired',
      'leave.overdraft',
    ]);
  });
  it('stops at bad times before judging the length', () => {
    expect(
      checkLeaveApply({
        ...base,
        category: category(),
        apply: { startTime: '2026-11-25 18:00', endTime: '2026-11-25 09:00' },
      }),
    ).toEqual([{ key: 'leave.startNotBeforeEnd' }]);
  });
  it('checks the marriage window only for categories with a marriage date', () => {
    const marriage = category({ minLength: 1, customFields: ['MarryDate'] });
    expect(
      checkLeaveApply({ ...base, category: marriage, apply: { ...base.apply, marryDate: '2026-12-01' } }).map(
        (i) => i.key,
      ),
    ).toEqual(['leave.marryBeforeStart']);
    expect(
      checkLeaveApply({ ...base, category: category(), apply: { ...base.apply, marryDate: '2026-12-01' } }),
    ).toEqual([]);
  });
});

describe('statutory annual leave', () => {
  it('has the tiers 0 / 5 / 10 / 15', () => {
    expect([0, 1, 9, 10, 19, 20, 35].map(annualLeaveTier)).toEqual([0, 5, 5, 10, 10, 15, 15]);
    expect(completedYears('2019-03-04', '2026-03-03')).toBe(6);
    expect(completedYears('2019-03-04', '2026-03-04')).toBe(7);
  });
  it('gives the full tier for a whole year at one tier', () => {
    expect(statutoryAnnualLeave({ hireDate: '2019-03-04', year: 2026 })).toBe(5);
    expect(statutoryAnnualLeave({ hireDate: '2012-07-02', year: 2026 })).toBe(10);
    expect(statutoryAnnualLeave({ hireDate: '2000-01-01', year: 2026 })).toBe(15);
  });
  it('gives nothing under one year of service', () => {
    expect(statutoryAnnualLeave({ hireDate: '2026-03-01', year: 2026 })).toBe(0);
    expect(statutoryAnnualLeave({ hireDate: '2027-03-01', year: 2026 })).toBe(0);
  });
  it('pro-rates a joiner of the year with earlier service: remaining days / 365 x tier, fraction dropped', () => {
    // 1 July to 31 December: 184 days; 184 / 365 x 5 = 2.52
    expect(statutoryAnnualLeave({ hireDate: '2026-07-01', serviceStart: '2020-07-01', year: 2026 })).toBe(2);
    // 184 / 365 x 10 = 5.04
    expect(statutoryAnnualLeave({ hireDate: '2026-07-01', serviceStart: '2010-01-01', year: 2026 })).toBe(5);
  });
  it('counts a tier reached during the year from that date', () => {
    // 10 years on 12 September 2026: 254 days at 5, 111 at 10 -> (1270 + 1110) / 365 = 6.5
    expect(statutoryAnnualLeave({ hireDate: '2016-09-12', year: 2026 })).toBe(6);
    // the first year completed on 1 March 2026: 306 days at 5 -> 4.19
    expect(statutoryAnnualLeave({ hireDate: '2025-03-01', year: 2026 })).toBe(4);
  });
});
