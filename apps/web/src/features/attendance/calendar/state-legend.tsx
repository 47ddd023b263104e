import type { TAttendanceStateValue } from '@ehome/shared/attendance/schemas';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './attendance-states.css';

/** States a calendar day can be marked with, in the legend's order. */
const LEGEND_STATES = [
  'normal',
  'late',
  'early',
  'missing',
  'absent',
  'leave',
  'trip',
  'outing',
] as const satisfies readonly TAttendanceStateValue[];

/** A state's colour dot; `ring` for work on a day off. */
export function StateDot({ tone, ring = false }: { tone: string; ring?: boolean }) {
  return (
    <span className={`state-dot state-tone--${tone}${ring ? ' state-dot--ring' : ''}`} aria-hidden="true" />
  );
}

/** A state's name on its colour, e.g. the day card's 迟到. */
export function StateTag({ state, children }: { state: string; children?: ReactNode }) {
  const { t } = useTranslation('attendance');
  return <span className={`state-tag state-tone--${state}`}>{children ?? t(`state.${state}`)}</span>;
}

/** What the calendar's dots and badges mean. */
export function StateLegend() {
  const { t } = useTranslation('attendance');
  return (
    <ul className="state-legend" aria-label={t('calendar.legend')}>
      {LEGEND_STATES.map((state) => (
        <li key={state} className="state-legend__item">
          <StateDot tone={state} />
          {t(`state.${state}`)}
        </li>
      ))}
      <li className="state-legend__item">
        <StateDot tone="restWork" ring />
        {t('restDayWork')}
      </li>
      <li className="state-legend__item">
        <span className="state-legend__badge state-legend__badge--rest" aria-hidden="true">
          {t('badge.rest')}
        </span>
        {t('calendar.badgeRest')}
      </li>
      <li className="state-legend__item">
        <span className="state-legend__badge state-legend__badge--work" aria-hidden="true">
          {t('badge.work')}
        </span>
        {t('makeUpWorkday')}
      </li>
    </ul>
  );
}
