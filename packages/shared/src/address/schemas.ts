import { z } from 'zod';
import { EMPTY_ADDRESS_ID } from './rules';

export * from './rules';

/**
 * The address book contract (spec 2 §3 "Address", §7 "Address book and freight"), the same under
 * /CIICOnSalesAPI/OnSales/ and /CIICOnSalesAPI/Welfare/. Field names are the spec's. The fields are
 * taken loosely here (bounded strings) and checked by the shared rule (rules.ts `checkAddress`), so
 * the dialog and the server give the same one message (请输入带*的信息, 手机号码不正确 ...).
 */

/** A text field: any string up to a hard bound (the rule checks the real lengths), null as empty. */
const looseText = z
  .string({ error: 'validation.invalid' })
  .max(1000, { error: 'validation.invalid' })
  .nullable()
  .optional()
  .transform((v) => v ?? '');

/** An address id: a GUID (the empty GUID means a new address). */
export const ZAddressId = z.guid({ error: 'validation.invalid' });

export const ZAddressInput = z.object({
  /** Empty GUID (or absent) for a new address. */
  addressId: ZAddressId.nullable()
    .optional()
    .transform((v) => v ?? EMPTY_ADDRESS_ID),
  userName: looseText,
  tel: looseText,
  addressProvince: looseText,
  addressCity: looseText,
  area: looseText,
  postCode: looseText,
  streetName: looseText,
  /** true makes this the default address; false never takes the default away (there is always one). */
  isDefault: z.boolean({ error: 'validation.invalid' }).nullable().optional(),
});
export type TAddressInput = z.input<typeof ZAddressInput>;
export type TAddressParsed = z.output<typeof ZAddressInput>;

/** SetDefaultAddress / DelAddress body. */
export const ZAddressRef = z.object({ addressId: ZAddressId });
export type TAddressRef = z.infer<typeof ZAddressRef>;

/** One entry of GetAddress (default first, then the newest). */
export const ZAddress = z.object({
  addressId: z.string(),
  userName: z.string(),
  tel: z.string(),
  addressProvince: z.string(),
  addressCity: z.string(),
  area: z.string(),
  postCode: z.string(),
  streetName: z.string(),
  isDefault: z.boolean(),
});
export type TAddress = z.infer<typeof ZAddress>;
export const ZAddressList = z.array(ZAddress);

/** InsertAddress answers the new id; the other writes answer true. */
export const ZAddressSaved = z.string();
