import type { TActivityFormItem } from '@ehome/shared/activities/schemas';
import Input from 'antd-mobile/es/components/input';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

const DatePicker = lazy(() => import('antd-mobile/es/components/date-picker'));
const Picker = lazy(() => import('antd-mobile/es/components/picker'));

/** Spec 2 §9: birthday pickers from 1980-01-01 to today; other dates a few years either way. */
const BIRTHDAY_MIN = new Date(1980, 0, 1);
const pad = (n: number) => String(n).padStart(2, '0');
export const dateText = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const dateOf = (text: string) => {
  const [y = 2000, m = 1, d = 1] = text.split('-').map(Number);
  return new Date(y, m - 1, d);
};
const yearsFrom = (years: number) => {
  const d = new Date();
  d.setFullYear(d.getFullYear() + years);
  return d;
};

/** One item of the registration form: text, date (year/month/day) or dropdown, its mark and its message. */
export function RegistrationField({
  item,
  value,
  error,
  onChange,
}: {
  item: TActivityFormItem;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('registration');
  const [open, setOpen] = useState(false);
  const id = `registration-item-${item.activity_detail_id}`;
  const conName = item.columnType.conName;
  const options = item.columnType.conValues;
  const shown = conName === 'cmb' ? (options.find((o) => o.value === value)?.label ?? '') : value;
  const birthday = item.special === 'birthday';
  return (
    <div className={`registration-field${error ? ' registration-field--invalid' : ''}`} data-testid={id}>
      <label className="registration-field__label" htmlFor={id}>
        {item.isNes ? (
          <span className="registration-field__mark" aria-hidden="true">
            *
          </span>
        ) : null}
        {item.name}
      </label>
      {conName === 'txt' ? (
        <Input
          id={id}
          value={value}
          onChange={onChange}
          placeholder={t('form.enter', { name: item.name })}
          maxLength={200}
          clearable
          aria-invalid={Boolean(error)}
          aria-required={item.isNes}
          type={item.special === 'phone' ? 'tel' : 'text'}
        />
      ) : (
        <button
          id={id}
          type="button"
          className={`registration-field__pick${shown ? '' : ' registration-field__pick--empty'}`}
          aria-invalid={Boolean(error)}
          onClick={() => setOpen(true)}
        >
          {shown || t('form.choose', { name: item.name })}
        </button>
      )}
      {error ? (
        <p className="registration-field__error" role="alert">
          {error}
        </p>
      ) : null}
      {open ? (
        <Suspense fallback={null}>
          {conName === 'dat' ? (
            <DatePicker
              visible
              onClose={() => setOpen(false)}
              title={item.name}
              precision="day"
              confirmText={t('common:ok')}
              cancelText={t('common:cancel')}
              min={birthday ? BIRTHDAY_MIN : yearsFrom(-100)}
              max={birthday ? new Date() : yearsFrom(5)}
              value={value ? dateOf(value) : birthday ? new Date(1990, 0, 1) : new Date()}
              renderLabel={(type, n) =>
                type === 'year'
                  ? t('form.year', { n })
                  : type === 'month'
                    ? t('form.month', { n })
                    : t('form.day', { n })
              }
              onConfirm={(date) => onChange(dateText(date))}
            />
          ) : (
            <Picker
              visible
              onClose={() => setOpen(false)}
              title={item.name}
              confirmText={t('common:ok')}
              cancelText={t('common:cancel')}
              columns={[options.map((o) => ({ label: o.label, value: o.value }))]}
              value={[value || (options[0]?.value ?? '')]}
              onConfirm={([picked]) => onChange(String(picked ?? ''))}
            />
          )}
        </Suspense>
      ) : null}
    </div>
  );
}
