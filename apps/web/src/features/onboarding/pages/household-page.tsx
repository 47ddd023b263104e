import { ONBOARDING_LIMITS } from '@ehome/shared/onboarding/constants';
import { checkHouseholdInfo, residenceSwitchOn } from '@ehome/shared/onboarding/profile-rules';
import type { THouseholdInfoView } from '@ehome/shared/onboarding/schemas';
import Button from 'antd-mobile/es/components/button';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../platform/feedback';
import { serverMessage } from '../../../platform/server-message';
import { Page } from '../../../ui/page';
import { PageLoading } from '../../../ui/page-loading';
import { useHousehold, useOnboardingSaves } from '../api/onboarding';
import { useBackToEntry } from '../back-to-entry';
import { InputRow, PickerRow, Section, SwitchRow } from '../components/rows';
import '../onboarding.css';
import { formOptions } from '../options';

/**
 * /EntrymanagementHousehold (spec 3 §2.1, §4 "Household", §5): the residence, urban residence,
 * social-security, provident-fund and residence-permit switches. The permit section shows only
 * while the residence switch is off; its type and number only while the permit switch is on; the
 * fund account only while the fund switch is on.
 */
export function HouseholdPage() {
  const { t } = useTranslation('onboarding');
  const household = useHousehold();
  if (household.isPending || household.isError) {
    return <Page title={t('household.title')}>{<PageLoading />}</Page>;
  }
  return <HouseholdForm initial={household.data} />;
}

function HouseholdForm({ initial }: { initial: THouseholdInfoView }) {
  const { t } = useTranslation('onboarding');
  const goBack = useBackToEntry();
  const saves = useOnboardingSaves();
  const [form, setForm] = useState(initial);
  useEffect(() => setForm(initial), [initial]);
  const change = (patch: Partial<THouseholdInfoView>) => setForm((f) => ({ ...f, ...patch }));
  const options = formOptions(t);
  const residence = residenceSwitchOn(form);

  const save = async () => {
    const issue = checkHouseholdInfo(form);
    if (issue) {
      showToast(serverMessage(issue.key, issue.params));
      return;
    }
    try {
      await saves.household.mutateAsync(form);
    } catch {
      return;
    }
    showToast(t('saved'));
    goBack();
  };

  return (
    <Page title={t('household.title')}>
      <div className="ob-page ob-page--actions">
        <Section>
          <SwitchRow
            label={t('household.residence')}
            checked={residence}
            onChange={(on) => change({ hukouTypeCode: on ? '1' : '0' })}
            testId="sw-residence"
          />
          <InputRow
            name="hukouCity"
            label={t('household.hukouCity')}
            value={form.hukouCity}
            maxLength={ONBOARDING_LIMITS.hukouCity}
            onChange={(v) => change({ hukouCity: v })}
          />
          <SwitchRow
            label={t('household.urban')}
            checked={form.urban}
            onChange={(on) => change({ urban: on })}
            testId="sw-urban"
          />
          <SwitchRow
            label={t('household.social')}
            checked={form.social}
            onChange={(on) => change({ social: on })}
            testId="sw-social"
          />
          <SwitchRow
            label={t('household.fund')}
            checked={form.fund}
            onChange={(on) => change({ fund: on })}
            testId="sw-fund"
          />
          {form.fund ? (
            <InputRow
              name="fundCount"
              type="tel"
              label={t('household.fundAccount')}
              value={form.fundCount}
              maxLength={ONBOARDING_LIMITS.fundAccount}
              placeholder={t('household.fundAccountPlaceholder')}
              onChange={(v) => change({ fundCount: v.trim() })}
            />
          ) : null}
        </Section>
        {residence ? null : (
          <Section title={t('household.permitSection')}>
            <SwitchRow
              label={t('household.permit')}
              checked={form.resiPermitInfo}
              onChange={(on) => change({ resiPermitInfo: on })}
              testId="sw-permit"
            />
            {form.resiPermitInfo ? (
              <>
                <PickerRow
                  label={t('household.permitType')}
                  value={form.resiPermitType === null ? '' : String(form.resiPermitType)}
                  options={options.permitType}
                  onChange={(v) => change({ resiPermitType: Number(v) })}
                  testId="pick-permit-type"
                />
                <InputRow
                  name="resiPermitNo"
                  label={t('household.permitNo')}
                  value={form.resiPermitNo}
                  maxLength={ONBOARDING_LIMITS.permitNo}
                  onChange={(v) => change({ resiPermitNo: v })}
                />
              </>
            ) : null}
          </Section>
        )}
        <p className="ob-note">{t('household.tip')}</p>
      </div>
      <div className="ob-actions">
        <Button block color="primary" loading={saves.household.isPending} onClick={() => void save()}>
          {t('confirm')}
        </Button>
      </div>
    </Page>
  );
}
