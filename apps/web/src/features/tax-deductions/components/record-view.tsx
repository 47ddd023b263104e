import { groupThousands } from '@ehome/shared/calculators/money';
import type { TDeductionRecord } from '@ehome/shared/tax-deductions/schemas';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusTag, yuan } from './notices';

/** A year's record: status, method, effective month, each item with its people and year amount, the months. */
export function RecordView({
  record,
  editPath,
  onDelete,
  vouchers = true,
  itemVouchers,
}: {
  record: TDeductionRecord;
  /** The owner's link to an item's vouchers (HR's review has none). */
  vouchers?: boolean;
  /** Shown under an item: HR's review shows its vouchers there. */
  itemVouchers?: (itemId: string) => ReactNode;
  editPath?: (kind: string, id: string) => string;
  onDelete?: (id: string) => void;
}) {
  const { t } = useTranslation('deductions');
  return (
    <>
      <section className="ded-card ded-head">
        <div>
          <div className="ded-head__year">{t('yearOf', { year: record.year })}</div>
          <div className="ded-muted">{t('yearTotal', { amount: groupThousands(record.yearTotal) })}</div>
          {record.effectiveMonth ? (
            <div className="ded-muted">{t('effectiveMonth', { month: record.effectiveMonth })}</div>
          ) : null}
          {record.method ? (
            <div className="ded-muted">
              {t('method')}: {t(`methodName.${record.method}`)}
            </div>
          ) : null}
        </div>
        <StatusTag status={record.status} />
      </section>
      {record.returnNote ? (
        <p className="ded-notice ded-notice--warn">{t('returnedNote', { note: record.returnNote })}</p>
      ) : null}
      {record.items.length === 0 ? <p className="ded-card ded-muted">{t('noItems')}</p> : null}
      {record.items.map((item) => (
        <section className="ded-card ded-item" key={item.id} data-testid="deduction-item">
          <div className="ded-item__head">
            <strong>{t(`kind.${item.kind}`)}</strong>
            <span>¥{groupThousands(item.yearTotal)}</span>
          </div>
          {item.people.length > 0 ? (
            <div className="ded-muted">
              {item.people.map((p) => (p === 'self' ? t('self') : p)).join('、')}
            </div>
          ) : null}
          <div className="ded-muted">{summaryOf(item.data, t)}</div>
          {item.oneOff > 0 ? (
            <div className="ded-muted">{t('oneOff', { amount: yuan(item.oneOff) })}</div>
          ) : null}
          {item.annualOnly > 0 ? (
            <div className="ded-muted">{t('annualOnly', { amount: yuan(item.annualOnly) })}</div>
          ) : null}
          {itemVouchers?.(item.id)}
          <div className="ded-item__actions">
            {vouchers ? (
              <Link to={`/relatedVouchers?itemId=${item.id}`}>
                {t('vouchersCount', { count: item.vouchers })}
              </Link>
            ) : (
              <span>{t('vouchersCount', { count: item.vouchers })}</span>
            )}
            {editPath ? <Link to={editPath(item.kind, item.id)}>{t('edit')}</Link> : null}
            {onDelete ? (
              <button type="button" className="ded-textbtn" onClick={() => onDelete(item.id)}>
                {t('delete')}
              </button>
            ) : null}
          </div>
        </section>
      ))}
      <section className="ded-card">
        <h2 className="ded-card__title">{t('monthlyTitle')}</h2>
        <table className="ded-months">
          <tbody>
            {record.monthly.map((fen, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the twelve months are fixed positions
              <tr key={i}>
                <th scope="row">{t('monthN', { n: i + 1 })}</th>
                <td>¥{yuan(fen)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </>
  );
}

function summaryOf(
  data: Record<string, unknown>,
  t: (k: string, o?: Record<string, unknown>) => string,
): string {
  const parts: string[] = [];
  const s = (k: string) => (typeof data[k] === 'string' ? (data[k] as string) : '');
  if (s('stage')) parts.push(t(`option.stage.${s('stage')}`));
  if (s('startMonth')) parts.push(`${s('startMonth')} ~ ${s('endMonth')}`);
  if (s('ratio')) parts.push(`${s('ratio')}%`);
  if (s('degreeStage'))
    parts.push(`${t(`option.degreeStage.${s('degreeStage')}`)} ${s('degreeStart')} ~ ${s('degreeEnd')}`);
  if (s('certNumber')) parts.push(`${s('certNumber')} ${s('certIssuer')} ${s('certDate')}`);
  if (s('personalAmount')) parts.push(`${t('field.personalAmount')} ¥${groupThousands(s('personalAmount'))}`);
  if (s('loanTerm')) parts.push(t('loanSummary', { months: s('loanTerm'), date: s('firstRepayment') }));
  if (s('cityClass'))
    parts.push(`${t(`option.cityClass.${s('cityClass')}`)} ${s('leaseStart')} ~ ${s('leaseEnd')}`);
  if (data.onlyChild === true) parts.push(t('onlyChild'));
  if (s('shareMethod'))
    parts.push(`${t(`option.shareMethod.${s('shareMethod')}`)} ¥${groupThousands(s('amount'))}`);
  if (s('otherType'))
    parts.push(`${t(`option.otherType.${s('otherType')}`)} ¥${groupThousands(s('amount'))}`);
  return parts.join(' · ');
}
