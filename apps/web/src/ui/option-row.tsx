import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { PickerRow } from './picker-row';

const Picker = lazy(() => import('antd-mobile/es/components/picker'));

export type TOption = { value: string; label: string };

type TProps = {
  /** The feature's row class (`leave-row`), as PickerRow takes it. */
  row: string;
  label: string;
  value: string;
  options: readonly TOption[];
  onChange: (value: string) => void;
  placeholder: string;
  invalid?: boolean;
  disabled?: boolean;
  /** The options are on their way (PickerRow's `loading`). */
  loading?: boolean;
  testId?: string;
};

/** A list row that picks one of a few options in a bottom sheet (category, time, kinship, type). */
export function OptionRow({
  row,
  label,
  value,
  options,
  onChange,
  placeholder,
  invalid,
  disabled,
  loading,
  testId,
}: TProps) {
  const { t } = useTranslation('common');
  const chosen = options.find((option) => option.value === value);
  return (
    <PickerRow
      row={row}
      testId={testId}
      label={label}
      shown={chosen?.label}
      placeholder={placeholder}
      invalid={invalid}
      disabled={disabled}
      loading={loading}
      sheet={(visible, close) => (
        <Picker
          visible={visible}
          onClose={close}
          title={label}
          confirmText={t('ok')}
          cancelText={t('cancel')}
          columns={[options.map((option) => ({ value: option.value, label: option.label }))]}
          value={[value || options[0]?.value || null]}
          onConfirm={([picked]) => {
            if (typeof picked === 'string') onChange(picked);
          }}
        />
      )}
    />
  );
}
