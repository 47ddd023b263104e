import type { TVacationLimit } from '@ehome/shared/attendance/schemas';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useVacationLimit } from '../api/get-vacation-limit';
import { LoadEmpty, LoadFailed } from '../calendar/load-state';

/** Leave balances of the month per type (spec 1 §3): remaining, and the total when the type has one. */
export function VacationBalances({ ym }: { ym: string }) {
  const { t, i18n } = useTranslation(['attendance', 'common']);
  const { data, isPending, isError, refetch } = useVacationLimit(ym);
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  const amount = (value: number, uom: number) =>
    t(uom === 1 ? 'summary.dayAmount' : 'summary.hourAmount', { count: value, value: number.format(value) });
  return (
    <section className="summary-card" aria-labelledby="vacation-title">
      <h2 id="vacation-title" className="summary-card__title">
        {t('summary.vacationTitle')}
      </h2>
      {isPending ? (
        <p className="load-empty">{t('common:loading')}</p>
      ) : isError ? (
        <LoadFailed onRetry={() => void refetch()} />
      ) : data.length === 0 ? (
        <LoadEmpty>{t('summary.vacationEmpty')}</LoadEmpty>
      ) : (
        <ul className="balances">
          {data.map((item: TVacationLimit) => (
            <li
              key={item.categoryCode}
              className="balance"
              style={{ '--balance-color': item.setColor } as CSSProperties}
            >
              <span className="balance__name">{item.name}</span>
              <span className="balance__value">
                <span className="balance__remaining">
                  {t('summary.remaining', { amount: amount(item.count, item.uom) })}
                </span>
                {item.totalValue !== -1 && (
                  <span className="balance__total">
                    {t('summary.total', { amount: amount(item.totalValue, item.uom) })}
                  </span>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
