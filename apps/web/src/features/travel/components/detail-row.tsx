import type { ReactNode } from 'react';

/** A label and its value in the detail cards. */
export function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="travel-detail__row">
      <dt className="travel-detail__label">{label}</dt>
      <dd className="travel-detail__value">{children}</dd>
    </div>
  );
}
