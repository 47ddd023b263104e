import type { TWageCity } from '@ehome/shared/calculators/wages/cities';
import Input from 'antd-mobile/es/components/input';
import List from 'antd-mobile/es/components/list';
import Selector from 'antd-mobile/es/components/selector';
import { useTranslation } from 'react-i18next';
import './wage.css';

/** An amount in yuan (spec 2 §9: up to 20 digits and 2 decimals; checked by the shared parse). */
export function AmountRow({
  id,
  label,
  value,
  placeholder,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  placeholder?: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('calcWage');
  return (
    <List.Item
      description={
        <div className="wage-amount">
          <Input
            id={id}
            inputMode="decimal"
            placeholder={placeholder}
            value={value}
            onChange={onChange}
            clearable
            aria-label={label}
          />
          <span className="wage-amount__unit">{t('yuan')}</span>
        </div>
      }
    >
      <label htmlFor={id}>{label}</label>
    </List.Item>
  );
}

/** The city chips (one of the cities the tables cover). */
export function CityRow({
  label,
  cities,
  value,
  onChange,
}: {
  label: string;
  cities: readonly TWageCity[];
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('calcWage');
  return (
    <List.Item
      description={
        <Selector
          className="wage-selector"
          columns={3}
          options={cities.map((city) => ({ label: t(`cities.${city}`), value: city }))}
          value={value ? [value] : []}
          onChange={(values) => {
            // A chip tapped again stays chosen: a city is required.
            if (values[0]) onChange(values[0]);
          }}
        />
      }
    >
      {label}
    </List.Item>
  );
}
