import type { ReactNode } from 'react';

/** One labelled row of the registration forms; `required` draws the red star. */
export function Field({
  label,
  required = false,
  htmlFor,
  children,
}: {
  label: string;
  required?: boolean;
  htmlFor?: string;
  children: ReactNode;
}) {
  return (
    <div className="nh-field">
      <label
        htmlFor={htmlFor}
        className={required ? 'nh-field__label nh-field__label--required' : 'nh-field__label'}
      >
        {label}
      </label>
      <div className="nh-field__control">{children}</div>
    </div>
  );
}

/** A native select (the phone's own wheel) of codes with their labels. */
export function OptionSelect({
  id,
  value,
  options,
  placeholder,
  onChange,
}: {
  id: string;
  value: string;
  options: readonly { value: string; label: string }[];
  placeholder: string;
  onChange: (value: string) => void;
}) {
  return (
    <select
      id={id}
      name={id}
      required
      className="nh-select"
      value={value}
      onChange={(e) => onChange(e.target.value)}
    >
      <option value="">{placeholder}</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}
