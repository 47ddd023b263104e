import { useTranslation } from 'react-i18next';
import { Page } from '../../../ui/page';
import { useMyActivities } from '../api/catalogue';
import { ActivityList } from '../components/activity-list';
import { MyActivityCard } from '../components/my-activity-card';
import '../activities.css';

/** /Myactivities (spec 2 §2): every registration of mine, newest first. */
export function MyActivitiesPage() {
  const { t } = useTranslation('activities');
  const list = useMyActivities('all');
  return (
    <Page title={t('my.title')}>
      <div className="act-page">
        <ActivityList
          list={list}
          itemKey={(item) => item.registrationId}
          renderItem={(item) => <MyActivityCard item={item} />}
          empty={t('my.empty')}
        />
      </div>
    </Page>
  );
}
