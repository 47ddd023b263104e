import { randomUUID } from 'node:crypto';
import { ErrorCode } from '@ehome/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../db/demo';
import { attendanceLocations } from '../../db/schema';
import { bearer, createTestApp, type TestApp } from '../../testing/app';

let app: TestApp;
let hr: string;
let employee: string;
let manager: string;

beforeAll(async () => {
  app = await createTestApp();
  [hr, employee, manager] = await Promise.all([
    app.login('wangwu'),
    app.login('zhangsan'),
    app.login('lisi'),
  ]);
});
afterAll(async () => {
  await app?.close();
});

const location = {
  organizationId: DEMO_IDS.salesDepartment,
  remark: '销售部展厅',
  limit: 200,
  longitude: 121.4998,
  latitude: 31.2397,
};

const add = (token: string, payload: object) =>
  app.inject({ method: 'POST', url: '/api/TbizOrgAttendanceLocation/Add', headers: bearer(token), payload });

describe('attendance locations', () => {
  it('lets HR register a punch point for an organisation of the company', async () => {
    const response = await add(hr, location);
    const body = response.json();
    expect(body.errNo).toBe(0);
    const rows = await app.database.db
      .select()
      .from(attendanceLocations)
      .where(eq(attendanceLocations.id, body.resultData.id));
    expect(rows[0]).toMatchObject({
      organizationId: DEMO_IDS.salesDepartment,
      remark: '销售部展厅',
      limitMeters: 200,
      createdBy: DEMO_IDS.wangwu,
    });
    expect(Number(rows[0]!.longitude)).toBe(121.4998);
    expect(Number(rows[0]!.latitude)).toBe(31.2397);
  });

  it('accepts -1 as an unlimited range', async () => {
    expect((await add(hr, { ...location, limit: -1 })).json().errNo).toBe(0);
  });

  it('refuses employees and managers with 403 and a path to go to', async () => {
    for (const token of [employee, manager]) {
      const response = await add(token, location);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        errNo: ErrorCode.Forbidden,
        message: '没有权限使用该功能',
        resultData: '/index',
      });
    }
  });

  it('refuses without a login', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/TbizOrgAttendanceLocation/Add',
      payload: location,
    });
    expect(response.statusCode).toBe(401);
  });

  it('checks range and coordinates', async () => {
    const zero = (await add(hr, { ...location, limit: 0 })).json();
    expect(zero).toMatchObject({
      errNo: ErrorCode.InvalidInput,
      message: '打卡范围须为-1（不限）或正整数（米）',
    });
    expect((await add(hr, { ...location, limit: 1.5 })).json().errNo).toBe(ErrorCode.InvalidInput);
    expect((await add(hr, { ...location, longitude: 181 })).json().message).toBe('经度须在-180到180之间');
    expect((await add(hr, { ...location, latitude: -91 })).json().message).toBe('纬度须在-90到90之间');
  });

  it('answers not found for an organisation outside the company', async () => {
    const body = (await add(hr, { ...location, organizationId: randomUUID() })).json();
    expect(body.errNo).toBe(ErrorCode.NotFound);
  });
});

describe('organisation picker', () => {
  const search = (token: string, name: string) =>
    app.inject({
      method: 'POST',
      url: '/api/TcfgOrganization/GetOrganizationToPosition',
      headers: bearer(token),
      payload: { name },
    });

  it('finds the organisations of the company by part of the name', async () => {
    const all = (await search(hr, '')).json().resultData;
    expect(all.map((o: { organizationName: string }) => o.organizationName).sort()).toEqual(
      ['上海总部', '市场销售部', '研发部'].sort(),
    );
    const sales = (await search(hr, '销售')).json().resultData;
    expect(sales).toEqual([
      {
        organizationId: DEMO_IDS.salesDepartment,
        organizationName: '市场销售部',
        parentId: DEMO_IDS.headOffice,
      },
    ]);
  });

  it('treats LIKE wildcards as text', async () => {
    expect((await search(hr, '%')).json().resultData).toEqual([]);
  });

  it('is for HR only', async () => {
    expect((await search(employee, '')).statusCode).toBe(403);
  });
});
