import Input, { type InputProps } from 'antd-mobile/es/components/input';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';

type TProps<T extends FieldValues, O extends FieldValues> = {
  /** The form's control, whatever its resolver turns the values into (O). */
  control: Control<T, unknown, O>;
  name: Path<T>;
  id: string;
  label: string;
  placeholder?: string;
  maxLength?: number;
  inputMode?: InputProps['inputMode'];
  invalid: boolean;
  /** The id of the message that describes the field while it is wrong. */
  describedBy?: string;
  /** `pair`: one of two fields side by side under a shared label (longitude and latitude). */
  layout?: 'field' | 'pair';
};

/** A labelled text input of an HR form, bound to react-hook-form. */
export function TextField<T extends FieldValues, O extends FieldValues = T>({
  control,
  name,
  id,
  label,
  placeholder,
  maxLength,
  inputMode,
  invalid,
  describedBy,
  layout = 'field',
}: TProps<T, O>) {
  const block = layout === 'pair' ? 'admin-pair__item' : 'admin-field';
  const labelClass = layout === 'pair' ? 'admin-pair__label' : 'admin-field__label';
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <label className={block} htmlFor={id}>
          <span className={labelClass}>{label}</span>
          <Input
            id={id}
            className="admin-field__input"
            placeholder={placeholder}
            maxLength={maxLength}
            inputMode={inputMode}
            aria-invalid={invalid}
            aria-describedby={invalid ? describedBy : undefined}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
        </label>
      )}
    />
  );
}
