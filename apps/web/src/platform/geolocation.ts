import { i18next } from './i18n';

/** A fix of the phone's position: WGS-84 degrees (what browsers report), accuracy in metres. */
export type TPosition = { latitude: number; longitude: number; accuracy: number };

/** Why no position came back; `unsupported` when the browser has no geolocation at all. */
export type TGeolocationFailure = 'denied' | 'unavailable' | 'timeout' | 'unsupported';

export class GeolocationError extends Error {
  constructor(readonly reason: TGeolocationFailure) {
    // The texts live in the clock catalogue, which every screen that locates the user loads.
    super(i18next.t(`clock:geolocation.${reason}`));
    this.name = 'GeolocationError';
  }
}

const POSITION_TIMEOUT_MS = 10_000;
/** Some in-app browsers never call back when the user dismisses the prompt; give up a bit later. */
const WATCHDOG_GRACE_MS = 2_000;

/** PositionError codes (W3C Geolocation API): 1 PERMISSION_DENIED, 2 POSITION_UNAVAILABLE, 3 TIMEOUT. */
export function failureOf(code: number): TGeolocationFailure {
  if (code === 1) return 'denied';
  if (code === 3) return 'timeout';
  return 'unavailable';
}

/**
 * The phone's current position with high accuracy and no cached fix, as a promise. Rejects with a
 * GeolocationError whose message is translated ("location failed, please authorize geolocation").
 * `geolocation` is injectable for tests.
 */
export function getCurrentPosition(
  geolocation: Geolocation | undefined = typeof navigator === 'undefined' ? undefined : navigator.geolocation,
  timeoutMs = POSITION_TIMEOUT_MS,
): Promise<TPosition> {
  return new Promise((resolve, reject) => {
    if (!geolocation) {
      reject(new GeolocationError('unsupported'));
      return;
    }
    let settled = false;
    const watchdog = setTimeout(
      () => finish(() => reject(new GeolocationError('timeout'))),
      timeoutMs + WATCHDOG_GRACE_MS,
    );
    function finish(settle: () => void) {
      if (settled) return;
      settled = true;
      clearTimeout(watchdog);
      settle();
    }
    try {
      geolocation.getCurrentPosition(
        ({ coords }) =>
          finish(() =>
            resolve({ latitude: coords.latitude, longitude: coords.longitude, accuracy: coords.accuracy }),
          ),
        (error) => finish(() => reject(new GeolocationError(failureOf(error.code)))),
        { enableHighAccuracy: true, timeout: timeoutMs, maximumAge: 0 },
      );
    } catch {
      // Some embedded browsers throw instead of calling the error callback (insecure context).
      finish(() => reject(new GeolocationError('unavailable')));
    }
  });
}
