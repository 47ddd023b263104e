import type { TDayAttendance } from '@ehome/shared/attendance/schemas';
import { haversineDistance } from '@ehome/shared/geo/distance';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyPositionMap } from '../map/lazy-position-map';
import type { TMapPoint } from '../map/map-types';
import type { TPositionState } from '../map/use-position';
import { formatDistance, formatRange } from './distance';

/** The my-position map with the punch points, and the points as a list with their distance. */
export function PositionCard({ day, location }: { day: TDayAttendance; location: TPositionState }) {
  const { t } = useTranslation(['clock', 'attendance']);
  const { position } = location;
  const points: TMapPoint[] = useMemo(() => day.locationList, [day.locationList]);

  return (
    <section className="clock-card" aria-labelledby="position-card-title">
      <h2 id="position-card-title" className="clock-card__title">
        {t('clock:position.title')}
      </h2>
      <LazyPositionMap points={points} position={position} label={t('clock:map.label')} />
      {points.length > 0 ? (
        <ul className="point-list">
          {points.map((point) => (
            <li key={point.id} className="point-list__item">
              <span className="point-list__dot" aria-hidden="true" />
              <span className="point-list__name">{point.name}</span>
              <span className="point-list__meta">
                {t('clock:position.range', { range: formatRange(t, point.limit) })}
                {position
                  ? ` · ${t('clock:position.away', { distance: formatDistance(t, haversineDistance(position, point)) })}`
                  : ''}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="clock-card__empty">{t('clock:range.noPoints')}</p>
      )}
    </section>
  );
}
