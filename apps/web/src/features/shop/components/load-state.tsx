import type { UseQueryResult } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../platform/http-client';
import { PageLoading } from '../../../ui/page-loading';

/**
 * Loading, or the server's refusal (a foreign or withdrawn id), or a retry after a network failure;
 * `missing` when the screen was opened without the id it needs (nothing to ask the server).
 */
export function LoadState({ query, missing = false }: { query: UseQueryResult<unknown>; missing?: boolean }) {
  const { t } = useTranslation('shop');
  if (missing)
    return (
      <section className="notice">
        <p className="notice__text" role="alert">
          {t('missing')}
        </p>
      </section>
    );
  if (!query.isError) return <PageLoading />;
  const business = query.error instanceof ApiError && query.error.kind === 'business';
  return (
    <section className="notice">
      <p className="notice__text" role="alert">
        {query.error?.message || t('loadFailed')}
      </p>
      {business ? null : (
        <Button color="primary" fill="outline" onClick={() => void query.refetch()}>
          {t('retry')}
        </Button>
      )}
    </section>
  );
}
