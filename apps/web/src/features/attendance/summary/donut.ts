/**
 * The geometry of the summary's donut: slices of a total laid clockwise from twelve o'clock as SVG
 * arc paths, drawn with a thick stroke. Pure, so the arcs are tested without a DOM.
 */

export type TDonutSlice<K extends string = string> = { key: K; value: number };

export type TDonutArc<K extends string = string> = {
  key: K;
  value: number;
  /** Share of the total, 0..1. */
  fraction: number;
  /** SVG path `d` of the slice's arc (stroke it; no fill). */
  path: string;
};

export type TDonutGeometry = {
  cx: number;
  cy: number;
  r: number;
  /** Empty angle between neighbouring slices, in degrees. */
  gapDegrees?: number;
};

const round = (n: number) => Math.round(n * 1000) / 1000 + 0;

function point(cx: number, cy: number, r: number, turn: number): string {
  const angle = turn * 2 * Math.PI - Math.PI / 2;
  return `${round(cx + r * Math.cos(angle))} ${round(cy + r * Math.sin(angle))}`;
}

/** An arc from one turn fraction (0 = twelve o'clock) to another, clockwise. */
export function arcPath(cx: number, cy: number, r: number, from: number, to: number): string {
  const sweep = to - from;
  if (sweep >= 1) {
    // A full circle cannot be one arc (its ends would coincide): two half circles.
    return `M ${point(cx, cy, r, 0)} A ${r} ${r} 0 1 1 ${point(cx, cy, r, 0.5)} A ${r} ${r} 0 1 1 ${point(cx, cy, r, 0)}`;
  }
  const large = sweep > 0.5 ? 1 : 0;
  return `M ${point(cx, cy, r, from)} A ${r} ${r} 0 ${large} 1 ${point(cx, cy, r, to)}`;
}

/**
 * Arcs of the slices with a value above 0, in their order. A small gap separates slices when there
 * is more than one (never more than a quarter of a slice, so thin slices stay visible).
 */
export function donutArcs<K extends string>(
  slices: readonly TDonutSlice<K>[],
  { cx, cy, r, gapDegrees = 2 }: TDonutGeometry,
): TDonutArc<K>[] {
  const shown = slices.filter((s) => s.value > 0);
  const total = shown.reduce((sum, s) => sum + s.value, 0);
  if (total === 0) return [];
  const gap = shown.length > 1 ? gapDegrees / 360 : 0;
  let start = 0;
  return shown.map(({ key, value }) => {
    const fraction = value / total;
    const inset = Math.min(gap / 2, fraction / 8);
    const arc = {
      key,
      value,
      fraction,
      path: arcPath(cx, cy, r, start + inset, start + fraction - inset),
    };
    start += fraction;
    return arc;
  });
}
