import type { TLeaveBalance } from '@ehome/shared/leave/schemas';
import { useTranslation } from 'react-i18next';

/** A balance in the unit of its leave type (days or hours), as the language writes it. */
export function useAmount(uom: number) {
  const { t, i18n } = useTranslation('leaveBalance');
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  return (value: number) =>
    t(uom === 1 ? 'unit.days' : 'unit.hours', { count: value, value: number.format(value) });
}

/**
 * One leave type's balance of a year (spec 1 §3 "leave balance rows"): what remains, with the
 * amount granted, used and in approval; a negative remain (overdrawn) is red.
 */
export function BalanceFigures({ balance, large = false }: { balance: TLeaveBalance; large?: boolean }) {
  const { t } = useTranslation('leaveBalance');
  const amount = useAmount(balance.uom);
  const negative = balance.remainValue < 0;
  return (
    <>
      <div className={large ? 'balance-card__head balance-card__head--large' : 'balance-card__head'}>
        <span className="balance-card__name">{balance.applyCategoryText}</span>
        <span className="balance-card__remain">
          <span className="balance-card__remain-label">{t('amount.remain')}</span>
          <span
            className={
              negative ? 'balance-card__remain-value balance--negative' : 'balance-card__remain-value'
            }
          >
            {amount(balance.remainValue)}
          </span>
        </span>
      </div>
      <dl className="balance-card__figures">
        <div>
          <dt>{t('amount.amount')}</dt>
          <dd>{amount(balance.fieldValue)}</dd>
        </div>
        <div>
          <dt>{t('amount.used')}</dt>
          <dd>{amount(balance.used)}</dd>
        </div>
        <div>
          <dt>{t('amount.pending')}</dt>
          <dd>{amount(balance.pending)}</dd>
        </div>
      </dl>
      <p className="balance-card__validity">
        {t('amount.validity', { from: balance.validFrom, to: balance.validTo })}
      </p>
    </>
  );
}
