import {
  countedIncome,
  INCOME_CATEGORIES,
  type TIncomeCategory,
} from '@ehome/shared/income-declaration/rules';
import type { TDeclaration } from '@ehome/shared/income-declaration/schemas';
import Button from 'antd-mobile/es/components/button';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { showConfirm } from '../../../platform/feedback';
import { Page } from '../../../ui/page';
import {
  useDeclaration,
  useRemoveItem,
  useReopenDeclaration,
  useSaveIncome,
  useSubmitDeclaration,
} from '../api';
import { Balance, editable, Field, Figures, Loading, money } from '../components';
import { check } from '../validate';
import '../tax.css';

/** Loads the declaration of the previous tax year and renders it. */
function WithDeclaration({ title, children }: { title: string; children: (d: TDeclaration) => ReactNode }) {
  const q = useDeclaration();
  return (
    <Page title={title}>
      <div className="tax-page">{q.data ? children(q.data) : <Loading error={q.isError} />}</div>
    </Page>
  );
}

function StatusTag({ d }: { d: TDeclaration }) {
  const { t } = useTranslation('declaration');
  if (d.status === 'submitted') return <span className="tax-tag tax-tag--done">{t('status.submitted')}</span>;
  return d.open ? (
    <span className="tax-tag">{t('status.draft')}</span>
  ) : (
    <span className="tax-tag tax-tag--closed">{t('status.closed')}</span>
  );
}

/** /taxdeclaration: the annual settlement of the previous year (spec 3 §2.6), window shown and enforced. */
export function TaxDeclarationPage() {
  const { t } = useTranslation('declaration');
  return <WithDeclaration title={t('hub.title')}>{(d) => <Hub d={d} />}</WithDeclaration>;
}

function Hub({ d }: { d: TDeclaration }) {
  const { t } = useTranslation('declaration');
  const navigate = useNavigate();
  const submit = useSubmitDeclaration();
  const reopen = useReopenDeclaration();
  // One id per attempt: a double tap or a retry of the same submit is answered once.
  const requestId = useRef(crypto.randomUUID());
  const onSubmit = async () => {
    const confirmed = await showConfirm(t('hub.confirm', { year: d.year }), t('hub.submit'));
    if (!confirmed) return;
    try {
      await submit.mutateAsync({ year: d.year, requestId: requestId.current });
      navigate('/declarationSuccess', { replace: true });
    } catch {
      // Refused (outside the window ...): the http client toasted the server's message.
    }
  };
  return (
    <>
      <section className="tax-card" aria-label={t('hub.yearLabel', { year: d.year })}>
        <h2 className="tax-card__title">
          <span>{t('hub.yearLabel', { year: d.year })}</span>
          <StatusTag d={d} />
        </h2>
        <p className="tax-muted">{t('hub.window', { from: d.window.from, to: d.window.to })}</p>
        {!d.open && d.status === 'draft' ? (
          <p className="tax-muted">{t('hub.closedNote', { today: d.today })}</p>
        ) : null}
        {d.submittedAt ? <p className="tax-muted">{t('hub.submittedAt', { at: d.submittedAt })}</p> : null}
        <Balance figures={d.figures} />
      </section>
      <nav className="tax-card tax-link-list" aria-label={t('hub.sections')}>
        <Link to="/earnings">
          <span>{t('earnings.title')}</span>
          <span className="tax-num">{money(d.figures.income)}</span>
        </Link>
        <Link to="/donationTax">
          <span>{t('donation.title')}</span>
          <span className="tax-num">{d.donations.length}</span>
        </Link>
        <Link to="/Preferences">
          <span>{t('preference.title')}</span>
          <span className="tax-num">{d.preferences.length}</span>
        </Link>
        <Link to="/individualTaxTrial">
          <span>{t('trial.title')}</span>
          <span>›</span>
        </Link>
        <Link to="/taxPolicy">
          <span>{t('policy.title')}</span>
          <span>›</span>
        </Link>
        <Link to="/taxTransfer">
          <span>{t('transfer.title')}</span>
          <span>›</span>
        </Link>
      </nav>
      <section className="tax-card">
        <h2 className="tax-card__title">{t('figures.title')}</h2>
        <Figures figures={d.figures} />
        <p className="tax-muted">{t('figures.note')}</p>
      </section>
      <div className="tax-actions">
        {d.status === 'draft' ? (
          <Button block color="primary" loading={submit.isPending} onClick={() => void onSubmit()}>
            {t('hub.submit')}
          </Button>
        ) : null}
        {d.status === 'submitted' && d.open ? (
          <Button block onClick={() => void reopen.mutateAsync({ year: d.year }).catch(() => undefined)}>
            {t('hub.reopen')}
          </Button>
        ) : null}
      </div>
    </>
  );
}

/** /earnings: the year's income by category - wages from the payslips and the incomes added. */
export function EarningsPage() {
  const { t } = useTranslation('declaration');
  return (
    <WithDeclaration title={t('earnings.title')}>
      {(d) => (
        <>
          <section className="tax-card">
            <h2 className="tax-card__title">{t('earnings.wages')}</h2>
            <Link className="tax-row" to="/earningsDetail">
              <span className="tax-row__main">
                <strong>{t('earnings.wagesMonths', { count: d.wages.length })}</strong>
                <small>{t('earnings.fromPayslips')}</small>
              </span>
              <span className="tax-num">{money(d.figures.wageIncome)} ›</span>
            </Link>
          </section>
          <section className="tax-card">
            <h2 className="tax-card__title">
              <span>{t('earnings.others')}</span>
              {editable(d) ? (
                <Link to="/income" className="tax-tag">
                  {t('earnings.add')}
                </Link>
              ) : null}
            </h2>
            {d.incomes.length === 0 ? <p className="tax-muted">{t('earnings.none')}</p> : null}
            <ul className="tax-rows">
              {d.incomes.map((i) => (
                <li key={i.id}>
                  <Link
                    className="tax-row"
                    style={{ flex: 1, borderBottom: 0, padding: 0 }}
                    to={`/incomeDetail?id=${i.id}`}
                  >
                    <span className="tax-row__main">
                      <strong>{t(`category.${i.category}`)}</strong>
                      <small>{i.payer}</small>
                    </span>
                    <span className="tax-num">{money(i.amount)} ›</span>
                  </Link>
                </li>
              ))}
            </ul>
            <p className="tax-muted">{t('earnings.rule')}</p>
          </section>
          <section className="tax-card">
            <ul className="tax-rows">
              <li>
                <span>{t('figures.exempt')}</span>
                <span className="tax-num">{money(d.figures.exempt)}</span>
              </li>
              <li>
                <strong>{t('figures.income')}</strong>
                <strong className="tax-num">{money(d.figures.income)}</strong>
              </li>
            </ul>
          </section>
        </>
      )}
    </WithDeclaration>
  );
}

/** /earningsDetail: wages per month as the payslips have them. */
export function EarningsDetailPage() {
  const { t } = useTranslation('declaration');
  return (
    <WithDeclaration title={t('earnings.detailTitle')}>
      {(d) =>
        d.wages.length === 0 ? (
          <p className="tax-state">{t('earnings.noWages')}</p>
        ) : (
          <section className="tax-card">
            <table className="tax-table">
              <thead>
                <tr>
                  <th>{t('col.month')}</th>
                  <th>{t('col.gross')}</th>
                  <th>{t('col.social')}</th>
                  <th>{t('col.tax')}</th>
                </tr>
              </thead>
              <tbody>
                {d.wages.map((w) => (
                  <tr key={w.month}>
                    <td>{w.month}</td>
                    <td>{money(w.gross)}</td>
                    <td>{money(w.social)}</td>
                    <td>{money(w.tax)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        )
      }
    </WithDeclaration>
  );
}

type IncomeForm = { category: string; payer: string; amount: string; taxWithheld: string };

/** /income?id=: add an income (labour, author's remuneration, royalties) or edit one. */
export function IncomePage() {
  const { t } = useTranslation('declaration');
  const [params] = useSearchParams();
  const id = params.get('id');
  return (
    <WithDeclaration title={id ? t('income.editTitle') : t('income.addTitle')}>
      {(d) => {
        const existing = d.incomes.find((i) => i.id === id);
        if (id && !existing) return <p className="tax-state">{t('notFound')}</p>;
        if (!editable(d)) return <p className="tax-state">{t('readOnly')}</p>;
        return (
          <IncomeEditor
            d={d}
            initial={
              existing
                ? {
                    category: existing.category,
                    payer: existing.payer,
                    amount: existing.amount,
                    taxWithheld: existing.taxWithheld,
                  }
                : { category: 'labour', payer: '', amount: '', taxWithheld: '' }
            }
            id={existing?.id ?? null}
          />
        );
      }}
    </WithDeclaration>
  );
}

function IncomeEditor({ d, initial, id }: { d: TDeclaration; initial: IncomeForm; id: string | null }) {
  const { t } = useTranslation('declaration');
  const navigate = useNavigate();
  const save = useSaveIncome();
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (key: keyof IncomeForm) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));
  const amountFen = /^\d{1,9}(\.\d{1,2})?$/.test(form.amount) ? Math.round(Number(form.amount) * 100) : null;
  const counted =
    amountFen !== null && (INCOME_CATEGORIES as readonly string[]).includes(form.category)
      ? countedIncome(form.category as TIncomeCategory, amountFen)
      : null;
  const onSave = async () => {
    const body = { year: d.year, id, ...form, taxWithheld: form.taxWithheld || '0' };
    const checked = await check(
      () => import('@ehome/shared/income-declaration/schemas').then((m) => m.ZIncomeSave),
      body,
    );
    setErrors(checked.errors ?? {});
    if (!checked.data) return;
    try {
      await save.mutateAsync(body);
      navigate('/earningSuccess', { replace: true });
    } catch {
      // toasted
    }
  };
  return (
    <section className="tax-card">
      <Field label={t('income.category')} htmlFor="inc-category" error={errors.category}>
        <select id="inc-category" value={form.category} onChange={set('category')}>
          {INCOME_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {t(`category.${c}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field label={t('income.payer')} htmlFor="inc-payer" error={errors.payer}>
        <input id="inc-payer" value={form.payer} maxLength={80} onChange={set('payer')} />
      </Field>
      <Field label={t('income.amount')} htmlFor="inc-amount" error={errors.amount}>
        <input id="inc-amount" inputMode="decimal" value={form.amount} onChange={set('amount')} />
      </Field>
      <Field label={t('income.taxWithheld')} htmlFor="inc-withheld" error={errors.taxWithheld}>
        <input id="inc-withheld" inputMode="decimal" value={form.taxWithheld} onChange={set('taxWithheld')} />
      </Field>
      <p className="tax-muted" aria-live="polite">
        {counted !== null
          ? t('income.counted', { amount: money((counted / 100).toFixed(2)) })
          : t('earnings.rule')}
      </p>
      <Button block color="primary" loading={save.isPending} onClick={() => void onSave()}>
        {t('save')}
      </Button>
    </section>
  );
}

/** /incomeDetail?id=: one added income, with edit and remove while the declaration is a draft. */
export function IncomeDetailPage() {
  const { t } = useTranslation('declaration');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const remove = useRemoveItem();
  const id = params.get('id') ?? '';
  return (
    <WithDeclaration title={t('income.detailTitle')}>
      {(d) => {
        const i = d.incomes.find((x) => x.id === id);
        if (!i) return <p className="tax-state">{t('notFound')}</p>;
        return (
          <>
            <section className="tax-card">
              <ul className="tax-rows">
                <li>
                  <span>{t('income.category')}</span>
                  <span>{t(`category.${i.category}`)}</span>
                </li>
                <li>
                  <span>{t('income.payer')}</span>
                  <span>{i.payer}</span>
                </li>
                <li>
                  <span>{t('income.amount')}</span>
                  <span className="tax-num">{money(i.amount)}</span>
                </li>
                <li>
                  <span>{t('income.countedLabel')}</span>
                  <span className="tax-num">{money(i.counted)}</span>
                </li>
                <li>
                  <span>{t('income.taxWithheld')}</span>
                  <span className="tax-num">{money(i.taxWithheld)}</span>
                </li>
              </ul>
            </section>
            {editable(d) ? (
              <div className="tax-actions">
                <Button block color="primary" onClick={() => navigate(`/income?id=${i.id}`)}>
                  {t('edit')}
                </Button>
                <Button
                  block
                  color="danger"
                  fill="outline"
                  onClick={() =>
                    void remove
                      .mutateAsync({ year: d.year, id: i.id })
                      .then(() => navigate('/earnings', { replace: true }))
                      .catch(() => undefined)
                  }
                >
                  {t('remove')}
                </Button>
              </div>
            ) : null}
          </>
        );
      }}
    </WithDeclaration>
  );
}

/** /earningSuccess: the income was saved. */
export function EarningSuccessPage() {
  const { t } = useTranslation('declaration');
  const navigate = useNavigate();
  return (
    <Page title={t('earningSuccess.title')}>
      <div className="tax-page">
        <section className="tax-card tax-state" role="status">
          <p className="tax-big tax-big--refund">✓</p>
          <p>{t('earningSuccess.text')}</p>
        </section>
        <div className="tax-actions">
          <Button block color="primary" onClick={() => navigate('/earnings', { replace: true })}>
            {t('earningSuccess.back')}
          </Button>
          <Button block onClick={() => navigate('/taxdeclaration', { replace: true })}>
            {t('hub.title')}
          </Button>
        </div>
      </div>
    </Page>
  );
}

/** /declarationSuccess: the submitted declaration and what follows. */
export function DeclarationSuccessPage() {
  const { t } = useTranslation('declaration');
  const navigate = useNavigate();
  return (
    <WithDeclaration title={t('declarationSuccess.title')}>
      {(d) =>
        d.status !== 'submitted' ? (
          <p className="tax-state">{t('declarationSuccess.notYet')}</p>
        ) : (
          <>
            <section className="tax-card" role="status">
              <h2 className="tax-card__title">{t('declarationSuccess.done', { year: d.year })}</h2>
              <p className="tax-muted">{t('hub.submittedAt', { at: d.submittedAt })}</p>
              <Balance figures={d.figures} />
              <p className="tax-muted">{t('declarationSuccess.next')}</p>
            </section>
            <Button block onClick={() => navigate('/taxdeclaration', { replace: true })}>
              {t('hub.title')}
            </Button>
          </>
        )
      }
    </WithDeclaration>
  );
}
