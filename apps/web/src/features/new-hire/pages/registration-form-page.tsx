import { checkNewHireForm } from '@ehome/shared/new-hire/rules';
import type { TNewHireFormInput } from '@ehome/shared/new-hire/schemas';
import {
  DEGREES,
  HEALTH_STATES,
  MARITAL_STATUSES,
  NATIONALITIES,
  NATIONALITIES_EN,
  POLITICAL_STATUSES,
} from '@ehome/shared/onboarding/options';
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import Selector from 'antd-mobile/es/components/selector';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showToast } from '../../../platform/feedback';
import { serverMessage } from '../../../platform/server-message';
import { Page } from '../../../ui/page';
import { PageLoading } from '../../../ui/page-loading';
import { useRegistrationForm, useSaveRegistrationForm } from '../api/new-hire';
import { Field, OptionSelect } from '../components/field';
import { todayIso } from '../dates';
import '../new-hire.css';

/** The picker and the region data download when the region row is first tapped (5 rows, spec 3 §9). */
const RegionPicker = lazy(() =>
  import('../../../ui/address-book/region-picker').then((m) => ({ default: m.RegionPicker })),
);

const EMPTY: TNewHireFormInput = {
  gender: null,
  idNumber: '',
  nation: '',
  maritalStatus: '',
  political: '',
  highestDegree: '',
  isHealth: '',
  email: '',
  contact: '',
  livePrivince: '',
  liveCity: '',
  liveCountry: '',
  resiPermitStreet: '',
  residentialAddress: '',
  resZipCode: '',
};

/**
 * /EntryRegistrationForm: the new hire's base data and residential address, checked with the same
 * rules as the server (sex, GB 11643 ID, required choices, e-mail, address and postcode).
 */
export function EntryRegistrationFormPage() {
  const { t, i18n } = useTranslation('newHire');
  const loaded = useRegistrationForm();
  const save = useSaveRegistrationForm();
  const navigate = useNavigate();
  const [form, setForm] = useState<TNewHireFormInput>(EMPTY);
  const [picking, setPicking] = useState(false);
  useEffect(() => {
    if (!loaded.data) return;
    const { employeeName: _n, phoneNumber: _p, userName: _u, saved: _s, ...values } = loaded.data;
    setForm(values);
  }, [loaded.data]);
  if (!loaded.data) return <PageLoading />;

  const set =
    <K extends keyof TNewHireFormInput>(key: K) =>
    (value: TNewHireFormInput[K]) =>
      setForm((f) => ({ ...f, [key]: value }));
  const options = (list: readonly string[], group: string) =>
    list.map((value) => ({ value, label: t(`option.${group}.${value}`) }));
  const nations = NATIONALITIES.map((value) => ({
    value,
    label: i18n.language === 'en' ? NATIONALITIES_EN[value] : value,
  }));
  const submit = () => {
    const issue = checkNewHireForm(form, todayIso());
    if (issue) return showToast(serverMessage(issue.key, issue.params));
    save.mutate(form, {
      onSuccess: () => {
        showToast(t('form.saved'));
        navigate('/WorkExperience');
      },
    });
  };
  const choose = t('form.choose');
  return (
    <Page title={t('form.title')}>
      <div className="nh-page">
        <p className="nh-step">{t('step', { n: 1 })}</p>
        <div className="nh-card">
          <Field label={t('form.name')}>
            <span className="nh-value">{loaded.data.employeeName}</span>
          </Field>
          <Field label={t('form.phone')}>
            <span className="nh-value">{loaded.data.phoneNumber}</span>
          </Field>
          <Field label={t('form.sex')} required>
            <Selector
              aria-label={t('form.sex')}
              options={[
                { label: t('form.male'), value: 1 },
                { label: t('form.female'), value: 2 },
              ]}
              value={form.gender ? [form.gender] : []}
              onChange={(v) => set('gender')(v[0] ?? null)}
            />
          </Field>
          <Field label={t('form.idNumber')} required htmlFor="nh-id">
            <Input
              id="nh-id"
              value={form.idNumber}
              onChange={(v) => set('idNumber')(v.toUpperCase())}
              placeholder={t('form.idPlaceholder')}
              maxLength={18}
              clearable
            />
          </Field>
          <Field label={t('form.nation')} required htmlFor="nh-nation">
            <OptionSelect
              id="nh-nation"
              value={form.nation}
              options={nations}
              placeholder={choose}
              onChange={set('nation')}
            />
          </Field>
          <Field label={t('form.marital')} required htmlFor="nh-marital">
            <OptionSelect
              id="nh-marital"
              value={form.maritalStatus}
              options={options(MARITAL_STATUSES, 'marital')}
              placeholder={choose}
              onChange={set('maritalStatus')}
            />
          </Field>
          <Field label={t('form.political')} required htmlFor="nh-political">
            <OptionSelect
              id="nh-political"
              value={form.political}
              options={options(POLITICAL_STATUSES, 'political')}
              placeholder={choose}
              onChange={set('political')}
            />
          </Field>
          <Field label={t('form.degree')} required htmlFor="nh-degree">
            <OptionSelect
              id="nh-degree"
              value={form.highestDegree}
              options={options(DEGREES, 'degree')}
              placeholder={choose}
              onChange={set('highestDegree')}
            />
          </Field>
          <Field label={t('form.health')} required htmlFor="nh-health">
            <OptionSelect
              id="nh-health"
              value={form.isHealth}
              options={options(HEALTH_STATES, 'health')}
              placeholder={choose}
              onChange={set('isHealth')}
            />
          </Field>
          <Field label={t('form.email')} htmlFor="nh-email">
            <Input
              id="nh-email"
              type="email"
              value={form.email}
              onChange={set('email')}
              placeholder={t('form.emailPlaceholder')}
              maxLength={100}
            />
          </Field>
          <Field label={t('form.contact')} htmlFor="nh-contact">
            <Input
              id="nh-contact"
              value={form.contact}
              onChange={set('contact')}
              placeholder={t('form.contactPlaceholder')}
              maxLength={50}
            />
          </Field>
        </div>
        <div className="nh-card">
          <p className="nh-card__title">{t('form.address')}</p>
          <Field label={t('form.region')}>
            <button
              type="button"
              className={form.livePrivince ? 'nh-region' : 'nh-region nh-region--empty'}
              onClick={() => setPicking(true)}
            >
              {form.livePrivince ? `${form.livePrivince} ${form.liveCity}` : t('form.pickRegion')}
            </button>
          </Field>
          <Field label={t('form.district')} htmlFor="nh-district">
            <Input id="nh-district" value={form.liveCountry} onChange={set('liveCountry')} maxLength={30} />
          </Field>
          <Field label={t('form.street')} htmlFor="nh-street">
            <Input
              id="nh-street"
              value={form.resiPermitStreet}
              onChange={set('resiPermitStreet')}
              maxLength={50}
            />
          </Field>
          <Field label={t('form.detailed')} required htmlFor="nh-detailed">
            <Input
              id="nh-detailed"
              value={form.residentialAddress}
              onChange={set('residentialAddress')}
              maxLength={100}
            />
          </Field>
          <Field label={t('form.zip')} required htmlFor="nh-zip">
            <Input
              id="nh-zip"
              value={form.resZipCode}
              onChange={(v) => set('resZipCode')(v.replace(/\D/g, '').slice(0, 6))}
              inputMode="numeric"
              maxLength={6}
            />
          </Field>
        </div>
        <Button block color="primary" size="large" loading={save.isPending} onClick={submit}>
          {t('form.next')}
        </Button>
      </div>
      {picking ? (
        <Suspense fallback={null}>
          <RegionPicker
            visible
            rows={5}
            value={[form.livePrivince || '上海市', form.liveCity || '上海市']}
            onClose={() => setPicking(false)}
            onConfirm={(province, city) => setForm((f) => ({ ...f, livePrivince: province, liveCity: city }))}
          />
        </Suspense>
      ) : null}
    </Page>
  );
}
