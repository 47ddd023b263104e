import type { TCalendarDay } from '@ehome/shared/attendance/schemas';
import { useTranslation } from 'react-i18next';
import { dayBadge, dayLabel } from './day-label';
import { formatDayMonth } from './format';
import { monthGrid, type TYearMonth, WEEK_START, weekdayColumns } from './month-grid';
import { StateDot } from './state-legend';

/** States that mark a day with a dot; rest days, holidays and days still to come carry none. */
const DOT_STATES = new Set(['normal', 'late', 'early', 'absent', 'missing', 'leave', 'outing', 'trip']);

type TProps = {
  month: TYearMonth;
  /** The month's days from the server, by date (empty while they load). */
  days: ReadonlyMap<string, TCalendarDay>;
  today: string;
  selected: string;
  onSelect: (date: string) => void;
};

/** The month grid: a weekday header and one button per day (number, lunar line, badge, state dot). */
export function MonthCalendar({ month, days, today, selected, onSelect }: TProps) {
  const { t } = useTranslation('attendance');
  const columns = weekdayColumns(WEEK_START);
  const weeks = monthGrid(month, WEEK_START).map((week) =>
    week.map((date, column) => ({ date, weekday: columns[column]!, key: date ?? `blank-${column}` })),
  );
  return (
    <table className="cal-grid">
      <thead>
        <tr>
          {columns.map((weekday) => (
            <th
              key={weekday}
              scope="col"
              abbr={t(`weekday.${weekday}`)}
              className={weekday === 0 || weekday === 6 ? 'cal-grid__weekend' : undefined}
            >
              {t(`weekdayShort.${weekday}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week.find((cell) => cell.date)?.date}>
            {week.map(({ date, weekday, key }) => (
              <td key={key}>
                {date && (
                  <DayCell
                    date={date}
                    weekday={weekday}
                    day={days.get(date)}
                    isToday={date === today}
                    isSelected={date === selected}
                    onSelect={onSelect}
                  />
                )}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function DayCell({
  date,
  weekday,
  day,
  isToday,
  isSelected,
  onSelect,
}: {
  date: string;
  weekday: number;
  day: TCalendarDay | undefined;
  isToday: boolean;
  isSelected: boolean;
  onSelect: (date: string) => void;
}) {
  const { t, i18n } = useTranslation('attendance');
  const label = day ? dayLabel(day) : null;
  const labelText = label ? t(label.key, label.params) : '';
  const badge = day ? dayBadge(day) : null;
  const dot = day && DOT_STATES.has(day.state) ? day.state : null;
  const badgeText = badge ? t(`badge.${badge}`) : '';
  // 休 / 班 sit in the corner as in Chinese calendars; a word ("Off") would cover the day number,
  // so it goes to the marks line below instead.
  const wideBadge = badgeText.length > 1;
  const soft = day ? day.dayType !== 0 : weekday === 0 || weekday === 6;
  const className = [
    'cal-cell',
    soft && 'cal-cell--soft',
    day?.state === 'absent' && 'cal-cell--absent',
    isToday && 'cal-cell--today',
    isSelected && 'cal-cell--selected',
  ]
    .filter(Boolean)
    .join(' ');
  // What a screen reader says for the button: the visible marks in words.
  const spoken = [
    formatDayMonth(date, i18n.language),
    t(`weekday.${weekday}`),
    isToday ? t('calendar.today') : '',
    labelText,
    badge === 'rest' ? t('calendar.badgeRest') : badge === 'work' ? t('makeUpWorkday') : '',
    dot ? t(`state.${dot}`) : '',
    day?.restDayWork ? t('restDayWork') : '',
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <button
      type="button"
      className={className}
      aria-pressed={isSelected}
      aria-current={isToday ? 'date' : undefined}
      onClick={() => onSelect(date)}
    >
      {/* The name is the sentence, not the marks: a name given by aria-label would have to contain
          the visible text word for word (WCAG 2.5.3), which the short marks cannot be. */}
      <span className="visually-hidden">{spoken}</span>
      <span className="cal-cell__num" aria-hidden="true">
        {Number(date.slice(8))}
      </span>
      <span className={`cal-cell__label${label ? ` cal-cell__label--${label.kind}` : ''}`} aria-hidden="true">
        {labelText}
      </span>
      {badge && !wideBadge && (
        <span className={`cal-cell__badge cal-cell__badge--${badge}`} aria-hidden="true">
          {badgeText}
        </span>
      )}
      <span className="cal-cell__marks" aria-hidden="true">
        {badge && wideBadge && (
          <span className={`cal-cell__badge cal-cell__badge--inline cal-cell__badge--${badge}`}>
            {badgeText}
          </span>
        )}
        {dot && <StateDot tone={dot} />}
        {day?.restDayWork && <StateDot tone="restWork" ring />}
      </span>
    </button>
  );
}
