import type { TAuditTrail } from '@ehome/shared/approvals/schemas';
import type { TLeaveBalanceApply, TLeaveRemainDetail } from '@ehome/shared/leave/schemas';
import Tag from 'antd-mobile/es/components/tag';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Page } from '../../../ui/page';
import { PageLoading } from '../../../ui/page-loading';
import { useApprovalList } from '../api/get-approval-list';
import { useBalanceDetail } from '../api/get-balance-detail';
import { parseDetailQuery, statusTone, usedOutsideRequests } from '../balance-model';
import { BalanceFigures, useAmount } from '../components/balance-card';
import { EmptyState, isRefusal, LoadFailed } from '../components/load-state';
import '../leave-balance.css';

/**
 * /LeaveAmountDetail?year&type&cid (spec 1 §2): one leave type's balance of a year and the requests
 * charged to it, each with its approval trail (GetApprovalList) and a link to the request.
 */
export function LeaveAmountDetailPage() {
  const { t, i18n } = useTranslation('leaveBalance');
  const [params] = useSearchParams();
  const query = parseDetailQuery(params);
  const detail = useBalanceDetail(query?.year ?? null, query?.cid ?? '', i18n.language);
  const name = detail.data?.balance?.applyCategoryText;
  const title = name && query ? t('detail.title', { name, year: query.year }) : t('detail.fallbackTitle');

  let body: ReactNode;
  if (!query)
    body = (
      <LoadFailed message={t('detail.badLink')}>
        <Link className="balance-link" to="/LeaveAmount" replace>
          {t('detail.toBalances')}
        </Link>
      </LoadFailed>
    );
  else if (detail.isPending) body = <PageLoading />;
  else if (detail.isError)
    body = isRefusal(detail.error) ? (
      <LoadFailed message={detail.error.message}>
        <Link className="balance-link" to="/LeaveAmount" replace>
          {t('detail.toBalances')}
        </Link>
      </LoadFailed>
    ) : (
      <LoadFailed onRetry={() => void detail.refetch()} />
    );
  else body = <Detail year={query.year} detail={detail.data} />;

  return (
    <Page title={title}>
      <div className="balance-page">{body}</div>
    </Page>
  );
}

function Detail({ year, detail }: { year: number; detail: TLeaveRemainDetail }) {
  const { t } = useTranslation('leaveBalance');
  const uom = detail.balance?.uom ?? 1;
  const amount = useAmount(uom);
  const outside = detail.balance ? usedOutsideRequests(detail.balance.used, detail.applies) : 0;
  return (
    <>
      {detail.balance ? (
        <section className="balance-card balance-card--static">
          <BalanceFigures balance={detail.balance} large />
          {outside > 0 && (
            <p className="balance-card__note">{t('detail.usedBefore', { amount: amount(outside) })}</p>
          )}
        </section>
      ) : (
        <EmptyState>{t('detail.noBalance', { year })}</EmptyState>
      )}
      <h2 className="balance-section-title">{t('detail.requests')}</h2>
      {detail.applies.length === 0 ? (
        <EmptyState>{t('detail.noRequests')}</EmptyState>
      ) : (
        <ul className="balance-list">
          {detail.applies.map((apply) => (
            <ChargedRequest key={apply.applyId} apply={apply} uom={uom} />
          ))}
        </ul>
      )}
    </>
  );
}

function ChargedRequest({ apply, uom }: { apply: TLeaveBalanceApply; uom: number }) {
  const { t } = useTranslation('leaveBalance');
  const amount = useAmount(uom);
  const [open, setOpen] = useState(false);
  const trailId = `trail-${apply.applyId}`;
  return (
    <li className="charged">
      <Link
        className="charged__main"
        to={`/CommonApplicationforView?id=${encodeURIComponent(apply.applyId)}`}
      >
        <div className="charged__head">
          <span className="charged__no">{apply.applyNo}</span>
          <Tag color={statusTone(apply.approveStatus)} fill="outline">
            {apply.approveStatusText}
          </Tag>
        </div>
        <p className="charged__period">
          {t('detail.period', { start: apply.startTime, end: apply.endTime })}
        </p>
        <p className="charged__length">{t('detail.length', { amount: amount(apply.timeLength) })}</p>
      </Link>
      <button
        type="button"
        className="charged__toggle"
        aria-expanded={open}
        aria-controls={trailId}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? t('detail.hideTrail') : t('detail.showTrail')}
      </button>
      {open && <Trail id={trailId} vacationId={apply.applyId} />}
    </li>
  );
}

function Trail({ id, vacationId }: { id: string; vacationId: string }) {
  const { t, i18n } = useTranslation('leaveBalance');
  const trail = useApprovalList(vacationId, i18n.language, true);
  let body: ReactNode;
  if (trail.isPending) body = <p className="trail__note">{t('loading')}</p>;
  else if (trail.isError) body = <LoadFailed onRetry={() => void trail.refetch()} />;
  else if (trail.data.length === 0) body = <p className="trail__note">{t('detail.noTrail')}</p>;
  else
    body = (
      <ol className="trail">
        {trail.data.map((entry: TAuditTrail) => (
          <li
            key={`${entry.operationCode}-${entry.operator.eid}-${entry.activityName}-${entry.operateTime}`}
            className={`trail__entry trail__entry--${entry.operationCode}`}
          >
            <div className="trail__line">
              <span className="trail__operation">{entry.operation}</span>
              <span className="trail__operator">{entry.operator.cnName}</span>
              {entry.activityName && <span className="trail__activity">{entry.activityName}</span>}
            </div>
            {entry.operateTime && <p className="trail__time">{entry.operateTime.replace('T', ' ')}</p>}
            {entry.comments && <p className="trail__comment">{entry.comments}</p>}
          </li>
        ))}
      </ol>
    );
  return (
    <div id={id} className="trail-box">
      {body}
    </div>
  );
}
