import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { preloadPullToRefresh } from '../../../ui/lazy-pull-to-refresh';
import { Page } from '../../../ui/page';
import { ExceptionList } from '../admin/exception-list';
import { parseStatus } from '../admin/exception-model';
import type { TReviewRequest } from '../admin/review-dialog';
import { StatusTabs } from '../admin/status-tabs';
import '../admin/admin.css';

// The dialog (and its animation library) downloads when HR first opens it.
const ReviewDialog = lazy(async () => ({ default: (await import('../admin/review-dialog')).ReviewDialog }));

/**
 * /ClockExceptions: HR reviews the attempts the server refused as out of range. Waiting ones are
 * accepted (the attempt becomes that day's punch) or dismissed, with an optional comment.
 */
export function ClockExceptionsPage() {
  const { t } = useTranslation('attendanceAdmin');
  const [params, setParams] = useSearchParams();
  const status = parseStatus(params.get('status'));
  const [request, setRequest] = useState<TReviewRequest | null>(null);
  // Mounted from the first review on, so it can animate closing.
  const [dialogWanted, setDialogWanted] = useState(false);

  useEffect(preloadPullToRefresh, []);

  return (
    <Page title={t('exceptions.title')}>
      <StatusTabs
        status={status}
        // Switching tabs replaces the entry, so Back leaves the page rather than the tab.
        onChange={(next) => setParams({ status: String(next) }, { replace: true })}
      />
      <div
        className="admin-page admin-page--list"
        id="status-panel"
        role="tabpanel"
        aria-labelledby={`status-tab-${status}`}
      >
        <p className="admin-intro">{t('exceptions.intro')}</p>
        <ExceptionList
          key={status}
          status={status}
          onReview={(item, accept) => {
            setDialogWanted(true);
            setRequest({ item, accept });
          }}
        />
      </div>
      {dialogWanted ? (
        <Suspense fallback={null}>
          <ReviewDialog request={request} onClose={() => setRequest(null)} />
        </Suspense>
      ) : null}
    </Page>
  );
}
