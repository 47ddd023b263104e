import { isShanghai, ONBOARDING_LIMITS } from '@ehome/shared/onboarding/constants';
import { checkEmployeeBase } from '@ehome/shared/onboarding/profile-rules';
import type { TEmpBase, TEmpBaseView, TEmpOther } from '@ehome/shared/onboarding/schemas';
import Button from 'antd-mobile/es/components/button';
import Checkbox from 'antd-mobile/es/components/checkbox';
import List from 'antd-mobile/es/components/list';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showToast } from '../../../platform/feedback';
import { serverMessage } from '../../../platform/server-message';
import { Page } from '../../../ui/page';
import { PageLoading } from '../../../ui/page-loading';
import { sendHandleHire, useEmpBase, useOnboardingSaves } from '../api/onboarding';
import { ContactCard } from '../components/contact-card';
import { InputRow, PickerRow, Section, SwitchRow } from '../components/rows';
import '../onboarding.css';
import { formOptions, nationOptions } from '../options';

type TForm = { eb: TEmpBase; eo: TEmpOther };

/**
 * What was typed and not yet confirmed, kept while the employee visits the household and address
 * sub-screens (the form unmounts there). Memory only: personal data is not put in storage.
 */
let draft: (TForm & { agree: boolean; employeeID: string }) | null = null;

/**
 * /Entrymanagement (spec 3 §2.1): the employee's name, number, photo and consulting contact; while
 * onboarding (leaveStatus 0) a button to the material upload, otherwise the form: base info, the
 * household and address sub-screens, family, the agreement and confirm (SaveEmpBaseV, then
 * handleHire). The rules are the server's, checked here first with the same shared function.
 */
export function EntryManagementPage() {
  const { t } = useTranslation('onboarding');
  const base = useEmpBase();
  if (base.isPending) return <Page title={t('entry.title')}>{<PageLoading />}</Page>;
  if (base.isError) {
    return (
      <Page title={t('entry.title')}>
        <section className="ob-notice">
          <p role="alert">{t('loadFailed')}</p>
          <Button color="primary" fill="outline" onClick={() => void base.refetch()}>
            {t('retry')}
          </Button>
        </section>
      </Page>
    );
  }
  return <EntryForm view={base.data} />;
}

function EntryForm({ view }: { view: TEmpBaseView }) {
  const { t, i18n } = useTranslation('onboarding');
  const navigate = useNavigate();
  const saves = useOnboardingSaves();
  const kept = draft?.employeeID === view.employeeID ? draft : null;
  const [form, setForm] = useState<TForm>(kept ?? { eb: view.eb, eo: view.eo });
  const [agree, setAgree] = useState(kept?.agree ?? view.agreedAt !== null);
  useEffect(() => {
    draft = { ...form, agree, employeeID: view.employeeID };
  }, [form, agree, view.employeeID]);
  const options = formOptions(t);
  const shanghai = isShanghai(view.socialCity);
  const eb = (patch: Partial<TEmpBase>) => setForm((f) => ({ ...f, eb: { ...f.eb, ...patch } }));
  const eo = (patch: Partial<TEmpOther>) => setForm((f) => ({ ...f, eo: { ...f.eo, ...patch } }));
  const married = form.eo.maritalStatus === 'married';

  const confirm = async () => {
    const today = new Date().toISOString().slice(0, 10);
    const issue = checkEmployeeBase(
      { ...form.eb, ...form.eo },
      { socialCity: view.socialCity, today, saved: view.saved },
    );
    if (issue) {
      showToast(serverMessage(issue.key, issue.params));
      return;
    }
    if (!agree) {
      showToast(serverMessage('onboarding.agreement'));
      return;
    }
    let saved: TEmpBaseView;
    try {
      saved = await saves.base.mutateAsync({ eb: form.eb, eo: form.eo, agree });
    } catch {
      return; // the refusal was shown as a toast
    }
    setForm({ eb: saved.eb, eo: saved.eo });
    draft = null;
    sendHandleHire();
    showToast(t('entry.submitted'));
  };

  const subScreen = (path: string, label: string, done: boolean, testId: string) => (
    <List.Item
      className="ob-row"
      data-testid={testId}
      arrowIcon
      onClick={() => navigate(path)}
      extra={
        <span className={done ? 'ob-row__done' : 'ob-row__placeholder'}>
          {done ? t('filled') : t('toFill')}
        </span>
      }
    >
      {label}
    </List.Item>
  );

  return (
    <Page title={t('entry.title')}>
      <div className="ob-page ob-page--actions">
        <ContactCard view={view} />
        {view.leaveStatus === 0 ? (
          <section className="ob-card ob-card--padded">
            <p className="ob-tip">{t('entry.materialTip')}</p>
            <Button block color="primary" onClick={() => navigate('/EntrymanagementCertificates')}>
              {t('entry.uploadMaterials')}
            </Button>
          </section>
        ) : (
          <>
            <Section title={t('entry.base')}>
              <InputRow
                name="idNumber"
                label={t('field.idNumber')}
                value={form.eb.idNumber}
                maxLength={18}
                placeholder={t('field.idNumberPlaceholder')}
                onChange={(v) => eb({ idNumber: v.trim().toUpperCase() })}
              />
              <InputRow name="phone" label={t('field.phone')} value={view.phoneNumber || '—'} readOnly />
              <PickerRow
                label={t('field.gender')}
                value={form.eb.gender === null ? '' : String(form.eb.gender)}
                options={options.gender}
                onChange={(v) => eb({ gender: Number(v) })}
                testId="pick-gender"
              />
              <PickerRow
                label={t('field.nation')}
                value={form.eb.nation}
                options={nationOptions(i18n.language)}
                onChange={(v) => eb({ nation: v })}
                testId="pick-nation"
              />
              <PickerRow
                label={t('field.marital')}
                value={form.eo.maritalStatus}
                options={options.marital}
                onChange={(v) => eo({ maritalStatus: v })}
                testId="pick-marital"
              />
              <PickerRow
                label={t('field.political')}
                value={form.eb.political}
                options={options.political}
                onChange={(v) => eb({ political: v })}
                testId="pick-political"
              />
              <PickerRow
                label={t('field.degree')}
                value={form.eb.highestDegree}
                options={options.degree}
                onChange={(v) => eb({ highestDegree: v })}
                testId="pick-degree"
              />
              <PickerRow
                label={t('field.health')}
                value={form.eo.isHealth}
                options={options.health}
                onChange={(v) => eo({ isHealth: v })}
                testId="pick-health"
              />
              <InputRow name="socialCity" label={t('field.socialCity')} value={view.socialCity} readOnly />
              <InputRow
                name="socialCityNote"
                label={t('field.socialCityNote')}
                value={form.eb.socialCityNote}
                maxLength={ONBOARDING_LIMITS.socialCityNote}
                placeholder={t('optional')}
                onChange={(v) => eb({ socialCityNote: v })}
              />
            </Section>
            {shanghai ? <p className="ob-note">{t('entry.shanghaiNote')}</p> : null}
            <Section title={t('entry.addresses')}>
              {subScreen(
                '/EntrymanagementHousehold',
                t('household.title'),
                view.saved.householdInfo,
                'to-household',
              )}
              {subScreen(
                '/AddressHome',
                t('address.homeTitle'),
                view.saved.householdAddress,
                'to-address-home',
              )}
              {subScreen(
                '/Residentialaddress',
                t('address.liveTitle'),
                view.saved.residentialAddress,
                'to-residential',
              )}
            </Section>
            <Section title={t('entry.more')}>
              <InputRow
                name="formerName"
                label={t('field.formerName')}
                value={form.eb.formerName}
                maxLength={ONBOARDING_LIMITS.formerName}
                placeholder={t('optional')}
                onChange={(v) => eb({ formerName: v })}
              />
              <InputRow
                name="email"
                type="email"
                label={t('field.email')}
                value={form.eb.email}
                maxLength={ONBOARDING_LIMITS.email}
                placeholder={t('optional')}
                onChange={(v) => eb({ email: v.trim() })}
              />
              <InputRow
                name="contact"
                label={t('field.contact')}
                value={form.eb.contact}
                maxLength={ONBOARDING_LIMITS.contact}
                placeholder={t('field.contactPlaceholder')}
                onChange={(v) => eb({ contact: v })}
              />
            </Section>
            <Section title={t('entry.family')}>
              {married ? (
                <>
                  <InputRow
                    name="spouseName"
                    label={t('field.spouseName')}
                    value={form.eo.spouseName}
                    maxLength={ONBOARDING_LIMITS.spouseName}
                    onChange={(v) => eo({ spouseName: v })}
                  />
                  <PickerRow
                    label={t('field.relation')}
                    value={form.eo.relation}
                    options={options.relation}
                    onChange={(v) => eo({ relation: v })}
                  />
                  <InputRow
                    name="spouseIDNumber"
                    label={t('field.spouseIdNumber')}
                    value={form.eo.spouseIDNumber}
                    maxLength={18}
                    placeholder={t('optional')}
                    onChange={(v) => eo({ spouseIDNumber: v.trim().toUpperCase() })}
                  />
                </>
              ) : null}
              <PickerRow
                label={t('field.children')}
                value={String(form.eo.childrens)}
                options={options.children}
                onChange={(v) => eo({ childrens: Number(v) })}
              />
              <SwitchRow
                label={t('field.localHukou')}
                checked={form.eo.isLocalHuKou}
                onChange={(on) => eo({ isLocalHuKou: on })}
              />
            </Section>
            <section className="ob-card ob-card--padded">
              <Checkbox checked={agree} onChange={setAgree} data-testid="agree">
                <span className="ob-agree">{t('entry.agreement')}</span>
              </Checkbox>
            </section>
          </>
        )}
      </div>
      {view.leaveStatus === 0 ? null : (
        <div className="ob-actions">
          <Button
            block
            color="primary"
            loading={saves.base.isPending}
            onClick={() => void confirm()}
            data-testid="confirm"
          >
            {t('confirm')}
          </Button>
        </div>
      )}
    </Page>
  );
}
