import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../ui/page';
import { useTrial } from '../api';
import { Loading, money } from '../components';
import '../tax.css';

/**
 * /individualTaxTrial: the year's cumulative withholding recomputed from the payslips and the
 * declared special additional deductions (国家税务总局公告2018年第61号 art. 6), the rest of the
 * current year projected with the latest month; per month what payroll withheld against it.
 */
export function IndividualTaxTrialPage() {
  const { t } = useTranslation('declaration');
  const [year, setYear] = useState<number | undefined>(undefined);
  const q = useTrial(year);
  const r = q.data;
  const shown = r?.year ?? year;
  return (
    <Page title={t('trial.title')}>
      <div className="tax-page">
        <div className="tax-card tax-card__title">
          <Button
            size="small"
            disabled={!shown}
            onClick={() => {
              if (shown) setYear(shown - 1);
            }}
          >
            ‹ {shown ? shown - 1 : ''}
          </Button>
          <strong>{shown ? t('hub.yearLabel', { year: shown }) : ''}</strong>
          <Button size="small" disabled={!shown || year === undefined} onClick={() => setYear(undefined)}>
            {t('trial.thisYear')}
          </Button>
        </div>
        {!r ? (
          <Loading error={q.isError} />
        ) : r.months.length === 0 ? (
          <p className="tax-state">{t('trial.none', { year: r.year })}</p>
        ) : (
          <>
            <section className="tax-card">
              <ul className="tax-rows">
                <li>
                  <span>{t('trial.computedTotal')}</span>
                  <span className="tax-num">{money(r.computedTotal)}</span>
                </li>
                <li>
                  <span>{t('trial.withheldTotal')}</span>
                  <span className="tax-num">{money(r.withheldTotal)}</span>
                </li>
                <li>
                  <strong>{t('trial.difference')}</strong>
                  <strong className={`tax-num${r.difference.startsWith('-') ? ' tax-neg' : ''}`}>
                    {money(r.difference)}
                  </strong>
                </li>
              </ul>
              <p className="tax-muted">{t('trial.differenceNote')}</p>
            </section>
            <section className="tax-card" style={{ overflowX: 'auto' }}>
              <table className="tax-table" aria-label={t('trial.tableLabel')}>
                <thead>
                  <tr>
                    <th>{t('col.month')}</th>
                    <th>{t('col.cumTaxable')}</th>
                    <th>{t('col.rate')}</th>
                    <th>{t('col.computed')}</th>
                    <th>{t('col.withheld')}</th>
                    <th>{t('col.difference')}</th>
                  </tr>
                </thead>
                <tbody>
                  {r.months.map((m) => (
                    <tr key={m.month} className={m.projected ? 'tax-projected' : undefined}>
                      <td>{t('col.monthValue', { month: m.month })}</td>
                      <td>{money(m.cumulativeTaxable)}</td>
                      <td>{m.rate}%</td>
                      <td>{money(m.computed)}</td>
                      <td>{m.withheld === null ? t('trial.projected') : money(m.withheld)}</td>
                      <td className={m.difference?.startsWith('-') ? 'tax-neg' : undefined}>
                        {m.difference === null ? '—' : money(m.difference)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <p className="tax-muted">{t('trial.note')}</p>
              {Number(r.annualOnly) > 0 ? (
                <p className="tax-muted">{t('trial.annualOnly', { amount: money(r.annualOnly) })}</p>
              ) : null}
            </section>
          </>
        )}
      </div>
    </Page>
  );
}
