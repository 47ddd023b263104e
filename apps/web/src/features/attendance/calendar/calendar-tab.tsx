import { lazy, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazySheet, useLazySheet } from '../../../ui/lazy-sheet';
import { useCalendarSummary } from '../api/get-calendar-summary';
import { DayCard } from './day-card';
import { formatMonth, formatMonthName, formatYear } from './format';
import { LoadFailed } from './load-state';
import { MonthCalendar } from './month-calendar';
import {
  addMonths,
  defaultSelectedDate,
  inYears,
  parseYm,
  pickerYears,
  sameMonth,
  type TYearMonth,
} from './month-grid';
import { StateLegend } from './state-legend';
import './calendar.css';
import { Chevron } from '../components/chevron';

// The month sheet (antd-mobile Picker, with react-spring) downloads on the first tap, not with the tab.
const Picker = lazy(() => import('antd-mobile/es/components/picker'));

/**
 * Today in the business time zone, for the first request only: the server's answer carries its own
 * `today`, which is the truth (GUIDE: the server's clock) and replaces this guess.
 */
function guessToday(): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Shanghai',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
}

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

/** /Attendancecard?tab=2: the month calendar (spec 1 §2) with the selected day's record below. */
export function CalendarTab() {
  const { t, i18n } = useTranslation(['attendance', 'common']);
  const [guessedToday] = useState(guessToday);
  const [month, setMonth] = useState<TYearMonth>(() => parseYm(guessedToday));
  const [picked, setPicked] = useState<string | null>(null);
  const [moved, setMoved] = useState(false);
  const picker = useLazySheet();
  const { data, isError, isPlaceholderData, refetch } = useCalendarSummary(month.year, month.month);
  const today = data?.today ?? guessedToday;
  const years = useMemo(() => pickerYears(parseYm(today).year), [today]);

  // The server's today wins over the phone's guess until the user moves to a month of their own.
  useEffect(() => {
    if (data && !moved && !sameMonth(parseYm(data.today), month)) setMonth(parseYm(data.today));
  }, [data, moved, month]);

  const days = useMemo(
    () => new Map(isPlaceholderData ? [] : (data?.days ?? []).map((day) => [day.attendanceDate, day])),
    [data, isPlaceholderData],
  );
  const selected = picked ?? defaultSelectedDate(month, today);

  const goTo = (next: TYearMonth, date: string | null = null) => {
    if (!inYears(next, years)) return;
    setMoved(true);
    setMonth(next);
    setPicked(date);
  };
  const previous = addMonths(month, -1);
  const next = addMonths(month, 1);
  const isThisMonth = sameMonth(month, parseYm(today));

  return (
    <div className="calendar-tab">
      <section className="cal-card">
        <header className="cal-head">
          <button
            type="button"
            className="cal-head__arrow"
            aria-label={t('calendar.previousMonth')}
            disabled={!inYears(previous, years)}
            onClick={() => goTo(previous)}
          >
            <Chevron direction="left" />
          </button>
          <button
            type="button"
            className="cal-head__title"
            aria-haspopup="dialog"
            aria-label={`${formatMonth(month, i18n.language)}, ${t('calendar.pickMonth')}`}
            onClick={picker.show}
          >
            {formatMonth(month, i18n.language)}
            <span className="cal-head__caret" aria-hidden="true" />
          </button>
          <button
            type="button"
            className="cal-head__arrow"
            aria-label={t('calendar.nextMonth')}
            disabled={!inYears(next, years)}
            onClick={() => goTo(next)}
          >
            <Chevron direction="right" />
          </button>
          <button
            type="button"
            className="cal-head__today"
            aria-pressed={isThisMonth && selected === today}
            onClick={() => goTo(parseYm(today), today)}
          >
            {t('calendar.today')}
          </button>
        </header>
        <MonthCalendar month={month} days={days} today={today} selected={selected} onSelect={setPicked} />
        {isError && !data && <LoadFailed onRetry={() => void refetch()} />}
        <StateLegend />
      </section>
      <DayCard date={selected} calendarDay={days.get(selected)} />
      <LazySheet sheet={picker}>
        <Picker
          visible={picker.visible}
          onClose={picker.close}
          title={t('calendar.pickMonth')}
          confirmText={t('common:ok')}
          cancelText={t('common:cancel')}
          columns={[
            years.map((year) => ({ label: formatYear(year, i18n.language), value: year })),
            MONTHS.map((m) => ({ label: formatMonthName(m, i18n.language), value: m })),
          ]}
          value={[month.year, month.month]}
          onConfirm={(value) => {
            const [year, m] = value as [number | null, number | null];
            if (year && m && !sameMonth({ year, month: m }, month)) goTo({ year, month: m });
          }}
        />
      </LazySheet>
    </div>
  );
}
