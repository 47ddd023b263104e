import type { TCalParsed, TCalType } from '@ehome/shared/calculators/contract';
import type { TWageCity } from '@ehome/shared/calculators/wages/cities';
import type { TWageInput } from '@ehome/shared/calculators/wages/wage-input';
import List from 'antd-mobile/es/components/list';
import { useState } from 'react';
import { Page } from '../../../ui/page';
import { CalculatorForm } from '../components/calculator-form';
import { loadInput } from '../result-store';
import { useCalculator } from '../use-calculator';
import { AmountRow, CityRow } from './wage-fields';
import '../calculators.css';

type TWageForm = { city: string; wage: string };

/**
 * The form of the two wage-table calculators (minimum wage, average wage): a city and an optional
 * monthly wage to compare with the city's figure. The pages give the calculator and their texts.
 */
export function WageLookupForm({
  calType,
  parse,
  cities,
  idPrefix,
  texts,
}: {
  calType: TCalType;
  parse: (raw: unknown) => TCalParsed<TWageInput>;
  cities: readonly TWageCity[];
  idPrefix: string;
  texts: { title: string; intro: string; city: string; wage: string; wagePlaceholder: string };
}) {
  const [form, setForm] = useState<TWageForm>(() => {
    const saved = loadInput<TWageForm>(calType) ?? {};
    return { city: saved.city ?? 'shanghai', wage: saved.wage ?? '' };
  });
  const { submit, busy } = useCalculator(calType, parse);
  return (
    <Page title={texts.title}>
      <div className="calc-page">
        <CalculatorForm intro={texts.intro} onSubmit={() => void submit(form)} busy={busy}>
          <List>
            <CityRow
              label={texts.city}
              cities={cities}
              value={form.city}
              onChange={(city) => setForm((current) => ({ ...current, city }))}
            />
            <AmountRow
              id={`${idPrefix}-wage`}
              label={texts.wage}
              placeholder={texts.wagePlaceholder}
              value={form.wage}
              onChange={(wage) => setForm((current) => ({ ...current, wage }))}
            />
          </List>
        </CalculatorForm>
      </div>
    </Page>
  );
}
