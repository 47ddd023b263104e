import { afterEach, describe, expect, it, vi } from 'vitest';
import { isInWechat, outcomeOf, requestWechatPay } from './wechat-pay';

describe('wechat pay bridge', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads the sheet answer', () => {
    expect(outcomeOf('get_brand_wcpay_request:ok')).toBe('ok');
    expect(outcomeOf('get_brand_wcpay_request:cancel')).toBe('cancel');
    expect(outcomeOf('get_brand_wcpay_request:fail')).toBe('fail');
    expect(outcomeOf(undefined)).toBe('fail');
  });

  it('knows the in-app browser by its user agent', () => {
    expect(isInWechat('Mozilla/5.0 (iPhone) MicroMessenger/8.0.50')).toBe(true);
    expect(isInWechat('Mozilla/5.0 (iPhone) Safari/604.1')).toBe(false);
  });

  it('invokes getBrandWCPayRequest with the pay data', async () => {
    const invoke = vi.fn((_name: string, _data: object, cb: (a: { err_msg: string }) => void) =>
      cb({ err_msg: 'get_brand_wcpay_request:cancel' }),
    );
    vi.stubGlobal('window', { WeixinJSBridge: { invoke } });
    const data = {
      appId: 'wx1',
      timeStamp: '1',
      nonceStr: 'n',
      package: 'prepay_id=p',
      signType: 'RSA',
      paySign: 's',
    };
    await expect(requestWechatPay(data)).resolves.toBe('cancel');
    expect(invoke).toHaveBeenCalledWith('getBrandWCPayRequest', data, expect.any(Function));
  });
});
