import type { TDayAttendance } from '@ehome/shared/attendance/schemas';
import { useTranslation } from 'react-i18next';
import { formatDistance, formatRange } from './distance';
import { timeOf } from './server-clock';
import '../components/chip.css';

const STATUS_TONE = ['warn', 'good', 'bad'] as const;

/** Today's out-of-range attempts, kept for HR, with how HR decided. */
export function ExceptionList({ exceptions }: { exceptions: TDayAttendance['exceptions'] }) {
  const { t } = useTranslation(['clock', 'attendance']);
  if (exceptions.length === 0) return null;
  return (
    <section className="clock-card" aria-labelledby="exceptions-title">
      <h2 id="exceptions-title" className="clock-card__title">
        {t('clock:exceptions.title')}
      </h2>
      <p className="clock-card__hint">{t('clock:exceptions.hint')}</p>
      <ul className="exception-list">
        {exceptions.map((item) => (
          <li key={item.id} className="exception-list__item">
            <div className="exception-list__main">
              <span className="exception-list__kind">
                {t(`attendance:punch.${item.kind}`)} · {timeOf(item.occurredAt)}
              </span>
              <span className="exception-list__meta">
                {t('clock:exceptions.distance', {
                  location: item.locationName ?? t('clock:exceptions.nearestPoint'),
                  distance: formatDistance(t, item.distance),
                  limit: formatRange(t, item.limit),
                })}
              </span>
            </div>
            <span className={`chip chip--${STATUS_TONE[item.status]}`}>
              {t(`clock:exceptions.status.${item.status}`)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
