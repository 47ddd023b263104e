import { CAL_JSON_MAX_LENGTH } from '@ehome/shared/calculators/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { secured } from '../../platform/docs';
import { ok, zOk } from '../../platform/envelope';
import type { CalculatorsService } from './service';

const ZCalRequest = z.object({
  calType: z.coerce.number().int(),
  jsonString: z.string().max(CAL_JSON_MAX_LENGTH),
});

const ZCalTable = z.object({
  name: z.string(),
  year: z.number(),
  source: z.string(),
  annual: z.boolean(),
  validFrom: z.string().optional(),
  validTo: z.string().optional(),
  pending: z.boolean().optional(),
});

const ZCalResult = z.object({
  main_ans: z.string(),
  main_label: z.string(),
  main_unit: z.string(),
  sub_ans: z.array(z.object({ label: z.string(), value: z.string(), unit: z.string().optional() })),
  message: z.string(),
  figure: z.array(
    z.object({
      title: z.string(),
      columns: z.array(z.string()),
      rows: z.array(z.object({ cells: z.array(z.string()), highlight: z.boolean().optional() })),
      chart: z
        .object({ labelColumn: z.number(), valueColumn: z.number(), unit: z.string().optional() })
        .optional(),
      note: z.string().optional(),
    }),
  ),
  laws: z.array(z.object({ law: z.string(), article: z.string(), text: z.string() })),
  warnings: z.array(z.string()),
  tables: z.array(ZCalTable),
  asOf: z.string(),
});

const ZCalOutcome = z.object({
  code: z.union([z.literal(0), z.literal(1)]),
  message: z.string().optional(),
  result: ZCalResult.optional(),
});

/**
 * `POST /api/CIICEService/CAL {calType, jsonString}` (spec 2 §7): calType 1 compensation, 2 year-end
 * bonus, 3 working days, 4 monthly income tax, 5 social insurance, 6 annual leave, 7 marriage leave,
 * 8 minimum wage, 9 average wage. An input refusal is `resultData.code` 0 with the message (spec 2
 * §4: the screen shows resultData.message), inside a successful envelope.
 */
export const calculatorsRoutes: FastifyPluginAsyncZod<{ service: CalculatorsService }> = async (
  app,
  { service },
) => {
  app.post(
    '/api/CIICEService/CAL',
    {
      onRequest: app.authenticate,
      schema: { tags: ['calculators'], ...secured, body: ZCalRequest, response: zOk(ZCalOutcome) },
    },
    async (request) => ok(service.calculate(request.body.calType, request.body.jsonString, request.lang)),
  );
};
