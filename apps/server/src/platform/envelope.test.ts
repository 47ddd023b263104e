import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler } from './envelope';

const ZItem = z.object({
  id: z.string(),
  count: z.number().int(),
  note: z.string().nullable(),
  tag: z.enum(['a', 'b']).optional(),
  parts: z.array(z.object({ name: z.string() })),
  byDay: z.record(z.string(), z.number()),
});
const ZAnswer = z.object({ errNo: z.number().int(), message: z.string(), resultData: z.array(ZItem) });

/** What a service might return: the contract's fields and more (a password hash, internal ids). */
const answer = {
  errNo: 0,
  message: '',
  secret: 'top',
  resultData: [
    {
      id: 'x',
      count: 2,
      note: null,
      passwordHash: '$argon2id$...',
      parts: [{ name: 'p', internalId: 7 }],
      byDay: { '2026-03-02': 1 },
    },
    { id: 'y', count: 0, note: 'n', tag: 'b', parts: [], byDay: {} },
  ],
};
const expected = {
  errNo: 0,
  message: '',
  resultData: [
    { id: 'x', count: 2, note: null, parts: [{ name: 'p' }], byDay: { '2026-03-02': 1 } },
    { id: 'y', count: 0, note: 'n', tag: 'b', parts: [], byDay: {} },
  ],
};

async function appWith(verify: boolean, data: unknown): Promise<FastifyInstance> {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ verify }));
  app.get('/x', { schema: { response: { 200: ZAnswer } } }, async () => data);
  await app.ready();
  return app;
}

let production: FastifyInstance;
let checked: FastifyInstance;
beforeAll(async () => {
  production = await appWith(false, answer);
  checked = await appWith(true, answer);
});
afterAll(async () => {
  await production.close();
  await checked.close();
});

describe('response serializer', () => {
  it('sends only the fields the schema names, nested and in arrays', async () => {
    for (const app of [production, checked]) {
      const response = await app.inject({ url: '/x' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(expected);
      expect(response.body).not.toContain('secret');
      expect(response.body).not.toContain('passwordHash');
      expect(response.body).not.toContain('internalId');
    }
  });

  it('still refuses an answer that breaks the contract', async () => {
    for (const verify of [false, true]) {
      const app = await appWith(verify, {
        ...answer,
        resultData: [{ ...expected.resultData[0], count: 'many' }],
      });
      expect((await app.inject({ url: '/x' })).statusCode).toBe(500);
      await app.close();
    }
  });
});
