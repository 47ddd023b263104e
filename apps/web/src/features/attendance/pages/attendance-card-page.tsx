import { type ComponentType, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { settledLazy } from '../../../platform/settled-import';
import { Page } from '../../../ui/page';
import { PageLoading } from '../../../ui/page-loading';
import { TabBar } from '../../../ui/tab-bar';

/** A tab's body, downloaded when first opened (or started early with `start`). */
function tab(load: () => Promise<ComponentType>) {
  const Body = settledLazy(load);
  return { start: Body.load, Body };
}

/** The four tabs of /Attendancecard?tab= (spec 1 §2): each downloads when first opened. */
const TABS = [
  {
    key: '1',
    label: 'tabs.clock',
    ...tab(async () => (await import('../clock/clock-tab')).ClockTab),
  },
  {
    key: '2',
    label: 'tabs.calendar',
    ...tab(async () => (await import('../calendar/calendar-tab')).CalendarTab),
  },
  {
    key: '3',
    label: 'tabs.summary',
    ...tab(async () => (await import('../summary/summary-tab')).SummaryTab),
  },
  {
    key: '4',
    label: 'tabs.rules',
    ...tab(async () => (await import('../rules/rules-tab')).RulesTab),
  },
] as const;

const tabOf = (key: string | null) => TABS.find((item) => item.key === key) ?? TABS[0];

// The tab the address names starts downloading as soon as this module runs: the start-up preload
// (app/preload-route.ts) imports it before the first render, so the clock tab no longer waits for
// the page to render before it is asked for (one round trip less before the clock shows), and a
// tab here by the first render renders without a fallback first. A failure is left to the tab's
// own render, which asks again.
tabOf(new URLSearchParams(window.location.search).get('tab'))
  .start()
  .catch(() => undefined);

export function AttendanceCardPage() {
  const { t } = useTranslation('attendance');
  const [params, setParams] = useSearchParams();
  const active = tabOf(params.get('tab'));
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
