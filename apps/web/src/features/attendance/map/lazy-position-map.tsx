import { Suspense, useEffect, useState } from 'react';
import { afterNextPaint } from '../../../platform/after-paint';
import { settledLazy } from '../../../platform/settled-import';
import './map-frame.css';
import type { TPositionMapProps } from './map-types';

const PositionMapChunk = settledLazy(async () => (await import('./position-map')).PositionMap);

/**
 * The position map, downloaded on first use: Leaflet is a chunk of its own, so screens load without
 * it and show this frame until it arrives. The map mounts, and its download starts, once the screen
 * around it has painted: creating Leaflet's panes and laying out its layers is then a task of its
 * own, not part of the render that shows the card (on a slow phone that render was one 100 ms task
 * with the map in it).
 */
export function LazyPositionMap(props: TPositionMapProps) {
  const height = props.height ?? 220;
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => setPainted(true)), []);
  const frame = <div className="position-map position-map--loading" style={{ height }} aria-busy="true" />;
  return (
    <Suspense fallback={frame}>{painted ? <PositionMapChunk {...props} height={height} /> : frame}</Suspense>
  );
}
