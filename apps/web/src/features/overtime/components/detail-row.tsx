import type { ReactNode } from 'react';

/** A label and its value in the detail cards. */
export function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="ot-detail__row">
      <dt className="ot-detail__label">{label}</dt>
      <dd className="ot-detail__value">{children}</dd>
    </div>
  );
}
