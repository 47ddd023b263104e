import type { ReactNode } from 'react';

/** A label and its value in the view's cards. */
export function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="leave-detail__row">
      <dt className="leave-detail__label">{label}</dt>
      <dd className="leave-detail__value">{children}</dd>
    </div>
  );
}
