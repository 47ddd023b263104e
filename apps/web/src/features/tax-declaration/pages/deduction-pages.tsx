import { PREFERENCE_KINDS } from '@ehome/shared/income-declaration/rules';
import type { TDeclaration } from '@ehome/shared/income-declaration/schemas';
import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../ui/page';
import { useDeclaration, useRemoveItem, useSaveDonation, useSavePreference } from '../api';
import { editable, Field, Loading, money } from '../components';
import { check } from '../validate';
import '../tax.css';

function RemoveButton({ d, id }: { d: TDeclaration; id: string }) {
  const { t } = useTranslation('declaration');
  const remove = useRemoveItem();
  return (
    <Button
      size="mini"
      fill="none"
      color="danger"
      loading={remove.isPending}
      onClick={() => void remove.mutateAsync({ year: d.year, id }).catch(() => undefined)}
    >
      {t('remove')}
    </Button>
  );
}

/** /donationTax: charitable donations, deductible up to 30% of the taxable income (个人所得税法 art. 6, 实施条例 art. 19). */
export function DonationTaxPage() {
  const { t } = useTranslation('declaration');
  const q = useDeclaration();
  const d = q.data;
  return (
    <Page title={t('donation.title')}>
      <div className="tax-page">
        {!d ? (
          <Loading error={q.isError} />
        ) : (
          <>
            <section className="tax-card">
              <p className="tax-muted">{t('donation.rule')}</p>
              {d.donations.length === 0 ? <p className="tax-muted">{t('donation.none')}</p> : null}
              <ul className="tax-rows">
                {d.donations.map((x) => (
                  <li key={x.id}>
                    <span className="tax-row__main">
                      <strong>{x.recipient}</strong>
                      <small>{t('donation.certificateShort', { no: x.certificateNo })}</small>
                    </span>
                    <span className="tax-num">{money(x.amount)}</span>
                    {editable(d) ? <RemoveButton d={d} id={x.id} /> : null}
                  </li>
                ))}
              </ul>
              <ul className="tax-rows">
                <li>
                  <span>{t('donation.claimed')}</span>
                  <span className="tax-num">{money(d.figures.donationsClaimed)}</span>
                </li>
                <li>
                  <strong>{t('donation.deducted')}</strong>
                  <strong className="tax-num">{money(d.figures.donations)}</strong>
                </li>
              </ul>
            </section>
            {editable(d) ? <DonationForm d={d} /> : <p className="tax-muted">{t('readOnly')}</p>}
          </>
        )}
      </div>
    </Page>
  );
}

function DonationForm({ d }: { d: TDeclaration }) {
  const { t } = useTranslation('declaration');
  const save = useSaveDonation();
  const empty = { recipient: '', certificateNo: '', amount: '' };
  const [form, setForm] = useState(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (key: keyof typeof empty) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));
  const onSave = async () => {
    const body = { year: d.year, ...form };
    const checked = await check(
      () => import('@ehome/shared/income-declaration/schemas').then((m) => m.ZDonationSave),
      body,
    );
    setErrors(checked.errors ?? {});
    if (!checked.data) return;
    try {
      await save.mutateAsync(body);
      setForm(empty);
    } catch {
      // toasted
    }
  };
  return (
    <section className="tax-card" aria-label={t('donation.add')}>
      <h2 className="tax-card__title">{t('donation.add')}</h2>
      <Field label={t('donation.recipient')} htmlFor="don-recipient" error={errors.recipient}>
        <input id="don-recipient" value={form.recipient} maxLength={80} onChange={set('recipient')} />
      </Field>
      <Field label={t('donation.certificateNo')} htmlFor="don-cert" error={errors.certificateNo}>
        <input id="don-cert" value={form.certificateNo} maxLength={60} onChange={set('certificateNo')} />
      </Field>
      <Field label={t('donation.amount')} htmlFor="don-amount" error={errors.amount}>
        <input id="don-amount" inputMode="decimal" value={form.amount} onChange={set('amount')} />
      </Field>
      <Button block color="primary" loading={save.isPending} onClick={() => void onSave()}>
        {t('save')}
      </Button>
    </section>
  );
}

/** /Preferences: tax preferences claimed, each with its document ID (fewer than 30 characters, spec 3 §5). */
export function PreferencesPage() {
  const { t } = useTranslation('declaration');
  const q = useDeclaration();
  const d = q.data;
  return (
    <Page title={t('preference.title')}>
      <div className="tax-page">
        {!d ? (
          <Loading error={q.isError} />
        ) : (
          <>
            <section className="tax-card">
              <p className="tax-muted">{t('preference.rule')}</p>
              {d.preferences.length === 0 ? <p className="tax-muted">{t('preference.none')}</p> : null}
              <ul className="tax-rows">
                {d.preferences.map((x) => (
                  <li key={x.id}>
                    <span className="tax-row__main">
                      <strong>{x.name}</strong>
                      <small>
                        {t(`preference.kind.${x.kind}`)} · {x.documentId}
                      </small>
                    </span>
                    <span className="tax-num">{money(x.amount)}</span>
                    {editable(d) ? <RemoveButton d={d} id={x.id} /> : null}
                  </li>
                ))}
              </ul>
            </section>
            {editable(d) ? <PreferenceForm d={d} /> : <p className="tax-muted">{t('readOnly')}</p>}
          </>
        )}
      </div>
    </Page>
  );
}

function PreferenceForm({ d }: { d: TDeclaration }) {
  const { t } = useTranslation('declaration');
  const save = useSavePreference();
  const empty = { kind: 'exempt', name: '', documentId: '', amount: '' };
  const [form, setForm] = useState(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (key: keyof typeof empty) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));
  const onSave = async () => {
    const body = { year: d.year, ...form };
    const checked = await check(
      () => import('@ehome/shared/income-declaration/schemas').then((m) => m.ZPreferenceSave),
      body,
    );
    setErrors(checked.errors ?? {});
    if (!checked.data) return;
    try {
      await save.mutateAsync(body);
      setForm(empty);
    } catch {
      // toasted
    }
  };
  return (
    <section className="tax-card" aria-label={t('preference.add')}>
      <h2 className="tax-card__title">{t('preference.add')}</h2>
      <Field label={t('preference.kindLabel')} htmlFor="pref-kind" error={errors.kind}>
        <select id="pref-kind" value={form.kind} onChange={set('kind')}>
          {PREFERENCE_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`preference.kind.${k}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field label={t('preference.name')} htmlFor="pref-name" error={errors.name}>
        <input id="pref-name" value={form.name} maxLength={80} onChange={set('name')} />
      </Field>
      <Field label={t('preference.documentId')} htmlFor="pref-doc" error={errors.documentId}>
        <input id="pref-doc" value={form.documentId} maxLength={40} onChange={set('documentId')} />
      </Field>
      <Field label={t('preference.amount')} htmlFor="pref-amount" error={errors.amount}>
        <input id="pref-amount" inputMode="decimal" value={form.amount} onChange={set('amount')} />
      </Field>
      <Button block color="primary" loading={save.isPending} onClick={() => void onSave()}>
        {t('save')}
      </Button>
    </section>
  );
}
