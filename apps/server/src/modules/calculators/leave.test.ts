import { describe, expect, it } from 'vitest';
import { calculatorApi } from './calculator-api.test-helpers';

const { cal } = calculatorApi();

describe('statutory annual leave through CAL (calType 6)', () => {
  it('a joiner on 1 Jul of the server year: 184 / 365 x 5 -> 2 days, year taken from the clock', async () => {
    const body = await cal(6, { first_work_date: '2020-07-01', join_date: '2026-07-01' });
    expect(body.errNo).toBe(0);
    expect(body.resultData.code).toBe(1);
    const { result } = body.resultData;
    expect(result.main_ans).toBe('2');
    expect(result.main_unit).toBe('天');
    expect(result.asOf).toBe('2026-11-24');
    expect(result.message).toContain('184 ÷ 365 × 5');
    expect(result.laws.map((l: { article: string }) => l.article)).toContain('第五条');
  });

  it('a leaver in English: 181 / 365 x 10 - 2 = 2.96 -> 2 days owed', async () => {
    // Hand check: 1 Jan - 30 Jun 2026 = 181 days; 181 x 10 / 365 = 4.9589; - 2 = 2.9589.
    const body = await cal(
      6,
      { year: 2026, service_years: 12, join_date: '2018-04-01', leave_date: '2026-06-30', taken_days: 2 },
      'en',
    );
    expect(body.resultData.result.main_ans).toBe('2');
    expect(body.resultData.result.main_label).toBe('Untaken annual leave on leaving (pro-rated)');
  });

  it('refuses a missing join date with the translated message in each language', async () => {
    expect((await cal(6, { service_years: 5 })).resultData).toEqual({
      code: 0,
      message: '请输入正确的入职本单位日期',
    });
    expect((await cal(6, { service_years: 5 }, 'ja')).resultData).toEqual({
      code: 0,
      message: '現勤務先の入社日を正しく入力してください',
    });
  });
});

describe('marriage leave through CAL (calType 7)', () => {
  it('Zhejiang from 28 Sep 2026: 13 days, last day 20 Oct (rest days and holidays not counted)', async () => {
    const body = await cal(7, { province: 'ZJ', start_date: '2026-09-28' });
    const { result } = body.resultData;
    expect(result.main_ans).toBe('13');
    expect(result.sub_ans[0]).toEqual({ label: '婚假最后一天', value: '2026-10-20' });
    expect(result.tables[0]).toMatchObject({ year: 2024, annual: false });
  });

  it('Sichuan with a premarital check in Japanese: 25 days', async () => {
    const body = await cal(7, { province: 'SC', premarital_exam: true }, 'ja');
    expect(body.resultData.result.main_ans).toBe('25');
    expect(body.resultData.result.main_unit).toBe('日');
  });

  it('Guangdong in English: the 2021 regulations add no marriage leave, so the national 3 days with a warning', async () => {
    const { result } = (await cal(7, { province: 'GD' }, 'en')).resultData;
    expect(result.main_ans).toBe('3');
    expect(result.warnings[0]).toContain("Guangdong's local regulations add no marriage leave");
    expect(result.laws[0].article).toBe('Marriage leave: no provision (text as amended on 1 Dec 2021)');
  });

  it('Henan quotes art. 27 word for word', async () => {
    const { result } = (await cal(7, { province: 'HA' })).resultData;
    expect(result.main_ans).toBe('21');
    expect(result.laws[0]).toMatchObject({ article: '第二十七条' });
    expect(result.laws[0].text).toMatch(/^依法办理婚姻登记的夫妻，除国家规定的婚假外，增加婚假十八日/);
  });

  it('refuses an unknown province with the translated message', async () => {
    expect((await cal(7, { province: 'Atlantis' }, 'en')).resultData).toEqual({
      code: 0,
      message: 'Choose a region',
    });
  });
});
