import { isPhone, ZIP_RE } from '../validation/phone';

/**
 * The address book rules (spec 2 §3 "Address", §4 "Address book", §5 "Address save"), written once
 * for the dialog and the server. Messages are keys of the shared catalogue (address/messages.ts).
 */

/** The empty GUID: an address that has not been saved yet (spec 2 §4). */
export const EMPTY_ADDRESS_ID = '00000000-0000-0000-0000-000000000000';
/** How many addresses one employee may keep. */
export const ADDRESS_BOOK_MAX = 20;
/** Field lengths (characters, after trimming). */
export const ADDRESS_LIMITS = {
  userName: 20,
  tel: 20,
  addressProvince: 20,
  addressCity: 30,
  area: 50,
  streetName: 200,
} as const;
/** The picker's start when nothing is chosen yet (spec 2 §5): Shanghai. */
export const DEFAULT_REGION = { addressProvince: '上海市', addressCity: '上海市' } as const;
/** Entries the list shows before "show more" (spec 2 §9). */
export const ADDRESS_COLLAPSED_COUNT = 1;

export const isNewAddressId = (id: string | null | undefined) => !id || id === EMPTY_ADDRESS_ID;

export type TAddressFields = {
  userName: string;
  tel: string;
  addressProvince: string;
  addressCity: string;
  area: string;
  postCode: string;
  streetName: string;
};

export type TAddressIssue =
  | 'address.required'
  | 'address.phone'
  | 'address.postCode'
  | 'address.tooLong'
  | 'address.region';

const trimmed = (fields: Partial<TAddressFields>): TAddressFields => ({
  userName: (fields.userName ?? '').trim(),
  tel: (fields.tel ?? '').trim(),
  addressProvince: (fields.addressProvince ?? '').trim(),
  addressCity: (fields.addressCity ?? '').trim(),
  area: (fields.area ?? '').trim(),
  postCode: (fields.postCode ?? '').trim(),
  streetName: (fields.streetName ?? '').trim(),
});

/** Trims every field; what the server stores and the dialog sends. */
export const normalizeAddress = trimmed;

/** The catalogue's `field.*` name of each field (userName is the consignee, not a login name). */
export const ADDRESS_FIELD_NAMES: Record<keyof TAddressFields, string> = {
  userName: 'consignee',
  tel: 'tel',
  addressProvince: 'addressProvince',
  addressCity: 'addressCity',
  area: 'area',
  postCode: 'postCode',
  streetName: 'streetName',
};

export type TAddressProblem = {
  key: TAddressIssue;
  field: keyof TAddressFields;
  /** Message parameters: `name` (a `field.*` name) and `max` for tooLong. */
  params: Record<string, string | number>;
};

/**
 * The first rule an address breaks, in the order the dialog reports them, or null. `isRegion`
 * checks province and city against the region data (the server always passes it; the dialog's
 * picker can only produce real regions).
 */
export function checkAddress(
  input: Partial<TAddressFields>,
  isRegion?: (province: string, city: string) => boolean,
): TAddressProblem | null {
  const a = trimmed(input);
  for (const field of ['userName', 'tel', 'addressProvince', 'addressCity', 'streetName'] as const) {
    if (!a[field]) return { key: 'address.required', field, params: {} };
  }
  for (const [field, max] of Object.entries(ADDRESS_LIMITS) as [keyof typeof ADDRESS_LIMITS, number][]) {
    if ([...a[field]].length > max)
      return { key: 'address.tooLong', field, params: { name: ADDRESS_FIELD_NAMES[field], max } };
  }
  if (!isPhone(a.tel)) return { key: 'address.phone', field: 'tel', params: {} };
  if (a.postCode && !ZIP_RE.test(a.postCode))
    return { key: 'address.postCode', field: 'postCode', params: {} };
  if (isRegion && !isRegion(a.addressProvince, a.addressCity))
    return { key: 'address.region', field: 'addressCity', params: {} };
  return null;
}

/** Default first, then the newest (GetAddress order). */
export function sortAddresses<T extends { isDefault: boolean; createdAt: string | Date }>(list: T[]): T[] {
  const time = (v: string | Date) => (typeof v === 'string' ? Date.parse(v) : v.getTime());
  return [...list].sort(
    (a, b) => Number(b.isDefault) - Number(a.isDefault) || time(b.createdAt) - time(a.createdAt),
  );
}
