import { type ReactNode, useId } from 'react';

/**
 * One labelled row of the tax forms: the label above the control (long en/ja labels fit at 375 px)
 * and an optional help line. `children` as a function receives the id for the input's label.
 */
export function TaxField({
  label,
  help,
  children,
}: {
  label: string;
  help?: string;
  children: ReactNode | ((id: string) => ReactNode);
}) {
  const id = useId();
  const asFunction = typeof children === 'function';
  return (
    <div className="tax-field">
      {asFunction ? (
        <label className="tax-field__label" htmlFor={id}>
          {label}
        </label>
      ) : (
        <span className="tax-field__label">{label}</span>
      )}
      <div className="tax-field__control">{asFunction ? children(id) : children}</div>
      {help && <p className="tax-field__help">{help}</p>}
    </div>
  );
}

/** A row with the label on the left and a compact control (switch, stepper) on the right. */
export function TaxInlineField({
  label,
  help,
  children,
}: {
  label: string;
  help?: string;
  children: ReactNode;
}) {
  return (
    <div className="tax-field tax-field--inline">
      <div className="tax-field__row">
        <span className="tax-field__label">{label}</span>
        {children}
      </div>
      {help && <p className="tax-field__help">{help}</p>}
    </div>
  );
}

/** The form's strings from what was kept of the last input (numbers and booleans as typed). */
export function keptText(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}
