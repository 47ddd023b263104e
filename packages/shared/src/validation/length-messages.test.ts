import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ZLoginRequest } from '../account/schemas';
import { ZChangeAfNo } from '../attendance/schemas';
import { translate } from '../i18n/messages';
import { ZAttendanceLocationAdd } from '../organization/schemas';
import { ZAccessRecordQuery } from '../session/schemas';

/** The first issue's message key, and that key translated, for an input the schema refuses. */
function refusal(schema: z.ZodType, input: unknown) {
  const parsed = schema.safeParse(input);
  expect(parsed.success).toBe(false);
  const key = parsed.error?.issues[0]?.message ?? '';
  return { key, zh: translate('zh', key), en: translate('en', key) };
}

// A check without its own message takes the schema's "required" text: each length check names the length.
describe('a text over its length says the length, not "required"', () => {
  const location = { organizationId: crypto.randomUUID(), limit: 300, longitude: 121.47, latitude: 31.23 };

  it('the punch point remark (200)', () => {
    expect(refusal(ZAttendanceLocationAdd, { ...location, remark: '备'.repeat(201) })).toEqual({
      key: 'validation.locationRemarkLength',
      zh: '备注最多200个字',
      en: 'The remark can be at most 200 characters',
    });
    expect(ZAttendanceLocationAdd.safeParse({ ...location, remark: '备'.repeat(200) }).success).toBe(true);
    expect(refusal(ZAttendanceLocationAdd, { ...location, remark: ' ' }).key).toBe(
      'validation.locationRemark',
    );
  });

  it('the login user name (64) and password (128)', () => {
    expect(refusal(ZLoginRequest, { userName: 'a'.repeat(65), password: 'x' }).zh).toBe('用户名最多64个字符');
    expect(refusal(ZLoginRequest, { userName: 'a', password: 'x'.repeat(129) }).zh).toBe('密码最多128个字符');
    expect(refusal(ZLoginRequest, { userName: '', password: 'x' }).key).toBe('validation.required');
  });

  it('the AccessRecord type (50) and the former employee number (30)', () => {
    expect(refusal(ZAccessRecordQuery, { type: 't'.repeat(51) }).zh).toBe('类型最多50个字符');
    expect(refusal(ZChangeAfNo, { oldAFNo: '1'.repeat(31), status: 0 }).zh).toBe('原员工编号最多30个字符');
  });
});
