import { Button, Result } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { http } from '../../../platform/http';
import { Page } from '../../../ui/page';
import { inAppTarget } from '../in-app-target';
import '../support.css';

const HOME = '/index';

/** /errIndex: something went wrong; try again or go home. */
export function ErrorIndexPage() {
  const { t } = useTranslation('support');
  const navigate = useNavigate();
  return (
    <Page title={t('public.errTitle')} back={false}>
      <Result status="error" title={t('public.errTitle')} description={t('public.errText')} />
      <div className="support-page">
        <Button block color="primary" onClick={() => navigate(-1)}>
          {t('public.retry')}
        </Button>
        <Button block onClick={() => navigate(HOME, { replace: true })}>
          {t('public.home')}
        </Button>
      </div>
    </Page>
  );
}

type TBridgeWindow = Window & { WeixinJSBridge?: { call(name: string): void } };

/** /backwx: back to the messaging app - closes the window through its bridge, else goes home. */
export function BackToMessagingAppPage() {
  const { t } = useTranslation('support');
  const navigate = useNavigate();
  useEffect(() => {
    const bridge = (window as TBridgeWindow).WeixinJSBridge;
    if (bridge) bridge.call('closeWindow');
    else navigate(HOME, { replace: true });
  }, [navigate]);
  return (
    <Page title={t('public.backTitle')} back={false}>
      <p className="support-state">{t('public.backText')}</p>
    </Page>
  );
}

/** /emptyempid: the account has no employee record. */
export function NoEmployeeRecordPage() {
  const { t } = useTranslation('support');
  return (
    <Page title={t('public.noEmpTitle')} back={false}>
      <Result status="warning" title={t('public.noEmpTitle')} description={t('public.noEmpText')} />
    </Page>
  );
}

type TCheck = { name: string; ok: boolean | null; detail: string };

/** /Test: a connectivity self-check - the API's health, the server's time, the local storage. */
export function SelfCheckPage() {
  const { t } = useTranslation('support');
  const [checks, setChecks] = useState<TCheck[]>([]);
  useEffect(() => {
    let storage: TCheck;
    try {
      localStorage.setItem('ehome.selfcheck', '1');
      localStorage.removeItem('ehome.selfcheck');
      storage = { name: 'storage', ok: true, detail: '' };
    } catch {
      storage = { name: 'storage', ok: false, detail: '' };
    }
    const pending: TCheck[] = [
      { name: 'api', ok: null, detail: '' },
      { name: 'time', ok: null, detail: '' },
      storage,
    ];
    setChecks(pending);
    const started = performance.now();
    const set = (name: string, ok: boolean, detail: string) =>
      setChecks((list) => list.map((c) => (c.name === name ? { name, ok, detail } : c)));
    http
      .get<{ status: string }>('/api/health', undefined, { silent: true })
      .then((r) => set('api', r.status === 'ok', `${Math.round(performance.now() - started)} ms`))
      .catch(() => set('api', false, ''));
    http
      .get<{ currentDate: string }>('/api/User/GetCurrentDate', undefined, { silent: true })
      .then((r) => set('time', true, r.currentDate))
      .catch(() => set('time', false, ''));
  }, []);
  return (
    <Page title={t('public.testTitle')}>
      <div className="support-page">
        {checks.map((c) => (
          <section key={c.name} className="support-card" data-testid={`check-${c.name}`}>
            <h2>{t(`public.check.${c.name}`)}</h2>
            <p className={c.ok === null ? 'support-muted' : c.ok ? 'support-right' : 'support-wrong'}>
              {c.ok === null ? t('public.checking') : c.ok ? t('public.ok') : t('public.failed')} {c.detail}
            </p>
          </section>
        ))}
      </div>
    </Page>
  );
}

/** /blank?to=: an empty holder that forwards to a path of this app only (never to another site). */
export function BlankPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const to = inAppTarget(params.get('to'));
  useEffect(() => {
    navigate(to ?? HOME, { replace: true });
  }, [navigate, to]);
  return null;
}

/** /tip: open this page in the messaging app. */
export function OpenInAppTipPage() {
  const { t } = useTranslation('support');
  return (
    <Page title={t('public.tipTitle')} back={false}>
      <Result status="info" title={t('public.tipTitle')} description={t('public.tipText')} />
    </Page>
  );
}
