import { type ReactNode, Suspense, useCallback, useMemo, useState } from 'react';

/**
 * A bottom sheet or dialog whose code downloads when it is first wanted (a picker pulls in its
 * wheel and react-spring, 20-30 KB a screen need not load to paint). It is not mounted until the
 * first `show`, and stays mounted after, so closing animates and reopening is instant.
 */
export type TLazySheet = {
  /** Shown once: the sheet is mounted from then on. */
  wanted: boolean;
  /** Open now: the sheet's `visible`. */
  visible: boolean;
  show: () => void;
  close: () => void;
};

export function useLazySheet(): TLazySheet {
  const [state, setState] = useState<'never' | 'open' | 'closed'>('never');
  const show = useCallback(() => setState('open'), []);
  const close = useCallback(() => setState('closed'), []);
  return useMemo(
    () => ({ wanted: state !== 'never', visible: state === 'open', show, close }),
    [state, show, close],
  );
}

/** Mounts the sheet (a lazy component) once it is wanted; nothing shows while its code loads. */
export function LazySheet({ sheet, children }: { sheet: TLazySheet; children: ReactNode }) {
  return sheet.wanted ? <Suspense fallback={null}>{children}</Suspense> : null;
}
