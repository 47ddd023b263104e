import type { Clock } from '../../platform/clock';
import type { PayableDefinition, PayableDue } from '../payment/ports';
import * as repo from './registration-repository';

/**
 * An activity registration as the payment module sees it (`activity:<registrationId>`), registered
 * in app.ts. Open while submitted and its hold has not passed; paid once confirmed with paidAt;
 * a refund releases it and gives the place back.
 */
export function activityRegistrationPayable({ clock }: { clock: Clock }): PayableDefinition {
  return {
    kind: 'activity',
    async load(db, id) {
      const registration = await repo.findRegistration(db, id);
      if (!registration) return null;
      const activity = await repo.findActivity(db, registration.activityId);
      return {
        eid: registration.eid,
        amountFen: registration.totalFen,
        description: (activity?.names.zh ?? '').slice(0, 127),
        state: registrationPayState(registration, clock.now()),
      };
    },
    markPaid: (tx, id, paidAt) => repo.markRegistrationPaid(tx, id, paidAt),
    async markRefunded(tx, id, at) {
      await repo.release(tx, id, { from: ['confirmed'], reason: 'refunded', at });
    },
  };
}

export function registrationPayState(
  r: Pick<repo.RegistrationRow, 'status' | 'holdUntil' | 'paidAt' | 'totalFen'>,
  now: Date,
): PayableDue['state'] {
  if (r.status === 'submitted' && r.totalFen > 0)
    return r.holdUntil && r.holdUntil <= now ? 'closed' : 'open';
  if (r.status === 'confirmed' && r.paidAt) return 'paid';
  return 'closed';
}
