import type { TMaternityEntitlement } from '@ehome/shared/maternity/rules';
import { useTranslation } from 'react-i18next';
import { DetailRow } from '../../leave';

/** The maternity leave a record grants: national base, dystocia, extra babies, local extension. */
export function EntitlementCard({ entitlement, city }: { entitlement: TMaternityEntitlement; city: string }) {
  const { t } = useTranslation('maternity');
  const days = (count: number) => t('days', { count });
  return (
    <section className="mat-card" aria-label={t('entitlement.title')}>
      <h2 className="mat-card__title">{t('entitlement.title')}</h2>
      <dl className="mat-list">
        <DetailRow label={t('entitlement.national')}>{days(entitlement.national)}</DetailRow>
        {entitlement.dystocia > 0 ? (
          <DetailRow label={t('entitlement.dystocia')}>{days(entitlement.dystocia)}</DetailRow>
        ) : null}
        {entitlement.multiple > 0 ? (
          <DetailRow label={t('entitlement.multiple')}>{days(entitlement.multiple)}</DetailRow>
        ) : null}
        <DetailRow label={t('entitlement.local', { city: city || '-' })}>{days(entitlement.local)}</DetailRow>
        <DetailRow label={t('entitlement.total')}>
          <strong className="mat-total">{days(entitlement.total)}</strong>
        </DetailRow>
      </dl>
      <p className="mat-note">{t('entitlement.note')}</p>
    </section>
  );
}
