import { useCallback, useEffect, useRef, useState } from 'react';
import { GeolocationError, getCurrentPosition, type TPosition } from '../../../platform/geolocation';

export type TPositionState = {
  position: TPosition | null;
  /** Translated reason of the last failure; cleared by the next success. */
  error: string | null;
  locating: boolean;
  /** Asks the phone again; resolves with the fix, or null after a failure (shown in `error`). */
  locate: () => Promise<TPosition | null>;
  /** Takes a fix obtained elsewhere (a punch locates the phone itself). */
  setPosition: (position: TPosition) => void;
};

/** The phone's position for a screen, located once on mount when `auto`. */
export function usePosition({ auto }: { auto: boolean }): TPositionState {
  const [position, setPositionState] = useState<TPosition | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [locating, setLocating] = useState(false);
  const mounted = useRef(true);

  const setPosition = useCallback((next: TPosition) => {
    setPositionState(next);
    setError(null);
  }, []);

  const locate = useCallback(async () => {
    setLocating(true);
    try {
      const next = await getCurrentPosition();
      if (mounted.current) setPosition(next);
      return next;
    } catch (failure) {
      if (mounted.current) setError(failure instanceof GeolocationError ? failure.message : String(failure));
      return null;
    } finally {
      if (mounted.current) setLocating(false);
    }
  }, [setPosition]);

  useEffect(() => {
    mounted.current = true;
    if (auto) void locate();
    return () => {
      mounted.current = false;
    };
  }, [auto, locate]);

  return { position, error, locating, locate, setPosition };
}
