import type { ReactNode } from 'react';
import '../approvals.css';

export type TCardLine = { label: string; value: ReactNode };

/** One request in a list: its title and status, a few labelled lines; the whole card opens it. */
export function RequestCard({
  title,
  status,
  lines,
  onOpen,
  selected,
}: {
  title: string;
  status: ReactNode;
  lines: readonly TCardLine[];
  onOpen: () => void;
  /** In a selection mode (bulk approval): whether the card is chosen; a tap toggles it. */
  selected?: boolean;
}) {
  const selectable = selected !== undefined;
  return (
    <button
      type="button"
      className={`request-card${selectable ? ' request-card--selectable' : ''}${selected ? ' request-card--selected' : ''}`}
      onClick={onOpen}
      aria-pressed={selectable ? selected : undefined}
    >
      <span className="request-card__head">
        {selectable && <span className="request-card__check" aria-hidden="true" />}
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
