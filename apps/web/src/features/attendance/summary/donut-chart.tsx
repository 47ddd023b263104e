import type { TCalendarDay } from '@ehome/shared/attendance/schemas';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { StateDot } from '../calendar/state-legend';
import { donutArcs } from './donut';
import { workdaySlices } from './summary-model';

const SIZE = 132;
const RADIUS = 52;
const STROKE = 18;

/**
 * How the month's workdays went, as a donut: each workday once, coloured by its state, the days
 * still to come in grey. Hand-drawn SVG (no chart library); the legend beside it carries the
 * numbers, and the picture is described to screen readers.
 */
export function WorkdayDonut({ days }: { days: readonly TCalendarDay[] }) {
  const { t } = useTranslation('attendance');
  const titleId = useId();
  const slices = workdaySlices(days);
  const workdays = slices.reduce((sum, s) => sum + s.value, 0);
  const arcs = donutArcs(slices, { cx: SIZE / 2, cy: SIZE / 2, r: RADIUS });
  const shown = slices.filter((s) => s.value > 0);
  if (workdays === 0) return <p className="donut__empty">{t('summary.noWorkdays')}</p>;
  const description = shown
    .map((s) => `${t(`state.${s.key}`)} ${t('summary.dayCount', { count: s.value })}`)
    .join(', ');
  return (
    <div className="donut">
      <svg
        className="donut__chart"
        width={SIZE}
        height={SIZE}
        viewBox={`0 0 ${SIZE} ${SIZE}`}
        role="img"
        aria-labelledby={titleId}
      >
        <title id={titleId}>{`${t('summary.workdays', { count: workdays })}: ${description}`}</title>
        <circle cx={SIZE / 2} cy={SIZE / 2} r={RADIUS} fill="none" stroke="#f2f3f5" strokeWidth={STROKE} />
        {arcs.map((arc) => (
          <path
            key={arc.key}
            className={`donut__arc state-tone--${arc.key}`}
            d={arc.path}
            fill="none"
            strokeWidth={STROKE}
          />
        ))}
        <text x="50%" y="47%" textAnchor="middle" className="donut__total">
          {workdays}
        </text>
        <text x="50%" y="64%" textAnchor="middle" className="donut__caption">
          {t('summary.workdaysCaption')}
        </text>
      </svg>
      <ul className="donut__legend">
        {shown.map((slice) => (
          <li key={slice.key}>
            <StateDot tone={slice.key} />
            <span className="donut__name">{t(`state.${slice.key}`)}</span>
            <span className="donut__value">{slice.value}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
