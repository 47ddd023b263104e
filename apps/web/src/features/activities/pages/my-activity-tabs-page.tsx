import type { TMyActivityTab } from '@ehome/shared/activities/catalogue';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '../../../ui/page';
import { TabBar } from '../../../ui/tab-bar';
import { useMyActivities } from '../api/catalogue';
import { ActivityList } from '../components/activity-list';
import { MyActivityCard } from '../components/my-activity-card';
import '../activities.css';

const TABS: TMyActivityTab[] = ['ongoing', 'ended'];

function TabList({ tab }: { tab: TMyActivityTab }) {
  const { t } = useTranslation('activities');
  const list = useMyActivities(tab);
  return (
    <ActivityList
      list={list}
      itemKey={(item) => item.registrationId}
      renderItem={(item) => <MyActivityCard item={item} showPay />}
      empty={t('my.empty')}
    />
  );
}

/** /Myactivitypage (spec 2 §2): my registrations in two tabs; an unpaid one offers "go pay". */
export function MyActivityTabsPage() {
  const { t } = useTranslation('activities');
  const [params, setParams] = useSearchParams();
  const tab: TMyActivityTab = params.get('tab') === 'ended' ? 'ended' : 'ongoing';
  return (
    <Page title={t('my.title')}>
      <div className="act-page">
        <TabBar
          items={TABS.map((key) => ({ key, title: t(key === 'ongoing' ? 'my.tabOngoing' : 'my.tabEnded') }))}
          activeKey={tab}
          onChange={(key) => setParams({ tab: key }, { replace: true })}
        />
        <TabList key={tab} tab={tab} />
      </div>
    </Page>
  );
}
