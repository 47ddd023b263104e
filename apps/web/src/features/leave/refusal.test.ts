import { describe, expect, it } from 'vitest';
import { ApiError } from '../../platform/http-client';
import { refusalText } from './refusal';

describe('refusalText', () => {
  it('joins every broken rule the server sent, once each', () => {
    const error = new ApiError('business', '假期余额不足', 1, [
      { key: 'leave.overdraft', message: '假期余额不足' },
      { key: 'leave.attachmentRequired', message: '请上传附件' },
      { key: 'leave.attachmentRequired', message: '请上传附件' },
    ]);
    expect(refusalText(error, '提交失败', '；')).toBe('假期余额不足；请上传附件');
  });

  it("falls back to the envelope's message, then to the failure text", () => {
    expect(refusalText(new ApiError('business', '记录不存在', 4, null), '提交失败', '；')).toBe('记录不存在');
    expect(refusalText(new ApiError('business', '', 1, []), '提交失败', '；')).toBe('提交失败');
    expect(refusalText(new Error('boom'), '提交失败', '；')).toBe('提交失败');
  });
});
