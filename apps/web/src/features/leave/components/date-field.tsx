import List from 'antd-mobile/es/components/list';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateOfIso, isoOfDate, pickerRange } from '../dates';

// The sheet and its animation library download when the picker first opens.
const DatePicker = lazy(() => import('antd-mobile/es/components/date-picker'));

type TProps = {
  label: string;
  /** YYYY-MM-DD or '' */
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  invalid?: boolean;
  disabled?: boolean;
  /** Today (YYYY-MM-DD, the server's): the picker runs from two years before it (spec 1 §9). */
  today: string;
};

/** A list row that picks a date in a bottom sheet. */
export function DateField({ label, value, onChange, placeholder, invalid, disabled, today }: TProps) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const { min, max } = pickerRange(today);
  return (
    <>
      <List.Item
        className={invalid ? 'leave-row leave-row--invalid' : 'leave-row'}
        extra={
          <span className={value ? 'leave-row__value' : 'leave-row__placeholder'}>
            {value || placeholder}
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
          <DatePicker
            visible={open}
            onClose={() => setOpen(false)}
            title={label}
            confirmText={t('ok')}
            cancelText={t('cancel')}
            min={dateOfIso(min)}
            max={dateOfIso(max)}
            value={dateOfIso(value || today)}
            onConfirm={(date) => onChange(isoOfDate(date))}
          />
        </Suspense>
      ) : null}
    </>
  );
}
