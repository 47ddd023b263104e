import type {
  TCalendarDay,
  TDayAttendance,
  TMakeupOnDay,
  TRequestOnDay,
} from '@ehome/shared/attendance/schemas';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSessionStore } from '../../../platform/session-store';
import { detailPath } from '../../approvals';
import { useDayAttendance } from '../api/get-day-attendance';
import { suggestedType } from '../makeup/form-model';
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
      <DayMakeups day={day} />
    </>
  );
}

/** States a make-up clock (补打卡) can repair. */
const REPAIRABLE = new Set(['missing', 'late', 'early', 'absent']);

/**
 * The day's make-up clocks (in approval or approved), each opening its request, and the way to file
 * one when the day is missing a punch, late or early and nothing filed covers it yet.
 */
function DayMakeups({ day }: { day: TDayAttendance }) {
  const { t } = useTranslation('attendance');
  const navigate = useNavigate();
  const byApply = new Map<string, TMakeupOnDay[]>();
  for (const m of day.makeups) byApply.set(m.applyId, [...(byApply.get(m.applyId) ?? []), m]);
  const canFile = REPAIRABLE.has(day.state) && !day.makeups.some((m) => m.approveStatus === 1);
  if (byApply.size === 0 && !canFile) return null;
  return (
    <div className="day-card__requests">
      {byApply.size > 0 ? (
        <>
          <h3 className="day-card__subtitle">{t('calendar.makeups')}</h3>
          <ul>
            {[...byApply].map(([applyId, punches]) => (
              <li key={applyId}>
                <button
                  type="button"
                  className="request-line request-line--link"
                  onClick={() => navigate(detailPath('makeupClock', applyId, 'ApplicationInquiry'))}
                >
                  <StateTag state={punches[0]?.approveStatus === 2 ? 'normal' : 'pending'}>
                    {t('calendar.makeupTag')}
                  </StateTag>
                  <span className="request-line__name">
                    {punches.map((p) => t(`punch.${p.punch}`)).join(' · ')}
                  </span>
                  <span className="request-line__span">
                    {t(`calendar.makeupStatus.${punches[0]?.approveStatus ?? 1}`)}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {canFile ? (
        <Button
          className="day-card__makeup"
          size="small"
          color="primary"
          fill="outline"
          onClick={() => navigate(`/AttendanceFillClock/${day.attendanceDate}/${suggestedType(day)}`)}
        >
          {t('calendar.fileMakeup')}
        </Button>
      ) : null}
    </div>
  );
}

type TPunchFacts = Pick<TDayAttendance, 'signInTime' | 'signOutTime' | 'lateMinutes' | 'earlyMinutes'> &
  Partial<Pick<TDayAttendance, 'signInRepaired' | 'signOutRepaired'>>;

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
          {signIn ? (
            <span className="day-card__time day-card__punch">{signIn}</span>
          ) : day.signInRepaired ? null : (
            noPunch
          )}
          {day.signInRepaired && <StateTag state="normal">{t('calendar.repaired')}</StateTag>}
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
          {signOut ? (
            <span className="day-card__time day-card__punch">{signOut}</span>
          ) : day.signOutRepaired ? null : (
            noPunch
          )}
          {day.signOutRepaired && <StateTag state="normal">{t('calendar.repaired')}</StateTag>}
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
  const navigate = useNavigate();
  const language = useSessionStore((s) => s.language);
  return (
    <li>
      <button
        type="button"
        className="request-line request-line--link"
        onClick={() => navigate(detailPath(request.kind, request.applyId, 'ApplicationInquiry'))}
      >
        <StateTag state={request.kind}>{t(`requestKind.${request.kind}`)}</StateTag>
        <span className="request-line__name">{request.categoryNames[language]}</span>
        <span className="request-line__span">{formatSpan(request.startTime, request.endTime)}</span>
      </button>
    </li>
  );
}
