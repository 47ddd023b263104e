import { checkCodeAndPassword, checkMobile } from '@ehome/shared/account/password-rules';
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showToast } from '../../../platform/feedback';
import { serverMessage } from '../../../platform/server-message';
import { useSendSmsCode, useSetPasswordByCode } from '../api/recovery';
import '../account-security-catalogue';

function Row({ label, htmlFor, children }: { label: string; htmlFor: string; children: ReactNode }) {
  return (
    <div className="as-field">
      <label className="as-field__label" htmlFor={htmlFor}>
        {label}
      </label>
      <div className="as-field__control">{children}</div>
    </div>
  );
}

/**
 * Mobile, verification code (with the countdown before another may be asked for), new password and
 * its repeat; then the account's user name and the way to the login. Used by /forgetPassword and
 * /Password. The shared rule checks before anything is sent; the server checks again.
 */
export function CodePasswordForm({ purpose }: { purpose: 'reset' | 'register' }) {
  const { t } = useTranslation('accountSecurity');
  const navigate = useNavigate();
  const send = useSendSmsCode();
  const save = useSetPasswordByCode(purpose);
  const [form, setForm] = useState({ mobile: '', code: '', password: '', confirmPassword: '' });
  const [wait, setWait] = useState(0);
  const [devCode, setDevCode] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  const set = (field: keyof typeof form) => (value: string) => setForm((f) => ({ ...f, [field]: value }));

  const sendCode = () => {
    const issue = checkMobile(form.mobile);
    if (issue) return showToast(serverMessage(issue.key));
    send.mutate(
      { mobile: form.mobile.trim(), purpose },
      {
        onSuccess: (answer) => {
          setWait(answer.resendAfter);
          setDevCode(answer.devCode ?? null);
          showToast(t('form.codeSent'));
        },
      },
    );
  };

  const submit = () => {
    const issue = checkCodeAndPassword(form);
    if (issue) return showToast(serverMessage(issue.key));
    save.mutate(form, { onSuccess: (answer) => setDone(answer.userName) });
  };

  if (done !== null) {
    return (
      <div className="as-page">
        <div className="as-card as-done">
          <div className="as-done__mark" aria-hidden="true">
            ✓
          </div>
          <p>{t(purpose === 'reset' ? 'form.resetDone' : 'form.registerDone')}</p>
          <p className="as-muted">{t('form.userName', { userName: done })}</p>
        </div>
        <Button block color="primary" size="large" onClick={() => navigate('/login', { replace: true })}>
          {t('form.toLogin')}
        </Button>
      </div>
    );
  }

  return (
    <div className="as-page">
      <p className="as-muted">{t(purpose === 'reset' ? 'form.resetHint' : 'form.registerHint')}</p>
      <div className="as-card">
        <Row label={t('form.mobile')} htmlFor="as-mobile">
          <Input
            id="as-mobile"
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            maxLength={11}
            placeholder={t('form.mobilePlaceholder')}
            value={form.mobile}
            onChange={set('mobile')}
          />
        </Row>
        <Row label={t('form.code')} htmlFor="as-code">
          <div className="as-code">
            <Input
              id="as-code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              placeholder={t('form.codePlaceholder')}
              value={form.code}
              onChange={set('code')}
            />
            <Button
              size="small"
              color="primary"
              fill="outline"
              disabled={wait > 0}
              loading={send.isPending}
              onClick={sendCode}
            >
              {wait > 0 ? t('form.resendIn', { seconds: wait }) : t('form.sendCode')}
            </Button>
          </div>
        </Row>
        <Row label={t('form.password')} htmlFor="as-password">
          <Input
            id="as-password"
            type="password"
            autoComplete="new-password"
            maxLength={51}
            placeholder={t('form.passwordPlaceholder')}
            value={form.password}
            onChange={set('password')}
          />
        </Row>
        <Row label={t('form.repeat')} htmlFor="as-repeat">
          <Input
            id="as-repeat"
            type="password"
            autoComplete="new-password"
            maxLength={51}
            placeholder={t('form.repeatPlaceholder')}
            value={form.confirmPassword}
            onChange={set('confirmPassword')}
          />
        </Row>
      </div>
      {devCode ? <p className="as-dev-code">{t('form.devCode', { code: devCode })}</p> : null}
      <p className="as-muted">{t('form.rule')}</p>
      <Button block color="primary" size="large" loading={save.isPending} onClick={submit}>
        {t(purpose === 'reset' ? 'form.resetSubmit' : 'form.registerSubmit')}
      </Button>
    </div>
  );
}
