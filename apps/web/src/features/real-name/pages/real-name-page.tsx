import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Page } from '../../../ui/page';
import { PageLoading } from '../../../ui/page-loading';
import { progressPath, resultPath, useRealNameStatus } from '../api';
import { DevelopmentBanner, MaskedElements, StateTag } from '../components/parts';
import '../real-name.css';

/**
 * /realNameAuthentication (spec 3 §2.6, §4): what real-name verification is for and where the
 * person stands. It starts the flow, leads to a pending check or a result, and a verified and
 * signed person sees their (masked) status.
 */
export function RealNamePage() {
  const { t } = useTranslation('realName');
  const navigate = useNavigate();
  const status = useRealNameStatus();
  const s = status.data;
  return (
    <Page title={t('title')}>
      {!s ? (
        status.isError ? (
          <p className="rn-center" role="alert">
            {t('loadFailed')}
          </p>
        ) : (
          <PageLoading />
        )
      ) : (
        <div className="rn-page">
          <DevelopmentBanner show={s.development} />
          <section className="rn-card rn-status">
            <h2 className="rn-card__title">
              <span>{t('status')}</span>
              <StateTag state={s.verified ? 'verified' : s.state} />
            </h2>
            {s.verified && s.latest ? <MaskedElements v={s.latest} /> : null}
            {s.verified ? (
              <p className="rn-muted">
                {s.signed && s.signature
                  ? t('signedOn', { date: s.signature.signedAt.slice(0, 10), version: s.signature.version })
                  : t('notSigned')}
              </p>
            ) : null}
          </section>
          {!s.verified ? (
            <section className="rn-card">
              <h2 className="rn-card__title">{t('intro.title')}</h2>
              <p className="rn-text">{t('intro.why')}</p>
              <ol className="rn-steps">
                <li>{t('intro.step1')}</li>
                <li>{t('intro.step2')}</li>
                <li>{t('intro.step3')}</li>
              </ol>
              <p className="rn-muted">{t('intro.privacy')}</p>
            </section>
          ) : null}
          {s.verified && (!s.signed || !s.signature?.current) && s.latest ? (
            <Button
              block
              color="primary"
              size="large"
              onClick={() => navigate(resultPath(s.latest?.id ?? ''))}
            >
              {t('goSign')}
            </Button>
          ) : null}
          {s.state === 'pending' && s.latest ? (
            <Button
              block
              color="primary"
              size="large"
              onClick={() => navigate(progressPath(s.latest?.id ?? ''))}
            >
              {t('viewProgress')}
            </Button>
          ) : null}
          {!s.verified && s.state !== 'pending' ? (
            <>
              <p className="rn-muted">
                {t('attemptsLeft', { count: s.attemptsLeft, max: s.attemptsPerDay })}
              </p>
              <Button
                block
                color="primary"
                size="large"
                disabled={s.attemptsLeft === 0}
                onClick={() => navigate('/bankCardVerification')}
              >
                {s.state === 'failed' ? t('retry') : t('start')}
              </Button>
              {s.retryFrom ? <p className="rn-muted">{t('retryFrom', { date: s.retryFrom })}</p> : null}
            </>
          ) : null}
        </div>
      )}
    </Page>
  );
}
