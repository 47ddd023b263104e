import Input from 'antd-mobile/es/components/input';

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
