import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './after-paint';

describe('afterNextPaint', () => {
  let frames: Map<number, FrameRequestCallback>;
  const paint = () => {
    const due = [...frames.values()];
    frames.clear();
    for (const callback of due) callback(performance.now());
  };

  beforeEach(() => {
    vi.useFakeTimers();
    frames = new Map();
    let next = 1;
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      frames.set(next, callback);
      return next++;
    });
    vi.stubGlobal('cancelAnimationFrame', (id: number) => frames.delete(id));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('runs the work in a task after the next frame, not in the frame itself', () => {
    const work = vi.fn();
    afterNextPaint(work);
    vi.runAllTimers();
    expect(work).not.toHaveBeenCalled();
    paint();
    expect(work).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('never runs the work when cancelled before the frame', () => {
    const work = vi.fn();
    const cancel = afterNextPaint(work);
    cancel();
    paint();
    vi.runAllTimers();
    expect(work).not.toHaveBeenCalled();
  });

  it('never runs the work when cancelled between the frame and its task', () => {
    const work = vi.fn();
    const cancel = afterNextPaint(work);
    paint();
    cancel();
    vi.runAllTimers();
    expect(work).not.toHaveBeenCalled();
  });
});
