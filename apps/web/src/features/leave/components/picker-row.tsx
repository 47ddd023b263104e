import List from 'antd-mobile/es/components/list';
import { type ReactNode, Suspense, useState } from 'react';

type TProps = {
  label: string;
  /** The chosen value as shown; the placeholder shows while there is none. */
  shown: string | undefined;
  placeholder: string;
  invalid?: boolean;
  disabled?: boolean;
  /** The bottom sheet, mounted (and its code downloaded) on the first tap. */
  sheet: (visible: boolean, close: () => void) => ReactNode;
};

/** A form row that opens a picker in a bottom sheet (dates, category, time, kinship). */
export function PickerRow({ label, shown, placeholder, invalid, disabled, sheet }: TProps) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <List.Item
        className={invalid ? 'leave-row leave-row--invalid' : 'leave-row'}
        extra={
          <span className={shown ? 'leave-row__value' : 'leave-row__placeholder'}>
            {shown || placeholder}
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
      {wanted ? <Suspense fallback={null}>{sheet(open, () => setOpen(false))}</Suspense> : null}
    </>
  );
}
