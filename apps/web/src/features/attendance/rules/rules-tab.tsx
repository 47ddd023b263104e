import List from 'antd-mobile/es/components/list';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useRules } from '../api/get-rules';
import { LoadEmpty, LoadFailed } from '../calendar/load-state';
import './rules.css';

/** /Attendancecard?tab=4: the attendance rule articles; each opens /AttendancecardDetail/{id}. */
export function RulesTab() {
  const { t } = useTranslation(['attendance', 'common']);
  const navigate = useNavigate();
  const { data, isPending, isError, refetch } = useRules();
  if (isPending) return <p className="load-empty">{t('common:loading')}</p>;
  if (isError) return <LoadFailed onRetry={() => void refetch()} />;
  if (data.length === 0) return <LoadEmpty>{t('rules.empty')}</LoadEmpty>;
  return (
    <List className="rules-list" mode="card">
      {data.map((rule) => (
        <List.Item
          key={rule.id}
          prefix={<RuleIcon kind={rule.kind} />}
          description={t(`rules.kind.${rule.kind}`)}
          onClick={() => navigate(`/AttendancecardDetail/${encodeURIComponent(rule.id)}`)}
        >
          {rule.name}
        </List.Item>
      ))}
    </List>
  );
}

/** A page for a text rule, a picture for an image rule. */
function RuleIcon({ kind }: { kind: 'text' | 'image' }) {
  return (
    <span className={`rule-icon rule-icon--${kind}`}>
      <svg
        aria-hidden="true"
        width="20"
        height="20"
        viewBox="0 0 20 20"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
      >
        {kind === 'text' ? (
          <>
            <rect x="4" y="2.5" width="12" height="15" rx="2" />
            <path d="M7 7h6M7 10h6M7 13h4" strokeLinecap="round" />
          </>
        ) : (
          <>
            <rect x="2.5" y="4" width="15" height="12" rx="2" />
            <circle cx="7" cy="8.5" r="1.5" />
            <path d="m3 15 4.5-4 3 2.5 3-3 4 3.5" strokeLinejoin="round" />
          </>
        )}
      </svg>
    </span>
  );
}
