import type { TWelfareReceipt } from '@ehome/shared/welfare/schemas';
import Button from 'antd-mobile/es/components/button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Page } from '../../../ui/page';
import { PageLoading } from '../../../ui/page-loading';
import { useConfirmReceived, useReceipt } from '../api/welfare';
import { ReceiptView } from '../components/receipt-view';
import { claimPath, claimStatusKey, receiptPath } from '../format';
import '../welfare.css';

/** Loads the claim of ?id and shows what the screen makes of it. */
function ClaimScreen({ title, children }: { title: string; children: (r: TWelfareReceipt) => ReactNode }) {
  const { t } = useTranslation('welfare');
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const receipt = useReceipt(id);
  return (
    <Page title={title}>
      <div className="welfare-page">
        {receipt.data ? (
          children(receipt.data)
        ) : receipt.isError || !id ? (
          <p className="welfare-state" role="alert">
            {receipt.error?.message || t('loadFailed')}
          </p>
        ) : (
          <PageLoading />
        )}
      </div>
    </Page>
  );
}

/** /rightsSuccess?id: the claim is done: its number, what happens next, the receipt. */
export function RightsSuccessPage() {
  const { t } = useTranslation('welfare');
  return (
    <ClaimScreen title={t('success.title')}>
      {(r) => (
        <section className="welfare-card welfare-success">
          <div className="welfare-success__mark" aria-hidden="true">
            ✓
          </div>
          <h1>{t('success.heading')}</h1>
          <p>
            {t('receipt.no')} <strong>{r.receiptNo}</strong>
          </p>
          <p className="welfare-muted">{t(`success.next.${r.delivery}`)}</p>
          {r.voucherCode ? <p className="welfare-code">{r.voucherCode}</p> : null}
          <div className="welfare-actions">
            <Link className="welfare-button" to={receiptPath(r.claimId)}>
              {t('success.receipt')}
            </Link>
            <Link className="welfare-button welfare-button--plain" to="/Myrights">
              {t('success.myRights')}
            </Link>
          </div>
        </section>
      )}
    </ClaimScreen>
  );
}

/** The steps of a claim with the ones reached marked. */
function Tracking({ receipt: r }: { receipt: TWelfareReceipt }) {
  const { t } = useTranslation('welfare');
  const steps =
    r.delivery === 'voucher'
      ? [{ key: 'status.voucherIssued', at: r.claimedAt }]
      : [
          { key: 'status.claimed', at: r.claimedAt },
          ...(r.delivery === 'express' ? [{ key: 'status.shipped', at: r.shippedAt }] : []),
          { key: 'status.received', at: r.receivedAt },
        ];
  return (
    <ol className="welfare-steps" aria-label={t('detail.tracking')}>
      {steps.map((s) => (
        <li key={s.key} className={s.at ? 'welfare-step welfare-step--done' : 'welfare-step'}>
          <strong>{t(s.key)}</strong>
          <small>{s.at ?? t('detail.waiting')}</small>
        </li>
      ))}
    </ol>
  );
}

/** /Myrightsdetails?id: my claim: status, tracking, courier, confirm received, the receipt. */
export function MyRightsDetailsPage() {
  const { t } = useTranslation('welfare');
  const confirm = useConfirmReceived();
  return (
    <ClaimScreen title={t('detail.title')}>
      {(r) => (
        <>
          <section className="welfare-card">
            <h2 className="welfare-card__title">
              {r.rightName}
              {r.packageName ? ` · ${r.packageName}` : ''}
            </h2>
            <p>
              <span className="welfare-tag welfare-tag--claimed">{t(claimStatusKey(r.status))}</span>
            </p>
            {r.expressCompany ? (
              <p className="welfare-muted">
                {t('receipt.courier')}: {r.expressCompany} {r.expressNumber}
              </p>
            ) : null}
            {r.voucherCode ? <p className="welfare-code">{r.voucherCode}</p> : null}
            <Tracking receipt={r} />
            {r.canConfirm ? (
              <Button
                block
                color="primary"
                loading={confirm.isPending}
                onClick={() => confirm.mutate(r.claimId)}
              >
                {t('detail.confirm')}
              </Button>
            ) : null}
          </section>
          <Link className="welfare-link" to={receiptPath(r.claimId)}>
            {t('detail.receipt')}
          </Link>
        </>
      )}
    </ClaimScreen>
  );
}

/** /Welfarereceipt?id: the claim's receipt, printable. */
export function WelfareReceiptPage() {
  const { t } = useTranslation('welfare');
  return (
    <ClaimScreen title={t('receipt.title')}>
      {(r) => (
        <>
          <ReceiptView receipt={r} />
          <div className="welfare-actions welfare-no-print">
            <button type="button" className="welfare-button" onClick={() => window.print()}>
              {t('receipt.print')}
            </button>
            <Link className="welfare-button welfare-button--plain" to={claimPath(r.claimId)}>
              {t('receipt.track')}
            </Link>
          </div>
        </>
      )}
    </ClaimScreen>
  );
}
