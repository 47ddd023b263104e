import type { TLeaveCategoryInfoResult } from '@ehome/shared/leave/schemas';
import { useTranslation } from 'react-i18next';
import { isNegative } from '../format';
import { LeaveLength } from './leave-length';

/**
 * The chosen type's balance for the year the leave starts in (GetLeaveCategoryInfo remainInfo:
 * Used / Remain / Amount / Warning); a negative figure is an overdraft and shows red.
 */
export function RemainInfo({ info }: { info: TLeaveCategoryInfoResult | undefined }) {
  const { t } = useTranslation('leave');
  if (!info) return null;
  if (!info.hasBalance || info.remainInfo.length === 0) {
    return <p className="leave-hint">{t('form.noBalance')}</p>;
  }
  const figures = info.remainInfo.filter((line) => line.code !== 'Warning');
  const warnings = info.remainInfo.filter((line) => line.code === 'Warning');
  return (
    <div className="leave-remain">
      <p className="leave-remain__year">{t('form.balanceOf', { year: info.year })}</p>
      <dl className="leave-remain__figures">
        {figures.map((line) => (
          <div key={line.code} className="leave-remain__figure">
            <dt>{line.text}</dt>
            <dd className={isNegative(line.value) ? 'leave-negative' : undefined}>
              <LeaveLength value={line.value} uom={info.uom} />
            </dd>
          </div>
        ))}
      </dl>
      {warnings.map((line) => (
        <p
          key={line.code}
          className={`leave-remain__warning${isNegative(line.value) ? ' leave-negative' : ''}`}
        >
          {line.text} <LeaveLength value={line.value} uom={info.uom} />
        </p>
      ))}
    </div>
  );
}
