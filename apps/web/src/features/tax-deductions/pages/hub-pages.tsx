import {
  SPECIAL_DEDUCTION_EDITIONS,
  specialDeductionStandards,
} from '@ehome/shared/calculators/tax/special-deductions';
import { DEDUCTION_KINDS, type TDeductionKind } from '@ehome/shared/tax-deductions/constants';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../../../ui/page';
import { PageLoading } from '../../../ui/page-loading';
import { useOverview } from '../api/deductions';
import { Notices, StatusTag } from '../components/notices';
import '../deductions.css';

/** Each kind's screen (spec 3 §2.6 tax routes). */
export const KIND_PATHS: Record<TDeductionKind, string> = {
  childEducation: '/childrensEducation',
  infantCare: '/childrensEducation',
  continuingEducation: '/continuingEducation',
  seriousIllness: '/medicalTreatment',
  housingLoan: '/lendingRenting',
  rent: '/lendingRenting',
  elderlySupport: '/supportElderly',
  other: '/otherDeductions',
};

/** /Deductions: what the special additional deductions are, the current amounts, the rules of the year. */
export function DeductionsIntroPage() {
  const { t } = useTranslation('deductions');
  const year = new Date().getFullYear();
  const s = specialDeductionStandards(year);
  const y = (fen: number) => (fen / 100).toLocaleString('en-US');
  const edition = [...SPECIAL_DEDUCTION_EDITIONS].reverse().find((e) => e.validFrom <= `${year}-01-01`);
  const params: Record<string, Record<string, string>> = {
    childEducation: { amount: y(s.childEducationPerChild) },
    infantCare: { amount: y(s.infantCarePerChild) },
    continuingEducation: {
      amount: y(s.continuingEducationDegree),
      once: y(s.continuingEducationCertificate),
    },
    seriousIllness: { threshold: y(s.illnessThreshold), amount: y(s.illnessMax) },
    housingLoan: { amount: y(s.housingLoan) },
    rent: { rent1: y(s.rent.rent1), rent2: y(s.rent.rent2), rent3: y(s.rent.rent3) },
    elderlySupport: { amount: y(s.elderlyOnlyChild), share: y(s.elderlyShareMax) },
  };
  return (
    <Page title={t('introTitle')}>
      <div className="ded-page">
        <section className="ded-card">
          <p>{t('intro.what')}</p>
          <ul className="ded-list">
            {(
              [
                'childEducation',
                'infantCare',
                'continuingEducation',
                'seriousIllness',
                'housingLoan',
                'rent',
                'elderlySupport',
              ] as const
            ).map((k) => (
              <li key={k}>
                <strong>{t(`kind.${k}`)}</strong>
                {t('intro.separator')}
                {t(`intro.amount.${k}`, params[k])}
              </li>
            ))}
          </ul>
          <p className="ded-muted">{t('intro.source', { source: edition?.source ?? '' })}</p>
        </section>
        <section className="ded-card">
          <h2 className="ded-card__title">{t('intro.notesTitle')}</h2>
          <ol className="ded-list">
            <li>{t('intro.note1')}</li>
            <li>{t('intro.note2')}</li>
            <li>{t('intro.note3')}</li>
            <li>{t('intro.note4')}</li>
          </ol>
        </section>
        <Link className="ded-button" to="/deductionsIndex">
          {t('start')}
        </Link>
      </div>
    </Page>
  );
}

/** /deductionsIndex: the hub of the year's items with their counts, the status, the notices. */
export function DeductionsIndexPage() {
  const { t } = useTranslation('deductions');
  const overview = useOverview();
  const data = overview.data;
  const kinds = DEDUCTION_KINDS;
  return (
    <Page title={t('indexTitle')}>
      {data ? (
        <div className="ded-page">
          <section className="ded-card ded-head">
            <div>
              <div className="ded-head__year">{t('yearOf', { year: data.year })}</div>
              <div className="ded-muted">
                {t('method')}: {data.method ? t(`methodName.${data.method}`) : t('methodNone')}
              </div>
            </div>
            <StatusTag status={data.status} />
          </section>
          <Notices overview={data} />
          <section className="ded-card ded-grid">
            {kinds.map((k) => (
              <Link key={k} className="ded-tile" to={KIND_PATHS[k]}>
                <span className="ded-tile__name">{t(`kind.${k}`)}</span>
                <span className="ded-tile__count">{t('countItems', { count: data.counts[k] ?? 0 })}</span>
              </Link>
            ))}
          </section>
          <section className="ded-card ded-links">
            <Link className="ded-link" to="/recordOfDeductions">
              {t('recordTitle')}
            </Link>
            <Link className="ded-link" to="/submissionDeductions">
              {t('submitTitle')}
            </Link>
            <Link className="ded-link" to="/memberFamily">
              {t('membersTitle')}
            </Link>
            <Link className="ded-link" to="/historicalRecord">
              {t('historyTitle')}
            </Link>
            <Link className="ded-link" to="/myOperation/me">
              {t('myInfoTitle')}
            </Link>
            <Link className="ded-link" to="/Deductions">
              {t('introTitle')}
            </Link>
          </section>
        </div>
      ) : (
        <PageLoading />
      )}
    </Page>
  );
}
