import { TravelType } from '@ehome/shared/travel/constants';
import type { TLocalTravelDetail } from '@ehome/shared/travel/schemas';
import Tag from 'antd-mobile/es/components/tag';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApproveStatusTag } from '../../approvals';
import { DetailRow } from './detail-row';

/** The request's cards: type and status, who and when, the period, destination and reason. */
export function TravelSummary({ detail }: { detail: TLocalTravelDetail }) {
  const { t } = useTranslation('travel');
  const outing = detail.timeLengthType === TravelType.Outing;
  const kind = outing ? 'outing' : 'trip';
  return (
    <>
      <section className="travel-card travel-detail">
        <div className="travel-detail__head">
          <h1 className="travel-detail__category">{detail.categoryName || detail.category.displayName}</h1>
          <span className="travel-detail__tags">
            {detail.cancelled ? <Tag color="default">{t('view.cancelled')}</Tag> : null}
            <ApproveStatusTag status={detail.approveStatus} />
          </span>
        </div>
        <dl className="travel-detail__list">
          <DetailRow label={t('view.applyNo')}>{detail.applyNo}</DetailRow>
          <DetailRow label={t('view.applicant')}>
            {detail.empName}
            {detail.empNo ? ` (${detail.empNo})` : ''}
          </DetailRow>
          <DetailRow label={t('view.createdAt')}>{detail.submittedAt ?? detail.createdAt}</DetailRow>
        </dl>
      </section>
      <section className="travel-card travel-detail">
        <dl className="travel-detail__list">
          <DetailRow label={t(outing ? 'form.start' : 'form.startDate')}>
            {detail.localTravelStartDate}
          </DetailRow>
          <DetailRow label={t(outing ? 'form.end' : 'form.endDate')}>{detail.localTravelEndDate}</DetailRow>
          <DetailRow label={t('form.length')}>
            {t(outing ? 'form.hours' : 'form.days', { count: detail.timeLength })}
          </DetailRow>
          <DetailRow label={t('form.destination')}>{detail.arrivalName}</DetailRow>
          {detail.transportation ? (
            <DetailRow label={t('form.transport')}>{detail.transportation}</DetailRow>
          ) : null}
          {detail.remark ? <DetailRow label={t('form.remark')}>{detail.remark}</DetailRow> : null}
        </dl>
        {detail.attachmentCount > 0 ? (
          <Link className="travel-link" to={`/AttachmentList?keyType=${kind}&keyId=${detail.applyId}`}>
            {t('view.attachments', { count: detail.attachmentCount })}
          </Link>
        ) : null}
      </section>
    </>
  );
}
