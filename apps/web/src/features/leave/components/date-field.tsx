import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { PickerRow } from '../../../ui/picker-row';
import { dateOfIso, isoOfDate, pickerRange } from '../dates';

// The sheet and its animation library download when the picker first opens.
const DatePicker = lazy(() => import('antd-mobile/es/components/date-picker'));

type TProps = {
  label: string;
  /** YYYY-MM-DD or '' */
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  invalid?: boolean;
  disabled?: boolean;
  /** Today (YYYY-MM-DD, the server's): the picker runs from two years before it (spec 1 §9). */
  today: string;
};

/** A list row that picks a date in a bottom sheet. */
export function DateField({ label, value, onChange, placeholder, invalid, disabled, today }: TProps) {
  const { t } = useTranslation('common');
  const { min, max } = pickerRange(today);
  return (
    <PickerRow
      row="leave-row"
      label={label}
      shown={value}
      placeholder={placeholder}
      invalid={invalid}
      disabled={disabled}
      sheet={(visible, close) => (
        <DatePicker
          visible={visible}
          onClose={close}
          title={label}
          confirmText={t('ok')}
          cancelText={t('cancel')}
          min={dateOfIso(min)}
          max={dateOfIso(max)}
          value={dateOfIso(value || today)}
          onConfirm={(date) => onChange(isoOfDate(date))}
        />
      )}
    />
  );
}
