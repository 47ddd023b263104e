import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { PickerRow } from '../../../ui/picker-row';

const DatePicker = lazy(() => import('antd-mobile/es/components/date-picker'));

const pad = (n: number) => String(n).padStart(2, '0');
const textOf = (d: Date) =>
  `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
const dateOf = (text: string) => {
  const [date = '', time = '00:00'] = text.split(' ');
  const [y = 1970, m = 1, d = 1] = date.split('-').map(Number);
  const [h = 0, min = 0] = time.split(':').map(Number);
  return new Date(y, m - 1, d, h, min);
};

/** The time of birth: a date and minute in one sheet, from two years back (spec 1 §9) to now. */
export function BirthTimeField({
  value,
  onChange,
  invalid,
  min,
}: {
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
  /** YYYY-MM-DD: the earliest date the request window allows. */
  min: string;
}) {
  const { t } = useTranslation('maternity');
  const { t: common } = useTranslation('common');
  return (
    <PickerRow
      row="leave-row"
      label={t('form.birthTime')}
      shown={value}
      placeholder={t('form.pick')}
      invalid={invalid}
      sheet={(visible, close) => (
        <DatePicker
          visible={visible}
          onClose={close}
          title={t('form.birthTime')}
          precision="minute"
          confirmText={common('ok')}
          cancelText={common('cancel')}
          min={dateOf(min)}
          max={new Date()}
          value={value ? dateOf(value) : new Date()}
          onConfirm={(date) => onChange(textOf(date))}
        />
      )}
    />
  );
}
