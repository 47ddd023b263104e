import type { TDeductionKind } from '@ehome/shared/tax-deductions/constants';
import Selector from 'antd-mobile/es/components/selector';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Page } from '../../../ui/page';
import { PageLoading } from '../../../ui/page-loading';
import { useMembers, useOverview, useRecord } from '../api/deductions';
import { ItemForm } from '../components/item-form';
import { Notices } from '../components/notices';
import '../deductions.css';

/**
 * The form of one or two item kinds (?id= edits an item, ?year= another year than the current):
 * refuses nothing itself beyond the shared rules; a submitted record shows that it is locked.
 */
function ItemPage({ titleKey, kinds, next }: { titleKey: string; kinds: TDeductionKind[]; next: string }) {
  const { t } = useTranslation('deductions');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const yearParam = Number(params.get('year')) || undefined;
  const overview = useOverview(yearParam);
  const year = overview.data?.year;
  const record = useRecord(year);
  const members = useMembers();
  const id = params.get('id');
  const item = record.data?.items.find((i) => i.id === id) ?? null;
  const [kind, setKind] = useState<TDeductionKind>(
    (item?.kind as TDeductionKind | undefined) ?? (kinds[0] as TDeductionKind),
  );
  const ready = overview.data && record.data && members.data && year;
  const shown = item?.kind ?? kind;
  return (
    <Page title={t(titleKey)}>
      {ready ? (
        <div className="ded-page">
          <Notices overview={overview.data} />
          <p className="ded-muted">{t('yearOf', { year })}</p>
          {!record.data.editable ? (
            <p className="ded-notice ded-notice--warn">{t('lockedNotice')}</p>
          ) : (
            <>
              {kinds.length > 1 && !item ? (
                <Selector
                  aria-label={t('chooseKind')}
                  columns={kinds.length}
                  options={kinds.map((k) => ({ label: t(`kind.${k}`), value: k }))}
                  value={[kind]}
                  onChange={(v) => v[0] && setKind(v[0])}
                />
              ) : null}
              <ItemForm
                key={shown}
                kind={shown}
                year={year}
                item={item}
                members={members.data}
                others={record.data.items.filter((i) => i.id !== item?.id).map((i) => i.kind)}
                onSaved={() => navigate(next)}
              />
            </>
          )}
          <Link className="ded-link" to="/memberFamily">
            {t('manageMembers')}
          </Link>
        </div>
      ) : (
        <PageLoading />
      )}
    </Page>
  );
}

export const ChildrensEducationPage = () => (
  <ItemPage
    titleKey="kind.childEducation"
    kinds={['childEducation', 'infantCare']}
    next="/recordOfDeductions"
  />
);
export const ContinuingEducationPage = () => (
  <ItemPage titleKey="kind.continuingEducation" kinds={['continuingEducation']} next="/recordOfDeductions" />
);
export const MedicalTreatmentPage = () => (
  <ItemPage titleKey="kind.seriousIllness" kinds={['seriousIllness']} next="/recordOfDeductions" />
);
export const LendingRentingPage = () => (
  <ItemPage titleKey="lendingRenting" kinds={['housingLoan', 'rent']} next="/recordOfDeductions" />
);
export const SupportElderlyPage = () => (
  <ItemPage titleKey="kind.elderlySupport" kinds={['elderlySupport']} next="/supportSuccess" />
);
export const OtherDeductionsPage = () => (
  <ItemPage titleKey="kind.other" kinds={['other']} next="/otherSuccess" />
);

function SuccessPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation('deductions');
  return (
    <Page title={t(titleKey)}>
      <div className="ded-page ded-success">
        <p className="ded-success__mark" aria-hidden>
          ✓
        </p>
        <p>{t('savedText')}</p>
        <Link className="ded-link" to="/recordOfDeductions">
          {t('toRecord')}
        </Link>
        <Link className="ded-link" to="/deductionsIndex">
          {t('toIndex')}
        </Link>
      </div>
    </Page>
  );
}
export const SupportSuccessPage = () => <SuccessPage titleKey="kind.elderlySupport" />;
export const OtherSuccessPage = () => <SuccessPage titleKey="kind.other" />;
