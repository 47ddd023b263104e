import { z } from 'zod';

/**
 * The counter calls (spec 3 §7, base /api/CIICEService/): GetCounterProvince, GetCounterCity?province=,
 * GetCounter?city=, UpdateCounterGPS; plus the organisations of the dropdown and the brand
 * administrator's EnableCounterReposition. The rules of the form are checked by checkCounterPosition
 * (rules.ts) so each missing field has its own message; zod here only bounds the shapes.
 */
const ZText = (max: number) => z.string().max(max).optional().default('');

export const ZCounterCityQuery = z.object({ province: z.string().trim().max(50).optional().default('') });
export const ZCounterQuery = z.object({ city: z.string().trim().max(50).optional().default('') });

export const ZCounterItem = z.object({
  counterId: z.string(),
  number: z.string(),
  name: z.string(),
  province: z.string(),
  city: z.string(),
  brandCode: z.string(),
  organizationId: z.string().nullable(),
  organizationName: z.string().nullable(),
  longitude: z.number().nullable(),
  latitude: z.number().nullable(),
  limit: z.number().int().nullable(),
  remark: z.string(),
  /** YYYY-MM-DD HH:mm:ss of the last positioning, and who did it. */
  positionedAt: z.string().nullable(),
  positionedBy: z.string().nullable(),
  repositionEnabled: z.boolean(),
  /** Whether the counter may be positioned now (checkCounter rules: brand, enabled, first time). */
  mayPosition: z.boolean(),
  overwriteBrand: z.boolean(),
});
export type TCounterItem = z.infer<typeof ZCounterItem>;

export const ZCounterOrganization = z.object({ organizationId: z.string(), organizationName: z.string() });
export type TCounterOrganization = z.infer<typeof ZCounterOrganization>;

export const ZCounterGpsUpdate = z.object({
  province: ZText(50),
  city: ZText(50),
  counterId: ZText(64),
  longitude: z.number({ error: 'counters.coordinatesInvalid' }).nullable().optional(),
  latitude: z.number({ error: 'counters.coordinatesInvalid' }).nullable().optional(),
  organizationId: ZText(64),
  limit: z
    .union([z.number(), z.string().max(20)], { error: 'counters.limitInvalid' })
    .nullable()
    .optional(),
  remark: ZText(1000),
});
export type TCounterGpsUpdate = z.input<typeof ZCounterGpsUpdate>;

export const ZCounterRef = z.object({ counterId: z.uuid({ error: 'counters.notFound' }) });
