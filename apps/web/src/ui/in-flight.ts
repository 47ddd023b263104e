import { useRef, useState } from 'react';

export type TInFlightGuard = {
  /** True while an action runs. */
  readonly busy: boolean;
  /**
   * Runs the action unless one is already running; a call made meanwhile (a double tap) does nothing
   * and answers undefined. The guard opens again when the action settles, failed or not.
   */
  run<T>(action: () => Promise<T>): Promise<T | undefined>;
};

/**
 * One action at a time, decided synchronously on the call: React state alone would let two taps in
 * the same frame through, before the re-render that disables the control.
 */
export function inFlightGuard(onBusyChange?: (busy: boolean) => void): TInFlightGuard {
  let running = false;
  return {
    get busy() {
      return running;
    },
    async run<T>(action: () => Promise<T>): Promise<T | undefined> {
      if (running) return undefined;
      running = true;
      onBusyChange?.(true);
      try {
        return await action();
      } finally {
        running = false;
        onBusyChange?.(false);
      }
    },
  };
}

/**
 * The upload controls' guard: `run` wraps the upload, `busy` disables the control (and shows it is
 * working) while it is in flight, so a double tap uploads once.
 */
export function useInFlight(): { busy: boolean; run: TInFlightGuard['run'] } {
  const [busy, setBusy] = useState(false);
  const guard = useRef<TInFlightGuard | null>(null);
  guard.current ??= inFlightGuard(setBusy);
  return { busy, run: guard.current.run };
}
