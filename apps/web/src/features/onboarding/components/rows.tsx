import Input from 'antd-mobile/es/components/input';
import List from 'antd-mobile/es/components/list';
import Switch from 'antd-mobile/es/components/switch';
import { lazy, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PickerRow as SheetRow } from '../../../ui/picker-row';

// The sheet and its animation library download when a picker first opens.
const Picker = lazy(() => import('antd-mobile/es/components/picker'));

export type TOption = { label: string; value: string };

/** A form row that opens a one-column picker sheet (mounted on the first tap). */
export function PickerRow({
  label,
  value,
  options,
  placeholder,
  onChange,
  testId,
}: {
  label: string;
  value: string;
  options: readonly TOption[];
  placeholder?: string;
  onChange: (value: string) => void;
  testId?: string;
}) {
  const { t } = useTranslation('onboarding');
  const shown = options.find((o) => o.value === value)?.label ?? '';
  return (
    <SheetRow
      row="ob-row"
      testId={testId}
      label={label}
      shown={shown}
      placeholder={placeholder || t('choose')}
      sheet={(visible, close) => (
        <Picker
          visible={visible}
          onClose={close}
          title={label}
          confirmText={t('ok')}
          cancelText={t('cancel')}
          columns={[options.map((o) => ({ label: o.label, value: o.value }))]}
          value={[value || (options[0]?.value ?? '')]}
          onConfirm={([picked]) => onChange(String(picked ?? ''))}
        />
      )}
    />
  );
}

/** A text input row; `readOnly` shows the value as text. */
export function InputRow({
  label,
  value,
  onChange,
  placeholder,
  readOnly,
  maxLength,
  name,
  type = 'text',
}: {
  label: string;
  value: string;
  onChange?: (value: string) => void;
  placeholder?: string;
  readOnly?: boolean;
  maxLength?: number;
  name: string;
  type?: 'text' | 'email' | 'tel';
}) {
  if (readOnly) {
    return (
      <List.Item className="ob-row" extra={<span className="ob-row__value">{value}</span>}>
        {label}
      </List.Item>
    );
  }
  return (
    <List.Item className="ob-row ob-row--input">
      <div className="ob-input">
        <label className="ob-input__label" htmlFor={`ob-${name}`}>
          {label}
        </label>
        <Input
          className="ob-input__field"
          id={`ob-${name}`}
          name={name}
          type={type}
          value={value}
          maxLength={maxLength}
          placeholder={placeholder}
          onChange={(v) => onChange?.(v)}
          clearable
        />
      </div>
    </List.Item>
  );
}

/** A yes/no row. */
export function SwitchRow({
  label,
  checked,
  onChange,
  testId,
}: {
  label: string;
  checked: boolean;
  onChange: (on: boolean) => void;
  testId?: string;
}) {
  return (
    <List.Item
      className="ob-row"
      extra={<Switch checked={checked} onChange={onChange} aria-label={label} data-testid={testId} />}
    >
      {label}
    </List.Item>
  );
}

/** A titled card of rows. */
export function Section({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <section className="ob-card">
      {title ? <h2 className="ob-card__title">{title}</h2> : null}
      <List className="ob-card__list">{children}</List>
    </section>
  );
}
