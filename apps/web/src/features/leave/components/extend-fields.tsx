import type { TLeaveExtendField } from '@ehome/shared/leave/schemas';
import Input from 'antd-mobile/es/components/input';
import List from 'antd-mobile/es/components/list';
import { useTranslation } from 'react-i18next';
import { GrowingTextArea } from '../../../ui/growing-text-area';
import { DateField } from './date-field';

type TProps = {
  fields: readonly TLeaveExtendField[];
  values: Record<string, string>;
  onChange: (fieldName: string, value: string) => void;
  today: string;
};

/** The company's extra fields of a type (GetApplyExtendFieldList), rendered by componentType. */
export function ExtendFields({ fields, values, onChange, today }: TProps) {
  const { t } = useTranslation('leave');
  return (
    <>
      {fields.map((field) => {
        const label = field.required ? `${field.displayName} *` : field.displayName;
        const value = values[field.fieldName] ?? '';
        if (field.componentType === 'DatePicker') {
          return (
            <DateField
              key={field.fieldName}
              label={label}
              value={value.slice(0, 10)}
              onChange={(next) => onChange(field.fieldName, next)}
              placeholder={t('form.pick')}
              today={today}
            />
          );
        }
        if (field.componentType === 'TextArea') {
          return (
            <List.Item
              key={field.fieldName}
              className="leave-row leave-row--stacked"
              description={
                <GrowingTextArea
                  className="leave-textarea"
                  aria-label={field.displayName}
                  placeholder={t('form.enter')}
                  rows={{ minRows: 2, maxRows: 4 }}
                  maxLength={200}
                  value={value}
                  onChange={(next) => onChange(field.fieldName, next)}
                />
              }
            >
              {label}
            </List.Item>
          );
        }
        return (
          <List.Item
            key={field.fieldName}
            className="leave-row"
            extra={
              <Input
                className="leave-input"
                aria-label={field.displayName}
                placeholder={t('form.enter')}
                inputMode={field.componentType === 'NumberInput' ? 'decimal' : undefined}
                maxLength={200}
                value={value}
                onChange={(next) => onChange(field.fieldName, next)}
              />
            }
          >
            {label}
          </List.Item>
        );
      })}
    </>
  );
}
