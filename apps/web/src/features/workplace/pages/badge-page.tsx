import { HR_ROLES } from '@ehome/shared/account/roles';
import type { TBadgeHolder } from '@ehome/shared/workplace/schemas';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSessionStore } from '../../../platform/session-store';
import { Page } from '../../../ui/page';
import { PageLoading } from '../../../ui/page-loading';
import { useBadge } from '../api';
import '../workplace.css';

/** The badge face: initials (no portrait photo is kept), name, number, company, department, state. */
export function BadgeFace({ holder }: { holder: TBadgeHolder }) {
  const { t } = useTranslation('workplace');
  return (
    <section className={holder.valid ? 'wp-badge' : 'wp-badge wp-badge--invalid'} data-testid="badge">
      <div className="wp-avatar" aria-hidden="true">
        {holder.initials}
      </div>
      <h2>{holder.employeeName}</h2>
      <p>
        {t('badge.number')}: {holder.employeeNo}
      </p>
      <p>{holder.company}</p>
      <p>{holder.department}</p>
      <span className="wp-status" data-testid="badge-state">
        {holder.valid ? t('badge.valid') : t('badge.invalid')} · {t(`badge.state.${holder.state}`)}
      </span>
    </section>
  );
}

/** Seconds left until the code runs out, ticking each second. */
function useSecondsLeft(receivedAt: number, validSeconds: number) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return Math.max(0, validSeconds - Math.floor((now - receivedAt) / 1000));
}

function BadgeCode({
  code,
  receivedAt,
  validSeconds,
}: {
  code: string;
  receivedAt: number;
  validSeconds: number;
}) {
  const { t } = useTranslation('workplace');
  const left = useSecondsLeft(receivedAt, validSeconds);
  return (
    <section className="wp-card">
      <h2>{t('badge.code')}</h2>
      <p className="wp-code" data-testid="badge-code">
        {code}
      </p>
      <p className="wp-muted">{t('badge.codeHint', { seconds: left })}</p>
    </section>
  );
}

/** /Electronictag: my electronic badge and a code HR can check, renewed before it runs out. */
export function ElectronicTagPage() {
  const { t } = useTranslation('workplace');
  const badge = useBadge();
  const roles = useSessionStore((s) => s.userInfo?.roles ?? []);
  const isHr = roles.some((r) => HR_ROLES.includes(r));
  return (
    <Page title={t('badge.title')}>
      <div className="wp-page">
        {!badge.data ? (
          badge.isError ? (
            <p className="wp-state">{t('loadFailed')}</p>
          ) : (
            <PageLoading />
          )
        ) : (
          <>
            <BadgeFace holder={badge.data} />
            {badge.data.code ? (
              <BadgeCode
                key={badge.data.code}
                code={badge.data.code}
                receivedAt={badge.dataUpdatedAt}
                validSeconds={badge.data.validSeconds}
              />
            ) : (
              <p className="wp-state">{t('badge.noCode')}</p>
            )}
          </>
        )}
        {isHr ? (
          <Link className="wp-card" to="/BadgeCheck">
            {t('check.open')}
          </Link>
        ) : null}
      </div>
    </Page>
  );
}
