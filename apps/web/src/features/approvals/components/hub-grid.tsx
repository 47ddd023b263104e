import type { TApprovalCounts } from '@ehome/shared/approvals/schemas';
import Badge from 'antd-mobile/es/components/badge';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { APPROVAL_LISTS, hubPending } from '../approval-lists';
import '../approvals.css';

/**
 * The seven approval kinds (spec 1 §2 "Approval"), each opening its list: on the hub with its
 * pending count as a badge, on the processed view (`tab` 1) opening the processed tab.
 */
export function HubGrid({ counts, tab }: { counts: TApprovalCounts | undefined; tab: 0 | 1 }) {
  const { t } = useTranslation('approvals');
  const navigate = useNavigate();
  return (
    <ul className="approval-hub">
      {APPROVAL_LISTS.map((list) => {
        const pending = hubPending(counts, list.hubType);
        return (
          <li key={list.key}>
            <button
              type="button"
              className="approval-hub__entry"
              onClick={() => navigate(tab === 1 ? `${list.path}?tab=1` : list.path)}
            >
              <span className="approval-hub__name">{t(`hub.kinds.${list.key}`)}</span>
              {tab === 0 && (
                <span className={`approval-hub__count${pending > 0 ? ' approval-hub__count--busy' : ''}`}>
                  {pending > 0 ? t('hub.pending', { count: pending }) : t('hub.none')}
                </span>
              )}
              {tab === 1 && <span className="approval-hub__count">{t('hub.open')}</span>}
              {tab === 0 && pending > 0 && (
                <Badge className="approval-hub__badge" content={pending > 99 ? '99+' : String(pending)} />
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
