import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../../ui/page-loading';
import { useDayAttendance } from '../api/get-day-attendance';
import { usePosition } from '../map/use-position';
import './clock.css';
import { ClockFace } from './clock-face';
import { DayCard } from './day-card';
import { ExceptionList } from './exception-list';
import { PositionCard } from './position-card';
import { PunchPanel } from './punch-panel';
import { PunchResultDialog } from './punch-result-dialog';
import { punchKindOf, type TPunchOutcome, usePunch } from './use-punch';

/** /Attendancecard?tab=1: server clock, today's record, the punch button and the my-position map. */
export function ClockTab() {
  const { t } = useTranslation(['clock', 'attendance']);
  const day = useDayAttendance();
  const location = usePosition({ auto: true });
  const punch = usePunch(location.setPosition);
  const [outcome, setOutcome] = useState<TPunchOutcome | null>(null);

  const record = day.data;
  const kind = record ? punchKindOf(record) : 'in';

  const press = () => {
    if (!record || punch.isPending) return;
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
            onPunch={press}
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
      <PunchResultDialog outcome={outcome} onClose={() => setOutcome(null)} />
    </div>
  );
}
