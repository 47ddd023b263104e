import { checkLandingAnswer } from '@ehome/shared/new-hire/rules';
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { showToast } from '../../../platform/feedback';
import { serverMessage } from '../../../platform/server-message';
import { Page } from '../../../ui/page';
import { useLanding } from '../api/new-hire';
import { Field } from '../components/field';
import '../new-hire.css';

/**
 * /Employeelanding?code=...: the invited person proves the link is theirs with the name HR typed
 * and the last 4 digits of the mobile; the answer is a registration token (not a login).
 */
export function EmployeeLandingPage() {
  const { t } = useTranslation('newHire');
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const [name, setName] = useState('');
  const [last4, setLast4] = useState('');
  const landing = useLanding();
  const navigate = useNavigate();
  const submit = () => {
    const issue = checkLandingAnswer({ employeeName: name, mobileLast4: last4 });
    if (issue) return showToast(serverMessage(issue.key, issue.params));
    landing.mutate(
      { code, employeeName: name.trim(), mobileLast4: last4.trim() },
      { onSuccess: () => navigate('/EntryRegistrationForm') },
    );
  };
  return (
    <Page title={t('landing.title')} back={false}>
      <div className="nh-page">
        <div className="nh-card">
          <p className="nh-card__title">{t('landing.welcome')}</p>
          {code ? (
            <>
              <Field label={t('landing.name')} required htmlFor="nh-name">
                <Input
                  id="nh-name"
                  value={name}
                  onChange={setName}
                  placeholder={t('landing.namePlaceholder')}
                  maxLength={40}
                  clearable
                />
              </Field>
              <Field label={t('landing.last4')} required htmlFor="nh-last4">
                <Input
                  id="nh-last4"
                  value={last4}
                  onChange={(v) => setLast4(v.replace(/\D/g, '').slice(0, 4))}
                  placeholder={t('landing.last4Placeholder')}
                  inputMode="numeric"
                  maxLength={4}
                />
              </Field>
            </>
          ) : (
            <p className="nh-muted" role="alert">
              {t('landing.noCode')}
            </p>
          )}
        </div>
        {code ? (
          <Button block color="primary" size="large" loading={landing.isPending} onClick={submit}>
            {t('landing.submit')}
          </Button>
        ) : null}
        <p className="nh-muted">{t('landing.tip')}</p>
      </div>
    </Page>
  );
}
