import { calendarDay, DayType } from '@ehome/shared/attendance/calendar';
import { useTranslation } from 'react-i18next';
import { statutoryKey } from './override-model';

/** What the statutory calendar says of a date ("National Day (holiday)", "Make-up workday"). */
export function statutoryText(t: (key: string, options?: Record<string, unknown>) => string, date: string) {
  const info = calendarDay(date);
  const { key, holiday } = statutoryKey(info);
  return t(`attendanceAdmin:workCalendar.statutory.${key}`, {
    holiday: holiday ? t(`attendance:holiday.${holiday}`) : '',
  });
}

/** The statutory type of the picked date, so HR sees what the override replaces. */
export function StatutoryNote({ date }: { date: string }) {
  const { t } = useTranslation('attendanceAdmin');
  const info = calendarDay(date);
  return (
    <p className={`statutory-note statutory-note--${info.dayType === DayType.Workday ? 'work' : 'off'}`}>
      <span className="statutory-note__label">{t('workCalendar.statutoryLabel')}</span>
      <span>{statutoryText(t, date)}</span>
      {info.official ? null : <span className="statutory-note__caveat">{t('workCalendar.unofficial')}</span>}
    </p>
  );
}
