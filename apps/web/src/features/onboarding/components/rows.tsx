import Input from 'antd-mobile/es/components/input';
import List from 'antd-mobile/es/components/list';
import Switch from 'antd-mobile/es/components/switch';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { OptionRow } from '../../../ui/option-row';

export type TOption = { label: string; value: string };

/** A form row that picks one of the options in a sheet (mounted on the first tap). */
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
  return (
    <OptionRow
      row="ob-row"
      testId={testId}
      label={label}
      value={value}
      options={options}
      placeholder={placeholder || t('choose')}
      onChange={onChange}
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
