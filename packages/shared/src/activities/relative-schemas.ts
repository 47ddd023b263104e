import { z } from 'zod';
import { EMPTY_RELATIVE_GUID } from './relative-rules';

export * from './relative-rules';

/**
 * The relative calls' request bodies (spec 2 §7 "Activities": InsRelative, InsActivityRelative), in
 * the spec's field names. Fields are taken loosely (bounded strings) and checked by the shared rule
 * (relative-rules.ts `checkRelative`), so the dialog and the server give the same one message.
 */
const looseText = z
  .string({ error: 'validation.invalid' })
  .max(200, { error: 'validation.invalid' })
  .nullable()
  .optional()
  .transform((v) => v ?? '');

const zGuid = z.guid({ error: 'validation.invalid' });

/** POST InsRelative: a new relative (relative_id missing, empty or the empty GUID) or an update. */
export const ZRelativeInput = z.object({
  relative_id: z
    .union([zGuid, z.literal('')], { error: 'validation.invalid' })
    .nullable()
    .optional()
    .transform((v) => v || EMPTY_RELATIVE_GUID),
  relative_name: looseText,
  relation: looseText,
  sex: looseText,
  age: z
    .union([z.number(), z.string().max(10)], { error: 'relative.enterrightage' })
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  birthday: looseText,
  phone: looseText,
  idNo: looseText,
});
export type TRelativeInput = z.input<typeof ZRelativeInput>;
export type TRelativeInputParsed = z.output<typeof ZRelativeInput>;

/** POST InsActivityRelative: the whole selection of one registration (replaces the old one). */
export const ZActivityRelativesInput = z.object({
  registrationId: zGuid,
  ActivityRelatives: z
    .array(z.object({ registrationID: zGuid, relativeID: zGuid }), { error: 'validation.invalid' })
    .max(50, { error: 'validation.invalid' }),
});
export type TActivityRelativesInput = z.input<typeof ZActivityRelativesInput>;
