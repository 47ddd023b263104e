import { ONBOARDING_LIMITS, ONBOARDING_PICKER_ITEMS } from '@ehome/shared/onboarding/constants';
import { checkHouseholdAddress, checkResidentialAddress } from '@ehome/shared/onboarding/profile-rules';
import type { THouseholdAddressesView } from '@ehome/shared/onboarding/schemas';
import Button from 'antd-mobile/es/components/button';
import Checkbox from 'antd-mobile/es/components/checkbox';
import List from 'antd-mobile/es/components/list';
import { lazy, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../platform/feedback';
import { serverMessage } from '../../../platform/server-message';
import { LazySheet, useLazySheet } from '../../../ui/lazy-sheet';
import { Page } from '../../../ui/page';
import { PageLoading } from '../../../ui/page-loading';
import { useAddresses, useOnboardingSaves } from '../api/onboarding';
import { useBackToEntry } from '../back-to-entry';
import { InputRow, Section } from '../components/rows';
import '../onboarding.css';

// The region data (a chunk of its own) downloads when the picker first opens.
const RegionPicker = lazy(() =>
  import('../../../ui/address-book/region-picker').then((m) => ({ default: m.RegionPicker })),
);

type TKind = 'home' | 'live';

/** /AddressHome (spec 3 §2.1): the household (permanent) address and "same as residence". */
export function AddressHomePage() {
  return <AddressScreen kind="home" />;
}

/** /Residentialaddress (spec 3 §2.1): the residential address. */
export function ResidentialAddressPage() {
  return <AddressScreen kind="live" />;
}

function AddressScreen({ kind }: { kind: TKind }) {
  const { t } = useTranslation('onboarding');
  const addresses = useAddresses();
  const title = kind === 'home' ? t('address.homeTitle') : t('address.liveTitle');
  if (addresses.isPending || addresses.isError) return <Page title={title}>{<PageLoading />}</Page>;
  return <AddressForm kind={kind} title={title} initial={addresses.data} />;
}

function AddressForm({
  kind,
  title,
  initial,
}: {
  kind: TKind;
  title: string;
  initial: THouseholdAddressesView;
}) {
  const { t } = useTranslation('onboarding');
  const back = useBackToEntry();
  const saves = useOnboardingSaves();
  const [form, setForm] = useState(initial);
  const picker = useLazySheet();
  useEffect(() => setForm(initial), [initial]);
  const change = (patch: Partial<THouseholdAddressesView>) => setForm((f) => ({ ...f, ...patch }));
  const home = kind === 'home';
  const province = home ? form.provice : form.livePrivince;
  const city = home ? form.city : form.liveCity;
  const region = province ? (city && city !== province ? `${province} ${city}` : province) : '';

  const save = async () => {
    const issue = home
      ? (checkHouseholdAddress(form) ??
        (form.isSameAddress
          ? checkResidentialAddress({ residentialAddress: form.hukouAddress, resZipCode: form.zipCode })
          : null))
      : checkResidentialAddress(form);
    if (issue) {
      showToast(serverMessage(issue.key, issue.params));
      return;
    }
    try {
      await saves.addresses.mutateAsync({ ...form, scope: home ? 'household' : 'residential' });
    } catch {
      return;
    }
    showToast(t('saved'));
    back();
  };

  return (
    <Page title={title}>
      <div className="ob-page ob-page--actions">
        <Section>
          <List.Item
            className="ob-row"
            arrowIcon
            data-testid="pick-region"
            onClick={picker.show}
            extra={
              <span className={region ? 'ob-row__value' : 'ob-row__placeholder'}>
                {region || t('choose')}
              </span>
            }
          >
            {t('address.region')}
          </List.Item>
          {home ? (
            <>
              <InputRow
                name="country"
                label={t('address.district')}
                value={form.country}
                maxLength={30}
                onChange={(v) => change({ country: v })}
              />
              <InputRow
                name="streat"
                label={t('address.street')}
                value={form.streat}
                maxLength={ONBOARDING_LIMITS.street}
                onChange={(v) => change({ streat: v })}
              />
              <InputRow
                name="hukouAddress"
                label={t('address.hukouAddress')}
                value={form.hukouAddress}
                maxLength={ONBOARDING_LIMITS.detailedAddress}
                onChange={(v) => change({ hukouAddress: v })}
              />
              <InputRow
                name="zipCode"
                type="tel"
                label={t('address.zip')}
                value={form.zipCode}
                maxLength={6}
                onChange={(v) => change({ zipCode: v.trim() })}
              />
            </>
          ) : (
            <>
              <InputRow
                name="liveCountry"
                label={t('address.district')}
                value={form.liveCountry}
                maxLength={30}
                placeholder={t('optional')}
                onChange={(v) => change({ liveCountry: v })}
              />
              <InputRow
                name="residentialAddress"
                label={t('address.liveAddress')}
                value={form.residentialAddress}
                maxLength={ONBOARDING_LIMITS.detailedAddress}
                onChange={(v) => change({ residentialAddress: v })}
              />
              <InputRow
                name="resZipCode"
                type="tel"
                label={t('address.postcode')}
                value={form.resZipCode}
                maxLength={6}
                onChange={(v) => change({ resZipCode: v.trim() })}
              />
            </>
          )}
        </Section>
        {home ? (
          <section className="ob-card ob-card--padded">
            <Checkbox
              checked={form.isSameAddress}
              onChange={(on) => change({ isSameAddress: on })}
              data-testid="same-address"
            >
              {t('address.same')}
            </Checkbox>
          </section>
        ) : null}
      </div>
      <div className="ob-actions">
        <Button
          block
          color="primary"
          loading={saves.addresses.isPending}
          onClick={() => void save()}
          data-testid="save-address"
        >
          {t('confirm')}
        </Button>
      </div>
      <LazySheet sheet={picker}>
        <RegionPicker
          visible={picker.visible}
          rows={ONBOARDING_PICKER_ITEMS}
          value={[province, city]}
          onClose={picker.close}
          onConfirm={(p, c) => change(home ? { provice: p, city: c } : { livePrivince: p, liveCity: c })}
        />
      </LazySheet>
    </Page>
  );
}
