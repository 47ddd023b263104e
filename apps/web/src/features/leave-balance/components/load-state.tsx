import Button from 'antd-mobile/es/components/button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A load that failed; the HTTP client already said why unless `message` says it here. */
export function LoadFailed({ onRetry, message }: { onRetry?: () => void; message?: string }) {
  const { t } = useTranslation('leaveBalance');
  return (
    <div className="balance-state" role="alert">
      <p>{message || t('loadFailed')}</p>
      {onRetry && (
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
