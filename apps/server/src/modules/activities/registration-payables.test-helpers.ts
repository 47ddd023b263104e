import { randomUUID } from 'node:crypto';
import { ACTIVITY_API } from '@ehome/shared';
import { eq } from 'drizzle-orm';
import { vi } from 'vitest';
import { activities, activityRegistrations } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { bearer, type TestApp } from '../../testing/app';
import type { PayableDue } from '../payment/ports';
import * as repo from './registration-repository';

const DAY = 86_400_000;

/**
 * Real activity registrations to pay for in the payment tests: `add` publishes an open activity
 * whose fee is the amount, and `who` signs up and submits its (empty) form through the API, so the
 * bill `activity:<regID>` is exactly what an employee would pay.
 */
export function registrationPayables(o: {
  app: () => TestApp;
  clock: Clock;
  token: (who: string) => string;
}) {
  async function call(who: string, method: 'GET' | 'POST', url: string, payload?: object) {
    const response = await o.app().inject({ method, url, payload, headers: bearer(o.token(who)) });
    const body = response.json();
    if (body.errNo !== 0) throw new Error(`${url}: ${body.message}`);
    return body.resultData;
  }
  const db = () => o.app().database.db;
  // The real payable's writes, watched: what the payment module asked of it, per registration id.
  const paid = vi.spyOn(repo, 'markRegistrationPaid');
  const released = vi.spyOn(repo, 'release');
  return {
    calls: {
      get markPaid(): string[] {
        return paid.mock.calls.map((call) => call[1]);
      },
      get markRefunded(): string[] {
        return released.mock.calls.filter((call) => call[2].reason === 'refunded').map((call) => call[1]);
      },
    },
    async add(who: string, amountFen: number, description = '测试活动报名费'): Promise<string> {
      const now = o.clock.now().getTime();
      const id = randomUUID();
      const names = { zh: description, en: description, ja: description };
      await db()
        .insert(activities)
        .values({
          id,
          names,
          descriptions: names,
          signUpStart: new Date(now - DAY),
          signUpEnd: new Date(now + 10 * DAY),
          eventStart: new Date(now + 11 * DAY),
          eventEnd: new Date(now + 12 * DAY),
          feeFen: amountFen,
          publishedAt: new Date(now - DAY),
        });
      const { regID } = await call(who, 'GET', `${ACTIVITY_API}/InsRegistration/${id}`);
      await call(who, 'POST', `${ACTIVITY_API}/SubRegistration`, { activityID: id, lstInfo: [] });
      return regID as string;
    },
    /** Closes (releases, place given back) or marks paid behind the payment module's back. */
    async setState(registrationId: string, state: 'closed' | 'paid') {
      const at = o.clock.now();
      if (state === 'closed')
        await db().transaction((tx) =>
          repo.release(tx, registrationId, { from: repo.HOLDING_STATUSES, reason: 'withdrawn', at }),
        );
      else
        await db()
          .update(activityRegistrations)
          .set({ status: 'confirmed', paidAt: at })
          .where(eq(activityRegistrations.id, registrationId));
    },
    /** What the payment module reads of it now. */
    async stateOf(registrationId: string): Promise<PayableDue['state'] | undefined> {
      const registration = await repo.findRegistration(db(), registrationId);
      if (!registration) return undefined;
      if (registration.status === 'submitted') return 'open';
      return registration.status === 'confirmed' && registration.paidAt ? 'paid' : 'closed';
    },
  };
}
