import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { showConfirm, showToast } from '../../../platform/feedback';
import { Page } from '../../../ui/page';
import { rightPath } from '../../welfare';
import {
  useFundAccount,
  useFundYear,
  useReportCardLoss,
  useSocialCard,
  useSocialInsurance,
  useWelfareDetails,
} from '../api';
import { Loaded, money, Rows, useMonthName, YearSwitch } from '../components';

const statusTone: Record<string, string> = {
  paid: 'pay-tag pay-tag--ok',
  due: 'pay-tag pay-tag--warn',
  arrears: 'pay-tag pay-tag--bad',
};

/** /Socialsecuritypayment: each month's insurances with base, both parts and status; the year's totals. */
export function SocialSecurityPaymentPage() {
  const { t } = useTranslation('payRecords');
  const [year, setYear] = useState<number | null>(null);
  const view = useSocialInsurance(year);
  return (
    <Page title={t('social.title')}>
      <div className="pay-page">
        <Loaded query={view}>
          {(data) => (
            <>
              <YearSwitch years={data.years} year={data.year} onChange={setYear} />
              <section className="pay-hero" aria-label={t('social.yearTotals')}>
                <small>
                  {data.year} {data.city ? t(`city.${data.city}`, { defaultValue: data.city }) : ''} ·{' '}
                  {t('social.employeeTotal')}
                </small>
                <strong>¥{money(data.totals.employee)}</strong>
                <small>
                  {t('social.employerTotal')} ¥{money(data.totals.employer)}
                </small>
              </section>
              {data.months.length === 0 ? <p className="pay-state">{t('none')}</p> : null}
              {[...data.months].reverse().map((m) => (
                <section key={m.month} className="pay-card" aria-label={m.month}>
                  <h2 className="pay-card__title">
                    <span>{m.month}</span>
                    <span className={statusTone[m.lines[0]?.status ?? 'paid']}>
                      {t(`status.${m.lines[0]?.status ?? 'paid'}`)}
                    </span>
                  </h2>
                  <table className="pay-table">
                    <thead>
                      <tr>
                        <th scope="col">{t('social.kind')}</th>
                        <th scope="col">{t('social.base')}</th>
                        <th scope="col">{t('social.employee')}</th>
                        <th scope="col">{t('social.employer')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {m.lines.map((l) => (
                        <tr key={l.kind}>
                          <td>{t(`kind.${l.kind}`, { defaultValue: l.kind })}</td>
                          <td>{money(l.base)}</td>
                          <td>{money(l.employee)}</td>
                          <td>{money(l.employer)}</td>
                        </tr>
                      ))}
                    </tbody>
                    <tfoot>
                      <tr>
                        <td>{t('year.total')}</td>
                        <td />
                        <td>{money(m.employee)}</td>
                        <td>{money(m.employer)}</td>
                      </tr>
                    </tfoot>
                  </table>
                </section>
              ))}
            </>
          )}
        </Loaded>
      </div>
    </Page>
  );
}

/** /Providentfund: the housing fund's monthly deposits of a year. */
export function ProvidentFundPage() {
  const { t } = useTranslation('payRecords');
  const monthName = useMonthName();
  const [year, setYear] = useState<number | null>(null);
  const view = useFundYear(year);
  return (
    <Page title={t('fund.title')}>
      <div className="pay-page">
        <Loaded query={view}>
          {(data) => (
            <>
              <YearSwitch years={data.years} year={data.year} onChange={setYear} />
              <section className="pay-hero" aria-label={t('fund.yearTotal')}>
                <small>
                  {data.year} · {t('fund.yearTotal')}
                </small>
                <strong>¥{money(data.totals.total)}</strong>
                <small>
                  {t('social.employee')} ¥{money(data.totals.employee)} · {t('social.employer')} ¥
                  {money(data.totals.employer)}
                </small>
              </section>
              <section className="pay-card">
                <table className="pay-table">
                  <thead>
                    <tr>
                      <th scope="col">{t('salary.month')}</th>
                      <th scope="col">{t('social.base')}</th>
                      <th scope="col">{t('social.employee')}</th>
                      <th scope="col">{t('social.employer')}</th>
                      <th scope="col">{t('fund.deposit')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.months.map((m) => (
                      <tr key={m.month}>
                        <td>
                          {monthName(m.month)}
                          {m.status !== 'paid' ? (
                            <span className={statusTone[m.status]}>{t(`status.${m.status}`)}</span>
                          ) : null}
                        </td>
                        <td>{money(m.base)}</td>
                        <td>{money(m.employee)}</td>
                        <td>{money(m.employer)}</td>
                        <td>{money(m.total)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </section>
              <Link className="pay-link" to="/Accumulationfund">
                {t('fund.accountLink')}
                <span aria-hidden="true">›</span>
              </Link>
            </>
          )}
        </Loaded>
      </div>
    </Page>
  );
}

/** /Accumulationfund: the fund account - masked number, balance, deposits by year. */
export function AccumulationFundPage() {
  const { t } = useTranslation('payRecords');
  const account = useFundAccount();
  return (
    <Page title={t('account.title')}>
      <div className="pay-page">
        <Loaded query={account}>
          {(a) => (
            <>
              <section className="pay-hero" aria-label={t('account.balance')}>
                <small>{t('account.balance')}</small>
                <strong>¥{money(a.balance)}</strong>
                <small>{a.accountNo}</small>
              </section>
              <section className="pay-card">
                <Rows
                  rows={[
                    [t('account.number'), a.accountNo],
                    [t('account.city'), a.city],
                    [t('account.opened'), a.openedOn],
                    [t('account.status'), t(`account.state.${a.status}`)],
                    [t('account.lastDeposit'), a.lastDepositMonth ?? '—'],
                    ...a.years.map((y): [string, string] => [
                      t('account.deposits', { year: y.year }),
                      money(y.deposits),
                    ]),
                  ]}
                />
                <p className="pay-muted">{t('account.note')}</p>
              </section>
            </>
          )}
        </Loaded>
      </div>
    </Page>
  );
}

/** /SocialSecurityCard: the card's status, masked number, bank and city; report a loss. */
export function SocialSecurityCardPage() {
  const { t } = useTranslation('payRecords');
  const card = useSocialCard();
  const report = useReportCardLoss();
  const reportLoss = async () => {
    if (!(await showConfirm(t('card.confirmLoss'), t('card.reportLoss')))) return;
    try {
      await report.mutateAsync();
      showToast(t('card.lossReported'));
    } catch {
      // toasted by the http client
    }
  };
  return (
    <Page title={t('card.title')}>
      <div className="pay-page">
        <Loaded query={card}>
          {(c) =>
            c === null ? (
              <p className="pay-state">{t('card.none')}</p>
            ) : (
              <section className="pay-card">
                <h2 className="pay-card__title">
                  <span>{t('card.title')}</span>
                  <span
                    className={
                      c.status === 'issued'
                        ? 'pay-tag pay-tag--ok'
                        : c.status === 'lostReported'
                          ? 'pay-tag pay-tag--bad'
                          : 'pay-tag pay-tag--warn'
                    }
                  >
                    {t(`card.status.${c.status}`)}
                  </span>
                </h2>
                <Rows
                  rows={[
                    [t('card.number'), c.cardNo],
                    [t('card.bank'), c.bank],
                    [t('card.city'), c.city],
                    [t('card.applied'), c.appliedOn],
                    [t('card.issued'), c.issuedOn ?? '—'],
                    ...(c.lostReportedAt ? [[t('card.lostAt'), c.lostReportedAt] as [string, string]] : []),
                  ]}
                />
                {c.status === 'issued' ? (
                  <Button block color="danger" fill="outline" onClick={reportLoss} loading={report.isPending}>
                    {t('card.reportLoss')}
                  </Button>
                ) : null}
              </section>
            )
          }
        </Loaded>
        <Link className="pay-link" to="/SocialSecurityCardRules">
          {t('rules.title')}
          <span aria-hidden="true">›</span>
        </Link>
      </div>
    </Page>
  );
}

/** /SocialSecurityCardRules: how to apply for, use and report the loss of the card. */
export function SocialSecurityCardRulesPage() {
  const { t } = useTranslation('payRecords');
  const sections = ['apply', 'use', 'loss'] as const;
  return (
    <Page title={t('rules.title')}>
      <div className="pay-page">
        {sections.map((s) => (
          <section key={s} className="pay-card pay-text">
            <h2 className="pay-card__title">{t(`rules.${s}.title`)}</h2>
            {(t(`rules.${s}.text`, { returnObjects: true }) as string[]).map((line) => (
              <p key={line}>{line}</p>
            ))}
          </section>
        ))}
      </div>
    </Page>
  );
}

/** /Mywelfaredetails: what the person received from the welfare rights (the welfare module's data). */
export function WelfareDetailsPage() {
  const { t } = useTranslation('payRecords');
  const [year, setYear] = useState<number | null>(null);
  const view = useWelfareDetails(year);
  return (
    <Page title={t('welfare.title')}>
      <div className="pay-page">
        <Loaded query={view}>
          {(data) => (
            <>
              <YearSwitch years={data.years} year={data.year} onChange={setYear} />
              {data.result.length === 0 ? <p className="pay-state">{t('welfare.none')}</p> : null}
              {data.result.map((r) => (
                <Link key={r.id} className="pay-link" to={rightPath(r.id)}>
                  <span>
                    {r.name}
                    <small>
                      {t('welfare.value', { value: money(Number(r.value)) })} · {r.claimFrom} – {r.claimTo}
                    </small>
                  </span>
                  <span className="pay-tag pay-tag--ok">{t('welfare.received')}</span>
                </Link>
              ))}
            </>
          )}
        </Loaded>
      </div>
    </Page>
  );
}
