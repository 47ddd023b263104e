import type { TActivityListItem } from '@ehome/shared/activities/catalogue';
import { shopImageUrl } from '@ehome/shared/shop/catalogue-helpers';
import { Trans, useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LineIcon } from '../../../ui/line-icon';
import { Page } from '../../../ui/page';
import { useActivityList } from '../api/catalogue';
import { ActivityList } from '../components/activity-list';
import { ActivityStateTag } from '../components/activity-state-tag';
import { activityDetailPath, MY_ACTIVITIES_PATH, MY_RIGHTS_PATH } from '../paths';
import '../activities.css';

const GIFT = 'M4 11h16v9H4zM3 7h18v4H3zM12 7v13M12 7c-2-4-6-3-5 0M12 7c2-4 6-3 5 0';
const FLAG = 'M5 21V4M5 4h11l-2 4 2 4H5';

function ActivityCard({ activity }: { activity: TActivityListItem }) {
  const { t } = useTranslation('activities');
  const navigate = useNavigate();
  const places =
    activity.limit > 0
      ? t('list.places', { signed: activity.signedCount, limit: activity.limit })
      : t('list.placesUnlimited', { signed: activity.signedCount });
  return (
    <button type="button" className="act-card" onClick={() => navigate(activityDetailPath(activity.id))}>
      {activity.logoPath ? (
        <img className="act-card__img" src={shopImageUrl(activity.logoPath, 320)} alt="" loading="lazy" />
      ) : (
        <span className="act-card__img" />
      )}
      <span className="act-card__body">
        <span className="act-card__name">{activity.activity_name}</span>
        <span className="act-card__line">
          {/* Each end whole on its line ("2026-12-17 18:00" never split at its space or hyphen). */}
          <Trans
            t={t}
            i18nKey="list.signUpWindow"
            values={{ from: activity.startDate, to: activity.endDate }}
            components={{ t: <span className="act-nowrap" /> }}
          />
        </span>
        <span className="act-card__line">{places}</span>
        <span className="act-card__foot">
          <span className="act-card__fee">
            {activity.actFee === '0.00' ? t('list.free') : t('list.fee', { fee: activity.actFee })}
          </span>
          <ActivityStateTag state={activity.state} />
        </span>
      </span>
      {activity.is_read ? null : <span className="act-dot" role="img" aria-label={t('list.unread')} />}
    </button>
  );
}

/** /ActivitiesAndWelfare (spec 2 §2): the company's activities, my welfare and my activities. */
export function ActivitiesPage() {
  const { t } = useTranslation('activities');
  const navigate = useNavigate();
  const list = useActivityList();
  return (
    <Page title={t('list.title')}>
      <div className="act-page">
        <div className="act-tiles">
          <button type="button" className="act-tile" onClick={() => navigate(MY_RIGHTS_PATH)}>
            <LineIcon path={GIFT} />
            {t('list.myWelfare')}
          </button>
          <button type="button" className="act-tile" onClick={() => navigate(MY_ACTIVITIES_PATH)}>
            <LineIcon path={FLAG} />
            {t('list.myActivities')}
          </button>
        </div>
        <ActivityList
          list={list}
          itemKey={(a) => a.id}
          renderItem={(activity) => <ActivityCard activity={activity} />}
        />
      </div>
    </Page>
  );
}
