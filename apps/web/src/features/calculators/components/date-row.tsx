import List from 'antd-mobile/es/components/list';

/** A form row with a native date field (the phone's own date picker), between `min` and `max`. */
export function DateRow({
  id,
  label,
  value,
  onChange,
  min,
  max,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  min: string;
  max: string;
}) {
  return (
    <List.Item
      extra={
        <input
          id={id}
          className="calc-date"
          type="date"
          min={min}
          max={max}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      }
    >
      <label htmlFor={id}>{label}</label>
    </List.Item>
  );
}
