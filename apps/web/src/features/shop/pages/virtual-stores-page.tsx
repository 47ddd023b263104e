import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LineIcon } from '../../../ui/line-icon';
import { Page } from '../../../ui/page';
import { useVirtualStores } from '../api/catalogue';
import { LoadState } from '../components/load-state';
import '../shop.css';

const PIN =
  'M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21zm0-9a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z';
const PHONE = 'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z';
const CLOCK = 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zm0-14v5l3 2';

/** /Swimmingstadium?productId (spec 2 §2 "Product stock list"): where a virtual good is used, units left. */
export function VirtualStoresPage() {
  const { t } = useTranslation('shop');
  const [params] = useSearchParams();
  const shop = params.get('shop') === 'welfare' ? 'welfare' : 'sales';
  const productId = params.get('productId') ?? '';
  const stores = useVirtualStores(shop, productId);
  return (
    <Page title={t('storesTitle')}>
      {!stores.data ? (
        <LoadState query={stores} missing={!productId} />
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
                <div className="shop-stores__row">
                  <LineIcon path={PIN} size={16} /> {store.address}
                </div>
                {store.phone ? (
                  <div className="shop-stores__row">
                    <LineIcon path={PHONE} size={16} /> <a href={`tel:${store.phone}`}>{store.phone}</a>
                  </div>
                ) : null}
                {store.openingHours ? (
                  <div className="shop-stores__row">
                    <LineIcon path={CLOCK} size={16} /> {t('hours', { hours: store.openingHours })}
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      )}
    </Page>
  );
}
