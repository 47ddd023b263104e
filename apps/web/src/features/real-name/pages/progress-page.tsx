import DotLoading from 'antd-mobile/es/components/dot-loading';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Page } from '../../../ui/page';
import { resultPath, useVerification } from '../api';
import '../real-name.css';

/**
 * /verificationProgress?id=: the provider has not answered yet (it is asked again in the
 * background); polls the attempt and moves on to the result once it is decided.
 */
export function ProgressPage() {
  const { t } = useTranslation('realName');
  const navigate = useNavigate();
  const id = useSearchParams()[0].get('id') ?? '';
  const attempt = useVerification(id, true);
  const status = attempt.data?.status;
  useEffect(() => {
    if (status && status !== 'pending') navigate(resultPath(id), { replace: true });
  }, [status, id, navigate]);
  return (
    <Page title={t('progress.title')}>
      <div className="rn-page">
        <section className="rn-card rn-center" aria-live="polite">
          {attempt.isError ? (
            <p role="alert">{t('loadFailed')}</p>
          ) : (
            <>
              <DotLoading color="primary" />
              <p className="rn-center__big">{t('progress.checking')}</p>
              <p className="rn-muted">{t('progress.hint')}</p>
            </>
          )}
        </section>
      </div>
    </Page>
  );
}
