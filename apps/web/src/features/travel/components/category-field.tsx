import type { TTravelCategory } from '@ehome/shared/travel/schemas';
import { useTranslation } from 'react-i18next';
import { OptionRow } from '../../../ui/option-row';

type TProps = {
  label: string;
  placeholder: string;
  categories: readonly TTravelCategory[];
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
  /** The categories are on their way: the row says so and cannot be opened yet. */
  loading?: boolean;
};

/** The outing or trip type, picked from the categories the server offers. */
export function CategoryField({ label, placeholder, categories, value, onChange, invalid, loading }: TProps) {
  const { t } = useTranslation('common');
  return (
    <OptionRow
      row="travel-row"
      label={label}
      placeholder={loading ? t('loading') : placeholder}
      disabled={loading}
      options={categories.map((c) => ({ label: c.displayName, value: c.applyCategoryId }))}
      value={value}
      onChange={onChange}
      invalid={invalid}
    />
  );
}
