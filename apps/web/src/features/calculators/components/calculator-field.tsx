import { type ReactNode, useId } from 'react';

/**
 * One labelled row of a calculator form: the label above the control (long en/ja labels fit at
 * 375 px) and an optional help line under it. `children` as a function receives the id to give the
 * input, so the label names it.
 */
export function CalculatorField({
  label,
  help,
  children,
}: {
  label: string;
  help?: string;
  children: ReactNode | ((id: string) => ReactNode);
}) {
  const id = useId();
  const labelled = typeof children === 'function';
  return (
    <div className="calc-field">
      {labelled ? (
        <label className="calc-field__label" htmlFor={id}>
          {label}
        </label>
      ) : (
        <span className="calc-field__label">{label}</span>
      )}
      <div className="calc-field__control">{labelled ? children(id) : children}</div>
      {help && <p className="calc-field__help">{help}</p>}
    </div>
  );
}

/** A row with the label on the left and a compact control (switch, stepper) on the right. */
export function CalculatorInlineField({
  label,
  help,
  children,
}: {
  label: string;
  help?: string;
  children: ReactNode;
}) {
  return (
    <div className="calc-field calc-field--inline">
      <div className="calc-field__row">
        <span className="calc-field__label">{label}</span>
        {children}
      </div>
      {help && <p className="calc-field__help">{help}</p>}
    </div>
  );
}

/** A form's text from what was kept of the last input (numbers and strings as typed). */
export function keptText(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}
