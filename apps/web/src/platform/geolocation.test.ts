import { describe, expect, it, vi } from 'vitest';
import { failureOf, GeolocationError, getCurrentPosition } from './geolocation';

type TCall = { options: PositionOptions | undefined };

/** A Geolocation that answers as told: a fix, an error code, or never. */
function fakeGeolocation(answer: { coords: Partial<GeolocationCoordinates> } | { code: number } | 'never') {
  const calls: TCall[] = [];
  const geolocation = {
    getCurrentPosition(
      success: PositionCallback,
      failure?: PositionErrorCallback | null,
      options?: PositionOptions,
    ) {
      calls.push({ options });
      if (answer === 'never') return;
      if ('code' in answer) failure?.({ code: answer.code } as GeolocationPositionError);
      else success({ coords: answer.coords } as GeolocationPosition);
    },
  } as unknown as Geolocation;
  return { geolocation, calls };
}

async function reason(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(GeolocationError);
  return (error as GeolocationError).reason;
}

describe('geolocation', () => {
  it('asks for a fresh high-accuracy fix and answers WGS-84 degrees with the accuracy', async () => {
    const { geolocation, calls } = fakeGeolocation({
      coords: { latitude: 31.2304, longitude: 121.4737, accuracy: 20 },
    });
    await expect(getCurrentPosition(geolocation)).resolves.toEqual({
      latitude: 31.2304,
      longitude: 121.4737,
      accuracy: 20,
    });
    expect(calls[0]?.options).toEqual({ enableHighAccuracy: true, timeout: 10_000, maximumAge: 0 });
  });

  it('names the three position errors and a browser without geolocation', async () => {
    expect(failureOf(1)).toBe('denied');
    expect(failureOf(2)).toBe('unavailable');
    expect(failureOf(3)).toBe('timeout');
    expect(await reason(getCurrentPosition(fakeGeolocation({ code: 1 }).geolocation))).toBe('denied');
    expect(await reason(getCurrentPosition(undefined))).toBe('unsupported');
  });

  it('gives up when the browser never answers', async () => {
    vi.useFakeTimers();
    try {
      const pending = reason(getCurrentPosition(fakeGeolocation('never').geolocation));
      await vi.advanceTimersByTimeAsync(12_000);
      expect(await pending).toBe('timeout');
    } finally {
      vi.useRealTimers();
    }
  });
});
