import { CalType } from '@ehome/shared/calculators/contract';
import { formatFenGrouped } from '@ehome/shared/calculators/money';
import {
  MAX_CHILDREN,
  parseIncomeTax,
  type TIncomeTaxRaw,
} from '@ehome/shared/calculators/tax/income-tax-input';
import {
  ELDERLY_OPTIONS,
  HOUSING_OPTIONS,
  housingAmount,
  SPECIAL_DEDUCTION_STANDARDS as S,
  type TElderly,
  type THousing,
} from '@ehome/shared/calculators/tax/special-deductions';
import Input from 'antd-mobile/es/components/input';
import Selector from 'antd-mobile/es/components/selector';
import Switch from 'antd-mobile/es/components/switch';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../ui/page';
import { CalculatorField, CalculatorInlineField, keptText } from '../components/calculator-field';
import { CalculatorForm } from '../components/calculator-form';
import { CountStepper } from '../components/count-stepper';
import { loadInput } from '../result-store';
import { useCalculator } from '../use-calculator';
import '../calculators.css';
import '../tax/tax.css';

type TAmountKey = 'mon_sal' | 'soc_ins' | 'tax_free' | 'other_ded' | 'special_total' | 'elderly_share';
type TIncomeTaxForm = Record<TAmountKey, string> & {
  start_month: number;
  special_mode: 'items' | 'total';
  children: number;
  infants: number;
  elderly: TElderly;
  cont_degree: boolean;
  cont_cert: boolean;
  housing: THousing;
};

const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);
const yuan = (fen: number) => formatFenGrouped(fen).replace(/\.00$/, '');

function count(value: unknown): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 && n <= MAX_CHILDREN ? n : 0;
}

function initialForm(): TIncomeTaxForm {
  const kept = loadInput<TIncomeTaxRaw>(CalType.IncomeTax) ?? {};
  const month = Number(kept.start_month);
  return {
    mon_sal: keptText(kept.mon_sal),
    soc_ins: keptText(kept.soc_ins),
    tax_free: keptText(kept.tax_free),
    other_ded: keptText(kept.other_ded),
    special_total: keptText(kept.special_total),
    elderly_share: keptText(kept.elderly_share),
    start_month: Number.isInteger(month) && month >= 1 && month <= 12 ? month : 1,
    special_mode: kept.special_mode === 'total' ? 'total' : 'items',
    children: count(kept.children),
    infants: count(kept.infants),
    elderly: ELDERLY_OPTIONS.find((option) => option === kept.elderly) ?? 'none',
    cont_degree: kept.cont_degree === true,
    cont_cert: kept.cont_cert === true,
    housing: HOUSING_OPTIONS.find((option) => option === kept.housing) ?? 'none',
  };
}

/** What is sent: the amounts as typed, and only the deductions of the chosen way of entering them. */
function toInput(form: TIncomeTaxForm): TIncomeTaxRaw {
  const common = {
    mon_sal: form.mon_sal.trim(),
    soc_ins: form.soc_ins.trim(),
    tax_free: form.tax_free.trim(),
    other_ded: form.other_ded.trim(),
    start_month: form.start_month,
  };
  if (form.special_mode === 'total') {
    return { ...common, special_mode: 'total', special_total: form.special_total.trim() };
  }
  return {
    ...common,
    special_mode: 'items',
    children: form.children,
    infants: form.infants,
    elderly: form.elderly,
    ...(form.elderly === 'shared' ? { elderly_share: form.elderly_share.trim() } : {}),
    cont_degree: form.cont_degree,
    cont_cert: form.cont_cert,
    housing: form.housing,
  };
}

/**
 * /Individualincometax (spec 3 §2.6; issue 5): this year's withholding month by month by the
 * cumulative method. The shared `parse` checks the input (IncomeTax.*) before it is sent; the result
 * opens /Individualincometaxdetail.
 */
export function IncomeTaxPage() {
  const { t } = useTranslation(['calcTax', 'calculators']);
  const { submit, busy } = useCalculator(CalType.IncomeTax, parseIncomeTax);
  const [form, setForm] = useState(initialForm);
  const patch = (change: Partial<TIncomeTaxForm>) => setForm((current) => ({ ...current, ...change }));
  const amount =
    (key: TAmountKey, placeholder = t('iit.optionalPlaceholder')) =>
    (id: string) => (
      <Input
        id={id}
        inputMode="decimal"
        placeholder={placeholder}
        value={form[key]}
        onChange={(value) => patch({ [key]: value })}
        clearable
      />
    );

  return (
    <Page title={t('calculators:names.4')}>
      <div className="calc-page">
        <CalculatorForm intro={t('iit.intro')} onSubmit={() => void submit(toInput(form))} busy={busy}>
          <CalculatorField label={t('iit.salary')} help={t('iit.salaryHelp')}>
            {amount('mon_sal', t('iit.amountPlaceholder'))}
          </CalculatorField>
          <CalculatorField label={t('iit.social')} help={t('iit.socialHelp')}>
            {amount('soc_ins')}
          </CalculatorField>
          <CalculatorField label={t('iit.startMonth')} help={t('iit.startMonthHelp')}>
            <Selector
              columns={6}
              options={MONTHS.map((month) => ({ label: String(month), value: month }))}
              value={[form.start_month]}
              onChange={(picked) => picked[0] && patch({ start_month: picked[0] })}
            />
          </CalculatorField>

          <h2 className="calc-section">{t('iit.specialTitle')}</h2>
          <CalculatorField label={t('iit.specialMode')}>
            <Selector
              columns={2}
              options={[
                { label: t('iit.modeItems'), value: 'items' as const },
                { label: t('iit.modeTotal'), value: 'total' as const },
              ]}
              value={[form.special_mode]}
              onChange={(picked) => picked[0] && patch({ special_mode: picked[0] })}
            />
          </CalculatorField>
          {form.special_mode === 'total' ? (
            <CalculatorField label={t('iit.specialTotal')} help={t('iit.illnessNote')}>
              {amount('special_total', t('iit.amountPlaceholder'))}
            </CalculatorField>
          ) : (
            <>
              <CalculatorInlineField
                label={t('iit.children')}
                help={t('iit.perChild', { amount: yuan(S.childEducationPerChild) })}
              >
                <CountStepper
                  label={t('iit.children')}
                  min={0}
                  max={MAX_CHILDREN}
                  value={form.children}
                  onChange={(value) => patch({ children: value })}
                />
              </CalculatorInlineField>
              <CalculatorInlineField
                label={t('iit.infants')}
                help={t('iit.perChild', { amount: yuan(S.infantCarePerChild) })}
              >
                <CountStepper
                  label={t('iit.infants')}
                  min={0}
                  max={MAX_CHILDREN}
                  value={form.infants}
                  onChange={(value) => patch({ infants: value })}
                />
              </CalculatorInlineField>
              <CalculatorField label={t('iit.elderly')}>
                <Selector
                  columns={3}
                  options={ELDERLY_OPTIONS.map((option) => ({
                    label: t(`iit.elderlyOptions.${option}`, {
                      amount: yuan(S.elderlyOnlyChild),
                      max: yuan(S.elderlyShareMax),
                    }),
                    value: option,
                  }))}
                  value={[form.elderly]}
                  onChange={(picked) => picked[0] && patch({ elderly: picked[0] })}
                />
              </CalculatorField>
              {form.elderly === 'shared' && (
                <CalculatorField
                  label={t('iit.elderlyShare')}
                  help={t('iit.elderlyShareHelp', { max: yuan(S.elderlyShareMax) })}
                >
                  {amount('elderly_share', t('iit.amountPlaceholder'))}
                </CalculatorField>
              )}
              <CalculatorInlineField
                label={t('iit.degree')}
                help={t('iit.degreeHelp', { amount: yuan(S.continuingEducationDegree) })}
              >
                <Switch
                  aria-label={t('iit.degree')}
                  checked={form.cont_degree}
                  onChange={(checked) => patch({ cont_degree: checked })}
                />
              </CalculatorInlineField>
              <CalculatorInlineField
                label={t('iit.certificate')}
                help={t('iit.certificateHelp', { amount: yuan(S.continuingEducationCertificate) })}
              >
                <Switch
                  aria-label={t('iit.certificate')}
                  checked={form.cont_cert}
                  onChange={(checked) => patch({ cont_cert: checked })}
                />
              </CalculatorInlineField>
              <CalculatorField label={t('iit.housing')} help={t('iit.housingHelp')}>
                <Selector
                  columns={1}
                  options={HOUSING_OPTIONS.map((option) => ({
                    label: t(`iit.housingOptions.${option}`, { amount: yuan(housingAmount(option)) }),
                    value: option,
                  }))}
                  value={[form.housing]}
                  onChange={(picked) => picked[0] && patch({ housing: picked[0] })}
                />
              </CalculatorField>
              <p className="calc-field calc-field__help">{t('iit.illnessNote')}</p>
            </>
          )}

          <h2 className="calc-section">{t('iit.moreTitle')}</h2>
          <CalculatorField label={t('iit.other')} help={t('iit.otherHelp')}>
            {amount('other_ded')}
          </CalculatorField>
          <CalculatorField label={t('iit.taxFree')} help={t('iit.taxFreeHelp')}>
            {amount('tax_free')}
          </CalculatorField>
        </CalculatorForm>
      </div>
    </Page>
  );
}
