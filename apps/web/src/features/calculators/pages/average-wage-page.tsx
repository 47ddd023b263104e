import { CalType } from '@ehome/shared/calculators/contract';
import { AVERAGE_WAGE_CITIES } from '@ehome/shared/calculators/wages/cities';
import { parseAverageWageInput } from '@ehome/shared/calculators/wages/wage-input';
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

/** /Averagewage (spec 3 §2.6): the local average wage, the contribution band and the compensation cap; result on /Averagewagedetail. */
export function AverageWagePage() {
  const { t } = useTranslation(['calcWage', 'calculators']);
  const [form, setForm] = useState<TWageForm>(() => {
    const saved = loadInput<TWageForm>(CalType.AverageWage) ?? {};
    return { city: saved.city ?? 'shanghai', wage: saved.wage ?? '' };
  });
  const { submit, busy } = useCalculator(CalType.AverageWage, parseAverageWageInput);
  return (
    <Page title={t('calcWage:avg.title')}>
      <div className="calc-page">
        <CalculatorForm intro={t('calcWage:avg.intro')} onSubmit={() => void submit(form)} busy={busy}>
          <List>
            <CityRow
              label={t('calcWage:avg.city')}
              cities={AVERAGE_WAGE_CITIES}
              value={form.city}
              onChange={(city) => setForm((current) => ({ ...current, city }))}
            />
            <AmountRow
              id="avg-wage"
              label={t('calcWage:avg.wage')}
              placeholder={t('calcWage:avg.wagePlaceholder')}
              value={form.wage}
              onChange={(wage) => setForm((current) => ({ ...current, wage }))}
            />
          </List>
        </CalculatorForm>
      </div>
    </Page>
  );
}
