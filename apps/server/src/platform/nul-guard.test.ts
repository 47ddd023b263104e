import { ErrorCode } from '@ehome/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LEAVE_IDS } from '../db/demo/leave';
import { bearer, createTestApp, type TestApp } from '../testing/app';
import { fixedClock } from './clock';
import { findNul } from './nul-guard';

// A Wednesday morning in Shanghai, so the leave below is on ordinary workdays.
const clock = fixedClock('2026-11-25T02:00:00Z');
let app: TestApp;
let token: string;

beforeAll(async () => {
  app = await createTestApp({ clock });
  token = await app.login('zhangsan');
});
afterAll(async () => {
  await app?.close();
});

async function expectRefused(response: { statusCode: number; json(): unknown }, field: string) {
  expect(response.statusCode).toBe(200);
  const body = response.json() as { errNo: number; message: string };
  expect(body.errNo).toBe(ErrorCode.InvalidInput);
  expect(body.message).toBe(`${field}含有不允许的空字符（NUL），请删除后重试`);
}

describe('a NUL character in any text is refused before the handler', () => {
  it('in a leave remark (JSON body)', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/LeaveApply/Create',
      headers: bearer(token),
      payload: {
        categoryId: DEMO_LEAVE_IDS.annual,
        startTime: '2026-12-01 09:00',
        endTime: '2026-12-01 18:00',
        remark: 'before\u0000after',
        approveStatus: 0,
      },
    });
    await expectRefused(response, '备注');
  });

  it('in the approval-list search', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/Apply/ApplyApproveList?pageIndex=1&pageSize=10',
      headers: bearer(token),
      payload: { BizType: 1, empname: '\u0000' },
    });
    await expectRefused(response, 'empname');
  });

  it('in the AccessRecord type (query string), in English too', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/CIICEService/AccessRecord?type=home%00page',
      headers: { ...bearer(token), 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      errNo: ErrorCode.InvalidInput,
      message: 'Type contains a NUL character, which is not allowed; remove it and try again',
    });
  });

  it('in the login user name, without a token', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/Token/Login',
      payload: { userName: 'zhang\u0000san', password: 'Demo2026' },
    });
    await expectRefused(response, '用户名');
  });

  it('still serves the same calls without one', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/CIICEService/AccessRecord?type=home',
      headers: bearer(token),
    });
    expect(response.json()).toMatchObject({ errNo: 0 });
  });
});

describe('findNul', () => {
  it('names the path at any depth, keys included', () => {
    expect(findNul({ a: [{ b: 'ok' }, { c: 'x\u0000' }] })).toEqual(['a', '1', 'c']);
    expect(findNul({ 'k\u0000': 1 })).toEqual([]);
    expect(findNul({ a: ['fine', 2, null, true] })).toBeNull();
  });

  it('walks a body nested far deeper than the call stack allows recursion', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 200_000; i += 1) deep = [deep];
    expect(findNul(deep)).toHaveLength(200_000);
  });
});
