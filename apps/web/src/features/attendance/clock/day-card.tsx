import type { TDayAttendance } from '@ehome/shared/attendance/schemas';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../../platform/session-store';
import { timeOf } from './server-clock';
import '../components/chip.css';

/** Colour family of a day state. */
const STATE_TONE: Record<string, string> = {
  normal: 'good',
  late: 'warn',
  early: 'warn',
  absent: 'bad',
  missing: 'bad',
  leave: 'info',
  outing: 'info',
  trip: 'info',
  rest: 'muted',
  holiday: 'muted',
  pending: 'muted',
};

/** Today's shift, the kind of day, the state and the two punches. */
export function DayCard({ day }: { day: TDayAttendance }) {
  const { t } = useTranslation(['clock', 'attendance']);
  const language = useSessionStore((s) => s.language);
  const signIn = timeOf(day.signInTime ?? day.实际上班时间);
  const signOut = timeOf(day.signOutTime);
  const { shift } = day;

  return (
    <section className="clock-card day-card" aria-labelledby="day-card-title">
      <div className="day-card__head">
        <div className="day-card__shift">
          <h2 id="day-card-title" className="day-card__title">
            {shift ? shift.shiftName : t('clock:day.noShift')}
          </h2>
          {shift ? (
            <p className="day-card__hours">
              {shift.workStartTime}–{shift.workEndTime}
              {shift.dinnerStartTime && shift.dinnerEndTime ? (
                <span className="day-card__break">
                  {t('clock:day.break', { start: shift.dinnerStartTime, end: shift.dinnerEndTime })}
                </span>
              ) : null}
            </p>
          ) : null}
        </div>
        <span className={`chip chip--${STATE_TONE[day.state] ?? 'muted'}`} data-testid="day-state">
          {t(`attendance:state.${day.state}`)}
        </span>
      </div>

      <div className="day-card__tags">
        <span className={`chip chip--outline ${day.dayType === 0 ? '' : 'chip--rest'}`}>
          {t(`attendance:dayType.${day.dayType}`)}
        </span>
        {day.holiday ? (
          <span className="chip chip--rest">{t(`attendance:holiday.${day.holiday}`)}</span>
        ) : null}
        {day.makeUpWorkday ? <span className="chip chip--work">{t('attendance:makeUpWorkday')}</span> : null}
        {day.override ? <span className="chip chip--outline">{day.override}</span> : null}
        {day.restDayWork ? <span className="chip chip--info">{t('attendance:restDayWork')}</span> : null}
      </div>

      <div className="day-card__punches">
        <div className={`punch-cell ${signIn ? 'punch-cell--done' : ''}`}>
          <span className="punch-cell__label">{t('attendance:punch.in')}</span>
          <span className="punch-cell__time" data-testid="sign-in-time">
            {signIn ?? t('clock:day.notPunched')}
          </span>
          {day.lateMinutes > 0 ? (
            <span className="punch-cell__note punch-cell__note--warn">
              {t('attendance:state.late')} {t('attendance:minutes', { count: day.lateMinutes })}
            </span>
          ) : shift ? (
            <span className="punch-cell__note">{t('clock:day.due', { time: shift.workStartTime })}</span>
          ) : null}
        </div>
        <div className={`punch-cell ${signOut ? 'punch-cell--done' : ''}`}>
          <span className="punch-cell__label">{t('attendance:punch.out')}</span>
          <span className="punch-cell__time" data-testid="sign-out-time">
            {signOut ?? t('clock:day.notPunched')}
          </span>
          {day.earlyMinutes > 0 ? (
            <span className="punch-cell__note punch-cell__note--warn">
              {t('attendance:state.early')} {t('attendance:minutes', { count: day.earlyMinutes })}
            </span>
          ) : shift ? (
            <span className="punch-cell__note">{t('clock:day.due', { time: shift.workEndTime })}</span>
          ) : null}
        </div>
      </div>

      {day.requests.length > 0 ? (
        <ul className="day-card__requests">
          {day.requests.map((request) => (
            <li key={request.applyId}>
              <span className="chip chip--info">{t(`attendance:requestKind.${request.kind}`)}</span>
              <span className="day-card__request-name">{request.categoryNames[language]}</span>
              <span className="day-card__request-time">
                {request.startTime.slice(5, 16)} – {request.endTime.slice(5, 16)}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
