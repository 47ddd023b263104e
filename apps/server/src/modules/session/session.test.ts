import { ErrorCode, ZJsSdkConfig, ZServerTime } from '@ehome/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../db/demo';
import { accessRecords } from '../../db/schema';
import { fixedClock } from '../../platform/clock';
import { bearer, createTestApp, type TestApp } from '../../testing/app';
import { jsSdkSignature } from './wechat';

// 2026-01-31 23:30 in Shanghai: the UTC date and the business date differ.
const clock = fixedClock('2026-01-31T15:30:05Z');
let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({ clock });
});
afterAll(async () => {
  await app?.close();
});

describe('server time', () => {
  it('answers the injected clock in the business time zone on both paths', async () => {
    for (const url of ['/api/User/GetCurrentDate', '/api/User/GetIP27CurrentDate']) {
      const body = (await app.inject({ url })).json();
      expect(body.errNo).toBe(0);
      expect(ZServerTime.parse(body.resultData)).toEqual({
        currentDate: '2026-01-31 23:30:05',
        date: '2026-01-31',
        timestamp: Date.parse('2026-01-31T15:30:05Z'),
        weekday: 6,
        timeZone: 'Asia/Shanghai',
      });
    }
  });

  it('turns to the next day and year at midnight in Shanghai, not in UTC', async () => {
    clock.set('2026-12-31T16:00:00Z');
    expect((await app.inject({ url: '/api/Token/GetCurrentYear' })).json()).toEqual({
      errNo: 0,
      message: '',
      resultData: 2027,
    });
    const time = (await app.inject({ url: '/api/User/GetCurrentDate' })).json().resultData;
    expect(time).toMatchObject({ currentDate: '2027-01-01 00:00:00', weekday: 5 });
    clock.set('2026-01-31T15:30:05Z');
  });
});

describe('access records', () => {
  it('stores who opened which feature, from where and when', async () => {
    const token = await app.login('zhangsan');
    const response = await app.inject({
      url: '/api/CIICEService/AccessRecord?type=leaveApply',
      headers: { ...bearer(token), 'user-agent': 'MicroMessenger/8.0' },
      remoteAddress: '10.2.0.7',
    });
    expect(response.json()).toEqual({ errNo: 0, message: '', resultData: true });
    const rows = await app.database.db.select().from(accessRecords);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      eid: DEMO_IDS.zhangsan,
      type: 'leaveApply',
      ip: '10.2.0.7',
      userAgent: 'MicroMessenger/8.0',
      at: new Date('2026-01-31T15:30:05Z'),
    });
  });

  it('needs a login and a type', async () => {
    expect((await app.inject({ url: '/api/CIICEService/AccessRecord?type=x' })).statusCode).toBe(401);
    const token = await app.login('zhangsan');
    const missing = await app.inject({ url: '/api/CIICEService/AccessRecord', headers: bearer(token) });
    expect(missing.json()).toMatchObject({ errNo: ErrorCode.InvalidInput, message: '类型不能为空' });
  });
});

describe('JS-SDK config', () => {
  it('signs the page URL with the development ticket when no app is configured', async () => {
    const url = 'https://ehome.example.com/Attendancecard?tab=1';
    const response = await app.inject({ url: `/api/Wx/GetJsSdk?url=${encodeURIComponent(`${url}#top`)}` });
    const body = response.json();
    expect(body.errNo).toBe(0);
    const config = ZJsSdkConfig.parse(body.resultData);
    expect(config.appId).toBe('wx-development');
    expect(config.timestamp).toBe(Math.floor(Date.parse('2026-01-31T15:30:05Z') / 1000));
    expect(config.signature).toBe(
      jsSdkSignature({
        ticket: 'development-jsapi-ticket',
        nonceStr: config.nonceStr,
        timestamp: config.timestamp,
        url,
      }),
    );
  });

  it('refuses a URL that is not http(s)', async () => {
    const body = (await app.inject({ url: '/api/Wx/GetJsSdk?url=javascript:alert(1)' })).json();
    expect(body).toMatchObject({ errNo: ErrorCode.InvalidInput, message: '请输入正确的网址' });
  });
});
