import { checkNewHirePassword } from '@ehome/shared/new-hire/rules';
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { showToast } from '../../../platform/feedback';
import { serverMessage } from '../../../platform/server-message';
import { Page } from '../../../ui/page';
import { useRegister, useRegistrationForm } from '../api/new-hire';
import { Field } from '../components/field';
import '../new-hire.css';

/**
 * /RegistrationSuccess: the new hire sets the password (6+ with upper, lower and digits, repeated);
 * the invitation closes and the page shows the login account, a login button and the orientation.
 */
export function RegistrationSuccessPage() {
  const { t } = useTranslation('newHire');
  const [done, setDone] = useState<string | null>(null);
  const form = useRegistrationForm();
  const register = useRegister();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  if (done !== null) {
    return (
      <Page title={t('success.title')} back={false}>
        <div className="nh-page">
          <div className="nh-card nh-done">
            <div className="nh-done__mark" aria-hidden="true">
              ✓
            </div>
            <p className="nh-card__title">{t('success.done')}</p>
            <p>{t('success.userName', { userName: done })}</p>
          </div>
          <Button block color="primary" size="large" onClick={() => navigate('/ehomeLogin')}>
            {t('success.login')}
          </Button>
          <Link className="nh-muted" to="/GeneralOrientation">
            {t('success.orientation')} ›
          </Link>
        </div>
      </Page>
    );
  }
  const submit = () => {
    const issue = checkNewHirePassword(password, repeat);
    if (issue) return showToast(serverMessage(issue.key, issue.params));
    register.mutate(
      { password, confirmPassword: repeat },
      { onSuccess: (result) => setDone(result.userName) },
    );
  };
  return (
    <Page title={t('password.title')}>
      <div className="nh-page">
        <p className="nh-step">{t('step', { n: 4 })}</p>
        <div className="nh-card">
          <Field label={t('password.userName')}>
            <span className="nh-value">{form.data?.userName ?? ''}</span>
          </Field>
          <Field label={t('password.password')} required htmlFor="nh-password">
            <Input id="nh-password" type="password" value={password} onChange={setPassword} maxLength={51} />
          </Field>
          <Field label={t('password.repeat')} required htmlFor="nh-repeat">
            <Input id="nh-repeat" type="password" value={repeat} onChange={setRepeat} maxLength={51} />
          </Field>
          <p className="nh-muted">{t('password.rule')}</p>
        </div>
        <Button block color="primary" size="large" loading={register.isPending} onClick={submit}>
          {t('password.submit')}
        </Button>
      </div>
    </Page>
  );
}
