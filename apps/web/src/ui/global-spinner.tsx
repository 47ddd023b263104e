import { useSyncExternalStore } from 'react';
import { spinner } from '../platform/spinner';

/** The request spinner of spec 1 §7; it does not block taps so a slow call never traps the user. */
export function GlobalSpinner() {
  const visible = useSyncExternalStore(spinner.subscribe, spinner.isVisible);
  if (!visible) return null;
  return (
    <div className="global-spinner" role="status" aria-live="polite">
      <div className="global-spinner__box">
        <span className="spinner spinner--white" />
      </div>
    </div>
  );
}
