import List from 'antd-mobile/es/components/list';
import { type ReactNode, Suspense, useState } from 'react';

type TProps = {
  label: string;
  shown: string;
  placeholder: string;
  invalid?: boolean;
  /** The bottom sheet, mounted (and its code downloaded) on the first tap. */
  sheet: (visible: boolean, close: () => void) => ReactNode;
};

/** A form row that opens a picker sheet: type, start, end, dining time, settlement. */
export function PickerRow({ label, shown, placeholder, invalid, sheet }: TProps) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  return (
    <>
      <List.Item
        className={invalid ? 'ot-row ot-row--invalid' : 'ot-row'}
        extra={
          <span className={shown ? 'ot-row__value' : 'ot-row__placeholder'}>{shown || placeholder}</span>
        }
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        {label}
      </List.Item>
      {mounted ? <Suspense fallback={null}>{sheet(open, () => setOpen(false))}</Suspense> : null}
    </>
  );
}
