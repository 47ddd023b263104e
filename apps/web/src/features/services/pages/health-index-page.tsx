import type { THealthLink } from '@ehome/shared/services/constants';
import { useTranslation } from 'react-i18next';
import { LineIcon } from '../../../ui/line-icon';
import { Page } from '../../../ui/page';
import { PageLoading } from '../../../ui/page-loading';
import { useHealthLink, useInsureClaimDisplay, usePhysicalExamSubscribed } from '../api/services';
import '../services.css';

const ENTRIES: { kind: THealthLink; color: string; icon: string }[] = [
  // A shield with a cross: the medical claim.
  {
    kind: 'insureClaim',
    color: '#ff7a45',
    icon: 'M12 3l7 3v5c0 5-3 8-7 10-4-2-7-5-7-10V6l7-3zM12 9v6M9 12h6',
  },
  // A calendar: the appointment.
  { kind: 'order', color: '#1677ff', icon: 'M4 6h16v14H4zM4 10h16M8 3v4M16 3v4M9 15l2 2 4-4' },
  // A clipboard: the check-up.
  { kind: 'product', color: '#52c41a', icon: 'M8 4h8v3H8zM6 5H5v16h14V5h-1M9 12h6M9 16h4' },
  // A list: the claims.
  { kind: 'claim', color: '#722ed1', icon: 'M8 6h12M8 12h12M8 18h12M4 6h.01M4 12h.01M4 18h.01' },
];

/**
 * /HeathIndex (spec 3 §2.5, §7): medical claim (only while the company's supplementary medical
 * insurance claim window is open), appointment, check-up and claims. Each opens the provider's
 * signed link; without a provider the screen says it is not connected yet.
 */
export function HealthIndexPage() {
  const { t } = useTranslation('services');
  const display = useInsureClaimDisplay();
  const exam = usePhysicalExamSubscribed();
  const link = useHealthLink();
  const open = (kind: THealthLink) =>
    link.mutate(kind, {
      onSuccess: (url) => {
        window.location.assign(url);
      },
    });
  if (!display.data) {
    return (
      <Page title={t('health.title')}>
        {display.isError ? (
          <p className="services-state" role="alert">
            {display.error.message || t('loadFailed')}
          </p>
        ) : (
          <PageLoading />
        )}
      </Page>
    );
  }
  const entries = ENTRIES.filter((e) => e.kind !== 'insureClaim' || display.data.display);
  return (
    <Page title={t('health.title')}>
      <div className="services-page">
        <div className="services-health-banner">
          <strong>{t('health.banner')}</strong>
          <span>{exam.data ? t('health.examSubscribed') : t('health.examNotSubscribed')}</span>
        </div>
        {!display.data.connected ? (
          <p className="services-notice" role="status">
            {t('health.notConnected')}
          </p>
        ) : null}
        <div className="services-grid">
          {entries.map((e) => (
            <button
              key={e.kind}
              type="button"
              className="services-tile"
              disabled={link.isPending}
              onClick={() => open(e.kind)}
            >
              <span className="services-tile__icon" style={{ background: e.color }} aria-hidden="true">
                <LineIcon path={e.icon} />
              </span>
              <span>{t(`health.${e.kind}`)}</span>
            </button>
          ))}
        </div>
        {display.data.display && display.data.deadline ? (
          <p className="services-card services-tip">
            {t('health.claimTip', { deadline: display.data.deadline })}
          </p>
        ) : null}
      </div>
    </Page>
  );
}
