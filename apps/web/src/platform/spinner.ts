/**
 * Global request spinner (spec 1 §7): a counter of running calls. It only becomes visible once calls
 * have run for `delayMs`, so fast calls don't flash an overlay.
 */
export function createSpinner(delayMs = 300) {
  let running = 0;
  let visible = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();

  const setVisible = (next: boolean) => {
    if (visible === next) return;
    visible = next;
    for (const listener of listeners) listener();
  };

  return {
    start() {
      running += 1;
      if (running === 1) timer = setTimeout(() => setVisible(true), delayMs);
    },
    stop() {
      running = Math.max(0, running - 1);
      if (running > 0) return;
      clearTimeout(timer);
      setVisible(false);
    },
    /** For useSyncExternalStore. */
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    isVisible: () => visible,
  };
}

export type TSpinner = ReturnType<typeof createSpinner>;

export const spinner = createSpinner();
