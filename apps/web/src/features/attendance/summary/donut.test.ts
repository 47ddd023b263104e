import { describe, expect, it } from 'vitest';
import { arcPath, donutArcs } from './donut';

const geometry = { cx: 50, cy: 50, r: 40 };

describe('donut arcs', () => {
  it('draws a single slice as a full circle of two half arcs', () => {
    const arcs = donutArcs([{ key: 'normal', value: 7 }], geometry);
    expect(arcs).toHaveLength(1);
    expect(arcs[0]!.fraction).toBe(1);
    expect(arcs[0]!.path).toBe('M 50 10 A 40 40 0 1 1 50 90 A 40 40 0 1 1 50 10');
  });

  it('splits halves clockwise from twelve o’clock', () => {
    const arcs = donutArcs(
      [
        { key: 'normal', value: 5 },
        { key: 'late', value: 5 },
      ],
      { ...geometry, gapDegrees: 0 },
    );
    expect(arcs.map((a) => a.fraction)).toEqual([0.5, 0.5]);
    expect(arcs[0]!.path).toBe('M 50 10 A 40 40 0 0 1 50 90');
    expect(arcs[1]!.path).toBe('M 50 90 A 40 40 0 0 1 50 10');
  });

  it('uses the large-arc flag for slices above half', () => {
    expect(arcPath(50, 50, 40, 0, 0.75)).toBe('M 50 10 A 40 40 0 1 1 10 50');
    expect(arcPath(50, 50, 40, 0, 0.25)).toBe('M 50 10 A 40 40 0 0 1 90 50');
  });

  it('leaves out empty slices and draws nothing for an empty total', () => {
    const arcs = donutArcs(
      [
        { key: 'normal', value: 3 },
        { key: 'late', value: 0 },
        { key: 'absent', value: 1 },
      ],
      geometry,
    );
    expect(arcs.map((a) => a.key)).toEqual(['normal', 'absent']);
    expect(arcs.reduce((sum, a) => sum + a.fraction, 0)).toBeCloseTo(1);
    expect(donutArcs([{ key: 'normal', value: 0 }], geometry)).toEqual([]);
    expect(donutArcs([], geometry)).toEqual([]);
  });

  it('separates slices by a gap without swallowing a thin one', () => {
    const [big, thin] = donutArcs(
      [
        { key: 'normal', value: 99 },
        { key: 'late', value: 1 },
      ],
      { ...geometry, gapDegrees: 10 },
    );
    expect(big!.path).toContain(' 0 1 1 ');
    // The thin slice (3.6 degrees from 0.99 turn) loses an eighth at each end, not the 10 degree gap.
    const [x, y] = thin!.path.split(' ').slice(1, 3).map(Number) as [number, number];
    const startTurn = ((Math.atan2(y - 50, x - 50) + Math.PI / 2) / (2 * Math.PI) + 1) % 1;
    expect(startTurn).toBeGreaterThan(0.99);
    expect(startTurn).toBeLessThan(0.9925);
  });
});
