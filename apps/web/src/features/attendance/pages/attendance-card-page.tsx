import { type ComponentType, lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '../../../ui/page';
import { PageLoading } from '../../../ui/page-loading';
import { TabBar } from '../../../ui/tab-bar';

type TTabModule = { default: ComponentType };

/** A tab's lazy body and its download, started once (a failed start is not kept: the next asks again). */
function tab(load: () => Promise<TTabModule>) {
  let started: Promise<TTabModule> | undefined;
  const start = () => {
    started ??= load().catch((error: unknown) => {
      started = undefined;
      throw error;
    });
    return started;
  };
  return { start, Body: lazy(start) };
}

/** The four tabs of /Attendancecard?tab= (spec 1 §2): each downloads when first opened. */
const TABS = [
  {
    key: '1',
    label: 'tabs.clock',
    ...tab(async () => ({ default: (await import('../clock/clock-tab')).ClockTab })),
  },
  {
    key: '2',
    label: 'tabs.calendar',
    ...tab(async () => ({ default: (await import('../calendar/calendar-tab')).CalendarTab })),
  },
  {
    key: '3',
    label: 'tabs.summary',
    ...tab(async () => ({ default: (await import('../summary/summary-tab')).SummaryTab })),
  },
  {
    key: '4',
    label: 'tabs.rules',
    ...tab(async () => ({ default: (await import('../rules/rules-tab')).RulesTab })),
  },
] as const;

const tabOf = (key: string | null) => TABS.find((item) => item.key === key) ?? TABS[0];

// The tab the address names starts downloading as soon as this module runs: the start-up preload
// (app/preload-route.ts) imports it before the first render, so the clock tab no longer waits for
// the page to render before it is asked for (one round trip less before the clock shows). A
// failure is left to the tab's own render, which asks again.
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
