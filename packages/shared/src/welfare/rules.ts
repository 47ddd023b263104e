import type { TWelfareRightState } from './constants';

/**
 * Where a right stands at `now`: a claim of the caller wins; otherwise the claim window (from and
 * to both inclusive) decides. One rule for the server's refusal and the client's button.
 */
export function welfareRightState(
  now: Date,
  window: { claimFrom: Date; claimTo: Date },
  claimed: boolean,
): TWelfareRightState {
  if (claimed) return 'claimed';
  if (now.getTime() < window.claimFrom.getTime()) return 'notStarted';
  if (now.getTime() > window.claimTo.getTime()) return 'ended';
  return 'open';
}

/** Yuan with two decimals from integer fen (the API's money, as the shop writes it: "299.00"). */
export function fenToYuan(fen: number): string {
  const whole = Math.trunc(Math.abs(fen));
  const sign = fen < 0 ? '-' : '';
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

/** A phone shown in lists and receipts: 138****8000; a landline keeps its area code and last 4. */
export function maskPhone(phone: string): string {
  const digits = phone.trim();
  if (digits.length <= 4) return '****';
  if (/^1\d{10}$/.test(digits)) return `${digits.slice(0, 3)}****${digits.slice(-4)}`;
  return `${'*'.repeat(Math.max(4, digits.length - 4))}${digits.slice(-4)}`;
}

/** A consignee name shown masked: 张* / J***. */
export function maskName(name: string): string {
  const chars = Array.from(name.trim());
  if (chars.length <= 1) return chars.join('');
  return `${chars[0]}${'*'.repeat(Math.min(chars.length - 1, 3))}`;
}

/** Trims a courier name or tracking number; empty means missing. */
export function cleanShipping(value: string): string {
  return value.trim().replace(/\s+/g, ' ');
}
