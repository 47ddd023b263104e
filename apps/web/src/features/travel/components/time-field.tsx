import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { PickerRow } from '../../../ui/picker-row';
import { dateOfText, pickerBounds, textOfDate } from '../dates';

// The sheet and its animation library download when the picker first opens.
const DatePicker = lazy(() => import('antd-mobile/es/components/date-picker'));

type TProps = {
  label: string;
  value: string;
  precision: 'minute' | 'day';
  onChange: (value: string) => void;
  placeholder: string;
  today: string;
  invalid?: boolean;
};

/** A form row that picks a date (trip) or a date and time (outing) in a bottom sheet. */
export function TimeField({ label, value, precision, onChange, placeholder, today, invalid }: TProps) {
  const { t } = useTranslation('common');
  const { min, max } = pickerBounds(today);
  const initial = value || (precision === 'minute' ? `${today} 09:00` : today);
  return (
    <PickerRow
      row="travel-row"
      label={label}
      shown={value}
      placeholder={placeholder}
      invalid={invalid}
      sheet={(visible, close) => (
        <DatePicker
          visible={visible}
          onClose={close}
          title={label}
          precision={precision}
          confirmText={t('ok')}
          cancelText={t('cancel')}
          min={min}
          max={max}
          value={dateOfText(initial)}
          onConfirm={(date) => onChange(textOfDate(date, precision))}
        />
      )}
    />
  );
}
