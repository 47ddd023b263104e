import { CalType } from '@ehome/shared/calculators/contract';
import { parseAnnualLeaveInput } from '@ehome/shared/calculators/leave/annual-leave-input';
import Input from 'antd-mobile/es/components/input';
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

/** The form as typed; sent with the snake_case names of annual-leave-input.ts. */
type TAnnualForm = {
  year: string;
  mode: 'date' | 'years';
  first_work_date: string;
  service_years: string;
  join_date: string;
  leave_date: string;
  taken_days: string;
  vacation_days: string;
  personal_leave_days: string;
  sick_leave_months: string;
  prior_year_forfeit: boolean;
};

const TEXT_FIELDS = [
  'year',
  'first_work_date',
  'service_years',
  'join_date',
  'leave_date',
  'taken_days',
  'vacation_days',
  'personal_leave_days',
  'sick_leave_months',
] as const;

function initialForm(): TAnnualForm {
  const saved = loadInput<Record<string, unknown>>(CalType.AnnualLeave) ?? {};
  const text = (key: string) => {
    const value = saved[key];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  };
  return {
    year: text('year'),
    mode: text('service_years') !== '' ? 'years' : 'date',
    first_work_date: text('first_work_date'),
    service_years: text('service_years'),
    join_date: text('join_date'),
    leave_date: text('leave_date'),
    taken_days: text('taken_days'),
    vacation_days: text('vacation_days'),
    personal_leave_days: text('personal_leave_days'),
    sick_leave_months: text('sick_leave_months'),
    prior_year_forfeit: saved.prior_year_forfeit === true,
  };
}

/** Only what was filled in, and only the service field of the chosen way. */
function toInput(form: TAnnualForm): Record<string, string | boolean> {
  const input: Record<string, string | boolean> = {};
  for (const key of TEXT_FIELDS) {
    if (key === (form.mode === 'date' ? 'service_years' : 'first_work_date')) continue;
    const value = form[key].trim();
    if (value !== '') input[key] = value;
  }
  if (form.prior_year_forfeit) input.prior_year_forfeit = true;
  return input;
}

/**
 * /Statutoryannualvacation (spec 3 §2.6; issue 5): statutory annual leave of a year by cumulative
 * service, pro-rated for a joiner or leaver, with the 条例 art. 4 questions. Result: /Statutoryannualvacationdetail.
 */
export function AnnualLeavePage() {
  const { t } = useTranslation(['calcLeave', 'calculators']);
  const { submit, busy } = useCalculator(CalType.AnnualLeave, parseAnnualLeaveInput);
  const [form, setForm] = useState(initialForm);
  const set = (key: (typeof TEXT_FIELDS)[number]) => (value: string) =>
    setForm((current) => ({ ...current, [key]: value }));
  const numberField =
    (key: (typeof TEXT_FIELDS)[number], mode: 'numeric' | 'decimal', placeholder: string) => (id: string) => (
      <Input
        id={id}
        name={key}
        inputMode={mode}
        placeholder={placeholder}
        value={form[key]}
        onChange={set(key)}
        clearable
      />
    );

  return (
    <Page title={t('calculators:names.6')}>
      <div className="calc-page">
        <CalculatorForm intro={t('annual.intro')} onSubmit={() => void submit(toInput(form))} busy={busy}>
          <CalculatorField label={t('annual.year')} help={t('annual.yearHelp')}>
            {numberField('year', 'numeric', t('annual.yearPlaceholder'))}
          </CalculatorField>
          <CalculatorField label={t('annual.serviceBy')}>
            <Selector
              className="leave-calc__selector"
              columns={2}
              options={[
                { label: t('annual.byDate'), value: 'date' },
                { label: t('annual.byYears'), value: 'years' },
              ]}
              value={[form.mode]}
              onChange={(picked) => {
                const mode = picked[0];
                if (mode === 'date' || mode === 'years') setForm((current) => ({ ...current, mode }));
              }}
            />
          </CalculatorField>
          {form.mode === 'date' ? (
            <CalculatorField label={t('annual.firstWorkDate')} help={t('annual.firstWorkDateHelp')}>
              {(id) => (
                <DateInput
                  id={id}
                  name="first_work_date"
                  value={form.first_work_date}
                  onChange={set('first_work_date')}
                />
              )}
            </CalculatorField>
          ) : (
            <CalculatorField label={t('annual.serviceYears')} help={t('annual.serviceYearsHelp')}>
              {numberField('service_years', 'numeric', t('annual.serviceYearsPlaceholder'))}
            </CalculatorField>
          )}
          <CalculatorField label={t('annual.joinDate')}>
            {(id) => (
              <DateInput id={id} name="join_date" value={form.join_date} onChange={set('join_date')} />
            )}
          </CalculatorField>
          <CalculatorField label={t('annual.leaveDate')} help={t('annual.leaveDateHelp')}>
            {(id) => (
              <DateInput id={id} name="leave_date" value={form.leave_date} onChange={set('leave_date')} />
            )}
          </CalculatorField>
          <CalculatorField label={t('annual.takenDays')}>
            {numberField('taken_days', 'decimal', t('annual.daysPlaceholder'))}
          </CalculatorField>
          <h2 className="calc-section">{t('annual.exclusions')}</h2>
          <CalculatorField label={t('annual.vacationDays')} help={t('annual.vacationHelp')}>
            {numberField('vacation_days', 'numeric', t('annual.daysPlaceholder'))}
          </CalculatorField>
          <CalculatorField label={t('annual.personalDays')} help={t('annual.personalHelp')}>
            {numberField('personal_leave_days', 'decimal', t('annual.daysPlaceholder'))}
          </CalculatorField>
          <CalculatorField label={t('annual.sickMonths')} help={t('annual.sickHelp')}>
            {numberField('sick_leave_months', 'decimal', t('annual.monthsPlaceholder'))}
          </CalculatorField>
          <CalculatorField label={t('annual.priorYear')} help={t('annual.priorYearHelp')}>
            <div className="leave-calc__switch">
              <span>{form.prior_year_forfeit ? t('annual.yes') : t('annual.no')}</span>
              <Switch
                aria-label={t('annual.priorYear')}
                checked={form.prior_year_forfeit}
                onChange={(checked) => setForm((current) => ({ ...current, prior_year_forfeit: checked }))}
              />
            </div>
          </CalculatorField>
        </CalculatorForm>
      </div>
    </Page>
  );
}
