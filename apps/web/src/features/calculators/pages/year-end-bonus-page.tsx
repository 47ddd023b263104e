import { CalType } from '@ehome/shared/calculators/contract';
import { parseYearEndBonus, type TYearEndBonusRaw } from '@ehome/shared/calculators/tax/year-end-bonus-input';
import Input from 'antd-mobile/es/components/input';
import Switch from 'antd-mobile/es/components/switch';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../ui/page';
import { CalculatorField, CalculatorInlineField, keptText } from '../components/calculator-field';
import { CalculatorForm } from '../components/calculator-form';
import { loadInput } from '../result-store';
import { useCalculator } from '../use-calculator';
import '../calculators.css';
import '../tax/tax.css';

type TBonusForm = { isBefore: boolean; before: string; after: string; salary: string; deduction: string };

function initialForm(): TBonusForm {
  const kept = loadInput<TYearEndBonusRaw>(CalType.YearEndBonus) ?? {};
  return {
    isBefore: kept.isBefore !== false,
    before: keptText(kept.bns_before_tax),
    after: keptText(kept.bns_after_tax),
    salary: keptText(kept.mon_sal),
    deduction: keptText(kept.mon_ded),
  };
}

/** The spec's fields (spec 2 §3): both bonus figures are sent, `isBefore` says which one counts. */
function toInput(form: TBonusForm): TYearEndBonusRaw {
  return {
    isBefore: form.isBefore,
    bns_before_tax: form.before.trim(),
    bns_after_tax: form.after.trim(),
    mon_sal: form.salary.trim(),
    ...(form.deduction.trim() ? { mon_ded: form.deduction.trim() } : {}),
  };
}

/**
 * /YearAward (spec 2 §2, §4 "Bonus flag isBefore"): the year-end bonus before tax, or after tax with
 * the switch on, and the monthly salary; the shared `parse` checks it (YearAward.m1..m8) before it is
 * sent, the result opens /YearAwardInfo.
 */
export function YearEndBonusPage() {
  const { t } = useTranslation(['calcTax', 'calculators']);
  const { submit, busy } = useCalculator(CalType.YearEndBonus, parseYearEndBonus);
  const [form, setForm] = useState(initialForm);
  const set = (key: 'before' | 'after' | 'salary' | 'deduction') => (value: string) =>
    setForm((current) => ({ ...current, [key]: value }));
  const bonusKey = form.isBefore ? 'before' : 'after';

  return (
    <Page title={t('calculators:names.2')}>
      <div className="calc-page">
        <CalculatorForm intro={t('bonus.intro')} onSubmit={() => void submit(toInput(form))} busy={busy}>
          <CalculatorInlineField label={t('bonus.afterSwitch')} help={t('bonus.afterHelp')}>
            <Switch
              aria-label={t('bonus.afterSwitch')}
              checked={!form.isBefore}
              onChange={(checked) => setForm((current) => ({ ...current, isBefore: !checked }))}
            />
          </CalculatorInlineField>
          <CalculatorField label={t(form.isBefore ? 'bonus.before' : 'bonus.after')}>
            {(id) => (
              <Input
                key={bonusKey}
                id={id}
                inputMode="decimal"
                placeholder={t('bonus.amountPlaceholder')}
                value={form[bonusKey]}
                onChange={set(bonusKey)}
                clearable
              />
            )}
          </CalculatorField>
          <CalculatorField label={t('bonus.salary')} help={t('bonus.salaryHelp')}>
            {(id) => (
              <Input
                id={id}
                inputMode="decimal"
                placeholder={t('bonus.amountPlaceholder')}
                value={form.salary}
                onChange={set('salary')}
                clearable
              />
            )}
          </CalculatorField>
          <CalculatorField label={t('bonus.deduction')} help={t('bonus.deductionHelp')}>
            {(id) => (
              <Input
                id={id}
                inputMode="decimal"
                placeholder={t('bonus.optionalPlaceholder')}
                value={form.deduction}
                onChange={set('deduction')}
                clearable
              />
            )}
          </CalculatorField>
        </CalculatorForm>
      </div>
    </Page>
  );
}
