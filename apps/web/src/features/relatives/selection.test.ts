import { describe, expect, it } from 'vitest';
import { toggleRelative } from './selection';

describe('toggleRelative', () => {
  it('ticks up to max and refuses one more', () => {
    let chosen = new Set<string>();
    for (const id of ['a', 'b', 'c']) {
      const step = toggleRelative(chosen, id, true, 3);
      expect(step.ok).toBe(true);
      if (step.ok) chosen = step.chosen;
    }
    expect(toggleRelative(chosen, 'd', true, 3)).toEqual({ ok: false, max: 3 });
    expect([...chosen]).toEqual(['a', 'b', 'c']);
  });

  it('unticking is always allowed, and re-ticking a ticked one is not over the cap', () => {
    const chosen = new Set(['a', 'b']);
    expect(toggleRelative(chosen, 'a', false, 2)).toEqual({ ok: true, chosen: new Set(['b']) });
    expect(toggleRelative(chosen, 'a', true, 2)).toEqual({ ok: true, chosen });
  });

  it('an activity without relatives (max 0) takes none; an unknown max leaves the cap to the server', () => {
    expect(toggleRelative(new Set(), 'a', true, 0)).toEqual({ ok: false, max: 0 });
    expect(toggleRelative(new Set(['a', 'b', 'c', 'd']), 'e', true, null).ok).toBe(true);
  });
});
