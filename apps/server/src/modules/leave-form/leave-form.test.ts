import { randomUUID } from 'node:crypto';
import { ErrorCode, FORM_FILE_KEY_TYPE } from '@ehome/shared';
import { PDF_SMALL } from '@ehome/shared/attachments/test-files';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../db/demo';
import { attachments, companies, formSubmissions, formTemplates } from '../../db/schema';
import { fixedClock } from '../../platform/clock';
import { bearer, createTestApp, type TestApp } from '../../testing/app';
import type { AnnualLeaveSource } from './service';

let app: TestApp;
let zhangsan: string;
let zhaoliu: string;
const annualCalls: { eid: string; year: number }[] = [];

/** Stands in for the leave module's balance: only zhangsan has annual leave in this test. */
const annualLeave: AnnualLeaveSource = async (_db, person, year) => {
  annualCalls.push({ eid: person.eid, year });
  return person.eid === DEMO_IDS.zhangsan ? { granted: 10, used: 3, pending: 1, remain: 6, uom: 1 } : null;
};

beforeAll(async () => {
  app = await createTestApp({ clock: fixedClock('2026-11-24T10:00:00+08:00'), annualLeave });
  [zhangsan, zhaoliu] = await Promise.all([app.login('zhangsan'), app.login('zhaoliu')]);
});
afterAll(async () => {
  await app?.close();
});

const BASE = '/api/FastSellingLeave';

const getModel = (token: string, tempName = 'FastSellingLeave', lang = 'zh') =>
  app.inject({
    method: 'GET',
    url: `${BASE}/GetPageCreateModel`,
    query: { tempName },
    headers: { ...bearer(token), 'accept-language': lang },
  });

const post = (token: string, payload: object, lang = 'zh') =>
  app.inject({
    method: 'POST',
    url: `${BASE}/PostPageCreateModel`,
    headers: { ...bearer(token), 'accept-language': lang },
    payload,
  });

const getDetail = (token: string, id: string, lang = 'zh') =>
  app.inject({
    method: 'GET',
    url: `${BASE}/GetPageCreateModelDetail`,
    query: { id },
    headers: { ...bearer(token), 'accept-language': lang },
  });

/** A quick leave form files a real leave: each accepted submission takes its own workday in December. */
const on = (date: string) => ({ startTime: `${date} 09:00`, endTime: `${date} 18:00` });
/** Personal leave has no balance to run out of, however many forms a test files. */
const personalOn = (date: string) => ({ leaveType: 'personal', ...on(date) });

const filled = {
  leaveType: 'annual',
  startTime: '2026-12-01 09:00',
  endTime: '2026-12-01 18:00',
  days: '1',
  reason: '家中有事需处理',
  handover: '李四',
  notify: ['manager', 'team'],
  attachment: [] as string[],
};
const formItems = (values: Record<string, unknown>) =>
  Object.entries(values).map(([fieldName, value]) => ({ fieldName, value }));

describe('GetPageCreateModel', () => {
  it('answers the template with its items sorted by ctrlSort and options for select and checkbox', async () => {
    const body = (await getModel(zhangsan)).json();
    expect(body.errNo).toBe(0);
    expect(body.resultData.title).toBe('快速请假');
    const items = body.resultData.formItems;
    expect(items.map((i: { fieldName: string }) => i.fieldName)).toEqual([
      'leaveType',
      'startTime',
      'endTime',
      'days',
      'reason',
      'handover',
      'notify',
      'attachment',
    ]);
    expect(items.map((i: { ctrlSort: number }) => i.ctrlSort)).toEqual([10, 20, 30, 40, 50, 60, 70, 80]);
    expect(new Set(items.map((i: { ctrlType: string }) => i.ctrlType))).toEqual(
      new Set(['select', 'datepick', 'text', 'textarea', 'checkbox', 'file']),
    );
    expect(items[0]).toMatchObject({ name: '假期类型', isRequired: true, dataType: 'string' });
    expect(items[0].items[0]).toEqual({ selectValue: 'annual', selectText: '年假' });
    expect(items[1]).toMatchObject({ dateFormat: 'YYYY-MM-DD HH:mm' });
    expect(items[6]).toMatchObject({
      value: ['manager'],
      items: [{ selectValue: 'manager' }, { selectValue: 'team' }],
    });
  });

  it("gives the company's labels in the caller's language", async () => {
    const en = (await getModel(zhangsan, 'FastSellingLeave', 'en')).json().resultData;
    expect(en.title).toBe('Quick leave request');
    expect(en.formItems[0].name).toBe('Leave type');
    expect(en.formItems[0].items[0]).toEqual({ selectValue: 'annual', selectText: 'Annual leave' });
    const ja = (await getModel(zhangsan, 'FastSellingLeave', 'ja')).json().resultData;
    expect(ja.formItems[4].remarks).toBe('休暇の理由を簡単にご記入ください');
  });

  it('refuses a template the company does not have', async () => {
    const body = (await getModel(zhangsan, 'NoSuchForm')).json();
    expect(body).toMatchObject({ errNo: ErrorCode.NotFound, message: '该表单不存在或已停用' });
  });

  it("does not show another company's template", async () => {
    const [other] = await app.database.db
      .select()
      .from(formTemplates)
      .where(eq(formTemplates.tempName, 'FastSellingLeave'));
    const companyId = randomUUID();
    await app.database.db.insert(companies).values({ id: companyId, name: '别的公司', city: '北京' });
    await app.database.db
      .insert(formTemplates)
      .values({ companyId, tempName: 'OtherCompanyForm', title: '别的公司的表单', items: other!.items });
    expect((await getModel(zhangsan, 'OtherCompanyForm')).json().errNo).toBe(ErrorCode.NotFound);
  });

  it('refuses without a login and without a template name', async () => {
    const anonymous = await app.inject({
      method: 'GET',
      url: `${BASE}/GetPageCreateModel?tempName=FastSellingLeave`,
    });
    expect(anonymous.statusCode).toBe(401);
    const missing = await app.inject({
      method: 'GET',
      url: `${BASE}/GetPageCreateModel`,
      headers: bearer(zhangsan),
    });
    expect(missing.statusCode).toBe(200);
    expect(missing.json().errNo).toBe(ErrorCode.InvalidInput);
  });
});

describe('PostPageCreateModel', () => {
  it('stores a correct form for the caller and answers its id', async () => {
    const body = (
      await post(zhangsan, { tempName: 'FastSellingLeave', formItems: formItems(filled) })
    ).json();
    expect(body.errNo).toBe(0);
    const [row] = await app.database.db
      .select()
      .from(formSubmissions)
      .where(eq(formSubmissions.id, body.resultData.id));
    expect(row).toMatchObject({ eid: DEMO_IDS.zhangsan, templateId: expect.any(String) });
    expect(row!.values).toMatchObject({ leaveType: 'annual', reason: '家中有事需处理', attachment: null });
  });

  it("refuses with errNo 1 and every empty required item's '{name} cannot be empty', joined", async () => {
    const response = await post(zhangsan, {
      tempName: 'FastSellingLeave',
      formItems: formItems({ handover: '王五' }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      errNo: 1,
      message: '假期类型不能为空；开始时间不能为空；结束时间不能为空；请假天数不能为空；请假事由不能为空',
    });
    expect(response.json().resultData.map((i: { fieldName: string }) => i.fieldName)).toEqual([
      'leaveType',
      'startTime',
      'endTime',
      'days',
      'reason',
    ]);
    const en = (await post(zhangsan, { tempName: 'FastSellingLeave', formItems: [] }, 'en')).json();
    expect(en.message).toMatch(/^Leave type cannot be empty; Start cannot be empty; /);
  });

  it('refuses a value outside the options, a bad date, a bad number and too long a text', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ leaveType: 'holiday' }, '请从选项中选择假期类型'],
      [{ notify: ['manager', 'boss'] }, '请从选项中选择通知'],
      [{ startTime: '2026-12-01' }, '开始时间须为YYYY-MM-DD HH:mm格式的有效日期'],
      [{ endTime: '2026-02-30 09:00' }, '结束时间须为YYYY-MM-DD HH:mm格式的有效日期'],
      [{ days: '1.255' }, '请假天数须为最多两位小数的数字'],
      [{ reason: '很'.repeat(31) }, '请假事由最多30个字'],
      [{ handover: '张'.repeat(21) }, '工作交接人最多20个字'],
      [{ reason: ['not', 'text'] }, '请假事由格式不正确'],
    ];
    for (const [change, message] of cases) {
      const body = (
        await post(zhangsan, { tempName: 'FastSellingLeave', formItems: formItems({ ...filled, ...change }) })
      ).json();
      expect({ change, errNo: body.errNo, message: body.message }).toEqual({ change, errNo: 1, message });
    }
  });

  it('accepts files the caller uploaded for this form only', async () => {
    const formId = randomUUID();
    const insertFile = async (keyId: string, uploadedBy: string) => {
      const [row] = await app.database.db
        .insert(attachments)
        .values({
          companyId: DEMO_IDS.company,
          keyType: FORM_FILE_KEY_TYPE,
          keyId,
          fileName: '诊断证明.pdf',
          mimeType: 'application/pdf',
          sizeBytes: 1024,
          storageKey: `test/${randomUUID()}`,
          uploadedBy,
        })
        .returning({ id: attachments.id });
      return row!.id;
    };
    const own = await insertFile(formId, DEMO_IDS.zhangsan);
    const otherForm = await insertFile(randomUUID(), DEMO_IDS.zhangsan);
    const someoneElses = await insertFile(formId, DEMO_IDS.zhaoliu);
    for (const fileId of [otherForm, someoneElses, randomUUID()]) {
      const body = (
        await post(zhangsan, {
          tempName: 'FastSellingLeave',
          id: formId,
          formItems: formItems({ ...filled, attachment: [own, fileId] }),
        })
      ).json();
      expect(body).toMatchObject({ errNo: 1, message: '证明材料中的附件不存在或不是本人上传的' });
    }
    const accepted = (
      await post(zhangsan, {
        tempName: 'FastSellingLeave',
        id: formId,
        formItems: formItems({ ...filled, ...on('2026-12-02'), attachment: [own] }),
      })
    ).json();
    expect(accepted).toMatchObject({ errNo: 0, resultData: { id: formId } });
    const detail = (await getDetail(zhangsan, formId)).json().resultData;
    expect(detail.formItems.find((i: { fieldName: string }) => i.fieldName === 'attachment').value).toEqual([
      own,
    ]);

    const again = (
      await post(zhangsan, { tempName: 'FastSellingLeave', id: formId, formItems: formItems(filled) })
    ).json();
    expect(again.errNo).toBe(ErrorCode.Conflict);
  });

  it("refuses another company's template", async () => {
    const body = (
      await post(zhangsan, { tempName: 'OtherCompanyForm', formItems: formItems(filled) })
    ).json();
    expect(body.errNo).toBe(ErrorCode.NotFound);
  });

  it('refuses an unknown template and a malformed body without a fault', async () => {
    expect(
      (await post(zhangsan, { tempName: 'NoSuchForm', formItems: formItems(filled) })).json().errNo,
    ).toBe(ErrorCode.NotFound);
    const malformed = await post(zhangsan, { tempName: 'FastSellingLeave', formItems: 'all of it' });
    expect(malformed.statusCode).toBe(200);
    expect(malformed.json().errNo).toBe(ErrorCode.InvalidInput);
    const anonymous = await app.inject({ method: 'POST', url: `${BASE}/PostPageCreateModel`, payload: {} });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('files through the attachments API', () => {
  const uploadFile = async (token: string, formId: string) => {
    const boundary = `----leaveform${randomUUID()}`;
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="证明.pdf"\r\n` +
          'Content-Type: application/pdf\r\n\r\n',
      ),
      Buffer.from(PDF_SMALL),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await app.inject({
      method: 'POST',
      url: `/api/Attachment/SaveFile?keyId=${formId}&keyType=${FORM_FILE_KEY_TYPE}`,
      headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    return response.json();
  };
  const listFiles = async (token: string, formId: string) =>
    (
      await app.inject({
        method: 'GET',
        url: `/api/Attachment/GetFileList?id=${formId}&keyType=${FORM_FILE_KEY_TYPE}`,
        headers: bearer(token),
      })
    ).json();

  it('lets the uploader attach a file, keeps it with the form, shows it to the owner only and freezes it', async () => {
    const formId = randomUUID();
    const saved = await uploadFile(zhangsan, formId);
    expect(saved.errNo).toBe(0);
    const fileId = saved.resultData;
    // Before submission, a colleague cannot see or add to the form's files.
    expect((await listFiles(zhaoliu, formId)).resultData?.fileList ?? []).toEqual([]);

    const submitted = (
      await post(zhangsan, {
        tempName: 'FastSellingLeave',
        id: formId,
        formItems: formItems({ ...filled, ...on('2026-12-03'), attachment: [fileId] }),
      })
    ).json();
    expect(submitted).toMatchObject({ errNo: 0, resultData: { id: formId } });

    const own = await listFiles(zhangsan, formId);
    expect(own.resultData.fileList.map((f: { fileId: string }) => f.fileId)).toEqual([fileId]);
    expect((await listFiles(zhaoliu, formId)).errNo).toBe(ErrorCode.NotFound);
    const removed = await app.inject({
      method: 'POST',
      url: `/api/Attachment/DeleteFile?id=${fileId}`,
      headers: bearer(zhangsan),
    });
    expect(removed.json().errNo).not.toBe(0);
    expect((await uploadFile(zhangsan, formId)).errNo).not.toBe(0);
  });
});

describe('GetPageCreateModelDetail', () => {
  it("answers the owner's filled form with labels in the caller's language", async () => {
    const id = (
      await post(zhangsan, {
        tempName: 'FastSellingLeave',
        formItems: formItems({ ...filled, ...personalOn('2026-12-04') }),
      })
    ).json().resultData.id;
    const body = (await getDetail(zhangsan, id, 'en')).json();
    expect(body.errNo).toBe(0);
    expect(body.resultData).toMatchObject({ id, tempName: 'FastSellingLeave', title: 'Quick leave request' });
    expect(body.resultData.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const values = Object.fromEntries(
      body.resultData.formItems.map((i: { fieldName: string; value: unknown }) => [i.fieldName, i.value]),
    );
    expect(values).toEqual({ ...filled, ...personalOn('2026-12-04'), attachment: null });
  });

  it('refuses another employee as if the form did not exist', async () => {
    const id = (
      await post(zhangsan, {
        tempName: 'FastSellingLeave',
        formItems: formItems({ ...filled, ...personalOn('2026-12-07') }),
      })
    ).json().resultData.id;
    const body = (await getDetail(zhaoliu, id)).json();
    expect(body).toMatchObject({ errNo: ErrorCode.NotFound, resultData: null });
    expect((await getDetail(zhangsan, randomUUID())).json().errNo).toBe(ErrorCode.NotFound);
    expect((await getDetail(zhangsan, 'not-an-id')).json().errNo).toBe(ErrorCode.InvalidInput);
  });
});

describe('ThatYearAnnualLeaveLimit', () => {
  const limit = (token: string) =>
    app.inject({ method: 'GET', url: `${BASE}/ThatYearAnnualLeaveLimit`, headers: bearer(token) });

  it("answers the caller's own annual leave of the business year", async () => {
    annualCalls.length = 0;
    const body = (await limit(zhangsan)).json();
    expect(body.resultData).toEqual({
      year: 2026,
      hasGrant: true,
      granted: 10,
      used: 3,
      pending: 1,
      remain: 6,
      uom: 1,
    });
    expect(annualCalls).toEqual([{ eid: DEMO_IDS.zhangsan, year: 2026 }]);
  });

  it('says so when the caller has no annual leave', async () => {
    const body = (await limit(zhaoliu)).json();
    expect(body.resultData).toMatchObject({ year: 2026, hasGrant: false, remain: 0 });
  });

  it('refuses without a login', async () => {
    expect((await app.inject({ method: 'GET', url: `${BASE}/ThatYearAnnualLeaveLimit` })).statusCode).toBe(
      401,
    );
  });
});

describe('ThatYearAnnualLeaveLimit with the leave module', () => {
  it("agrees with the annual leave row of the caller's balance list", async () => {
    const real = await createTestApp({ clock: fixedClock('2026-11-24T10:00:00+08:00') });
    try {
      const token = await real.login('zhangsan');
      const limit = (
        await real.inject({ method: 'GET', url: `${BASE}/ThatYearAnnualLeaveLimit`, headers: bearer(token) })
      ).json().resultData;
      const balances = (
        await real.inject({
          method: 'POST',
          url: '/api/LeaveRemain/GetAllLeaveRemainForEhome',
          headers: bearer(token),
          payload: { year: 2026 },
        })
      ).json().resultData;
      const annual = balances.find((row: { categoryCode: string }) => row.categoryCode === 'annual');
      expect(annual).toBeDefined();
      expect(limit).toEqual({
        year: 2026,
        hasGrant: true,
        granted: annual.granted,
        used: annual.used,
        pending: annual.pending,
        remain: annual.remain,
        uom: annual.uom,
      });
    } finally {
      await real.close();
    }
  });
});

describe('a quick leave is a leave', () => {
  const asUser = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    app
      .inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) })
      .then((r) => r.json());

  it('refuses a zero-length period with the leave message and files nothing', async () => {
    const zero = (
      await post(zhangsan, {
        tempName: 'FastSellingLeave',
        formItems: formItems({ ...filled, startTime: '2026-12-08 09:00', endTime: '2026-12-08 09:00' }),
      })
    ).json();
    expect(zero.errNo).toBe(1);
    expect(zero.message).toBe('开始时间不能大于等于结束时间');
    const leaves = await asUser(zhangsan, 'GET', '/api/LeaveApply/List?pageIndex=1&pageSize=100');
    expect(
      leaves.resultData.result.some((r: { startTime: string }) => r.startTime.startsWith('2026-12-08')),
    ).toBe(false);
  });

  it('files the leave for approval: the owner sees it in the inquiry list, the manager in the leave approval list', async () => {
    const id = randomUUID();
    const body = {
      tempName: 'FastSellingLeave',
      id,
      formItems: formItems({ ...filled, ...personalOn('2026-12-09') }),
    };
    // The same form sent 20 times at once files one leave.
    const answers = await Promise.all(Array.from({ length: 20 }, () => post(zhangsan, body)));
    expect(answers.filter((a) => a.json().errNo === 0)).toHaveLength(1);
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);

    const detail = (await getDetail(zhangsan, id)).json().resultData;
    expect(detail.applyId).toBe(id);
    const leave = await asUser(zhangsan, 'GET', `/api/LeaveApply/GetDetail?id=${id}`);
    expect(leave.resultData).toMatchObject({
      approveStatus: 1,
      categoryCode: 'personal',
      startTime: '2026-12-09 09:00',
      endTime: '2026-12-09 18:00',
      timeLength: 8,
      remark: '家中有事需处理',
    });
    const mine = await asUser(zhangsan, 'GET', '/api/LeaveApply/List?pageIndex=1&pageSize=100');
    expect(mine.resultData.result.map((r: { applyId: string }) => r.applyId)).toContain(id);
    const lisi = await app.login('lisi');
    const pending = await asUser(lisi, 'POST', '/api/Apply/ApplyApproveList?pageIndex=1&pageSize=100', {
      BizType: 1,
    });
    expect(pending.resultData.result.map((r: { applyId: string }) => r.applyId)).toContain(id);
    // Another employee sees neither the form nor the leave.
    expect((await getDetail(zhaoliu, id)).json().errNo).toBe(ErrorCode.NotFound);
    expect((await asUser(zhaoliu, 'GET', `/api/LeaveApply/GetDetail?id=${id}`)).errNo).toBe(
      ErrorCode.NotFound,
    );
  });

  it('refuses days that do not match the computed length, and an overlap', async () => {
    const wrong = (
      await post(zhangsan, {
        tempName: 'FastSellingLeave',
        formItems: formItems({ ...filled, ...on('2026-12-10'), days: '2' }),
      })
    ).json();
    expect(wrong.message).toBe('请假时长已变为1天，请确认后重新提交');
    const overlap = (
      await post(zhangsan, {
        tempName: 'FastSellingLeave',
        formItems: formItems({ ...filled, ...personalOn('2026-12-09') }),
      })
    ).json();
    expect(overlap.errNo).toBe(1);
    expect(overlap.message).toMatch(/时间重叠/);
  });
});
