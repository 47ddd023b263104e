import { payLabelKind, payReturnPath } from '@ehome/shared/payment/flags';
import type { TPayResultState } from '@ehome/shared/payment/schemas';
import { PAY_FLAGS, type TPayFlag } from '@ehome/shared/shop/constants';
import Button from 'antd-mobile/es/components/button';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { showAlertAndWait, showToast } from '../../../platform/feedback';
import { useSessionStore } from '../../../platform/session-store';
import { isInWechat, requestWechatPay, type TWechatPayOutcome } from '../../../platform/wechat-pay';
import { Page } from '../../../ui/page';
import { PageLoading } from '../../../ui/page-loading';
import { useGoBack } from '../../../ui/use-go-back';
import { useCartStore } from '../../shop';
import { getPayResult, postJsApi, usePayInfo } from '../api/payment';
import './pay-page.css';

type TPhase = 'ready' | 'paying' | 'checking' | 'paid' | 'failed' | 'cancelled';

const POLL_TIMES = 5;
const POLL_MS = 1200;

/**
 * /pay?flag&bill (sales shop, activities) and /pay2?flag=order&bill (welfare shop), spec 2 §2
 * "Payment result screen" and §4 "Payment flags". Amount and state come from the server; the sheet's
 * (or the sandbox page's) answer is only a hint: the result is what PayResult says.
 */
export function PayPage() {
  const { t } = useTranslation('payment');
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const bill = params.get('bill') ?? '';
  const rawFlag = params.get('flag') ?? 'order';
  const flag: TPayFlag = (PAY_FLAGS as readonly string[]).includes(rawFlag) ? (rawFlag as TPayFlag) : 'order';
  const returned = params.get('result');
  const shop = location.pathname.toLowerCase() === '/pay2' ? 'welfare' : 'sales';
  const orderId = /^shopOrder:(.+)$/.exec(bill)?.[1] ?? null;
  const info = usePayInfo(bill);
  const [phase, setPhase] = useState<TPhase>('ready');
  const checked = useRef(false);
  const alerted = useRef(false);
  const goBackRef = useRef(useGoBack());
  const goBack = goBackRef.current;

  // Spec 2 §2: the payment result screen clears the cart of the brand being paid when it opens.
  useEffect(() => {
    if (bill) useCartStore.getState().clearCurrentBrand();
  }, [bill]);

  useEffect(() => {
    if (bill || alerted.current) return;
    alerted.current = true;
    // Back only once the alert is closed: leaving first would take the alert with the screen.
    void showAlertAndWait(t('badPay')).then(goBack);
  }, [bill, goBack, t]);

  const back = () => navigate(payReturnPath(flag, shop, orderId), { replace: true });

  /** Asks the server a few times while the provider has not told it yet. */
  async function check(hint: TWechatPayOutcome) {
    setPhase('checking');
    let state: TPayResultState = 'unpaid';
    for (let i = 0; i < POLL_TIMES; i += 1) {
      try {
        state = (await getPayResult(bill)).state;
      } catch {
        state = 'unpaid';
      }
      if (state === 'paid' || hint === 'cancel') break;
      await new Promise((resolve) => window.setTimeout(resolve, POLL_MS));
    }
    if (state === 'paid') setPhase('paid');
    else setPhase(hint === 'cancel' ? 'cancelled' : 'failed');
    void info.refetch();
  }

  // Back from the sandbox page (or a reload after paying): the result comes from the server.
  useEffect(() => {
    if (!bill || !returned || checked.current) return;
    checked.current = true;
    void check(returned === 'ok' ? 'ok' : returned === 'cancel' ? 'cancel' : 'fail');
  });

  async function pay() {
    if (!info.data) return;
    setPhase('paying');
    try {
      const openId = useSessionStore.getState().openId?.value ?? '';
      const data = await postJsApi({
        openid: openId,
        tfee: info.data.amountFen,
        body: t(`label.${payLabelKind(flag)}`),
        sp_billno: bill,
      });
      if (data.provider === 'sandbox' && data.sandboxUrl) {
        const here = new URLSearchParams(params);
        here.delete('result');
        const returnTo = `${location.pathname}?${here.toString()}`;
        window.location.assign(
          `${data.sandboxUrl}&return=${encodeURIComponent(returnTo)}&lang=${encodeURIComponent(useSessionStore.getState().language)}`,
        );
        return;
      }
      if (!isInWechat()) {
        showToast(t('openInWechat'));
        setPhase('ready');
        return;
      }
      await check(await requestWechatPay(data));
    } catch {
      // The http client showed the server's refusal.
      setPhase('ready');
    }
  }

  const label = t(`label.${payLabelKind(flag)}`);
  if (!bill)
    return (
      <Page title={label} onBack={back}>
        {null}
      </Page>
    );
  const resultPhase = phase === 'paid' || phase === 'failed' || phase === 'cancelled';
  const alreadyPaid = info.data?.state === 'paid';
  return (
    <Page title={label} onBack={back}>
      {info.isError ? (
        <section className="pay-card">
          <p role="alert">{info.error.message || t('loadFailed')}</p>
          <Button block fill="outline" onClick={back}>
            {t('back')}
          </Button>
        </section>
      ) : !info.data ? (
        <PageLoading />
      ) : (
        <section className="pay-card">
          <div className="pay-card__label">{label}</div>
          <div className="pay-card__amount" data-testid="pay-amount">
            ¥{info.data.amount}
          </div>
          <div className="pay-card__desc">{info.data.description}</div>
          {phase === 'checking' ? (
            <p className="pay-card__state" role="status">
              {t('checking')}
            </p>
          ) : resultPhase ? (
            <p className={`pay-card__state pay-card__state--${phase}`} role="status">
              {t(`result.${phase}`)}
            </p>
          ) : alreadyPaid ? (
            <p className="pay-card__state pay-card__state--paid" role="status">
              {t('result.paid')}
            </p>
          ) : info.data.state === 'closed' ? (
            <p className="pay-card__state pay-card__state--failed" role="status">
              {t('closed')}
            </p>
          ) : null}
          {info.data.state === 'open' && phase !== 'paid' && phase !== 'checking' ? (
            <Button
              block
              color="primary"
              size="large"
              loading={phase === 'paying'}
              onClick={() => void pay()}
            >
              {resultPhase ? t('payAgain') : t('pay')}
            </Button>
          ) : null}
          <Button block fill="outline" size="large" className="pay-card__back" onClick={back}>
            {t('back')}
          </Button>
        </section>
      )}
    </Page>
  );
}
