import Button from 'antd-mobile/es/components/button';
import Checkbox from 'antd-mobile/es/components/checkbox';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { showToast } from '../../../platform/feedback';
import { serverMessage } from '../../../platform/server-message';
import { Page } from '../../../ui/page';
import { PageLoading } from '../../../ui/page-loading';
import {
  progressPath,
  useAuthorization,
  useRealNameStatus,
  useSignAuthorization,
  useVerification,
} from '../api';
import { DevelopmentBanner, MaskedElements, StateTag } from '../components/parts';
import { SignaturePad } from '../components/signature-pad';
import '../real-name.css';

/**
 * /realNameResult?id=: verified - read and sign the deduction authorisation (spec 3 §4); failed -
 * the reason and a retry with the attempts left today.
 */
export function ResultPage() {
  const { t } = useTranslation('realName');
  const navigate = useNavigate();
  const id = useSearchParams()[0].get('id') ?? '';
  const attempt = useVerification(id);
  const status = useRealNameStatus();
  const v = attempt.data;
  useEffect(() => {
    if (v?.status === 'pending') navigate(progressPath(v.id), { replace: true });
  }, [v, navigate]);
  if (!v || !status.data) {
    return (
      <Page title={t('result.title')}>
        {attempt.isError || status.isError ? (
          <p className="rn-center" role="alert">
            {t('loadFailed')}
          </p>
        ) : (
          <PageLoading />
        )}
      </Page>
    );
  }
  const s = status.data;
  return (
    <Page title={t('result.title')} onBack={() => navigate('/realNameAuthentication', { replace: true })}>
      <div className="rn-page">
        <DevelopmentBanner show={v.provider === 'development'} />
        <section className="rn-card rn-result">
          <h2 className="rn-card__title">
            <span>{v.status === 'verified' ? t('result.verified') : t('result.failed')}</span>
            <StateTag state={v.status} />
          </h2>
          {v.failureReason ? <p className="rn-reason">{v.failureReason}</p> : null}
          <MaskedElements v={v} />
        </section>
        {v.status === 'verified' ? (
          <Authorization />
        ) : v.status === 'failed' ? (
          <>
            <p className="rn-muted">{t('attemptsLeft', { count: s.attemptsLeft, max: s.attemptsPerDay })}</p>
            <Button
              block
              color="primary"
              size="large"
              disabled={s.verified || s.attemptsLeft === 0}
              onClick={() => navigate('/bankCardVerification', { replace: true })}
            >
              {t('retry')}
            </Button>
            {s.retryFrom ? <p className="rn-muted">{t('retryFrom', { date: s.retryFrom })}</p> : null}
          </>
        ) : null}
      </div>
    </Page>
  );
}

function Authorization() {
  const { t } = useTranslation('realName');
  const navigate = useNavigate();
  const doc = useAuthorization(true);
  const sign = useSignAuthorization();
  const [agreed, setAgreed] = useState(false);
  const [image, setImage] = useState<string | null>(null);
  const d = doc.data;
  if (!d) return doc.isError ? <p role="alert">{t('loadFailed')}</p> : <PageLoading />;
  const signed = d.signature?.current === true;
  const submit = async () => {
    if (!agreed) {
      showToast(t('sign.agreeFirst'));
      return;
    }
    try {
      await sign.mutateAsync({ version: d.version, textHash: d.textHash, signatureImage: image });
      showToast(serverMessage('realName.signed'));
      navigate('/realNameAuthentication', { replace: true });
    } catch {
      // Refusals (a newer text, an invalid drawing) were toasted; the text is fetched again.
      void doc.refetch();
    }
  };
  return (
    <section className="rn-card rn-auth" aria-label={d.title}>
      <h3>{d.title}</h3>
      {d.paragraphs.map((p) => (
        <p key={p.slice(0, 24)}>{p}</p>
      ))}
      <p className="rn-muted">{t('sign.version', { version: d.version })}</p>
      {signed ? (
        <p className="rn-text">
          {t('signedOn', { date: d.signature?.signedAt.slice(0, 10), version: d.version })}
        </p>
      ) : (
        <>
          <h2 className="rn-card__title">{t('sign.title')}</h2>
          <SignaturePad onChange={setImage} />
          <Checkbox checked={agreed} onChange={setAgreed} style={{ margin: '12px 0', fontSize: 14 }}>
            {t('sign.agree')}
          </Checkbox>
          <Button block color="primary" size="large" loading={sign.isPending} onClick={() => void submit()}>
            {t('sign.submit')}
          </Button>
        </>
      )}
    </section>
  );
}
