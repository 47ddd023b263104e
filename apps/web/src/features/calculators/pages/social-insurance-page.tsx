import { CalType } from '@ehome/shared/calculators/contract';
import {
  DEFAULT_INSURANCE_CITY,
  INJURY_CLASS_RATES,
  INJURY_RATE_DEFAULT,
  INSURANCE_CITIES,
  insuranceCity,
} from '@ehome/shared/calculators/social-insurance/cities';
import { parseInsuranceInput } from '@ehome/shared/calculators/social-insurance/social-insurance-input';
import { DEFAULT_LANGUAGE, isLanguage } from '@ehome/shared/constants';
import Input from 'antd-mobile/es/components/input';
import Selector from 'antd-mobile/es/components/selector';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../ui/page';
import { CalculatorField } from '../components/calculator-field';
import { CalculatorForm } from '../components/calculator-form';
import { loadInput } from '../result-store';
import { useCalculator } from '../use-calculator';
import '../calculators.css';
import '../social-insurance/social-insurance.css';

/** The form's fields, as sent in `jsonString` (snake_case, see social-insurance-input.ts). */
type TInsuranceForm = {
  city: string;
  salary: string;
  fund_rate: string;
  supp_fund_rate: string;
  injury_rate: string;
  base: string;
  fund_base: string;
  year: string;
  medical_tier: string;
};

const EMPTY: TInsuranceForm = {
  city: DEFAULT_INSURANCE_CITY.code,
  salary: '',
  fund_rate: '',
  supp_fund_rate: '',
  injury_rate: '',
  base: '',
  fund_base: '',
  year: '',
  medical_tier: '',
};

function initialForm(): TInsuranceForm {
  const saved = loadInput<Record<string, unknown>>(CalType.SocialInsurance) ?? {};
  const form = { ...EMPTY };
  for (const key of Object.keys(EMPTY) as (keyof TInsuranceForm)[]) {
    const value = saved[key];
    if (typeof value === 'string' || typeof value === 'number') form[key] = String(value);
  }
  return form;
}

/** Only the fields that were filled in: a blank optional field takes the city's default. */
function toInput(form: TInsuranceForm): Record<string, string> {
  return Object.fromEntries(Object.entries(form).filter(([, value]) => value.trim() !== ''));
}

/**
 * /Fivesocialinsurance (spec 3 §2.6; issue 5): five social insurances and housing fund of a city.
 * The shared `parse` checks the input before it is sent; the result opens /Fivesocialinsurancedetail.
 */
export function SocialInsurancePage() {
  const { t, i18n } = useTranslation(['calcInsurance', 'calculators']);
  const lang = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const { submit, busy } = useCalculator(CalType.SocialInsurance, parseInsuranceInput);
  const [form, setForm] = useState(initialForm);
  const city = insuranceCity(form.city) ?? DEFAULT_INSURANCE_CITY;
  const set = (key: keyof TInsuranceForm) => (value: string) =>
    setForm((current) => ({ ...current, [key]: value }));

  const pickCity = (code: string | undefined) => {
    if (!code || code === form.city) return;
    // Rates and years differ by city: the city's defaults apply again.
    setForm((current) => ({
      ...current,
      city: code,
      fund_rate: '',
      supp_fund_rate: '',
      year: '',
      medical_tier: '',
    }));
  };

  return (
    <Page title={t('calculators:names.5')}>
      <div className="calc-page">
        <CalculatorForm intro={t('intro')} onSubmit={() => void submit(toInput(form))} busy={busy}>
          <CalculatorField label={t('fields.city')}>
            <Selector
              className="ins-form__selector"
              columns={INSURANCE_CITIES.length <= 2 ? 2 : 3}
              options={INSURANCE_CITIES.map((option) => ({ label: option.name[lang], value: option.code }))}
              value={[city.code]}
              onChange={(picked) => pickCity(picked[0])}
            />
            <p className="calc-field__help">{t('fields.cityNote')}</p>
          </CalculatorField>
          {city.medicalTiers && (
            <CalculatorField label={t('fields.medicalTier')}>
              <Selector
                className="ins-form__selector"
                columns={2}
                options={city.medicalTiers.map((tier) => ({
                  label: t(tier === 1 ? 'fields.medicalTier1' : 'fields.medicalTier2'),
                  value: String(tier),
                }))}
                value={[form.medical_tier || '1']}
                onChange={(picked) => set('medical_tier')(picked[0] ?? '')}
              />
              <p className="calc-field__help">{t('fields.medicalTierHelp')}</p>
            </CalculatorField>
          )}
          <CalculatorField label={t('fields.salary')}>
            {(id) => (
              <Input
                id={id}
                inputMode="decimal"
                placeholder={t('fields.salaryPlaceholder')}
                value={form.salary}
                onChange={set('salary')}
                clearable
              />
            )}
          </CalculatorField>
          <CalculatorField label={t('fields.fundRate')}>
            {(id) => (
              <Input
                id={id}
                inputMode="numeric"
                placeholder={t('fields.fundRatePlaceholder', {
                  default: city.fundRate.default,
                  min: city.fundRate.min,
                  max: city.fundRate.max,
                })}
                value={form.fund_rate}
                onChange={set('fund_rate')}
                clearable
              />
            )}
          </CalculatorField>
          {city.supplementaryFundRate && (
            <CalculatorField label={t('fields.suppFundRate')}>
              {(id) => (
                <Input
                  id={id}
                  inputMode="numeric"
                  placeholder={t('fields.suppFundRatePlaceholder', {
                    min: city.supplementaryFundRate?.min,
                    max: city.supplementaryFundRate?.max,
                  })}
                  value={form.supp_fund_rate}
                  onChange={set('supp_fund_rate')}
                  clearable
                />
              )}
            </CalculatorField>
          )}
          <CalculatorField label={t('fields.injuryRate')}>
            {(id) => (
              <>
                <Input
                  id={id}
                  inputMode="decimal"
                  placeholder={t('fields.injuryRatePlaceholder', { rate: INJURY_RATE_DEFAULT })}
                  value={form.injury_rate}
                  onChange={set('injury_rate')}
                  clearable
                />
                <p className="calc-field__help">
                  {t('fields.injuryHelp', {
                    rates: INJURY_CLASS_RATES.map((rate) => `${rate}%`).join(' / '),
                  })}
                </p>
              </>
            )}
          </CalculatorField>
          <CalculatorField label={t('fields.base')}>
            {(id) => (
              <Input
                id={id}
                inputMode="decimal"
                placeholder={t('fields.basePlaceholder')}
                value={form.base}
                onChange={set('base')}
                clearable
              />
            )}
          </CalculatorField>
          <CalculatorField label={t('fields.fundBase')}>
            {(id) => (
              <Input
                id={id}
                inputMode="decimal"
                placeholder={t('fields.basePlaceholder')}
                value={form.fund_base}
                onChange={set('fund_base')}
                clearable
              />
            )}
          </CalculatorField>
          <CalculatorField label={t('fields.year')}>
            <Selector
              className="ins-form__selector"
              columns={2}
              options={[
                { label: t('fields.yearCurrent'), value: '' },
                ...city.years.map((year) => ({
                  label: t('fields.yearOption', { year }),
                  value: String(year),
                })),
              ]}
              value={[form.year]}
              onChange={(picked) => set('year')(picked[0] ?? '')}
            />
          </CalculatorField>
        </CalculatorForm>
      </div>
    </Page>
  );
}
