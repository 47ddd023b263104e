import { lazy, Suspense } from 'react';
import './map-frame.css';
import type { TPositionMapProps } from './map-types';

const PositionMapChunk = lazy(async () => ({ default: (await import('./position-map')).PositionMap }));

/**
 * The position map, downloaded on first use: Leaflet is a chunk of its own, so screens load without
 * it and show this frame until it arrives.
 */
export function LazyPositionMap(props: TPositionMapProps) {
  const height = props.height ?? 220;
  return (
    <Suspense
      fallback={<div className="position-map position-map--loading" style={{ height }} aria-busy="true" />}
    >
      <PositionMapChunk {...props} height={height} />
    </Suspense>
  );
}
