import type { TAnnualLeaveLimit } from '@ehome/shared/leave/dynamic-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** This year's annual leave above the form (ThatYearAnnualLeaveLimit), linking to the balances. */
export function AnnualLeaveHint({ limit }: { limit: TAnnualLeaveLimit }) {
  const { t, i18n } = useTranslation('leaveBalance');
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  const amount = (value: number) =>
    t(limit.uom === 1 ? 'unit.days' : 'unit.hours', { count: value, value: number.format(value) });
  return (
    <section className="annual-hint" aria-label={t('form.annualTitle', { year: limit.year })}>
      <div className="annual-hint__text">
        <h2 className="annual-hint__title">{t('form.annualTitle', { year: limit.year })}</h2>
        {limit.hasGrant ? (
          <p className="annual-hint__figures">
            <span
              className={
                limit.remain < 0 ? 'annual-hint__remain annual-hint__remain--negative' : 'annual-hint__remain'
              }
            >
              {t('form.annualRemain', { amount: amount(limit.remain) })}
            </span>
            <span className="annual-hint__detail">
              {t('form.annualDetail', {
                granted: amount(limit.granted),
                used: amount(limit.used),
                pending: amount(limit.pending),
              })}
            </span>
          </p>
        ) : (
          <p className="annual-hint__detail">{t('form.annualNone')}</p>
        )}
      </div>
      <Link className="annual-hint__link" to="/LeaveAmount">
        {t('form.allBalances')}
      </Link>
    </section>
  );
}
