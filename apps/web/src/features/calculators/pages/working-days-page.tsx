import { CalType } from '@ehome/shared/calculators/contract';
import {
  DEFAULT_WEEK_HOURS,
  FIRST_DATE,
  LAST_DATE,
  parseWorkingDaysInput,
} from '@ehome/shared/calculators/working-days/working-days-input';
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import List from 'antd-mobile/es/components/list';
import Selector from 'antd-mobile/es/components/selector';
import Switch from 'antd-mobile/es/components/switch';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../../../ui/page';
import { WORK_DATA_HELP_PATH } from '../calculator-routes';
import { CalculatorForm } from '../components/calculator-form';
import { DateRow } from '../components/date-row';
import { loadInput } from '../result-store';
import { useCalculator } from '../use-calculator';
import '../calculators.css';
import '../working-days/working-days.css';

/** The form as sent: the spec's field names (spec 2 §3 "Working days"; see working-days-input.ts). */
type TWorkDaysForm = {
  selectItem: 1 | 2;
  start_date: string;
  end_date: string;
  mic: boolean;
  weekList: string[];
  use_holidays: boolean;
  add_holidays: string[];
  unit: 'day' | 'hour';
  bdays: string;
};

const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

function localToday(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

function initialForm(): TWorkDaysForm {
  const saved = loadInput<TWorkDaysForm>(CalType.WorkingDays) ?? {};
  const today = localToday();
  return {
    selectItem: saved.selectItem === 2 ? 2 : 1,
    start_date: saved.start_date ?? today,
    end_date: saved.end_date ?? `${today.slice(0, 4)}-12-31`,
    mic: saved.mic === true,
    weekList:
      Array.isArray(saved.weekList) && saved.weekList.length === 7
        ? saved.weekList.map(String)
        : DEFAULT_WEEK_HOURS.map(String),
    use_holidays: saved.use_holidays !== false,
    add_holidays: Array.isArray(saved.add_holidays) ? saved.add_holidays : [],
    unit: saved.unit === 'hour' ? 'hour' : 'day',
    bdays: saved.bdays ?? '',
  };
}

/** What is sent: only the fields of the chosen mode (spec 2 §4: end date in mode 1, unit and count in mode 2). */
function toInput(form: TWorkDaysForm): object {
  const common = {
    selectItem: form.selectItem,
    start_date: form.start_date,
    mic: form.mic,
    weekList: form.weekList,
    use_holidays: form.use_holidays,
    add_holidays: form.add_holidays,
  };
  return form.selectItem === 1
    ? { ...common, end_date: form.end_date }
    : { ...common, unit: form.unit, bdays: form.bdays };
}

/** /WorkData (spec 2 §2, §4): working days between two dates, or the date N working days or hours on. */
export function WorkingDaysPage() {
  const { t } = useTranslation(['calcWorkdays', 'calculators']);
  const [form, setForm] = useState(initialForm);
  const [extraDay, setExtraDay] = useState('');
  const { submit, busy } = useCalculator(CalType.WorkingDays, parseWorkingDaysInput);
  const set = <K extends keyof TWorkDaysForm>(key: K, value: TWorkDaysForm[K]) =>
    setForm((current) => ({ ...current, [key]: value }));

  const addExtraDay = () => {
    if (!extraDay || form.add_holidays.includes(extraDay)) return;
    set('add_holidays', [...form.add_holidays, extraDay].sort());
    setExtraDay('');
  };

  return (
    <Page title={t('calcWorkdays:title')}>
      <div className="calc-page">
        <CalculatorForm
          intro={
            <>
              {t('calcWorkdays:intro')}{' '}
              <Link className="workdays-help-link" to={WORK_DATA_HELP_PATH}>
                {t('calcWorkdays:helpLink')}
              </Link>
            </>
          }
          onSubmit={() => void submit(toInput(form))}
          busy={busy}
        >
          <div className="workdays-block">
            <p className="workdays-block__label">{t('calcWorkdays:mode.label')}</p>
            <Selector
              className="workdays-selector"
              columns={2}
              value={[form.selectItem]}
              onChange={(values) => values[0] && set('selectItem', values[0])}
              options={[
                { label: t('calcWorkdays:mode.count'), value: 1 },
                { label: t('calcWorkdays:mode.date'), value: 2 },
              ]}
            />
          </div>
          <List>
            <DateRow
              id="workdays-start"
              label={t(form.selectItem === 1 ? 'calcWorkdays:start' : 'calcWorkdays:from')}
              value={form.start_date}
              onChange={(value) => set('start_date', value)}
              min={FIRST_DATE}
              max={LAST_DATE}
            />
            {form.selectItem === 1 ? (
              <DateRow
                id="workdays-end"
                label={t('calcWorkdays:end')}
                value={form.end_date}
                onChange={(value) => set('end_date', value)}
                min={FIRST_DATE}
                max={LAST_DATE}
              />
            ) : (
              <>
                <List.Item
                  extra={
                    <Selector
                      className="workdays-unit"
                      value={[form.unit]}
                      onChange={(values) => values[0] && set('unit', values[0])}
                      options={[
                        { label: t('calcWorkdays:unit.day'), value: 'day' as const },
                        { label: t('calcWorkdays:unit.hour'), value: 'hour' as const },
                      ]}
                    />
                  }
                >
                  {t('calcWorkdays:unit.label')}
                </List.Item>
                <List.Item
                  extra={
                    <Input
                      id="workdays-count"
                      className="workdays-count"
                      inputMode="numeric"
                      placeholder={t('calcWorkdays:count.placeholder')}
                      value={form.bdays}
                      onChange={(value) => set('bdays', value.trim())}
                      aria-label={t(
                        form.unit === 'day' ? 'calcWorkdays:count.days' : 'calcWorkdays:count.hours',
                      )}
                    />
                  }
                >
                  {t(form.unit === 'day' ? 'calcWorkdays:count.days' : 'calcWorkdays:count.hours')}
                </List.Item>
              </>
            )}
            <List.Item
              description={t('calcWorkdays:holidays.hint')}
              extra={
                <Switch
                  checked={form.use_holidays}
                  onChange={(checked) => set('use_holidays', checked)}
                  aria-label={t('calcWorkdays:holidays.label')}
                />
              }
            >
              {t('calcWorkdays:holidays.label')}
            </List.Item>
            <List.Item
              description={t('calcWorkdays:custom.hint')}
              extra={
                <Switch
                  checked={form.mic}
                  onChange={(checked) => set('mic', checked)}
                  aria-label={t('calcWorkdays:custom.label')}
                />
              }
            >
              {t('calcWorkdays:custom.label')}
            </List.Item>
          </List>
          {form.mic && (
            <div className="workdays-week">
              {WEEKDAYS.map((day, index) => (
                <div key={day} className="workdays-week__day">
                  <label htmlFor={`workdays-week-${day}`}>{t(`calcWorkdays:week.${day}`)}</label>
                  <Input
                    id={`workdays-week-${day}`}
                    className="workdays-week__input"
                    inputMode="decimal"
                    value={form.weekList[index] ?? ''}
                    onChange={(value) =>
                      set(
                        'weekList',
                        form.weekList.map((hours, i) => (i === index ? value.trim() : hours)),
                      )
                    }
                  />
                </div>
              ))}
              <p className="workdays-week__unit">{t('calcWorkdays:custom.unit')}</p>
            </div>
          )}
          <div className="workdays-block">
            <p className="workdays-block__label">{t('calcWorkdays:added.label')}</p>
            <p className="workdays-block__hint">{t('calcWorkdays:added.hint')}</p>
            <div className="workdays-added__pick">
              <input
                className="calc-date workdays-date--boxed"
                type="date"
                min={FIRST_DATE}
                max={LAST_DATE}
                value={extraDay}
                onChange={(event) => setExtraDay(event.target.value)}
                aria-label={t('calcWorkdays:added.pick')}
              />
              <Button size="small" color="primary" fill="outline" onClick={addExtraDay} disabled={!extraDay}>
                {t('calcWorkdays:added.add')}
              </Button>
            </div>
            {form.add_holidays.length > 0 && (
              <ul className="workdays-added">
                {form.add_holidays.map((date) => (
                  <li key={date} className="workdays-added__item">
                    <span>{date}</span>
                    <button
                      type="button"
                      className="workdays-added__remove"
                      aria-label={t('calcWorkdays:added.remove', { date })}
                      onClick={() =>
                        set(
                          'add_holidays',
                          form.add_holidays.filter((day) => day !== date),
                        )
                      }
                    >
                      ×
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </CalculatorForm>
      </div>
    </Page>
  );
}
