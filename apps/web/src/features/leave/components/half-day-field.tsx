import List from 'antd-mobile/es/components/list';
import { useTranslation } from 'react-i18next';
import type { TTimeOption } from '../time-options';

type TProps = {
  label: string;
  /** HH:mm of the chosen half, '' for none. */
  value: string;
  options: readonly TTimeOption[];
  onChange: (value: string) => void;
  invalid?: boolean;
};

/** Morning or afternoon of a half-day leave, as two buttons showing the policy's times. */
export function HalfDayField({ label, value, options, onChange, invalid }: TProps) {
  const { t } = useTranslation('leave');
  return (
    <List.Item
      className={invalid ? 'leave-row leave-row--invalid' : 'leave-row'}
      extra={
        <span className="leave-halves">
          {options.map((option) => (
            <button
              key={option.value}
              type="button"
              aria-pressed={value === option.value}
              className={`leave-halves__item${value === option.value ? ' leave-halves__item--on' : ''}`}
              onClick={() => onChange(option.value)}
            >
              {t(`form.half.${option.half ?? 'am'}`)} {option.value}
            </button>
          ))}
        </span>
      }
    >
      {label}
    </List.Item>
  );
}
