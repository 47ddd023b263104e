/**
 * Personal data as it is shown to anyone but its owner and HR (PIPL: the minimum necessary), one
 * set of masks for every screen and answer. No zod here.
 */

/** "310101199001011234" -> "3101**********1234"; a value of 8 characters or fewer is all stars. */
export function maskIdNumber(idNo: string): string {
  if (idNo.length <= 8) return '*'.repeat(idNo.length);
  return `${idNo.slice(0, 4)}${'*'.repeat(idNo.length - 8)}${idNo.slice(-4)}`;
}

/** A phone: 138****8000; a landline keeps its area code and last 4 (021*****5678). */
export function maskPhone(phone: string): string {
  const digits = phone.trim();
  if (digits.length <= 4) return '****';
  if (digits.length <= 7) return `${'*'.repeat(Math.max(4, digits.length - 4))}${digits.slice(-4)}`;
  return `${digits.slice(0, 3)}${'*'.repeat(digits.length - 7)}${digits.slice(-4)}`;
}

/** A name: 张* / J***. */
export function maskName(name: string): string {
  const chars = Array.from(name.trim());
  if (chars.length <= 1) return chars.join('');
  return `${chars[0]}${'*'.repeat(Math.min(chars.length - 1, 3))}`;
}

/** A street or detailed address: its first 3 characters, then stars ("浦东新********"). */
export function maskAddress(address: string): string {
  const chars = Array.from(address.trim());
  if (chars.length === 0) return '';
  return `${chars.slice(0, 3).join('')}${'*'.repeat(Math.max(4, Math.min(chars.length - 3, 8)))}`;
}

/** A value the masks above produced, sent back unchanged by an edit form: keep the stored one. */
export const isMaskedValue = (value: string | null | undefined) => !!value && value.includes('*');
