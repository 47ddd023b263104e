import Button from 'antd-mobile/es/components/button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../platform/http-client';

/**
 * A load that failed; the HTTP client already said why unless `message` says it here. A refusal
 * that retrying cannot fix offers `children`, a way elsewhere, instead of the retry.
 */
export function LoadFailed({
  onRetry,
  message,
  children,
}: {
  onRetry?: () => void;
  message?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation('leaveBalance');
  return (
    <div className="balance-state" role="alert">
      <p>{message || t('loadFailed')}</p>
      {children}
      {onRetry && !children && (
        <Button size="small" color="primary" fill="outline" onClick={onRetry}>
          {t('retry')}
        </Button>
      )}
    </div>
  );
}

/** Nothing to show, said plainly. */
export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="balance-state balance-state--empty">{children}</p>;
}

/** A call the server refused (errNo != 0): its message says why, and retrying will not change it. */
export function isRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && error.kind === 'business';
}
