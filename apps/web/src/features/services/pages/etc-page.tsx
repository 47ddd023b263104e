import { useTranslation } from 'react-i18next';
import { Page } from '../../../ui/page';
import { PageLoading } from '../../../ui/page-loading';
import { useEtcInfo } from '../api/services';
import '../services.css';

const BANK_COLORS: Record<string, string> = {
  icbc: '#c7000b',
  ccb: '#0066b3',
  abc: '#009a61',
  boc: '#b81c22',
};

/** /ETC (spec 3 §2.5): the ETC promotion - one card per vehicle, four banks, a contact phone. */
export function EtcPage() {
  const { t } = useTranslation('services');
  const info = useEtcInfo();
  return (
    <Page title={t('etc.title')}>
      <div className="services-page">
        {info.data ? (
          <>
            <section className="services-etc-hero">
              <h1>{t('etc.headline')}</h1>
              <p>{t('etc.perVehicle', { count: info.data.cardsPerVehicle })}</p>
            </section>
            <section className="services-card">
              <h2 className="services-card__title">{t('etc.banks')}</h2>
              <ul className="services-banks">
                {info.data.banks.map((bank) => (
                  <li key={bank}>
                    <span className="services-bank__logo" style={{ background: BANK_COLORS[bank] ?? '#888' }}>
                      {t(`etc.bankShort.${bank}`)}
                    </span>
                    <span>{t(`etc.bank.${bank}`)}</span>
                  </li>
                ))}
              </ul>
            </section>
            <section className="services-card">
              <h2 className="services-card__title">{t('etc.howTitle')}</h2>
              <ol className="services-steps">
                <li>{t('etc.step1')}</li>
                <li>{t('etc.step2')}</li>
                <li>{t('etc.step3')}</li>
              </ol>
            </section>
            <p className="services-card services-tip">
              {info.data.phone ? (
                <>
                  {t('etc.contact')}{' '}
                  <a href={`tel:${info.data.phone.replace(/\s/g, '')}`}>{info.data.phone}</a>
                </>
              ) : (
                t('etc.contactHr')
              )}
            </p>
          </>
        ) : info.isError ? (
          <p className="services-state" role="alert">
            {info.error.message || t('loadFailed')}
          </p>
        ) : (
          <PageLoading />
        )}
      </div>
    </Page>
  );
}
