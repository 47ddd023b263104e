import List from 'antd-mobile/es/components/list';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

const Picker = lazy(() => import('antd-mobile/es/components/picker'));

export type TOption = { value: string; label: string };

type TProps = {
  label: string;
  value: string;
  options: readonly TOption[];
  onChange: (value: string) => void;
  placeholder: string;
  invalid?: boolean;
  disabled?: boolean;
};

/** A list row that picks one of a few options in a bottom sheet (category, time, kinship). */
export function OptionField({ label, value, options, onChange, placeholder, invalid, disabled }: TProps) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const chosen = options.find((option) => option.value === value);
  return (
    <>
      <List.Item
        className={invalid ? 'leave-row leave-row--invalid' : 'leave-row'}
        extra={
          <span className={chosen ? 'leave-row__value' : 'leave-row__placeholder'}>
            {chosen?.label ?? placeholder}
          </span>
        }
        arrowIcon={!disabled}
        disabled={disabled}
        onClick={
          disabled
            ? undefined
            : () => {
                setWanted(true);
                setOpen(true);
              }
        }
      >
        {label}
      </List.Item>
      {wanted ? (
        <Suspense fallback={null}>
          <Picker
            visible={open}
            onClose={() => setOpen(false)}
            title={label}
            confirmText={t('ok')}
            cancelText={t('cancel')}
            columns={[options.map((option) => ({ value: option.value, label: option.label }))]}
            value={[value || options[0]?.value || null]}
            onConfirm={([picked]) => {
              if (typeof picked === 'string') onChange(picked);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
