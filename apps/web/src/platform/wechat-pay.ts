/**
 * The messaging app's in-app payment sheet (WeixinJSBridge getBrandWCPayRequest, reference
 * wechat.md). The pay screens of the shop and of activities use it; outside the app the sandbox
 * page plays the sheet instead.
 */
export type TWechatPayData = {
  appId: string;
  timeStamp: string;
  nonceStr: string;
  package: string;
  signType: string;
  paySign: string;
};

/** What the sheet reported. Only a hint: the result screen asks the server (PayResult). */
export type TWechatPayOutcome = 'ok' | 'cancel' | 'fail';

type TBridge = {
  invoke(name: string, data: object, callback: (answer: { err_msg?: string }) => void): void;
};

declare global {
  interface Window {
    WeixinJSBridge?: TBridge;
  }
}

/** Inside the messaging app's browser (its user agent says MicroMessenger). */
export function isInWechat(userAgent = navigator.userAgent): boolean {
  return /MicroMessenger/i.test(userAgent);
}

/** get_brand_wcpay_request:ok | cancel | fail -> ok | cancel | fail. */
export function outcomeOf(errMsg: string | undefined): TWechatPayOutcome {
  if (errMsg === 'get_brand_wcpay_request:ok') return 'ok';
  if (errMsg === 'get_brand_wcpay_request:cancel') return 'cancel';
  return 'fail';
}

/** The bridge appears a moment after the page loads; wait for its ready event once. */
function bridge(): Promise<TBridge | null> {
  if (window.WeixinJSBridge) return Promise.resolve(window.WeixinJSBridge);
  return new Promise((resolve) => {
    const done = () => resolve(window.WeixinJSBridge ?? null);
    document.addEventListener('WeixinJSBridgeReady', done, { once: true });
    window.setTimeout(done, 3000);
  });
}

/** Opens the payment sheet with the server's pay data and answers what the user did. */
export async function requestWechatPay(data: TWechatPayData): Promise<TWechatPayOutcome> {
  const jsBridge = await bridge();
  if (!jsBridge) return 'fail';
  return new Promise((resolve) => {
    jsBridge.invoke(
      'getBrandWCPayRequest',
      {
        appId: data.appId,
        timeStamp: data.timeStamp,
        nonceStr: data.nonceStr,
        package: data.package,
        signType: data.signType,
        paySign: data.paySign,
      },
      (answer) => resolve(outcomeOf(answer?.err_msg)),
    );
  });
}
