import { useTranslation } from 'react-i18next';

/**
 * A whole number between min and max with a minus and a plus button. Written here rather than
 * antd-mobile's Stepper, which names neither its input nor its buttons in the app's language and
 * puts aria-value* on a plain div (axe: critical).
 */
export function CountStepper({
  label,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
}) {
  const { t } = useTranslation('calculators');
  const set = (next: number) => onChange(Math.min(max, Math.max(min, next)));
  return (
    <div className="count-stepper">
      <button
        type="button"
        className="count-stepper__button"
        aria-label={`${t('stepper.decrease')} ${label}`}
        disabled={value <= min}
        onClick={() => set(value - 1)}
      >
        −
      </button>
      <input
        className="count-stepper__input"
        type="number"
        inputMode="numeric"
        aria-label={label}
        min={min}
        max={max}
        step={1}
        value={value}
        onChange={(event) => {
          const typed = Number.parseInt(event.target.value, 10);
          set(Number.isNaN(typed) ? min : typed);
        }}
      />
      <button
        type="button"
        className="count-stepper__button"
        aria-label={`${t('stepper.increase')} ${label}`}
        disabled={value >= max}
        onClick={() => set(value + 1)}
      >
        +
      </button>
    </div>
  );
}
