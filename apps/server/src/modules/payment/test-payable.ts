import { randomUUID } from 'node:crypto';
import type { PayableDefinition, PayableDue } from './ports';

/**
 * A payable kind for the payment tests (the shop and activities register their own in app.ts):
 * rows kept in memory, every markPaid / markRefunded call counted.
 */
export function testPayables() {
  const rows = new Map<string, PayableDue>();
  const calls = { markPaid: [] as string[], markRefunded: [] as string[] };
  const definition: PayableDefinition = {
    kind: 'activity',
    async load(_db, id) {
      const row = rows.get(id);
      return row ? { ...row } : null;
    },
    async markPaid(_tx, id) {
      calls.markPaid.push(id);
      const row = rows.get(id);
      if (row?.state !== 'open') return false;
      row.state = 'paid';
      return true;
    },
    async markRefunded(_tx, id) {
      calls.markRefunded.push(id);
      const row = rows.get(id);
      if (row) row.state = 'closed';
    },
  };
  return {
    definition,
    calls,
    rows,
    add(eid: string, amountFen: number, description = '测试活动报名费'): string {
      const id = randomUUID();
      rows.set(id, { eid, amountFen, description, state: 'open' });
      return id;
    },
  };
}
