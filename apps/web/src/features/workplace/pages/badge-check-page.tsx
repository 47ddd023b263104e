import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../platform/feedback';
import { serverMessage } from '../../../platform/server-message';
import { Page } from '../../../ui/page';
import { useVerifyBadge } from '../api';
import { BadgeFace } from './badge-page';
import '../workplace.css';

/** /BadgeCheck (HR): whose badge a code is and whether it is valid; expired or forged codes refused. */
export function BadgeCheckPage() {
  const { t } = useTranslation('workplace');
  const verify = useVerifyBadge();
  const [code, setCode] = useState('');
  const submit = () => {
    if (code.trim() === '') return showToast(serverMessage('validation.badgeCode'));
    verify.mutate(code.trim());
  };
  return (
    <Page title={t('check.title')}>
      <div className="wp-page">
        <section className="wp-card">
          <label className="wp-field">
            {t('check.code')}
            <input
              name="badgeCode"
              value={code}
              autoCapitalize="characters"
              autoComplete="off"
              onChange={(e) => {
                setCode(e.target.value);
                verify.reset();
              }}
            />
          </label>
          <Button block color="primary" style={{ marginTop: 10 }} loading={verify.isPending} onClick={submit}>
            {t('check.verify')}
          </Button>
        </section>
        {verify.data ? (
          <>
            <BadgeFace holder={verify.data} />
            <p className="wp-muted" data-testid="check-result">
              {t(verify.data.valid ? 'check.validAt' : 'check.invalidAt', { at: verify.data.checkedAt })}
            </p>
          </>
        ) : null}
      </div>
    </Page>
  );
}
