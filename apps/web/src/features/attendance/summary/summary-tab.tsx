import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LazySheet, useLazySheet } from '../../../ui/lazy-sheet';
import { useAttendanceMonths } from '../api/get-attendance-months';
import { useAttendanceSummary } from '../api/get-attendance-summary';
import { useCalendarSummary } from '../api/get-calendar-summary';
import { formatMonth } from '../calendar/format';
import { LoadFailed } from '../calendar/load-state';
import { parseYm } from '../calendar/month-grid';
import { WorkdayDonut } from './donut-chart';
import { SummaryTiles } from './summary-tiles';
import { VacationBalances } from './vacation-balances';
import '../calendar/attendance-states.css';
import './summary.css';

// The month sheet (antd-mobile Picker, with react-spring) downloads on the first tap, not with the tab.
const Picker = lazy(() => import('antd-mobile/es/components/picker'));

/**
 * /Attendancecard?tab=3: a month's summary (spec 1 §2). The month is kept in the address (`ym`), so
 * coming back from a category's list shows the month it was opened from.
 */
export function SummaryTab() {
  const { t, i18n } = useTranslation(['attendance', 'common']);
  const [params, setParams] = useSearchParams();
  const picker = useLazySheet();
  const monthsQuery = useAttendanceMonths();

  if (!monthsQuery.data) {
    return monthsQuery.isError ? (
      <LoadFailed onRetry={() => void monthsQuery.refetch()} />
    ) : (
      <p className="load-empty">{t('common:loading')}</p>
    );
  }
  const { months, currentMonth } = monthsQuery.data;
  const offered = months.length > 0 ? months : [currentMonth];
  const asked = params.get('ym');
  const ym = asked && offered.includes(asked) ? asked : currentMonth;
  const index = offered.indexOf(ym);
  // Months come newest first: the older month is the next one in the list.
  const older = offered[index + 1];
  const newer = index > 0 ? offered[index - 1] : undefined;
  const choose = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('ym', next);
        return updated;
      },
      { replace: true },
    );

  return (
    <div className="summary-tab">
      <header className="month-bar">
        <button
          type="button"
          className="month-bar__arrow"
          aria-label={t('calendar.previousMonth')}
          disabled={!older}
          onClick={() => older && choose(older)}
        >
          <span className="month-bar__chevron month-bar__chevron--left" aria-hidden="true" />
        </button>
        <button
          type="button"
          className="month-bar__title"
          aria-haspopup="dialog"
          aria-label={`${formatMonth(parseYm(ym), i18n.language)}, ${t('calendar.pickMonth')}`}
          onClick={picker.show}
        >
          {formatMonth(parseYm(ym), i18n.language)}
          <span className="month-bar__caret" aria-hidden="true" />
        </button>
        <button
          type="button"
          className="month-bar__arrow"
          aria-label={t('calendar.nextMonth')}
          disabled={!newer}
          onClick={() => newer && choose(newer)}
        >
          <span className="month-bar__chevron month-bar__chevron--right" aria-hidden="true" />
        </button>
      </header>
      <MonthSummary ym={ym} />
      <VacationBalances ym={ym} />
      <LazySheet sheet={picker}>
        <Picker
          visible={picker.visible}
          onClose={picker.close}
          title={t('calendar.pickMonth')}
          confirmText={t('common:ok')}
          cancelText={t('common:cancel')}
          columns={[
            offered.map((month) => ({ label: formatMonth(parseYm(month), i18n.language), value: month })),
          ]}
          value={[ym]}
          onConfirm={([value]) => {
            if (typeof value === 'string' && value !== ym) choose(value);
          }}
        />
      </LazySheet>
    </div>
  );
}

/** The month's workday donut and category tiles. */
function MonthSummary({ ym }: { ym: string }) {
  const { t } = useTranslation(['attendance', 'common']);
  const { year, month } = parseYm(ym);
  const summary = useAttendanceSummary(ym);
  const calendar = useCalendarSummary(year, month);
  const days = calendar.data && !calendar.isPlaceholderData ? calendar.data.days : null;
  return (
    <>
      <section className="summary-card" aria-labelledby="overview-title">
        <h2 id="overview-title" className="summary-card__title">
          {t('summary.overviewTitle')}
        </h2>
        {days ? (
          <>
            <WorkdayDonut days={days} />
            <p className="summary-card__note">{t('summary.donutNote')}</p>
          </>
        ) : calendar.isError ? (
          <LoadFailed onRetry={() => void calendar.refetch()} />
        ) : (
          <p className="load-empty">{t('common:loading')}</p>
        )}
      </section>
      <section className="summary-card" aria-labelledby="totals-title">
        <h2 id="totals-title" className="summary-card__title">
          {t('summary.totalsTitle')}
        </h2>
        {summary.data && !summary.isPlaceholderData ? (
          <SummaryTiles summary={summary.data} ym={ym} />
        ) : summary.isError ? (
          <LoadFailed onRetry={() => void summary.refetch()} />
        ) : (
          <p className="load-empty">{t('common:loading')}</p>
        )}
      </section>
    </>
  );
}
