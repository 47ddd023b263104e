import Button from 'antd-mobile/es/components/button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../platform/http-client';
import './attendance-states.css';

/**
 * A load that failed (the HTTP client has already said why, or `message` says it here). A failure
 * worth trying again offers a retry; a refusal offers `action`, a way elsewhere, instead.
 */
export function LoadFailed({
  onRetry,
  message,
  action,
}: {
  onRetry?: () => void;
  message?: string;
  action?: { label: string; onClick: () => void };
}) {
  const { t } = useTranslation('attendance');
  return (
    <div className="load-failed" role="alert">
      <p>{message || t('calendar.loadFailed')}</p>
      {action ? (
        <Button size="small" color="primary" fill="outline" onClick={action.onClick}>
          {action.label}
        </Button>
      ) : (
        onRetry && (
          <Button size="small" color="primary" fill="outline" onClick={onRetry}>
            {t('calendar.retry')}
          </Button>
        )
      )}
    </div>
  );
}

/** Nothing to show, said plainly. */
export function LoadEmpty({ children }: { children: ReactNode }) {
  return <p className="load-empty">{children}</p>;
}

/** Whether a failed call was refused by the server (errNo != 0), as opposed to failing on the way. */
export function isRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'business';
}
