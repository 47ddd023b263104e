import {
  SPECIAL_DEDUCTION_EDITIONS,
  specialDeductionStandards,
  type TSpecialDeductionStandards,
} from '@ehome/shared/calculators/tax/special-deductions';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { copyText } from '../../../platform/clipboard';
import { showToast } from '../../../platform/feedback';
import { Page } from '../../../ui/page';
import { useDeclaration } from '../api';
import { Loading, money } from '../components';
import '../tax.css';

const yuan = (fen: number) => money((fen / 100).toFixed(2));

/** Each topic's amounts from the dated standards (fen -> grouped yuan), for the topic's text. */
const TOPICS: Record<string, (s: TSpecialDeductionStandards) => Record<string, string | number>> = {
  childrenEducation: (s) => ({ amount: yuan(s.childEducationPerChild) }),
  infantCare: (s) => ({ amount: yuan(s.infantCarePerChild) }),
  continuingEducation: (s) => ({
    amount: yuan(s.continuingEducationDegree),
    certificate: yuan(s.continuingEducationCertificate),
    months: s.continuingEducationMaxMonths,
  }),
  illness: (s) => ({ threshold: yuan(s.illnessThreshold), max: yuan(s.illnessMax) }),
  housingLoan: (s) => ({ amount: yuan(s.housingLoan), months: s.housingLoanMaxMonths }),
  rent: (s) => ({ rent1: yuan(s.rent.rent1), rent2: yuan(s.rent.rent2), rent3: yuan(s.rent.rent3) }),
  elderly: (s) => ({ amount: yuan(s.elderlyOnlyChild), share: yuan(s.elderlyShareMax) }),
  annualSettlement: () => ({}),
};
const TOPIC_NAMES = Object.keys(TOPICS);

const thisYear = () => new Date().getFullYear();

/** /taxPolicy: the special additional deductions and the annual settlement, with their sources. */
export function TaxPolicyPage() {
  const { t } = useTranslation('declaration');
  return (
    <Page title={t('policy.title')}>
      <div className="tax-page">
        <nav className="tax-card tax-link-list" aria-label={t('policy.title')}>
          {TOPIC_NAMES.map((topic) => (
            <Link key={topic} to={`/taxPolicy/${topic}`}>
              <span>{t(`policy.topic.${topic}.name`)}</span>
              <span>›</span>
            </Link>
          ))}
        </nav>
        <p className="tax-muted">{t('policy.sources')}</p>
      </div>
    </Page>
  );
}

/** /taxPolicy/:topic: the rule text with the amounts of the year and of every edition. */
export function TaxPolicyTopicPage() {
  const { t } = useTranslation('declaration');
  const { topic = '' } = useParams();
  const amounts = TOPICS[topic];
  if (!amounts) {
    return (
      <Page title={t('policy.title')}>
        <p className="tax-state">{t('notFound')}</p>
      </Page>
    );
  }
  const year = thisYear();
  return (
    <Page title={t(`policy.topic.${topic}.name`)}>
      <div className="tax-page">
        <section className="tax-card">
          <h2 className="tax-card__title">{t('policy.current', { year })}</h2>
          <p className="tax-text">
            {t(`policy.topic.${topic}.text`, amounts(specialDeductionStandards(year)))}
          </p>
          <p className="tax-muted">{t(`policy.topic.${topic}.law`)}</p>
        </section>
        {topic !== 'annualSettlement' ? (
          <section className="tax-card">
            <h2 className="tax-card__title">{t('policy.editions')}</h2>
            <ul className="tax-rows">
              {SPECIAL_DEDUCTION_EDITIONS.map((e) => (
                <li key={e.validFrom}>
                  <span className="tax-row__main">
                    <strong>{t('policy.from', { date: e.validFrom })}</strong>
                    <small>{e.source}</small>
                  </span>
                  <span className="tax-muted" style={{ textAlign: 'right' }}>
                    {t(`policy.topic.${topic}.short`, amounts(e.standards))}
                  </span>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </Page>
  );
}

/** /taxTransfer: what is done in the tax authority's 个人所得税 app, with the figures to copy. */
export function TaxTransferPage() {
  const { t } = useTranslation('declaration');
  const q = useDeclaration();
  const d = q.data;
  const summary = d
    ? t('transfer.summary', {
        year: d.year,
        income: d.figures.income,
        taxable: d.figures.taxable,
        tax: d.figures.tax,
        withheld: d.figures.withheld,
        balance: d.figures.balance,
      })
    : '';
  const copy = async () => {
    showToast((await copyText(summary)) ? t('transfer.copied') : t('transfer.copyFailed'));
  };
  return (
    <Page title={t('transfer.title')}>
      <div className="tax-page">
        <section className="tax-card">
          <p className="tax-text">{t('transfer.text')}</p>
        </section>
        <section className="tax-card">
          <h2 className="tax-card__title">{t('transfer.stepsTitle')}</h2>
          <ol className="tax-text" style={{ paddingLeft: 20, margin: 0 }}>
            {[1, 2, 3, 4].map((n) => (
              <li key={n}>{t(`transfer.steps.${n}`)}</li>
            ))}
          </ol>
        </section>
        <section className="tax-card">
          <h2 className="tax-card__title">{t('transfer.figures')}</h2>
          {d ? <p className="tax-text">{summary}</p> : <Loading error={q.isError} />}
          <Button block color="primary" disabled={!d} onClick={() => void copy()}>
            {t('transfer.copy')}
          </Button>
        </section>
      </div>
    </Page>
  );
}
