import { ApproveStatus } from '@ehome/shared/approvals/schemas';
import {
  EMPTY_GUID,
  LEAVE_ATTACHMENT_KEY_TYPE,
  LEAVE_REMARK_MAX,
  LeaveUom,
} from '@ehome/shared/leave/schemas';
import { describe, expect, it } from 'vitest';
import { ATTACHMENT_KEY_TYPE, NO_APPLY_ID, REMARK_MAX, STATUS, UOM_DAY } from './constants';

describe('the screens’ copies of contract constants', () => {
  it('equal their source in the shared schemas', () => {
    expect(REMARK_MAX).toBe(LEAVE_REMARK_MAX);
    expect(ATTACHMENT_KEY_TYPE).toBe(LEAVE_ATTACHMENT_KEY_TYPE);
    expect(NO_APPLY_ID).toBe(EMPTY_GUID);
    expect(UOM_DAY).toBe(LeaveUom.Day);
    expect(STATUS).toEqual(ApproveStatus);
  });
});
