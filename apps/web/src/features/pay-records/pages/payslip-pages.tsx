import type { TPayslip } from '@ehome/shared/pay-records/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Page } from '../../../ui/page';
import { usePayslip, usePayslipYear } from '../api';
import { Loaded, money, ReauthGate, Rows, useMonthName, YearSwitch } from '../components';

/** /Salaryinquiry[?month=YYYY-MM]: one month's payslip, after the password again. */
export function SalaryInquiryPage() {
  const { t } = useTranslation('payRecords');
  return (
    <Page title={t('salary.title')}>
      <div className="pay-page">
        <ReauthGate>
          <MonthSlip />
        </ReauthGate>
      </div>
    </Page>
  );
}

function MonthSlip() {
  const { t } = useTranslation('payRecords');
  const monthName = useMonthName();
  const [params, setParams] = useSearchParams();
  const [year, setYear] = useState<number | null>(
    params.get('month') ? Number(params.get('month')?.slice(0, 4)) : null,
  );
  const yearView = usePayslipYear(year);
  const months = yearView.data?.months.map((m) => m.month) ?? [];
  const month = params.get('month') ?? months.at(-1) ?? null;
  const slip = usePayslip(month);
  return (
    <>
      {yearView.data ? (
        <>
          <YearSwitch
            years={yearView.data.years}
            year={yearView.data.year}
            onChange={(y) => {
              setYear(y);
              setParams({}, { replace: true });
            }}
          />
          <div className="pay-months" role="tablist" aria-label={t('salary.month')}>
            {[...months].reverse().map((m) => (
              <button
                key={m}
                type="button"
                role="tab"
                aria-selected={m === month}
                className={m === month ? 'pay-chip pay-chip--on' : 'pay-chip'}
                onClick={() => setParams({ month: m }, { replace: true })}
              >
                {monthName(m)}
              </button>
            ))}
          </div>
        </>
      ) : null}
      {month === null && yearView.data ? (
        <p className="pay-state">{t('salary.none')}</p>
      ) : (
        <Loaded query={slip}>{(data) => <Slip slip={data} />}</Loaded>
      )}
      <Link className="pay-link" to="/SalaryAllmonth">
        {t('salary.yearLink')}
        <span aria-hidden="true">›</span>
      </Link>
    </>
  );
}

export function Slip({ slip }: { slip: TPayslip }) {
  const { t } = useTranslation('payRecords');
  return (
    <>
      <section className="pay-hero" aria-label={t('salary.net')}>
        <small>
          {slip.month} · {t('salary.net')}
        </small>
        <strong>¥{money(slip.net)}</strong>
        <small>{t('salary.paidOn', { date: slip.paidOn })}</small>
      </section>
      <section className="pay-card">
        <h2 className="pay-card__title">{t('salary.summary')}</h2>
        <Rows
          rows={[
            [t('salary.gross'), money(slip.gross)],
            [t('salary.allowances'), money(slip.allowances)],
            [t('salary.social'), `-${money(slip.socialEmployee)}`],
            [t('salary.fund'), `-${money(slip.fundEmployee)}`],
            [t('salary.tax'), `-${money(slip.tax)}`],
            [t('salary.deductions'), `-${money(slip.deductions)}`],
            [t('salary.special'), money(slip.specialDeduction)],
            [t('salary.net'), money(slip.net)],
          ]}
        />
      </section>
      <section className="pay-card">
        <h2 className="pay-card__title">{t('salary.items')}</h2>
        <Rows
          rows={slip.items.map((item) => [
            t(`item.${item.code}`, { defaultValue: item.code }),
            item.kind === 'deduction' ? `-${money(item.amount)}` : money(item.amount),
          ])}
        />
      </section>
    </>
  );
}

/** /SalaryAllmonth: the year's months with gross, deductions, tax and net, and the totals. */
export function SalaryAllMonthPage() {
  const { t } = useTranslation('payRecords');
  return (
    <Page title={t('year.title')}>
      <div className="pay-page">
        <ReauthGate>
          <YearSlips />
        </ReauthGate>
      </div>
    </Page>
  );
}

function YearSlips() {
  const { t } = useTranslation('payRecords');
  const monthName = useMonthName();
  const [year, setYear] = useState<number | null>(null);
  const view = usePayslipYear(year);
  return (
    <Loaded query={view}>
      {(data) => (
        <>
          <YearSwitch years={data.years} year={data.year} onChange={setYear} />
          <section className="pay-hero" aria-label={t('year.totalNet')}>
            <small>
              {data.year} · {t('year.totalNet')}
            </small>
            <strong>¥{money(data.totals.net)}</strong>
          </section>
          <section className="pay-card">
            <table className="pay-table">
              <caption className="pay-muted">{t('year.caption', { year: data.year })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('salary.month')}</th>
                  <th scope="col">{t('salary.gross')}</th>
                  <th scope="col">{t('salary.deductions')}</th>
                  <th scope="col">{t('salary.tax')}</th>
                  <th scope="col">{t('salary.net')}</th>
                </tr>
              </thead>
              <tbody>
                {data.months.map((m) => (
                  <tr key={m.month}>
                    <td>
                      <Link to={`/Salaryinquiry?month=${m.month}`}>{monthName(m.month)}</Link>
                    </td>
                    <td>{money(m.gross)}</td>
                    <td>{money(m.deductions)}</td>
                    <td>{money(m.tax)}</td>
                    <td>{money(m.net)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <td>{t('year.total')}</td>
                  <td>{money(data.totals.gross)}</td>
                  <td>{money(data.totals.deductions)}</td>
                  <td>{money(data.totals.tax)}</td>
                  <td>{money(data.totals.net)}</td>
                </tr>
              </tfoot>
            </table>
          </section>
        </>
      )}
    </Loaded>
  );
}
