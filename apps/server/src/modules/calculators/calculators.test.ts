import { describe, expect, it } from 'vitest';
import { calculatorApi } from './calculator-api.test-helpers';

const { post: cal } = calculatorApi();

describe('POST /api/CIICEService/CAL', () => {
  it('needs a login', async () => {
    const body = await cal({ calType: 2, jsonString: '{}' }, 'zh', false);
    expect(body.status).toBe(401);
  });

  it('answers code 0 with a translated message for an unknown calType, bad JSON or a non-object', async () => {
    const unknown = await cal({ calType: 42, jsonString: '{}' });
    expect(unknown.errNo).toBe(0);
    expect(unknown.resultData).toEqual({ code: 0, message: '不支持的计算类型' });
    const badJson = await cal({ calType: 2, jsonString: '{"bns_before_tax":' }, 'en');
    expect(badJson.resultData).toEqual({
      code: 0,
      message: 'The calculation input is not in the expected format',
    });
    const array = await cal({ calType: 2, jsonString: '[1,2]' }, 'ja');
    expect(array.resultData.code).toBe(0);
    expect(array.resultData.message).toBe('計算パラメータの形式が正しくありません');
  });

  it('refuses a body without jsonString, or one too long, with the envelope', async () => {
    const missing = await cal({ calType: 2 });
    expect(missing.status).toBe(200);
    expect(missing.errNo).not.toBe(0);
    const long = await cal({ calType: 2, jsonString: 'x'.repeat(20_001) });
    expect(long.errNo).not.toBe(0);
  });
});
