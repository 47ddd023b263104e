import type { TCancelledLeave } from '@ehome/shared/leave-cancel/schemas';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../platform/http-client';
import { DetailRow } from '../../leave';

/** The approved leave being cancelled. */
export function LeaveSummary({ leave }: { leave: TCancelledLeave }) {
  const { t } = useTranslation('leaveCancel');
  const unit = (count: number) => t(leave.uom === 1 ? 'days' : 'hours', { count });
  return (
    <section className="mat-card" aria-label={t('leave.title')}>
      <h2 className="mat-card__title">{t('leave.title')}</h2>
      <dl className="mat-list">
        <DetailRow label={t('leave.category')}>{leave.categoryName}</DetailRow>
        <DetailRow label={t('leave.applyNo')}>{leave.applyNo}</DetailRow>
        <DetailRow label={t('leave.period')}>
          <span className="mat-nowrap">{leave.startTime}</span> ~{' '}
          <span className="mat-nowrap">{leave.endTime}</span>
        </DetailRow>
        <DetailRow label={t('leave.length')}>{unit(leave.timeLength)}</DetailRow>
      </dl>
    </section>
  );
}

export function LoadFailed({ error, retry }: { error: Error; retry: () => void }) {
  const { t } = useTranslation('leaveCancel');
  return (
    <section className="notice">
      <p className="notice__text" role="alert">
        {error.message || t('loadFailed')}
      </p>
      {error instanceof ApiError && error.kind === 'business' ? null : (
        <Button color="primary" fill="outline" onClick={retry}>
          {t('retry')}
        </Button>
      )}
    </section>
  );
}
