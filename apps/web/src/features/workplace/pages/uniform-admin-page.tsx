import { type TUniformFilter, UNIFORM_FILTERS } from '@ehome/shared/workplace/constants';
import { uniformIssueProblem } from '@ehome/shared/workplace/rules';
import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../platform/feedback';
import { serverMessage } from '../../../platform/server-message';
import { Page } from '../../../ui/page';
import { PageLoading } from '../../../ui/page-loading';
import { useIssueUniform, useUniformIssues } from '../api';
import '../workplace.css';

const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};
const blank = () => ({ employeeNo: '', item: '', size: '', quantity: '1', issuedOn: today() });

function IssueForm() {
  const { t } = useTranslation('workplace');
  const issue = useIssueUniform();
  const [form, setForm] = useState(blank);
  // One id per filled form: a resend (double tap, retry) records one issue.
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const field = (name: keyof ReturnType<typeof blank>, type = 'text') => (
    <label className="wp-field">
      {t(`admin.${name}`)}
      <input
        name={name}
        type={type}
        value={form[name]}
        inputMode={name === 'quantity' ? 'numeric' : undefined}
        onChange={(e) => setForm({ ...form, [name]: e.target.value })}
      />
    </label>
  );
  const submit = () => {
    const problem = uniformIssueProblem(form);
    if (problem) return showToast(serverMessage(problem));
    const input = { ...form, quantity: Number(form.quantity), clientRequestId: requestId };
    issue.mutate(input, {
      onSuccess: (row) => {
        showToast(t('admin.issued', { name: row.employeeName }));
        setForm(blank());
        setRequestId(crypto.randomUUID());
      },
    });
  };
  return (
    <section className="wp-card" data-testid="issue-form">
      <h2>{t('admin.issueTitle')}</h2>
      {field('employeeNo')}
      {field('item')}
      {field('size')}
      {field('quantity', 'number')}
      {field('issuedOn', 'date')}
      <Button block color="primary" style={{ marginTop: 10 }} loading={issue.isPending} onClick={submit}>
        {t('admin.issue')}
      </Button>
    </section>
  );
}

function IssueList({ filter }: { filter: TUniformFilter }) {
  const { t } = useTranslation('workplace');
  const list = useUniformIssues(filter);
  if (!list.data) return list.isError ? <p className="wp-state">{t('loadFailed')}</p> : <PageLoading />;
  if (list.data.result.length === 0) return <p className="wp-state">{t('admin.none')}</p>;
  return (
    <>
      {list.data.result.map((row) => (
        <section className="wp-card" key={row.id} data-testid="issue-row">
          <div className="wp-row">
            <h2>
              {row.employeeName} · {row.employeeNo}
            </h2>
            <span>×{row.quantity}</span>
          </div>
          <p className="wp-muted">
            {row.item} · {row.size} · {row.issuedOn}
          </p>
          <p className={row.confirmedAt ? 'wp-done' : 'wp-muted'}>
            {row.confirmedAt ? t('uniform.confirmedAt', { at: row.confirmedAt }) : t('admin.notConfirmed')}
          </p>
        </section>
      ))}
    </>
  );
}

/** /UniformAdmin (HR): issue uniform items to an employee of the company; who has not confirmed. */
export function UniformAdminPage() {
  const { t } = useTranslation('workplace');
  const [filter, setFilter] = useState<TUniformFilter>('unconfirmed');
  return (
    <Page title={t('admin.title')}>
      <div className="wp-page">
        <IssueForm />
        <fieldset className="wp-row wp-filter" aria-label={t('admin.filter')}>
          {UNIFORM_FILTERS.map((key) => (
            <Button
              key={key}
              size="small"
              aria-pressed={filter === key}
              color={filter === key ? 'primary' : 'default'}
              onClick={() => setFilter(key)}
            >
              {t(`admin.${key}`)}
            </Button>
          ))}
        </fieldset>
        <IssueList filter={filter} />
      </div>
    </Page>
  );
}
