import { CalType } from '@ehome/shared/calculators/contract';
import { WAGE_CITIES } from '@ehome/shared/calculators/wages/cities';
import { parseMinimumWageInput } from '@ehome/shared/calculators/wages/wage-input';
import List from 'antd-mobile/es/components/list';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../app/layout/page';
import { CalculatorForm } from '../components/calculator-form';
import { loadInput } from '../result-store';
import { useCalculator } from '../use-calculator';
import { AmountRow, CityRow } from '../wage/wage-fields';
import '../calculators.css';

type TWageForm = { city: string; wage: string };

/** /Minimumwage (spec 3 §2.6): the local minimum wage in force today; result on /Minwagedetail. */
export function MinimumWagePage() {
  const { t } = useTranslation(['calcWage', 'calculators']);
  const [form, setForm] = useState<TWageForm>(() => {
    const saved = loadInput<TWageForm>(CalType.MinimumWage) ?? {};
    return { city: saved.city ?? 'shanghai', wage: saved.wage ?? '' };
  });
  const { submit, busy } = useCalculator(CalType.MinimumWage, parseMinimumWageInput);
  return (
    <Page title={t('calcWage:min.title')}>
      <div className="calc-page">
        <CalculatorForm intro={t('calcWage:min.intro')} onSubmit={() => void submit(form)} busy={busy}>
          <List>
            <CityRow
              label={t('calcWage:min.city')}
              cities={WAGE_CITIES}
              value={form.city}
              onChange={(city) => setForm((current) => ({ ...current, city }))}
            />
            <AmountRow
              id="min-wage"
              label={t('calcWage:min.wage')}
              placeholder={t('calcWage:min.wagePlaceholder')}
              value={form.wage}
              onChange={(wage) => setForm((current) => ({ ...current, wage }))}
            />
          </List>
        </CalculatorForm>
      </div>
    </Page>
  );
}
