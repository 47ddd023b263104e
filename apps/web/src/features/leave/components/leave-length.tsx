import { useTranslation } from 'react-i18next';
import { formatLengthNumber, lengthKey } from '../format';

/** A leave length with its unit, e.g. "1.5 天" / "1.5 days". */
export function LeaveLength({
  value,
  uom,
}: {
  value: number | string | null | undefined;
  uom: number | null | undefined;
}) {
  const { t } = useTranslation('leave');
  const text = formatLengthNumber(value);
  if (text === '') return null;
  return <>{t(lengthKey(uom), { count: Number(text) })}</>;
}
