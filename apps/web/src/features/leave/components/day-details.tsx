import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LeaveLength } from './leave-length';

export type TDayDetail = { date: string; workDayType: number; length: number | string };

type TProps = {
  details: readonly TDayDetail[];
  totals: { workingDay: number; weekend: number; holiday: number };
  uom: number;
};

/** Rows shown before the list folds: a week of leave reads without a tap. */
const FOLDED_ROWS = 7;

/**
 * How the server counted a period (GetLeaveDays detailList, spec 1 §3): each date with its kind
 * (workDayType 0 workday, 1 weekend, 2 holiday) and what it counts, under the totals per kind.
 */
export function DayDetails({ details, totals, uom }: TProps) {
  const { t } = useTranslation('leave');
  const [open, setOpen] = useState(false);
  if (details.length === 0) return null;
  const shown = open ? details : details.slice(0, FOLDED_ROWS);
  return (
    <div className="leave-days">
      <p className="leave-days__totals">
        {t('days.totals', {
          workingDay: totals.workingDay,
          weekend: totals.weekend,
          holiday: totals.holiday,
        })}
      </p>
      <ul className="leave-days__list">
        {shown.map((detail) => (
          <li key={detail.date} className="leave-days__item">
            <span className="leave-days__date">{detail.date}</span>
            <span className={`leave-days__kind leave-days__kind--${detail.workDayType}`}>
              {t(
                `days.kind.${detail.workDayType === 1 || detail.workDayType === 2 ? detail.workDayType : 0}`,
              )}
            </span>
            <span className="leave-days__length">
              <LeaveLength value={detail.length} uom={uom} />
            </span>
          </li>
        ))}
      </ul>
      {details.length > FOLDED_ROWS ? (
        <button type="button" className="leave-days__more" onClick={() => setOpen(!open)}>
          {open ? t('days.less') : t('days.more', { count: details.length })}
        </button>
      ) : null}
    </div>
  );
}
