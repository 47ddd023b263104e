import { useTranslation } from 'react-i18next';
import { dateLabel, zoneName } from './server-clock';
import { useServerClock } from './use-server-clock';

/** The server's time, date and weekday, ticking every second, in the business time zone. */
export function ClockFace() {
  const { t, i18n } = useTranslation(['clock', 'attendance']);
  const { face, timeZone, failed, retry } = useServerClock();

  return (
    <section className="clock-face" aria-live="off">
      {face && timeZone ? (
        <>
          <p className="clock-face__time" data-testid="server-time">
            {face.time}
          </p>
          <p className="clock-face__date">
            {dateLabel(face.date, i18n.language)} {t(`attendance:weekday.${face.weekday}`)}
          </p>
          <p className="clock-face__zone">
            {t('clock:serverTime', { zone: zoneName(timeZone, i18n.language, Date.now()) })}
          </p>
        </>
      ) : failed ? (
        <>
          <p className="clock-face__time clock-face__time--idle">--:--:--</p>
          <p className="clock-face__date">{t('clock:syncFailed')}</p>
          <button type="button" className="clock-face__retry" onClick={retry}>
            {t('clock:retry')}
          </button>
        </>
      ) : (
        <>
          <p className="clock-face__time clock-face__time--idle">--:--:--</p>
          <p className="clock-face__date">{t('clock:syncing')}</p>
        </>
      )}
    </section>
  );
}
