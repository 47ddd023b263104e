import { CalType } from '@ehome/shared/calculators/contract';
import { parseMarriageLeaveInput } from '@ehome/shared/calculators/leave/marriage-leave-input';
import { MARRIAGE_LEAVE_PROVINCES } from '@ehome/shared/calculators/leave/provinces';
import { DEFAULT_LANGUAGE, isLanguage } from '@ehome/shared/constants';
import Selector from 'antd-mobile/es/components/selector';
import Switch from 'antd-mobile/es/components/switch';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../ui/page';
import { CalculatorField } from '../components/calculator-field';
import { CalculatorForm } from '../components/calculator-form';
import { DateInput } from '../leave/leave-field';
import { loadInput } from '../result-store';
import { useCalculator } from '../use-calculator';
import '../calculators.css';
import '../leave/leave-calc.css';

type TMarriageForm = { province: string; start_date: string; premarital_exam: boolean };

function initialForm(): TMarriageForm {
  const saved = loadInput<Record<string, unknown>>(CalType.MarriageLeave) ?? {};
  return {
    province: typeof saved.province === 'string' ? saved.province : '',
    start_date: typeof saved.start_date === 'string' ? saved.start_date : '',
    premarital_exam: saved.premarital_exam === true,
  };
}

function toInput(form: TMarriageForm): Record<string, string | boolean> {
  return {
    ...(form.province ? { province: form.province } : {}),
    ...(form.start_date ? { start_date: form.start_date } : {}),
    ...(form.premarital_exam ? { premarital_exam: true } : {}),
  };
}

/**
 * /Marriageleave (spec 3 §2.6; issue 5): marriage leave of a province from the dated table, and the
 * last day of the leave from a start date. Result: /Marriageleavedetail.
 */
export function MarriageLeavePage() {
  const { t, i18n } = useTranslation(['calcLeave', 'calculators']);
  const lang = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const { submit, busy } = useCalculator(CalType.MarriageLeave, parseMarriageLeaveInput);
  const [form, setForm] = useState(initialForm);

  return (
    <Page title={t('calculators:names.7')}>
      <div className="calc-page">
        <CalculatorForm intro={t('marriage.intro')} onSubmit={() => void submit(toInput(form))} busy={busy}>
          <CalculatorField label={t('marriage.province')} help={t('marriage.provinceHelp')}>
            <Selector
              className="leave-calc__selector"
              columns={3}
              options={MARRIAGE_LEAVE_PROVINCES.map((place) => ({ label: place[lang], value: place.code }))}
              value={form.province ? [form.province] : []}
              onChange={(picked) => {
                // A chip tapped again stays chosen: a region is required.
                const province = picked[0];
                if (province) setForm((current) => ({ ...current, province }));
              }}
            />
          </CalculatorField>
          <CalculatorField label={t('marriage.startDate')} help={t('marriage.startDateHelp')}>
            {(id) => (
              <DateInput
                id={id}
                name="start_date"
                value={form.start_date}
                onChange={(value) => setForm((current) => ({ ...current, start_date: value }))}
              />
            )}
          </CalculatorField>
          <CalculatorField label={t('marriage.exam')} help={t('marriage.examHelp')}>
            <div className="leave-calc__switch">
              <span>{form.premarital_exam ? t('marriage.yes') : t('marriage.no')}</span>
              <Switch
                aria-label={t('marriage.exam')}
                checked={form.premarital_exam}
                onChange={(checked) => setForm((current) => ({ ...current, premarital_exam: checked }))}
              />
            </div>
          </CalculatorField>
        </CalculatorForm>
      </div>
    </Page>
  );
}
