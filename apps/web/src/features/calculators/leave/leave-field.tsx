import Input from 'antd-mobile/es/components/input';
import { type ReactNode, useId } from 'react';

/** One labelled row of a leave calculator form: the label above the control, a help line under it. */
export function LeaveField({
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
    <div className="leave-calc__field">
      {labelled ? (
        <label className="leave-calc__label" htmlFor={id}>
          {label}
        </label>
      ) : (
        <span className="leave-calc__label">{label}</span>
      )}
      <div className="leave-calc__control">{labelled ? children(id) : children}</div>
      {help && <p className="leave-calc__help">{help}</p>}
    </div>
  );
}

/**
 * A date typed or picked with the phone's own date picker (`<input type="date">`): a first-work date
 * goes back decades, beyond the request forms' two-year sheet.
 */
export function DateInput({
  id,
  value,
  onChange,
  name,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  name: string;
}) {
  return <Input id={id} name={name} type="date" value={value} onChange={onChange} clearable />;
}
