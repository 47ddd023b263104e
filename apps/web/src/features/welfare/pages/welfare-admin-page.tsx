import type { TWelfareAdminClaim } from '@ehome/shared/welfare/schemas';
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { showConfirm, showToast } from '../../../platform/feedback';
import { Page } from '../../../ui/page';
import { PagedList } from '../../../ui/paged-list';
import { useAdminAction, useAdminClaims } from '../api/welfare';
import { claimStatusKey, receiptPath } from '../format';
import '../welfare.css';

const FILTERS = [null, 1, 2, 3, 4] as const;

/** Courier and number for an express gift. */
function ShipForm({ claim, onDone }: { claim: TWelfareAdminClaim; onDone: () => void }) {
  const { t } = useTranslation('welfare');
  const action = useAdminAction();
  const [company, setCompany] = useState('');
  const [number, setNumber] = useState('');
  return (
    <div className="welfare-ship">
      <Input
        placeholder={t('admin.courier')}
        value={company}
        onChange={setCompany}
        aria-label={t('admin.courier')}
      />
      <Input
        placeholder={t('admin.number')}
        value={number}
        onChange={setNumber}
        aria-label={t('admin.number')}
      />
      <Button
        size="small"
        color="primary"
        loading={action.isPending}
        onClick={() =>
          action.mutate(
            { kind: 'ship', input: { claimId: claim.claimId, expCompany: company, expNumber: number } },
            {
              onSuccess: () => {
                showToast(t('admin.shipped'));
                onDone();
              },
            },
          )
        }
      >
        {t('admin.ship')}
      </Button>
    </div>
  );
}

const LIST_CLASSES = {
  state: 'welfare-state',
  list: 'welfare-list',
  more: 'welfare-muted',
  link: 'welfare-link',
};

/** One claim with HR's actions: ship an express gift, hand a pickup gift over. */
function ClaimCard({
  claim: c,
  shipping,
  onShip,
  onShipped,
  onHandOver,
}: {
  claim: TWelfareAdminClaim;
  shipping: boolean;
  onShip: () => void;
  onShipped: () => void;
  onHandOver: () => void;
}) {
  const { t } = useTranslation('welfare');
  return (
    <div className="welfare-card">
      <div className="welfare-admin__head">
        <strong>
          {c.employeeName} ({c.employeeNo})
        </strong>
        <span className="welfare-tag welfare-tag--claimed">{t(claimStatusKey(c.status))}</span>
      </div>
      <p>
        {c.rightName}
        {c.packageName ? ` · ${c.packageName}` : ''}
      </p>
      <p className="welfare-muted">
        {t(`delivery.${c.delivery}`)} {c.addressArea ?? ''} · {c.claimedAt}
      </p>
      {c.shipTo && c.status === 1 ? <p className="welfare-muted">{c.shipTo}</p> : null}
      {c.expressCompany ? (
        <p className="welfare-muted">
          {c.expressCompany} {c.expressNumber}
        </p>
      ) : null}
      <div className="welfare-actions">
        <Link className="welfare-link" to={receiptPath(c.claimId)}>
          {t('detail.receipt')}
        </Link>
        {c.status === 1 && c.delivery === 'express' ? (
          <Button size="small" onClick={onShip}>
            {t('admin.ship')}
          </Button>
        ) : null}
        {c.status === 1 && c.delivery === 'pickup' ? (
          <Button size="small" onClick={onHandOver}>
            {t('admin.handOver')}
          </Button>
        ) : null}
      </div>
      {shipping ? <ShipForm claim={c} onDone={onShipped} /> : null}
    </div>
  );
}

/** /WelfareAdmin (HR): claims of the company's rights; ship express gifts, hand pickup gifts over. */
export function WelfareAdminPage() {
  const { t } = useTranslation('welfare');
  const [status, setStatus] = useState<number | null>(1);
  const claims = useAdminClaims(status);
  const action = useAdminAction();
  const [shipping, setShipping] = useState<string | null>(null);
  const handOver = async (claim: TWelfareAdminClaim) => {
    if (!(await showConfirm(t('admin.handOverConfirm', { name: claim.employeeName }), t('admin.handOver'))))
      return;
    action.mutate(
      { kind: 'handOver', claimId: claim.claimId },
      { onSuccess: () => showToast(t('admin.handedOver')) },
    );
  };
  return (
    <Page title={t('admin.title')}>
      <div className="welfare-page">
        <div className="welfare-years" role="tablist" aria-label={t('receipt.status')}>
          {FILTERS.map((f) => (
            <button
              key={f ?? 'all'}
              type="button"
              role="tab"
              aria-selected={f === status}
              className={f === status ? 'welfare-year welfare-year--on' : 'welfare-year'}
              onClick={() => setStatus(f)}
            >
              {f === null ? t('admin.all') : t(claimStatusKey(f))}
            </button>
          ))}
        </div>
        <PagedList
          list={claims}
          itemKey={(c) => c.claimId}
          classes={LIST_CLASSES}
          texts={{
            failed: t('loadFailed'),
            retry: t('list.retry'),
            empty: t('admin.empty'),
            pulling: t('list.pulling'),
            canRelease: t('list.canRelease'),
            refreshing: t('list.refreshing'),
            complete: t('list.complete'),
            moreFailed: t('list.moreFailed'),
            moreLoading: t('loading'),
            moreNone: t('list.none'),
          }}
          renderItem={(c) => (
            <ClaimCard
              claim={c}
              shipping={shipping === c.claimId}
              onShip={() => setShipping(shipping === c.claimId ? null : c.claimId)}
              onShipped={() => setShipping(null)}
              onHandOver={() => void handOver(c)}
            />
          )}
        />
      </div>
    </Page>
  );
}
