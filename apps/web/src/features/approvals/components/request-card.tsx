import type { ReactNode } from 'react';
import '../approvals.css';

export type TCardLine = { label: string; value: ReactNode };

/** One request in a list: its title and status, a few labelled lines; the whole card opens it. */
export function RequestCard({
  title,
  status,
  lines,
  onOpen,
}: {
  title: string;
  status: ReactNode;
  lines: readonly TCardLine[];
  onOpen: () => void;
}) {
  return (
    <button type="button" className="request-card" onClick={onOpen}>
      <span className="request-card__head">
        <span className="request-card__title">{title}</span>
        {status}
      </span>
      {lines
        .filter((line) => line.value !== '' && line.value !== null && line.value !== undefined)
        .map((line) => (
          <span key={line.label} className="request-card__line">
            <span className="request-card__label">{line.label}</span>
            <span className="request-card__value">{line.value}</span>
          </span>
        ))}
    </button>
  );
}
