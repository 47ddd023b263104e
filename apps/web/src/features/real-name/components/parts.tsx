import type { TRealNameVerification } from '@ehome/shared/real-name/schemas';
import { useTranslation } from 'react-i18next';

/** Says plainly that no bank was asked: the development verifier answers (no provider configured). */
export function DevelopmentBanner({ show }: { show: boolean }) {
  const { t } = useTranslation('realName');
  if (!show) return null;
  return (
    <p className="rn-banner" role="note">
      {t('devBanner')}
    </p>
  );
}

/** The four elements of an attempt as the server answered them: masked. */
export function MaskedElements({ v }: { v: TRealNameVerification }) {
  const { t } = useTranslation('realName');
  const rows: [string, string][] = [
    [t('field.name'), v.name],
    [t('field.idNumber'), v.idNumber],
    [t('field.bankCard'), v.bankCard],
    [t('field.mobile'), v.mobile],
  ];
  return (
    <dl className="rn-facts">
      {rows.map(([label, value]) => (
        <div key={label} className="rn-facts__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function StateTag({ state }: { state: string }) {
  const { t } = useTranslation('realName');
  return <span className={`rn-tag rn-tag--${state}`}>{t(`state.${state}`)}</span>;
}
