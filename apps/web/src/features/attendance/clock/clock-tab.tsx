import { earlyClockOutMinutes } from '@ehome/shared/attendance/early-leave';
import { useQueryClient } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showConfirm } from '../../../platform/feedback';
import { PageLoading } from '../../../ui/page-loading';
import { useDayAttendance } from '../api/get-day-attendance';
import { serverTimeQuery } from '../api/get-server-time';
import { usePosition } from '../map/use-position';
import './clock.css';
import { ClockFace } from './clock-face';
import { DayCard } from './day-card';
import { ExceptionList } from './exception-list';
import { PositionCard } from './position-card';
import { PunchPanel } from './punch-panel';
import { instantOf, serverNow } from './server-clock';
import { punchKindOf, type TPunchOutcome, usePunch } from './use-punch';

// The result dialog (antd-mobile Dialog, with react-spring) downloads when the first punch is sent,
// while the server answers: the card itself loads and starts without it.
const PunchResultDialog = lazy(async () => ({
  default: (await import('./punch-result-dialog')).PunchResultDialog,
}));

/** /Attendancecard?tab=1: server clock, today's record, the punch button and the my-position map. */
export function ClockTab() {
  const { t } = useTranslation(['clock', 'attendance']);
  const day = useDayAttendance();
  const location = usePosition({ auto: true });
  const punch = usePunch(location.setPosition);
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<TPunchOutcome | null>(null);
  const [resultWanted, setResultWanted] = useState(false);

  const record = day.data;
  const kind = record ? punchKindOf(record) : 'in';

  const press = async () => {
    if (!record || punch.isPending) return;
    // A clock-out well before the shift's end is asked about first (one tap would be 早退): the
    // minutes are the ones the day will show, beyond the shift's grace.
    const sync = queryClient.getQueryData(serverTimeQuery.queryKey);
    if (kind === 'out' && record.shift && sync) {
      const end = instantOf(record.attendanceDate, record.shift.workEndTime, sync.timeZone);
      const minutes = earlyClockOutMinutes(serverNow(sync.offsetMs), end, record.shift.earlyGraceMinutes);
      if (
        minutes > 0 &&
        !(await showConfirm(t('clock:punch.earlyConfirm', { minutes }), t('clock:punch.earlyConfirmOk')))
      ) {
        return;
      }
    }
    setResultWanted(true);
    punch.mutate({ kind, day: record }, { onSuccess: (result) => setOutcome(result) });
  };

  return (
    <div className="clock">
      <ClockFace />
      {record ? (
        <>
          <DayCard day={record} />
          <PunchPanel
            day={record}
            kind={kind}
            location={location}
            punching={punch.isPending}
            onPunch={() => void press()}
          />
          <ExceptionList exceptions={record.exceptions} />
          <PositionCard day={record} location={location} />
        </>
      ) : day.isError ? (
        <section className="clock-card clock-card--center">
          <p className="clock-card__empty">{t('clock:loadFailed')}</p>
          <Button color="primary" fill="outline" onClick={() => void day.refetch()}>
            {t('clock:retry')}
          </Button>
        </section>
      ) : (
        <PageLoading />
      )}
      {resultWanted && (
        <Suspense fallback={null}>
          <PunchResultDialog outcome={outcome} onClose={() => setOutcome(null)} />
        </Suspense>
      )}
    </div>
  );
}
