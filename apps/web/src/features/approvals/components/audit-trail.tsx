import type { TAuditTrail } from '@ehome/shared/approvals/schemas';
import Steps from 'antd-mobile/es/components/steps';
import { useTranslation } from 'react-i18next';
import { useAuditTrail } from '../api/get-audit-trail';
import { formatOperateTime } from '../format';
import '../approvals.css';

/** antd-mobile step states: a pending step waits, a rejection is an error, anything done finished. */
function stepStatus(entry: TAuditTrail): 'wait' | 'error' | 'finish' {
  if (entry.operationCode === 'pending') return 'wait';
  if (entry.operationCode === 'reject') return 'error';
  return 'finish';
}

/**
 * A request's approval trail (spec 1 §3), oldest first: operation, operator, step, time and
 * comment; the steps still open come last, styled as waiting.
 */
export function AuditTrail({ applyId }: { applyId: string }) {
  const { t } = useTranslation('approvals');
  const trail = useAuditTrail(applyId);

  return (
    <section className="audit-trail" aria-label={t('trail.title')}>
      <h2 className="approvals-section-title">{t('trail.title')}</h2>
      {trail.isPending ? (
        <p className="approvals-muted">{t('trail.loading')}</p>
      ) : trail.isError ? (
        <p className="approvals-muted" role="alert">
          {t('trail.failed')}{' '}
          <button type="button" className="approvals-link" onClick={() => void trail.refetch()}>
            {t('retry')}
          </button>
        </p>
      ) : trail.data.length === 0 ? (
        <p className="approvals-muted">{t('trail.empty')}</p>
      ) : (
        <Steps direction="vertical" current={trail.data.length}>
          {trail.data.map((entry, index) => (
            <Steps.Step
              // The trail has no ids; the order is the trail's own and never changes.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              key={index}
              status={stepStatus(entry)}
              className={`audit-trail__step audit-trail__step--${entry.operationCode}`}
              title={
                <span className="audit-trail__title">
                  <span className="audit-trail__operation">{entry.operation}</span>
                  <span className="audit-trail__operator">{entry.operator.cnName}</span>
                </span>
              }
              description={
                <span className="audit-trail__detail">
                  {entry.activityName && <span className="audit-trail__activity">{entry.activityName}</span>}
                  {entry.operateTime ? (
                    <time className="audit-trail__time">{formatOperateTime(entry.operateTime)}</time>
                  ) : (
                    <span className="audit-trail__time">{t('trail.waiting')}</span>
                  )}
                  {entry.comments && (
                    <span className="audit-trail__comment">
                      {t('trail.comment')}
                      {entry.comments}
                    </span>
                  )}
                </span>
              }
            />
          ))}
        </Steps>
      )}
    </section>
  );
}
