import type { TTravelCategory } from '@ehome/shared/travel/schemas';
import { OptionRow } from '../../../ui/option-row';

type TProps = {
  label: string;
  placeholder: string;
  categories: readonly TTravelCategory[];
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
  /** The categories are on their way (PickerRow's `loading`). */
  loading?: boolean;
};

/** The outing or trip type, picked from the categories the server offers. */
export function CategoryField({ label, placeholder, categories, value, onChange, invalid, loading }: TProps) {
  return (
    <OptionRow
      row="travel-row"
      label={label}
      placeholder={placeholder}
      loading={loading}
      options={categories.map((c) => ({ label: c.displayName, value: c.applyCategoryId }))}
      value={value}
      onChange={onChange}
      invalid={invalid}
    />
  );
}
