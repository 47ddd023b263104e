import type { TWelfareReceipt } from '@ehome/shared/welfare/schemas';
import { useTranslation } from 'react-i18next';
import { claimStatusKey } from '../format';

/** One line of the receipt: label and value; nothing when the value is empty. */
function Line({ label, value }: { label: string; value: string | null | undefined }) {
  if (!value) return null;
  return (
    <div className="welfare-receipt__line">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** A claim as a receipt: who, what, how delivered (address masked), status and courier or code. */
export function ReceiptView({ receipt: r }: { receipt: TWelfareReceipt }) {
  const { t } = useTranslation('welfare');
  return (
    <article className="welfare-receipt" aria-label={t('receipt.title')}>
      <header className="welfare-receipt__head">
        <h1>{t('receipt.heading')}</h1>
        <p>{r.companyName}</p>
        <p className="welfare-receipt__no">
          {t('receipt.no')} {r.receiptNo}
        </p>
      </header>
      <dl>
        <Line label={t('receipt.employee')} value={`${r.employeeName} (${r.employeeNo})`} />
        <Line label={t('receipt.right')} value={r.rightName} />
        <Line label={t('receipt.package')} value={r.packageName} />
        <Line label={t('receipt.contents')} value={r.packageContents} />
        <Line label={t('receipt.claimedAt')} value={r.claimedAt} />
        <Line label={t('receipt.delivery')} value={t(`delivery.${r.delivery}`)} />
        <Line
          label={t('receipt.address')}
          value={r.addressArea ? `${r.addressArea} ${r.consignee ?? ''} ${r.phone ?? ''}`.trim() : null}
        />
        <Line label={t('receipt.pickupPoint')} value={r.pickupPoint} />
        <Line label={t('receipt.status')} value={t(claimStatusKey(r.status))} />
        <Line
          label={t('receipt.courier')}
          value={r.expressCompany ? `${r.expressCompany} ${r.expressNumber ?? ''}` : null}
        />
        <Line label={t('receipt.shippedAt')} value={r.shippedAt} />
        <Line label={t('receipt.receivedAt')} value={r.receivedAt} />
        <Line label={t('receipt.voucherCode')} value={r.voucherCode} />
        <Line label={t('receipt.voucherValidTo')} value={r.voucherValidTo} />
      </dl>
      <footer className="welfare-receipt__total">
        <span>{t('receipt.value')}</span>
        <strong>¥{r.value}</strong>
      </footer>
    </article>
  );
}
