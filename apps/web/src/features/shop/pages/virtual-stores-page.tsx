import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '../../../ui/page';
import { useVirtualStores } from '../api/catalogue';
import { LoadState } from '../components/load-state';
import '../shop.css';

/** /Swimmingstadium?productId (spec 2 §2 "Product stock list"): where a virtual good is used, units left. */
export function VirtualStoresPage() {
  const { t } = useTranslation('shop');
  const [params] = useSearchParams();
  const shop = params.get('shop') === 'welfare' ? 'welfare' : 'sales';
  const stores = useVirtualStores(shop, params.get('productId') ?? '');
  return (
    <Page title={t('storesTitle')}>
      {!stores.data ? (
        <LoadState query={stores} />
      ) : (
        <div className="shop-page">
          <h2 className="shop-stores__goods">{stores.data.goodsName}</h2>
          {stores.data.stores.length === 0 ? <p className="shop-empty">{t('noStores')}</p> : null}
          <ul className="shop-stores">
            {stores.data.stores.map((store) => (
              <li key={store.id} className="shop-stores__item">
                <div className="shop-stores__head">
                  <span className="shop-stores__name">{store.name}</span>
                  <span
                    className={
                      store.stock > 0 ? 'shop-stores__left' : 'shop-stores__left shop-stores__left--out'
                    }
                  >
                    {store.stock > 0 ? t('unitsLeft', { count: store.stock }) : t('soldOut')}
                  </span>
                </div>
                <div className="shop-stores__row">📍 {store.address}</div>
                {store.phone ? (
                  <div className="shop-stores__row">
                    ☎ <a href={`tel:${store.phone}`}>{store.phone}</a>
                  </div>
                ) : null}
                {store.openingHours ? (
                  <div className="shop-stores__row">🕘 {t('hours', { hours: store.openingHours })}</div>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      )}
    </Page>
  );
}
