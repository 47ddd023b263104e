import { useTranslation } from 'react-i18next';
import type { TClockExceptionStatus } from '../api/list-clock-exceptions';
import { EXCEPTION_STATUSES } from './exception-model';

/**
 * The three lists of /ClockExceptions as tabs. Plain buttons rather than antd-mobile's Tabs, whose
 * sliding ink bar brings an animation library this page does not otherwise need at first.
 */
export function StatusTabs({
  status,
  onChange,
}: {
  status: TClockExceptionStatus;
  onChange: (status: TClockExceptionStatus) => void;
}) {
  const { t } = useTranslation('attendanceAdmin');
  return (
    <div className="status-tabs" role="tablist" aria-label={t('exceptions.title')}>
      {EXCEPTION_STATUSES.map((value) => (
        <button
          key={value}
          type="button"
          role="tab"
          id={`status-tab-${value}`}
          aria-selected={value === status}
          aria-controls="status-panel"
          className="status-tabs__tab"
          onClick={() => onChange(value)}
        >
          {t(`exceptions.tabs.${value}`)}
        </button>
      ))}
    </div>
  );
}
