import type { TPosition } from '../../../platform/geolocation';

/** A punch point on a map: range in metres, -1 unlimited (drawn without a circle). */
export type TMapPoint = { id: string; name: string; latitude: number; longitude: number; limit: number };

export type TLatLngPick = { latitude: number; longitude: number };

export type TPositionMapProps = {
  points: readonly TMapPoint[];
  /** The user's position, drawn with its accuracy. */
  position?: TPosition | null;
  /** A point being registered, with the range it would get (null or -1: no circle). */
  draft?: (TLatLngPick & { limit: number | null }) | null;
  /** Tapping the map picks a point. */
  onPick?: (at: TLatLngPick) => void;
  /** CSS pixels. */
  height?: number;
  /** What the map shows, for screen readers. */
  label: string;
};
