import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { serverTimeQuery } from '../api/get-server-time';
import { clockFace, delayToNextSecond, serverNow, type TClockFace } from './server-clock';

export type TServerClock = {
  face: TClockFace | null;
  timeZone: string | null;
  failed: boolean;
  retry: () => void;
};

/**
 * The server's time, ticking every second on the phone's clock with the offset of the last sync
 * (serverTimeQuery re-syncs every minute and when the page is shown again).
 */
export function useServerClock(): TServerClock {
  const { data: sync, isError, refetch } = useQuery(serverTimeQuery);
  const [face, setFace] = useState<TClockFace | null>(null);

  useEffect(() => {
    if (!sync) return;
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const now = serverNow(sync.offsetMs);
      setFace(clockFace(now, sync.zoneOffsetMs));
      timer = setTimeout(tick, delayToNextSecond(now));
    };
    tick();
    return () => clearTimeout(timer);
  }, [sync]);

  return {
    face,
    timeZone: sync?.timeZone ?? null,
    failed: isError && !sync,
    retry: () => void refetch(),
  };
}
