import { ErrorCode } from '@ehome/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './errors';

const NUL = '\u0000';

type Step = { key: string; parent: Step | null };

function pathOf(step: Step | null): string[] {
  const path: string[] = [];
  for (let at = step; at; at = at.parent) path.push(at.key);
  return path.reverse();
}

/**
 * The path of the first string (value or key) holding a NUL character, or null. Walks with its own
 * stack, not recursion, and links each step to its parent, so a deeply nested body can neither
 * overflow the call stack nor cost a copy of its path per level.
 */
export function findNul(root: unknown): string[] | null {
  const pending: Array<{ value: unknown; at: Step | null }> = [{ value: root, at: null }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, at } = next;
    if (typeof value === 'string') {
      if (value.includes(NUL)) return pathOf(at);
    } else if (Array.isArray(value)) {
      for (let index = value.length - 1; index >= 0; index -= 1) {
        pending.push({ value: value[index], at: { key: String(index), parent: at } });
      }
    } else if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
      for (const [key, item] of Object.entries(value)) {
        if (key.includes(NUL)) return pathOf(at);
        pending.push({ value: item, at: { key, parent: at } });
      }
    }
  }
  return null;
}

/**
 * PostgreSQL cannot store a NUL in text, so one that reached a query would fail as a 500. Refuse it
 * for every route before validation and handlers, wherever it hides: body, query or path, any depth.
 */
export const nulGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of [
      ['body', request.body],
      ['querystring', request.query],
      ['params', request.params],
    ] as const) {
      const path = findNul(value);
      if (!path) continue;
      const field = path.join('.');
      // Bad input, not a fault: logged for whoever probes, below error level.
      request.log.info({ part, field }, 'NUL character refused');
      throw new AppError(ErrorCode.InvalidInput, 'validation.nulCharacter', { name: path.at(-1) ?? part });
    }
  });
});
