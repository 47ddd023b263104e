import { describe, expect, it } from 'vitest';
import { addWorkingDays, DayType } from '../attendance/calendar';
import {
  certificateEligibility,
  certificateFeeFen,
  certificateYuan,
  checkPickupDate,
  courierFeeFen,
  offeredProofs,
  pickupWindow,
  provinceShortName,
  workingDaysFor,
} from './rules';

const everyone = { enter_transact: true, income_transact: true, leave_transact: true };

describe('certificate fee (spec 3 §9)', () => {
  it('is 10 yuan to Shanghai, 12 to Zhejiang, Jiangsu and Anhui, 20 elsewhere', () => {
    expect(courierFeeFen('上海市')).toBe(1000);
    expect(courierFeeFen('上海')).toBe(1000);
    expect(courierFeeFen('浙江省')).toBe(1200);
    expect(courierFeeFen('江苏省')).toBe(1200);
    expect(courierFeeFen('安徽省')).toBe(1200);
    expect(courierFeeFen('北京市')).toBe(2000);
    expect(courierFeeFen('广西壮族自治区')).toBe(2000);
    expect(courierFeeFen('')).toBe(2000);
    expect(certificateYuan(1200)).toBe('12.00');
  });
  it('costs nothing for self-pickup', () => {
    expect(certificateFeeFen(2, '北京市')).toBe(0);
    expect(certificateFeeFen(1, '浙江省')).toBe(1200);
  });
  it('reads short province names', () => {
    expect(provinceShortName('新疆维吾尔自治区')).toBe('新疆');
    expect(provinceShortName('香港特别行政区')).toBe('香港');
  });
});

describe('promised date on the work calendar', () => {
  it('takes 5 working days for proofs and 3 for the resignation certificate', () => {
    expect(workingDaysFor(1)).toBe(5);
    expect(workingDaysFor(3)).toBe(5);
    expect(workingDaysFor(2)).toBe(3);
  });
  it('skips weekends', () => {
    // Monday 2026-03-02 + 5 working days = Monday 2026-03-09.
    expect(addWorkingDays('2026-03-02', 5)).toBe('2026-03-09');
    // Friday + 3 = Wednesday.
    expect(addWorkingDays('2026-03-06', 3)).toBe('2026-03-11');
  });
  it('skips the National Day holiday and counts its make-up workday', () => {
    // 2025: 1-8 October off, Saturday 11 October worked. From 30 September: 9, 10, 11, 13, 14.
    expect(addWorkingDays('2025-09-30', 5)).toBe('2025-10-14');
  });
  it('follows company overrides', () => {
    const closed = new Map([['2026-03-03', { dayType: DayType.Holiday, name: 'company day' }]]);
    expect(addWorkingDays('2026-03-02', 1, closed)).toBe('2026-03-04');
  });
});

describe('pickup date', () => {
  it('defaults to and starts at today + 3', () => {
    // Thursday + 3 is a Sunday: the points are closed, so the first day is Monday.
    const weekdays = (d: string) => ![0, 6].includes(new Date(`${d}T00:00:00Z`).getUTCDay());
    expect(pickupWindow('2026-11-26', weekdays).earliest).toBe('2026-11-30');
    expect(checkPickupDate('2026-12-05', '2026-11-26', weekdays)?.key).toBe('certificate.pickupDateClosed');
    expect(checkPickupDate('2026-12-07', '2026-11-26', weekdays)).toBeNull();
    // Never before the certificate is ready (its promised date).
    expect(pickupWindow('2026-11-26', weekdays, '2026-12-03').earliest).toBe('2026-12-03');
    expect(checkPickupDate('2026-12-02', '2026-11-26', weekdays, '2026-12-03')?.key).toBe(
      'certificate.pickupDateTooEarly',
    );
    expect(pickupWindow('2026-03-02')).toEqual({ earliest: '2026-03-05', latest: '2026-05-01' });
    expect(checkPickupDate('2026-03-04', '2026-03-02')).toEqual({
      key: 'certificate.pickupDateTooEarly',
      params: { date: '2026-03-05' },
    });
    expect(checkPickupDate('2026-03-05', '2026-03-02')).toBeNull();
    expect(checkPickupDate('2026-05-02', '2026-03-02')?.key).toBe('certificate.pickupDateTooLate');
  });
});

describe('who may ask (spec 3 §6)', () => {
  const inService = { flags: everyone, leaveStatus: 1, serviceType: '' };
  it('needs the flag of the type', () => {
    expect(certificateEligibility(1, inService)).toBeNull();
    expect(certificateEligibility(1, { ...inService, flags: { ...everyone, enter_transact: false } })).toBe(
      'certificate.notAllowed',
    );
    expect(certificateEligibility(3, { ...inService, flags: { ...everyone, income_transact: false } })).toBe(
      'certificate.notAllowed',
    );
    expect(certificateEligibility(2, { ...inService, flags: { ...everyone, leave_transact: false } })).toBe(
      'certificate.notAllowed',
    );
  });
  it('gives departed employees no proofs but the resignation certificate', () => {
    const departed = { ...inService, leaveStatus: 2 };
    expect(certificateEligibility(1, departed)).toBe('certificate.departed');
    expect(certificateEligibility(3, departed)).toBe('certificate.departed');
    expect(certificateEligibility(2, departed)).toBeNull();
  });
  it('hides the income certificate from 人事代理', () => {
    const agency = { ...inService, serviceType: '人事代理' };
    expect(certificateEligibility(3, agency)).toBe('certificate.notAllowed');
    expect(offeredProofs(agency)).toEqual([1]);
    expect(offeredProofs(inService)).toEqual([1, 3]);
  });
});
