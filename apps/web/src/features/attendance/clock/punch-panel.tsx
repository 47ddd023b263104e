import type { TDayAttendance, TPunchKind } from '@ehome/shared/attendance/schemas';
import { useTranslation } from 'react-i18next';
import type { TPositionState } from '../map/use-position';
import { formatDistance, nearestPoint } from './distance';

type TProps = {
  day: TDayAttendance;
  kind: TPunchKind;
  location: TPositionState;
  punching: boolean;
  onPunch: () => void;
};

/** Where the phone stands against the nearest punch point, as far as the phone can tell. */
function RangeHint({ day, location }: Pick<TProps, 'day' | 'location'>) {
  const { t } = useTranslation(['clock', 'attendance']);
  const { position, error, locating } = location;

  let tone = 'muted';
  let text: string;
  if (day.locationList.length === 0) {
    tone = 'bad';
    text = t('clock:range.noPoints');
  } else if (position) {
    const nearest = nearestPoint(position, day.locationList);
    const inside = nearest && (nearest.point.limit < 0 || nearest.distance <= nearest.point.limit);
    tone = inside ? 'good' : 'warn';
    text = inside
      ? t('clock:range.inside', { name: nearest.point.name })
      : t('clock:range.outside', {
          name: nearest?.point.name ?? '',
          distance: formatDistance(t, nearest?.distance ?? 0),
        });
  } else if (error) {
    tone = 'bad';
    text = error;
  } else {
    text = t('clock:range.locating');
  }

  return (
    <div className="range-hint">
      <p className={`range-hint__text range-hint__text--${tone}`} role="status">
        <span className="range-hint__dot" aria-hidden="true" />
        {locating && position ? t('clock:range.locating') : text}
      </p>
      {position && !locating ? (
        <p className="range-hint__accuracy">
          {t('clock:range.accuracy', { accuracy: formatDistance(t, position.accuracy) })}
        </p>
      ) : null}
      {!locating ? (
        <button type="button" className="clock-link" onClick={() => void location.locate()}>
          {t('clock:range.relocate')}
        </button>
      ) : null}
    </div>
  );
}

/** The one round punch button: clock-in until the day has a sign-in, then clock-out. */
export function PunchPanel({ day, kind, location, punching, onPunch }: TProps) {
  const { t } = useTranslation(['clock', 'attendance']);
  const allowed = kind === 'in' ? day.canClockIn : day.canClockOut;
  const again = kind === 'out' && Boolean(day.signOutTime);
  const due = kind === 'in' ? day.shift?.workStartTime : day.shift?.workEndTime;

  let sub: string | null = null;
  if (punching) sub = t('clock:punch.working');
  else if (!allowed) sub = t('clock:punch.unavailable');
  else if (again) sub = t('clock:punch.again');
  else if (due) sub = t(kind === 'in' ? 'clock:punch.dueIn' : 'clock:punch.dueOut', { time: due });

  return (
    <section className="clock-card punch-panel">
      <button
        type="button"
        className={`punch-button punch-button--${kind}`}
        disabled={!allowed || punching}
        aria-busy={punching}
        onClick={onPunch}
        data-testid="punch-button"
      >
        {punching ? (
          <span className="spinner spinner--white punch-button__spinner" aria-hidden="true" />
        ) : null}
        <span className="punch-button__label">{t(`attendance:punch.${kind}`)}</span>
        {sub ? <span className="punch-button__sub">{sub}</span> : null}
      </button>
      <RangeHint day={day} location={location} />
    </section>
  );
}
