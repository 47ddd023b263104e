import type { TClockExceptionItem } from '@ehome/shared/attendance/schemas';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { formatDateWeekday } from '../calendar/format';
import { formatDistance, formatRange } from '../clock/distance';
import { metresOver, reportedDiffers, splitDateTime } from './exception-model';
import '../components/chip.css';

const STATUS_TONE = ['warn', 'good', 'bad'] as const;

type TProps = {
  item: TClockExceptionItem;
  onReview: (item: TClockExceptionItem, accept: boolean) => void;
};

/** One out-of-range attempt: who, when, how far from which point; a waiting one can be reviewed. */
export function ExceptionItem({ item, onReview }: TProps) {
  const { t, i18n } = useTranslation('attendanceAdmin');
  const { time } = splitDateTime(item.occurredAt);
  const over = metresOver(item);
  const reviewed = item.status !== 0 && splitDateTime(item.reviewedAt ?? '');
  return (
    <li className="admin-list__item exception-item">
      <div className="exception-item__head">
        <p className="exception-item__who">
          <span className="exception-item__name">{item.employeeName}</span>
          <span className="exception-item__no">{item.employeeNo}</span>
        </p>
        <span className={`chip chip--${STATUS_TONE[item.status]}`}>
          {t(`exceptions.status.${item.status}`)}
        </span>
      </div>
      <p className="admin-list__meta">{item.organizationName}</p>
      <dl className="exception-item__facts">
        <div>
          <dt>{t('exceptions.punch')}</dt>
          <dd>
            <span className={`chip chip--${item.kind === 'in' ? 'info' : 'plain'}`}>
              {t(`exceptions.kind.${item.kind}`)}
            </span>{' '}
            {formatDateWeekday(item.attendanceDate, i18n.language)} {time}
          </dd>
        </div>
        <div>
          <dt>{t('exceptions.distance')}</dt>
          <dd>
            {t('exceptions.distanceFrom', {
              location: item.locationName ?? t('exceptions.nearestPoint'),
              distance: formatDistance(t, item.distance),
            })}
            {over > 0 ? (
              <span className="exception-item__over">
                {t('exceptions.over', { distance: formatDistance(t, over) })}
              </span>
            ) : null}
          </dd>
        </div>
        <div>
          <dt>{t('exceptions.limit')}</dt>
          <dd>{formatRange(t, item.limit)}</dd>
        </div>
        {reportedDiffers(item) ? (
          <div>
            <dt>{t('exceptions.reported')}</dt>
            <dd>{formatDistance(t, item.reportedDistance ?? 0)}</dd>
          </div>
        ) : null}
      </dl>
      {reviewed ? (
        <div className="exception-item__review">
          <p>
            {t(item.status === 1 ? 'exceptions.acceptedBy' : 'exceptions.dismissedBy', {
              reviewer: item.reviewerName ?? '',
              date: reviewed.date,
              time: reviewed.time,
            })}
          </p>
          {item.status === 1 ? <p>{t(`exceptions.recorded.${item.kind}`)}</p> : null}
          {item.reviewRemark ? <p>{t('exceptions.remarkWas', { remark: item.reviewRemark })}</p> : null}
        </div>
      ) : (
        <div className="exception-item__actions">
          <Button size="small" fill="outline" onClick={() => onReview(item, false)}>
            {t('exceptions.dismiss')}
          </Button>
          <Button size="small" color="primary" onClick={() => onReview(item, true)}>
            {t('exceptions.accept')}
          </Button>
        </div>
      )}
    </li>
  );
}
