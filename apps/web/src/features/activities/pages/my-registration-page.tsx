import { shopImageUrl } from '@ehome/shared/shop/catalogue-helpers';
import Button from 'antd-mobile/es/components/button';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Page } from '../../../ui/page';
import { PageLoading } from '../../../ui/page-loading';
import { payPath } from '../../payment';
import { useMarkActivityRead, useMyRegistration } from '../api/catalogue';
import { ActivityStateTag } from '../components/activity-state-tag';
import { RelativeLine } from '../components/relative-line';
import { activityDetailPath } from '../paths';
import '../activities.css';

/** /Detailedactivity?activity_id&registrationId (spec 2 §2): one registration of mine; marks it read. */
export function MyRegistrationPage() {
  const { t } = useTranslation('activities');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const registrationId = params.get('registrationId') ?? '';
  const registration = useMyRegistration(registrationId);
  const markRead = useMarkActivityRead();
  const activityId = registration.data?.activity.id ?? null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per opened registration
  useEffect(() => {
    if (activityId) markRead.mutate(activityId);
  }, [activityId]);

  const r = registration.data;
  if (!r) {
    return (
      <Page title={t('registration.title')}>
        {registration.isError || !registrationId ? (
          <section className="act-state" role="alert">
            <p>{registration.error?.message || t('registration.loadFailed')}</p>
          </section>
        ) : (
          <PageLoading />
        )}
      </Page>
    );
  }
  return (
    <Page title={t('registration.title')}>
      <div className={`act-page${r.needsPay ? ' act-page--action' : ''}`}>
        <button
          type="button"
          className="act-card"
          style={{ marginTop: 10 }}
          onClick={() => navigate(activityDetailPath(r.activity.id))}
        >
          {r.activity.logoPath ? (
            <img className="act-card__img" src={shopImageUrl(r.activity.logoPath, 320)} alt="" />
          ) : null}
          <span className="act-card__body">
            <span className="act-card__name">{r.activity.name}</span>
            <span className="act-card__line">
              {t('detail.range', { from: r.activity.eventStart, to: r.activity.eventEnd })}
            </span>
            <span className="act-card__line">{r.activity.location}</span>
            <span className="act-card__foot">
              <ActivityStateTag state={r.activity.state} />
            </span>
          </span>
        </button>
        <section className="act-section">
          <dl className="act-facts">
            <dt>{t('registration.regNo')}</dt>
            <dd>{r.regNo}</dd>
            <dt>{t('registration.status')}</dt>
            <dd>{t(`status.${r.status}`)}</dd>
            <dt>{t('registration.registeredAt')}</dt>
            <dd>{r.registration_date}</dd>
            {r.submit_date ? (
              <>
                <dt>{t('registration.submittedAt')}</dt>
                <dd>{r.submit_date}</dd>
              </>
            ) : null}
            <dt>{t('registration.persons')}</dt>
            <dd>{r.persons}</dd>
            <dt>{t('registration.total')}</dt>
            <dd>¥{r.total}</dd>
            {r.paidAt ? (
              <>
                <dt>{t('registration.paidAt')}</dt>
                <dd>{r.paidAt}</dd>
              </>
            ) : null}
            {r.holdUntil ? (
              <>
                <dt>{t('registration.holdUntil')}</dt>
                <dd>{r.holdUntil}</dd>
              </>
            ) : null}
          </dl>
        </section>
        <section className="act-section">
          <h2>{t('registration.answers')}</h2>
          {r.answers.length ? (
            <ul className="act-answer-list">
              {r.answers.map((a) => (
                <li key={a.name}>
                  <span>{a.name}</span>
                  <span>{a.value || '-'}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="act-card__line">{t('registration.noAnswers')}</p>
          )}
        </section>
        {r.relatives.length ? (
          <section className="act-section">
            <h2>{t('registration.relatives')}</h2>
            <ul className="act-answer-list">
              {r.relatives.map((p) => (
                <RelativeLine key={`${p.name}-${p.relation}`} relative={p} />
              ))}
            </ul>
          </section>
        ) : null}
        {r.needsPay ? (
          <div className="act-actions">
            <Button
              block
              color="danger"
              onClick={() => navigate(payPath('myactivitypage', `activity:${r.registrationId}`))}
            >
              {t('my.goPay')}
            </Button>
          </div>
        ) : null}
      </div>
    </Page>
  );
}
