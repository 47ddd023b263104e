import {
  COMPENSATION_REASONS,
  needsLastWage,
  parseCompensationInput,
  type TCompensationReason,
} from '@ehome/shared/calculators/compensation/compensation-input';
import { CalType } from '@ehome/shared/calculators/contract';
import { WAGE_CITIES } from '@ehome/shared/calculators/wages/cities';
import List from 'antd-mobile/es/components/list';
import Selector from 'antd-mobile/es/components/selector';
import Switch from 'antd-mobile/es/components/switch';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../ui/page';
import { CalculatorForm } from '../components/calculator-form';
import { DateRow } from '../components/date-row';
import { loadInput } from '../result-store';
import { useCalculator } from '../use-calculator';
import { AmountRow, CityRow } from '../wage/wage-fields';
import '../calculators.css';

/** The date fields' range: service can start decades ago; the calculation reaches 2100. */
const DATE_MIN = '1950-01-01';
const DATE_MAX = '2100-12-31';

/** The form as sent: the spec's field names (spec 2 §3 "Compensation for termination"). */
type TCompensationForm = {
  date_s: string;
  date_e: string;
  reason: TCompensationReason | '';
  avg: string;
  lst: string;
  city: string;
  soc_avg_on: boolean;
  soc_avg_man: string;
};

function initialForm(): TCompensationForm {
  const saved = loadInput<TCompensationForm>(CalType.Compensation) ?? {};
  return {
    date_s: saved.date_s ?? '',
    date_e: saved.date_e ?? '',
    reason: saved.reason ?? '',
    avg: saved.avg ?? '',
    lst: saved.lst ?? '',
    city: saved.city ?? 'shanghai',
    soc_avg_on: saved.soc_avg_on === true,
    soc_avg_man: saved.soc_avg_man ?? '',
  };
}

/** What is sent: the manual average only when switched on, last month's wage only when it counts. */
function toInput(form: TCompensationForm): object {
  const { soc_avg_man, lst, ...rest } = form;
  return {
    ...rest,
    ...(form.reason && needsLastWage(form.reason) ? { lst } : {}),
    ...(form.soc_avg_on ? { soc_avg_man } : {}),
  };
}

/** /FinancialComp (spec 2 §2, §4): compensation on termination, N / N+1 / 2N; result on /Calculator. */
export function CompensationPage() {
  const { t } = useTranslation(['calcWage', 'calculators']);
  const [form, setForm] = useState(initialForm);
  const { submit, busy } = useCalculator(CalType.Compensation, parseCompensationInput);
  const set = <K extends keyof TCompensationForm>(key: K, value: TCompensationForm[K]) =>
    setForm((current) => ({ ...current, [key]: value }));

  return (
    <Page title={t('calcWage:comp.title')}>
      <div className="calc-page">
        <CalculatorForm
          intro={t('calcWage:comp.intro')}
          onSubmit={() => void submit(toInput(form))}
          busy={busy}
        >
          <List>
            <DateRow
              id="comp-date-s"
              label={t('calcWage:comp.dateStart')}
              value={form.date_s}
              onChange={(v) => set('date_s', v)}
              min={DATE_MIN}
              max={DATE_MAX}
            />
            <DateRow
              id="comp-date-e"
              label={t('calcWage:comp.dateEnd')}
              value={form.date_e}
              onChange={(v) => set('date_e', v)}
              min={DATE_MIN}
              max={DATE_MAX}
            />
            <List.Item
              description={
                <Selector
                  className="wage-selector wage-reasons"
                  columns={1}
                  options={COMPENSATION_REASONS.map((reason) => ({
                    label: t(`calcWage:reasons.${reason}`),
                    value: reason,
                  }))}
                  value={form.reason ? [form.reason] : []}
                  onChange={(values) => {
                    if (values[0]) set('reason', values[0]);
                  }}
                />
              }
            >
              {t('calcWage:comp.reason')}
            </List.Item>
            <AmountRow
              id="comp-avg"
              label={t('calcWage:comp.avg')}
              placeholder={t('calcWage:comp.avgPlaceholder')}
              value={form.avg}
              onChange={(v) => set('avg', v)}
            />
            {form.reason && needsLastWage(form.reason) && (
              <AmountRow
                id="comp-lst"
                label={t('calcWage:comp.lst')}
                placeholder={t('calcWage:comp.lstPlaceholder')}
                value={form.lst}
                onChange={(v) => set('lst', v)}
              />
            )}
            <CityRow
              label={t('calcWage:comp.city')}
              cities={WAGE_CITIES}
              value={form.city}
              onChange={(v) => set('city', v)}
            />
            <List.Item
              description={t('calcWage:comp.socAvgHint')}
              extra={
                <Switch
                  checked={form.soc_avg_on}
                  onChange={(on) => set('soc_avg_on', on)}
                  aria-label={t('calcWage:comp.socAvgOn')}
                />
              }
            >
              {t('calcWage:comp.socAvgOn')}
            </List.Item>
            {form.soc_avg_on && (
              <AmountRow
                id="comp-soc-avg"
                label={t('calcWage:comp.socAvgMan')}
                value={form.soc_avg_man}
                onChange={(v) => set('soc_avg_man', v)}
              />
            )}
          </List>
        </CalculatorForm>
      </div>
    </Page>
  );
}
