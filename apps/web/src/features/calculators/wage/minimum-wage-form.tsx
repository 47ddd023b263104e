import { CalType } from '@ehome/shared/calculators/contract';
import { isWageCity } from '@ehome/shared/calculators/wages/cities';
import {
  CITY_PLACES,
  isMinWageProvince,
  MIN_WAGE_PLACES,
  MIN_WAGE_PROVINCES,
  type TMinWageProvince,
} from '@ehome/shared/calculators/wages/minimum-wage-places';
import { parseMinimumWageInput } from '@ehome/shared/calculators/wages/wage-input';
import { isLanguage, type TLanguage } from '@ehome/shared/constants';
import List from 'antd-mobile/es/components/list';
import Selector from 'antd-mobile/es/components/selector';
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazySheet, useLazySheet } from '../../../ui/lazy-sheet';
import { Page } from '../../../ui/page';
import { CalculatorForm } from '../components/calculator-form';
import { loadInput } from '../result-store';
import { useCalculator } from '../use-calculator';
import { AmountRow } from './wage-fields';
import '../calculators.css';
import './wage.css';
import './minimum-wage.css';

// The sheet (antd-mobile Picker, ~40 KB) downloads on the first tap, not with the form.
const Picker = lazy(() => import('antd-mobile/es/components/picker'));

type TMinWageForm = { province: TMinWageProvince; tier: number; wage: string };

/** The last input, also an older one that named a city (mapped to its province and class). */
function initialForm(): TMinWageForm {
  const saved = loadInput<{ province?: unknown; tier?: unknown; city?: unknown; wage?: unknown }>(
    CalType.MinimumWage,
  );
  const wage = typeof saved?.wage === 'string' ? saved.wage : '';
  if (saved && isMinWageProvince(saved.province)) {
    const tier = Number(saved.tier);
    const count = MIN_WAGE_PLACES[saved.province].tiers.length;
    return {
      province: saved.province,
      tier: Number.isInteger(tier) && tier >= 1 && tier <= count ? tier : 1,
      wage,
    };
  }
  if (saved && isWageCity(saved.city)) return { ...CITY_PLACES[saved.city], wage };
  return { province: 'shanghai', tier: 1, wage };
}

/**
 * /Minimumwage form (spec 3 §2.6): a province from a picker (31 entries do not fit as chips), then its
 * class as chips with the capital's area where known, and an optional monthly wage to compare.
 */
export function MinimumWageForm() {
  const { t, i18n } = useTranslation(['calcWage', 'calculators']);
  const lang: TLanguage = isLanguage(i18n.language) ? i18n.language : 'zh';
  const [form, setForm] = useState<TMinWageForm>(initialForm);
  const picker = useLazySheet();
  const { submit, busy } = useCalculator(CalType.MinimumWage, parseMinimumWageInput);
  const place = MIN_WAGE_PLACES[form.province];
  return (
    <Page title={t('calcWage:min.title')}>
      <div className="calc-page">
        <CalculatorForm
          intro={t('calcWage:min.intro')}
          onSubmit={() => void submit({ province: form.province, tier: form.tier, wage: form.wage })}
          busy={busy}
        >
          <List>
            <List.Item
              className="minwage-province"
              clickable
              onClick={picker.show}
              extra={<span className="minwage-province__value">{place.name[lang]}</span>}
              arrowIcon
            >
              {t('calcWage:min.province')}
            </List.Item>
            {place.tiers.length > 1 && (
              <List.Item
                description={
                  <Selector
                    className="wage-selector minwage-tiers"
                    columns={Math.min(place.tiers.length, 2)}
                    options={place.tiers.map((tier, index) => ({
                      label: tier.name[lang],
                      description: tier.area?.[lang],
                      value: index + 1,
                    }))}
                    value={[form.tier]}
                    onChange={(values) => {
                      // A chip tapped again stays chosen: a class is required.
                      if (values[0]) setForm((current) => ({ ...current, tier: values[0] as number }));
                    }}
                  />
                }
              >
                {t('calcWage:min.tier')}
              </List.Item>
            )}
            <AmountRow
              id="min-wage"
              label={t('calcWage:min.wage')}
              placeholder={t('calcWage:min.wagePlaceholder')}
              value={form.wage}
              onChange={(wage) => setForm((current) => ({ ...current, wage }))}
            />
          </List>
          <p className="wage-hint minwage-hint">{t('calcWage:min.coverage')}</p>
        </CalculatorForm>
      </div>
      <LazySheet sheet={picker}>
        <Picker
          columns={[
            MIN_WAGE_PROVINCES.map((code) => ({ label: MIN_WAGE_PLACES[code].name[lang], value: code })),
          ]}
          visible={picker.visible}
          value={[form.province]}
          title={t('calcWage:min.province')}
          confirmText={t('calcWage:min.confirm')}
          cancelText={t('calcWage:min.cancel')}
          onClose={picker.close}
          onConfirm={(values) => {
            const province = values[0];
            if (isMinWageProvince(province))
              setForm((current) =>
                current.province === province ? current : { ...current, province, tier: 1 },
              );
          }}
        />
      </LazySheet>
    </Page>
  );
}
