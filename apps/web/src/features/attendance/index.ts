// The attendance feature's public face: other features reuse the position map and the phone's position.
export { LazyPositionMap } from './map/lazy-position-map';
export type { TMapPoint, TPositionMapProps } from './map/map-types';
export { type TPositionState, usePosition } from './map/use-position';
