import { shopImageUrl } from '@ehome/shared/shop/catalogue-helpers';
import Button from 'antd-mobile/es/components/button';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Page } from '../../../ui/page';
import { PageLoading } from '../../../ui/page-loading';
import { useActivity, useMarkActivityRead } from '../api/catalogue';
import { ActivityStateTag } from '../components/activity-state-tag';
import { eventRegistrationPath, galleryPath, myRegistrationPath } from '../paths';
import '../activities.css';

/** /ActivitiesAndWelfareDetail?id (spec 2 §2): one activity; opening it marks it read. */
export function ActivityDetailPage() {
  const { t } = useTranslation('activities');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const activity = useActivity(id);
  const markRead = useMarkActivityRead();
  const loaded = activity.data?.id ?? null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per opened activity
  useEffect(() => {
    if (loaded) markRead.mutate(loaded);
  }, [loaded]);

  const a = activity.data;
  if (!a) {
    return (
      <Page title={t('detail.title')}>
        {activity.isError || !id ? (
          <section className="act-state" role="alert">
            <p>{activity.error?.message || t('detail.loadFailed')}</p>
          </section>
        ) : (
          <PageLoading />
        )}
      </Page>
    );
  }
  const places =
    a.limit > 0 ? `${a.signedCount}/${a.limit}` : t('detail.unlimited', { signed: a.signedCount });
  return (
    <Page title={t('detail.title')}>
      <div className="act-page act-page--action">
        {a.logoPath ? <img className="act-cover" src={shopImageUrl(a.logoPath, 640)} alt="" /> : null}
        <section className="act-section">
          <h1 className="act-title">{a.name}</h1>
          <ActivityStateTag state={a.state} />
          <dl className="act-facts" style={{ marginTop: 10 }}>
            <dt>{t('detail.signUpWindow')}</dt>
            <dd>{t('detail.range', { from: a.startDate, to: a.endDate })}</dd>
            <dt>{t('detail.eventTime')}</dt>
            <dd>{t('detail.range', { from: a.eventStart, to: a.eventEnd })}</dd>
            <dt>{t('detail.location')}</dt>
            <dd>{a.location}</dd>
            <dt>{t('detail.fee')}</dt>
            <dd>{a.actFee === '0.00' ? t('detail.free') : t('detail.perPerson', { fee: a.actFee })}</dd>
            <dt>{t('detail.places')}</dt>
            <dd>{places}</dd>
          </dl>
        </section>
        {a.imageList.length > 0 ? (
          <section className="act-section">
            <h2>{t('detail.gallery')}</h2>
            <div className="act-gallery">
              {a.imageList.map((image, index) => (
                <button
                  key={image.path}
                  type="button"
                  aria-label={
                    image.image_decpt || t('gallery.count', { index: index + 1, total: a.imageList.length })
                  }
                  onClick={() => navigate(galleryPath(a.id, index))}
                >
                  <img src={shopImageUrl(image.path, 320)} alt="" loading="lazy" />
                </button>
              ))}
            </div>
          </section>
        ) : null}
        <section className="act-section">
          <h2>{t('detail.intro')}</h2>
          <p className="act-intro">{a.description}</p>
        </section>
        <div className="act-actions">
          {a.regID ? (
            <Button
              block
              color="primary"
              fill="outline"
              onClick={() => navigate(myRegistrationPath(a.id, a.regID as string))}
            >
              {t('detail.myRegistration')}
            </Button>
          ) : null}
          {a.regID && a.isSubmit ? null : (
            <Button
              block
              color="primary"
              disabled={a.state !== 'open' && !a.regID}
              onClick={() => navigate(eventRegistrationPath(a.id))}
            >
              {a.state === 'open' || a.regID
                ? t(a.isRes ? 'detail.apply' : 'detail.signUp')
                : t(`state.${a.state}`)}
            </Button>
          )}
        </div>
      </div>
    </Page>
  );
}
