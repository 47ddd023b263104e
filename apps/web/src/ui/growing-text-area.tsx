import TextArea, { type TextAreaProps } from 'antd-mobile/es/components/text-area';
import { useEffect, useState } from 'react';
import { afterNextPaint } from '../platform/after-paint';

export type TGrowingTextAreaProps = Omit<TextAreaProps, 'autoSize' | 'rows'> & {
  /** The box shows `minRows` lines at first and grows with its text up to `maxRows`. */
  rows: { minRows: number; maxRows: number };
};

/**
 * antd-mobile's TextArea that grows with its text. The kit's `autoSize` measures a hidden copy in a
 * layout effect, which makes the browser lay the whole page out inside React's commit: on the leave
 * form that was a third of the first commit, some 50 ms on a phone's CPU, and it made the commit one
 * long task. Here the box renders with `minRows` lines and starts measuring once the next frame is
 * painted, so that layout is the browser's own, in its own task (docs/ARCHITECTURE.md,
 * "A growing text box measures after the first paint").
 */
export function GrowingTextArea({ rows, ...props }: TGrowingTextAreaProps) {
  const [measuring, setMeasuring] = useState(false);
  useEffect(() => afterNextPaint(() => setMeasuring(true)), []);
  return <TextArea {...props} rows={rows.minRows} autoSize={measuring ? rows : undefined} />;
}
