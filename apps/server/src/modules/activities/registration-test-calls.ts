import type { PayableDefinition } from '../payment/ports';

/**
 * Kept apart from registration-test-payables.ts (which reaches the app): the payment tests' vi.mock
 * of ./payable loads this while the app itself is still loading.
 */

/** Every markPaid / markRefunded the real activity payable received (filled by countingPayable). */
export const calls = { markPaid: [] as string[], markRefunded: [] as string[] };

/**
 * Wraps the real activity payable so the payment tests can count what the payment module asked of
 * it (their vi.mock of ./payable puts this around activityRegistrationPayable).
 */
export function countingPayable<A extends unknown[]>(make: (...args: A) => PayableDefinition) {
  return (...args: A): PayableDefinition => {
    const real = make(...args);
    return {
      ...real,
      markPaid(tx, id, paidAt) {
        calls.markPaid.push(id);
        return real.markPaid(tx, id, paidAt);
      },
      async markRefunded(tx, id, at) {
        calls.markRefunded.push(id);
        await real.markRefunded?.(tx, id, at);
      },
    };
  };
}
