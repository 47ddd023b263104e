import type { TTravelCategory } from '@ehome/shared/travel/schemas';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { PickerRow } from '../../../ui/picker-row';

const Picker = lazy(() => import('antd-mobile/es/components/picker'));

type TProps = {
  label: string;
  placeholder: string;
  categories: readonly TTravelCategory[];
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
};

/** The outing or trip type, picked from the categories the server offers. */
export function CategoryField({ label, placeholder, categories, value, onChange, invalid }: TProps) {
  const { t } = useTranslation('common');
  const shown = categories.find((c) => c.applyCategoryId === value)?.displayName ?? '';
  return (
    <PickerRow
      row="travel-row"
      label={label}
      shown={shown}
      placeholder={placeholder}
      invalid={invalid}
      sheet={(visible, close) => (
        <Picker
          visible={visible}
          onClose={close}
          title={label}
          confirmText={t('ok')}
          cancelText={t('cancel')}
          columns={[categories.map((c) => ({ label: c.displayName, value: c.applyCategoryId }))]}
          value={value ? [value] : []}
          onConfirm={(picked) => onChange(String(picked[0] ?? ''))}
        />
      )}
    />
  );
}
