import { formatFenGrouped } from '@ehome/shared/calculators/money';
import type { TDeductionOverview } from '@ehome/shared/tax-deductions/schemas';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The cut-off, the settlement window, the real-name requirement and HR's note, where they apply. */
export function Notices({ overview, cutoff = true }: { overview: TDeductionOverview; cutoff?: boolean }) {
  const { t } = useTranslation('deductions');
  const { realName, window } = overview;
  return (
    <div className="ded-notices">
      {!realName.verified || !realName.signed ? (
        <p className="ded-notice ded-notice--warn" role="alert">
          {t('realNameFirst')} <Link to="/realNameAuthentication">{t('goRealName')}</Link>
        </p>
      ) : null}
      {overview.returnNote && overview.status === 'returned' ? (
        <p className="ded-notice ded-notice--warn">{t('returnedNote', { note: overview.returnNote })}</p>
      ) : null}
      {cutoff ? <p className="ded-notice">{t('cutoff', { month: overview.effectiveMonthIfNow })}</p> : null}
      <p className="ded-notice">
        {t(window.open ? 'windowOpen' : 'windowClosed', {
          year: window.year,
          from: window.from,
          to: window.to,
        })}
      </p>
    </div>
  );
}

export function StatusTag({ status }: { status: string }) {
  const { t } = useTranslation('deductions');
  return <span className={`ded-tag ded-tag--${status}`}>{t(`status.${status}`)}</span>;
}

/** Fen as grouped yuan (24,000.00), the app's one money format (packages/shared calculators/money.ts). */
export const yuan = formatFenGrouped;
