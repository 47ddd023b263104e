import { LeaveUom } from '@ehome/shared/leave/constants';
import { formatLengthNumber } from '../leave';

/**
 * A request's length for a card: the catalogue key of its unit (timeUnit 1 days, any other unit
 * hours, spec 1 §9) and the number without trailing zeros; null when the kind has no length.
 */
export function lengthLabel(
  timeLength: number | null | undefined,
  timeUnit: number | null | undefined,
): { key: 'length.day' | 'length.hour'; count: number; text: string } | null {
  if (timeLength === null || timeLength === undefined || !Number.isFinite(timeLength)) return null;
  const text = formatLengthNumber(timeLength);
  return { key: timeUnit === LeaveUom.Day ? 'length.day' : 'length.hour', count: Number(text), text };
}
