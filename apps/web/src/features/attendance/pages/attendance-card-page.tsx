import { type ComponentType, lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '../../../ui/page';
import { PageLoading } from '../../../ui/page-loading';
import { TabBar } from '../../../ui/tab-bar';

const tab = (load: () => Promise<{ default: ComponentType }>) => lazy(load);

/** The four tabs of /Attendancecard?tab= (spec 1 §2): each downloads when first opened. */
const TABS = [
  {
    key: '1',
    label: 'tabs.clock',
    Body: tab(async () => ({ default: (await import('../clock/clock-tab')).ClockTab })),
  },
  {
    key: '2',
    label: 'tabs.calendar',
    Body: tab(async () => ({ default: (await import('../calendar/calendar-tab')).CalendarTab })),
  },
  {
    key: '3',
    label: 'tabs.summary',
    Body: tab(async () => ({ default: (await import('../summary/summary-tab')).SummaryTab })),
  },
  {
    key: '4',
    label: 'tabs.rules',
    Body: tab(async () => ({ default: (await import('../rules/rules-tab')).RulesTab })),
  },
] as const;

export function AttendanceCardPage() {
  const { t } = useTranslation('attendance');
  const [params, setParams] = useSearchParams();
  const active = TABS.find((item) => item.key === params.get('tab')) ?? TABS[0];
  return (
    <Page title={t('title')}>
      <TabBar
        items={TABS.map((item) => ({ key: item.key, title: t(item.label) }))}
        activeKey={active.key}
        // Switching tabs replaces the entry, so Back leaves the attendance card rather than the tab.
        onChange={(key) => setParams({ tab: key }, { replace: true })}
      />
      <Suspense fallback={<PageLoading />}>
        <active.Body />
      </Suspense>
    </Page>
  );
}
