import { groupThousands } from '@ehome/shared/calculators/money';
import Button from 'antd-mobile/es/components/button';
import Selector from 'antd-mobile/es/components/selector';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { showConfirm, showToast } from '../../../platform/feedback';
import { Page } from '../../../ui/page';
import { PageLoading } from '../../../ui/page-loading';
import { useDeductionActions, useHistory, useOverview, useRecord, useYears } from '../api/deductions';
import { Notices, StatusTag } from '../components/notices';
import { RecordView } from '../components/record-view';
import '../deductions.css';
import { KIND_PATHS } from './hub-pages';

/** /recordOfDeductions: this year's record with its items and monthly amounts; editable items open their form. */
export function RecordOfDeductionsPage() {
  const { t } = useTranslation('deductions');
  const record = useRecord();
  const { deleteItem } = useDeductionActions();
  const data = record.data;
  return (
    <Page title={t('recordTitle')}>
      {data ? (
        <div className="ded-page">
          <RecordView
            record={data}
            {...(data.editable
              ? {
                  editPath: (kind: string, id: string) =>
                    `${KIND_PATHS[kind as keyof typeof KIND_PATHS]}?id=${id}`,
                  onDelete: async (id: string) => {
                    if (await showConfirm(t('deleteConfirm'), t('delete')))
                      await deleteItem.mutateAsync({ year: data.year, id });
                  },
                }
              : {})}
          />
          {data.editable ? (
            <Link className="ded-button" to="/submissionDeductions">
              {t('submitTitle')}
            </Link>
          ) : null}
        </div>
      ) : (
        <PageLoading />
      )}
    </Page>
  );
}

/** /submissionDeductions: confirm the year's method (locked once confirmed) and submit (cut-off shown). */
export function SubmissionDeductionsPage() {
  const { t } = useTranslation('deductions');
  const navigate = useNavigate();
  const overview = useOverview();
  const { submit, confirmMethod } = useDeductionActions();
  const [method, setMethod] = useState<string>('');
  const data = overview.data;
  const chosen = data?.method ?? method;
  return (
    <Page title={t('submitTitle')}>
      {data ? (
        <div className="ded-page">
          <Notices overview={data} />
          <section className="ded-card">
            <h2 className="ded-card__title">{t('methodTitle')}</h2>
            <Selector
              aria-label={t('methodTitle')}
              columns={1}
              disabled={!!data.method}
              options={(['employer', 'self'] as const).map((m) => ({
                label: t(`methodName.${m}`),
                value: m,
              }))}
              value={chosen ? [chosen] : []}
              onChange={(v) => setMethod(v[0] ?? '')}
            />
            <p className="ded-muted">{data.method ? t('methodLockedNote') : t('methodNote')}</p>
          </section>
          <section className="ded-card">
            <div className="ded-head">
              <span>{t('yearOf', { year: data.year })}</span>
              <StatusTag status={data.status} />
            </div>
            <p className="ded-muted">{t('submitNote')}</p>
          </section>
          <Button
            block
            color="primary"
            loading={submit.isPending || confirmMethod.isPending}
            disabled={!data.editable && data.status !== 'submitted'}
            onClick={async () => {
              if (!chosen) {
                showToast(t('methodRequired'));
                return;
              }
              if (!data.method) await confirmMethod.mutateAsync({ year: data.year, method: chosen });
              const r = await submit.mutateAsync(data.year);
              showToast(t('submitted', { month: r.effectiveMonth }));
              navigate('/recordOfDeductions', { replace: true });
            }}
          >
            {t('submit')}
          </Button>
        </div>
      ) : (
        <PageLoading />
      )}
    </Page>
  );
}

/** /historicalRecord: the years with a record. */
export function HistoricalRecordPage() {
  const { t } = useTranslation('deductions');
  const years = useYears();
  return (
    <Page title={t('historyTitle')}>
      {years.data ? (
        <div className="ded-page">
          {years.data.length === 0 ? <p className="ded-card ded-muted">{t('noHistory')}</p> : null}
          {years.data.map((y) => (
            <Link
              key={y.id}
              className="ded-card ded-head ded-row-link"
              to={`/YearDeductHistory/${y.id}/${y.year}`}
            >
              <div>
                <div className="ded-head__year">{t('yearOf', { year: y.year })}</div>
                <div className="ded-muted">
                  {t('countItems', { count: y.items })} · ¥{groupThousands(y.yearTotal)}
                </div>
              </div>
              <StatusTag status={y.status} />
            </Link>
          ))}
        </div>
      ) : (
        <PageLoading />
      )}
    </Page>
  );
}

/** /YearDeductHistory/:id/:data: one year's record, read-only. */
export function YearDeductHistoryPage() {
  const { t } = useTranslation('deductions');
  const { id = '', data: year = '' } = useParams();
  const history = useHistory(id);
  return (
    <Page title={t('yearOf', { year })}>
      {history.data ? (
        <div className="ded-page">
          <RecordView record={history.data} />
        </div>
      ) : history.isError ? (
        <p className="ded-card ded-muted">{t('loadFailed')}</p>
      ) : (
        <PageLoading />
      )}
    </Page>
  );
}
