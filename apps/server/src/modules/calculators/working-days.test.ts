import { describe, expect, it } from 'vitest';
import { calculatorApi } from './calculator-api.test-helpers';

const { cal } = calculatorApi();
const workingDays = (input: object, lang = 'zh') => cal(3, input, lang);

describe('POST /api/CIICEService/CAL calType 3 (working days)', () => {
  it('counts 248 working days in 2026 with the State Council notice, dated by the server clock', async () => {
    const body = await workingDays({
      selectItem: 1,
      start_date: '2026-01-01',
      end_date: '2026-12-31',
      mic: false,
      use_holidays: true,
      add_holidays: [],
    });
    expect(body.errNo).toBe(0);
    expect(body.resultData.code).toBe(1);
    const result = body.resultData.result;
    expect(result.main_ans).toBe('248');
    expect(result.main_label).toBe('工作日');
    expect(result.asOf).toBe('2026-11-24');
    expect(result.tables[0].name).toBe('国务院办公厅关于2026年部分节假日安排的通知');
  });

  it('finds the date 5 working days after 30 Sep 2026 across National Day, in English', async () => {
    const body = await workingDays(
      { selectItem: 2, start_date: '2026-09-30', unit: 'day', bdays: '5' },
      'en',
    );
    expect(body.resultData.result.main_ans).toBe('2026-10-13');
    expect(body.resultData.result.main_unit).toBe('Tuesday');
    expect(body.resultData.result.main_label).toBe('Date after 5 working days');
  });

  it('custom hours in Japanese', async () => {
    const body = await workingDays(
      {
        selectItem: 1,
        start_date: '2026-02-01',
        end_date: '2026-02-28',
        mic: true,
        weekList: ['10', '10', '10', '10', '0', '0', '0'],
      },
      'ja',
    );
    expect(body.resultData.result.main_ans).toBe('13');
    expect(body.resultData.result.sub_ans[0]).toEqual({ label: '勤務時間', value: '130', unit: '時間' });
  });

  it('refuses an end before the start with the translated WorkData.m3 in zh, en and ja', async () => {
    const input = { selectItem: 1, start_date: '2026-02-01', end_date: '2026-01-01' };
    expect((await workingDays(input)).resultData).toEqual({ code: 0, message: '结束日期不能早于开始日期' });
    expect((await workingDays(input, 'en')).resultData.message).toBe(
      'The end date cannot be before the start date',
    );
    expect((await workingDays(input, 'ja')).resultData.message).toBe('終了日は開始日より前にできません');
  });

  it('refuses custom hours above 24 and a non-integer count', async () => {
    const hours = await workingDays({
      selectItem: 1,
      start_date: '2026-01-01',
      end_date: '2026-01-31',
      mic: true,
      weekList: [8, 8, 8, 8, 25, 0, 0],
    });
    expect(hours.resultData).toEqual({ code: 0, message: '每天的工作时长不能超过24小时' });
    const count = await workingDays({ selectItem: 2, start_date: '2026-01-01', unit: 'hour', bdays: '2.5' });
    expect(count.resultData).toEqual({ code: 0, message: '天数或小时数须为正整数' });
  });
});
