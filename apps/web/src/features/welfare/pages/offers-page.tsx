import type { TWelfareOfferPage } from '@ehome/shared/welfare/constants';
import type { TWelfareOffer } from '@ehome/shared/welfare/schemas';
import Popup from 'antd-mobile/es/components/popup';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../ui/page';
import { PageLoading } from '../../../ui/page-loading';
import { useOffers } from '../api/welfare';
import { WelfarePicture } from '../components/welfare-picture';
import '../welfare.css';

function OfferDetail({ offer }: { offer: TWelfareOffer }) {
  const { t } = useTranslation('welfare');
  return (
    <div className="welfare-offer-detail">
      <WelfarePicture imagePath={offer.imagePath} color={offer.color} size={64} label={offer.partnerName} />
      <h2>{offer.title}</h2>
      <p className="welfare-muted">{offer.partnerName}</p>
      <p className="welfare-discount">{offer.discount}</p>
      <h3>{t('offers.howToUse')}</h3>
      <p>{offer.howToUse}</p>
      {offer.code ? (
        <p>
          {t('offers.code')}: <span className="welfare-code">{offer.code}</span>
        </p>
      ) : null}
      <p className="welfare-muted">{t('offers.valid', { from: offer.validFrom, to: offer.validTo })}</p>
    </div>
  );
}

/** A partner-offer page: the offers valid today, each opening its detail in a popup. */
function OffersScreen({ page }: { page: TWelfareOfferPage }) {
  const { t } = useTranslation('welfare');
  const offers = useOffers(page);
  const [open, setOpen] = useState<TWelfareOffer | null>(null);
  return (
    <Page title={t(`offers.${page}`)}>
      <div className="welfare-page">
        {offers.data ? (
          offers.data.length === 0 ? (
            <p className="welfare-state">{t('offers.empty')}</p>
          ) : (
            <ul className="welfare-list">
              {offers.data.map((o) => (
                <li key={o.id}>
                  <button type="button" className="welfare-offer" onClick={() => setOpen(o)}>
                    <WelfarePicture imagePath={o.imagePath} color={o.color} size={56} />
                    <span className="welfare-row__main">
                      <strong>{o.title}</strong>
                      <small>{o.partnerName}</small>
                      <small>{t('offers.until', { date: o.validTo })}</small>
                    </span>
                    <span className="welfare-discount">{o.discount}</span>
                  </button>
                </li>
              ))}
            </ul>
          )
        ) : offers.isError ? (
          <p className="welfare-state" role="alert">
            {offers.error.message || t('loadFailed')}
          </p>
        ) : (
          <PageLoading />
        )}
      </div>
      <Popup
        visible={open !== null}
        onMaskClick={() => setOpen(null)}
        onClose={() => setOpen(null)}
        showCloseButton
        bodyStyle={{
          borderTopLeftRadius: 12,
          borderTopRightRadius: 12,
          maxHeight: '80vh',
          overflowY: 'auto',
        }}
      >
        {open ? <OfferDetail offer={open} /> : null}
      </Popup>
    </Page>
  );
}

/** /Preferential: discounts of partner merchants. */
export function PreferentialPage() {
  return <OffersScreen page="preferential" />;
}

/** /elife: life services (housekeeping, car wash, health). */
export function ELifePage() {
  return <OffersScreen page="elife" />;
}

/** /eShow: shows and tickets. */
export function EShowPage() {
  return <OffersScreen page="eshow" />;
}
