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

/** The shared masks (validation/mask.ts), kept under these names for the welfare screens. */
export { maskName, maskPhone } from '../validation/mask';

/** Trims a courier name or tracking number; empty means missing. */
export function cleanShipping(value: string): string {
  return value.trim().replace(/\s+/g, ' ');
}
