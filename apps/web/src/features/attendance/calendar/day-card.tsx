import type { TCalendarDay, TDayAttendance, TRequestOnDay } from '@ehome/shared/attendance/schemas';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../../platform/session-store';
import { useDayAttendance } from '../api/get-day-attendance';
import { dayNames } from './day-label';
import { formatDayMonth, formatSpan, timeOf } from './format';
import { LoadFailed } from './load-state';
import { StateTag } from './state-legend';
import './day-card.css';

/** States with a judgement to show; the rest (rest day, holiday, pending) are said by the day type. */
const JUDGED = new Set(['normal', 'late', 'early', 'absent', 'missing', 'leave', 'outing', 'trip']);

/**
 * The selected day's record below the grid: shift, punches, state and the day's approved requests,
 * under the lunar date and the day's names (written out in full; the grid cell has room for one).
 */
export function DayCard({ date, calendarDay }: { date: string; calendarDay: TCalendarDay | undefined }) {
  const { t, i18n } = useTranslation(['attendance', 'common']);
  const { data, isPending, isError, refetch } = useDayAttendance(date);
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return (
    <section className="day-card" aria-live="polite" aria-labelledby="day-card-title">
      <header className="day-card__head">
        <h2 id="day-card-title" className="day-card__title">
          {formatDayMonth(date, i18n.language)}{' '}
          <span className="day-card__weekday">{t(`weekday.${weekday}`)}</span>
        </h2>
        {data && <DayTags day={data} />}
        {calendarDay && <LunarLine day={calendarDay} />}
      </header>
      {isPending ? (
        <p className="day-card__loading">{t('common:loading')}</p>
      ) : isError ? (
        <LoadFailed onRetry={() => void refetch()} />
      ) : (
        <DayBody day={data} />
      )}
    </section>
  );
}

function LunarLine({ day }: { day: TCalendarDay }) {
  const { t } = useTranslation('attendance');
  const { lunar } = day;
  const names = dayNames(day).map((name) => ('key' in name ? t(name.key) : name.text));
  const parts = [t('calendar.lunarDate', { ...lunar }), ...new Set(names)];
  return <p className="day-card__lunar">{parts.join(' · ')}</p>;
}

function DayTags({ day }: { day: TDayAttendance }) {
  const { t } = useTranslation('attendance');
  const tags = [
    day.dayType === 2 && day.holiday ? t(`holiday.${day.holiday}`) : t(`dayType.${day.dayType}`),
    day.makeUpWorkday ? t('makeUpWorkday') : null,
    day.override,
  ].filter((tag): tag is string => Boolean(tag));
  return (
    <div className="day-card__tags">
      {tags.map((tag) => (
        <span key={tag} className={`day-card__tag${day.dayType === 0 ? '' : ' day-card__tag--off'}`}>
          {tag}
        </span>
      ))}
    </div>
  );
}

function DayBody({ day }: { day: TDayAttendance }) {
  const { t } = useTranslation('attendance');
  return (
    <>
      <dl className="day-card__rows">
        <div className="day-card__row">
          <dt>{t('calendar.shift')}</dt>
          <dd>
            {day.shift ? (
              <>
                {day.shift.shiftName}{' '}
                <span className="day-card__time">
                  {day.shift.workStartTime}–{day.shift.workEndTime}
                </span>
              </>
            ) : (
              <span className="day-card__none">{t('calendar.noShift')}</span>
            )}
          </dd>
        </div>
        <PunchRows day={day} />
        <div className="day-card__row">
          <dt>{t('calendar.state')}</dt>
          <dd>
            {JUDGED.has(day.state) ? (
              <StateTag state={day.state} />
            ) : (
              <span className="day-card__none">{t(`state.${day.state}`)}</span>
            )}
            {day.restDayWork && <StateTag state="restWork">{t('restDayWork')}</StateTag>}
          </dd>
        </div>
      </dl>
      <DayRequests requests={day.requests} />
    </>
  );
}

type TPunchFacts = Pick<TDayAttendance, 'signInTime' | 'signOutTime' | 'lateMinutes' | 'earlyMinutes'>;

/** The sign-in and sign-out rows of a day's card, with the minutes late or early. */
export function PunchRows({ day }: { day: TPunchFacts }) {
  const { t } = useTranslation('attendance');
  const signIn = timeOf(day.signInTime);
  const signOut = timeOf(day.signOutTime);
  const noPunch = <span className="day-card__none">{t('calendar.notPunched')}</span>;
  return (
    <>
      <div className="day-card__row">
        <dt>{t('punch.in')}</dt>
        <dd>
          {signIn ? <span className="day-card__time day-card__punch">{signIn}</span> : noPunch}
          {day.lateMinutes > 0 && (
            <StateTag state="late">
              {t('state.late')} {t('minutes', { count: day.lateMinutes })}
            </StateTag>
          )}
        </dd>
      </div>
      <div className="day-card__row">
        <dt>{t('punch.out')}</dt>
        <dd>
          {signOut ? <span className="day-card__time day-card__punch">{signOut}</span> : noPunch}
          {day.earlyMinutes > 0 && (
            <StateTag state="early">
              {t('state.early')} {t('minutes', { count: day.earlyMinutes })}
            </StateTag>
          )}
        </dd>
      </div>
    </>
  );
}

/** The approved requests of a day, under its rows. */
export function DayRequests({ requests }: { requests: readonly TRequestOnDay[] }) {
  const { t } = useTranslation('attendance');
  if (requests.length === 0) return null;
  return (
    <div className="day-card__requests">
      <h3 className="day-card__subtitle">{t('calendar.requests')}</h3>
      <ul>
        {requests.map((request) => (
          <RequestLine key={request.applyId} request={request} />
        ))}
      </ul>
    </div>
  );
}

/** One approved request of a day: its kind, category and span. */
function RequestLine({ request }: { request: TRequestOnDay }) {
  const { t } = useTranslation('attendance');
  const language = useSessionStore((s) => s.language);
  return (
    <li className="request-line">
      <StateTag state={request.kind}>{t(`requestKind.${request.kind}`)}</StateTag>
      <span className="request-line__name">{request.categoryNames[language]}</span>
      <span className="request-line__span">{formatSpan(request.startTime, request.endTime)}</span>
    </li>
  );
}
