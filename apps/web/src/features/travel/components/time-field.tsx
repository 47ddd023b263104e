import List from 'antd-mobile/es/components/list';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateOfText, pickerBounds, textOfDate } from '../dates';

// The sheet and its animation library download when the picker first opens.
const DatePicker = lazy(() => import('antd-mobile/es/components/date-picker'));

type TProps = {
  label: string;
  value: string;
  precision: 'minute' | 'day';
  onChange: (value: string) => void;
  placeholder: string;
  today: string;
  invalid?: boolean;
};

/** A form row that picks a date (trip) or a date and time (outing) in a bottom sheet. */
export function TimeField({ label, value, precision, onChange, placeholder, today, invalid }: TProps) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const { min, max } = pickerBounds(today);
  const initial = value || (precision === 'minute' ? `${today} 09:00` : today);
  return (
    <>
      <List.Item
        className={invalid ? 'travel-row travel-row--invalid' : 'travel-row'}
        extra={
          <span className={value ? 'travel-row__value' : 'travel-row__placeholder'}>
            {value || placeholder}
          </span>
        }
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        {label}
      </List.Item>
      {wanted ? (
        <Suspense fallback={null}>
          <DatePicker
            visible={open}
            onClose={() => setOpen(false)}
            title={label}
            precision={precision}
            confirmText={t('ok')}
            cancelText={t('cancel')}
            min={min}
            max={max}
            value={dateOfText(initial)}
            onConfirm={(date) => onChange(textOfDate(date, precision))}
          />
        </Suspense>
      ) : null}
    </>
  );
}
