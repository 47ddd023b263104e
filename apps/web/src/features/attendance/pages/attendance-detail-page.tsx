import type { TAttendanceListItem } from '@ehome/shared/attendance/schemas';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Page } from '../../../ui/page';
import { PageLoading } from '../../../ui/page-loading';
import { useAttendanceDetail } from '../api/get-attendance-detail';
import { attendanceSummaryQuery } from '../api/get-attendance-summary';
import { DayRequests, PunchRows } from '../calendar/day-card';
import { formatDayMonth, formatMonth, timeOf } from '../calendar/format';
import { isRefusal, LoadEmpty, LoadFailed } from '../calendar/load-state';
import { parseYm } from '../calendar/month-grid';
import { StateTag } from '../calendar/state-legend';
import { categoryLabel } from '../summary/summary-model';
import '../calendar/day-card.css';
import './attendance-detail-page.css';

const YM_RE = /^\d{4}-(0[1-9]|1[0-2])$/;

/** /AttendanceDetail/:type/:ym: the days of a summary category in a month (spec 1 §2). */
export function AttendanceDetailPage() {
  const { t, i18n } = useTranslation(['attendance', 'common']);
  const { type = '', ym = '' } = useParams();
  const validYm = YM_RE.test(ym);
  const detail = useAttendanceDetail(ym, type);
  // The name of a request category is the summary's (cached when coming from the summary tab).
  const summary = useQuery({ ...attendanceSummaryQuery(ym), enabled: validYm && type.includes(':') });
  const navigate = useNavigate();
  const label = categoryLabel(type, summary.data);
  const title =
    label && validYm
      ? `${'key' in label ? t(label.key) : label.text} · ${formatMonth(parseYm(ym), i18n.language)}`
      : t('detail.title');

  let body: ReactNode;
  if (detail.isPending) body = <PageLoading />;
  else if (detail.isError)
    body = (
      <LoadFailed
        message={detail.error.message}
        onRetry={() => void detail.refetch()}
        // A refused link (a month or category that does not exist) will not get better by retrying.
        action={
          isRefusal(detail.error)
            ? {
                label: t('detail.toSummary'),
                onClick: () => navigate('/Attendancecard?tab=3', { replace: true }),
              }
            : undefined
        }
      />
    );
  else if (detail.data.result.length === 0) body = <LoadEmpty>{t('detail.empty')}</LoadEmpty>;
  else
    body = (
      <>
        <p className="detail-count">{t('detail.count', { count: detail.data.result.length })}</p>
        <ul className="detail-list">
          {detail.data.result.map((item) => (
            <DetailDay key={item.attendanceDate} item={item} />
          ))}
        </ul>
      </>
    );

  return (
    <Page title={title}>
      <div className="detail-page">{body}</div>
    </Page>
  );
}

function DetailDay({ item }: { item: TAttendanceListItem }) {
  const { t, i18n } = useTranslation('attendance');
  const weekday = new Date(`${item.attendanceDate}T00:00:00Z`).getUTCDay();
  return (
    <li className="day-card detail-day">
      <div className="day-card__head">
        <h2 className="day-card__title">
          {formatDayMonth(item.attendanceDate, i18n.language)}{' '}
          <span className="day-card__weekday">{t(`weekday.${weekday}`)}</span>
        </h2>
        <div className="day-card__tags">
          <StateTag state={item.state} />
          {item.restDayWork && <StateTag state="restWork">{t('restDayWork')}</StateTag>}
        </div>
      </div>
      <dl className="day-card__rows">
        <div className="day-card__row">
          <dt>{t('calendar.shift')}</dt>
          <dd>
            {item.shiftName ? (
              <>
                {item.shiftName}
                {item.startTime && item.endTime && (
                  <span className="day-card__time">
                    {timeOf(item.startTime)}–{timeOf(item.endTime)}
                  </span>
                )}
              </>
            ) : (
              <span className="day-card__none">{t('calendar.noShift')}</span>
            )}
          </dd>
        </div>
        <PunchRows day={item} />
      </dl>
      <DayRequests requests={item.requests} />
    </li>
  );
}
