import List from 'antd-mobile/es/components/list';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LazySheet, useLazySheet } from './lazy-sheet';

type TProps = {
  /** The feature's row class (`leave-row`): `--invalid`, `__value` and `__placeholder` hang off it. */
  row: string;
  label: string;
  /** The chosen value as shown; the placeholder shows while there is none. */
  shown: string | undefined;
  placeholder: string;
  invalid?: boolean;
  disabled?: boolean;
  /** The options are on their way: the row reads "loading" and cannot be opened yet. */
  loading?: boolean;
  testId?: string;
  /** The bottom sheet (a lazy picker), mounted and downloaded on the first tap. */
  sheet: (visible: boolean, close: () => void) => ReactNode;
};

/** A form row that opens a picker in a bottom sheet: dates, times, types, kinship, options. */
export function PickerRow({
  row,
  label,
  shown,
  placeholder,
  invalid,
  disabled,
  loading,
  testId,
  sheet,
}: TProps) {
  const { t } = useTranslation('common');
  const picker = useLazySheet();
  const closed = disabled || loading;
  return (
    <>
      <List.Item
        className={invalid ? `${row} ${row}--invalid` : row}
        data-testid={testId}
        extra={
          <span className={shown ? `${row}__value` : `${row}__placeholder`}>
            {shown || (loading ? t('loading') : placeholder)}
          </span>
        }
        arrowIcon={!closed}
        disabled={closed}
        onClick={closed ? undefined : picker.show}
      >
        {label}
      </List.Item>
      <LazySheet sheet={picker}>{sheet(picker.visible, picker.close)}</LazySheet>
    </>
  );
}
