import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSpinner } from './spinner';

describe('request spinner', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows only once calls have run for the delay, and hides when the last one ends', () => {
    const spinner = createSpinner(300);
    const changes: boolean[] = [];
    spinner.subscribe(() => changes.push(spinner.isVisible()));

    spinner.start();
    spinner.start();
    vi.advanceTimersByTime(299);
    expect(spinner.isVisible()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(spinner.isVisible()).toBe(true);

    spinner.stop();
    expect(spinner.isVisible()).toBe(true);
    spinner.stop();
    expect(spinner.isVisible()).toBe(false);
    expect(changes).toEqual([true, false]);
  });

  it('never flashes for a fast call', () => {
    const spinner = createSpinner(300);
    spinner.start();
    vi.advanceTimersByTime(100);
    spinner.stop();
    vi.advanceTimersByTime(1000);
    expect(spinner.isVisible()).toBe(false);
  });
});
