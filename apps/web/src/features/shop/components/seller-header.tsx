import type { TSeller } from '@ehome/shared/shop/catalogue';
import { useTranslation } from 'react-i18next';
import { GoodsImage } from './goods-image';

/** A seller's logo, name, delivery mode and promotions (supports) as badges. */
export function SellerHeader({ seller }: { seller: TSeller }) {
  const { t } = useTranslation('shop');
  return (
    <section className="shop-seller">
      <div className="shop-seller__top">
        <GoodsImage path={seller.avatar} alt="" size={80} eager className="shop-seller__logo" />
        <div>
          <h2 className="shop-seller__name">{seller.name}</h2>
          <p className="shop-seller__desc">{seller.description}</p>
          <span className="shop-seller__delivery">{t(`delivery.${seller.deliveryMode}`)}</span>
        </div>
      </div>
      {seller.supports.length > 0 ? (
        <ul className="shop-supports" aria-label={t('promotions')}>
          {seller.supports.map((support) => (
            <li key={`${support.type}-${support.description}`} className="shop-support">
              <span className={`shop-support__type shop-support__type--${support.type}`}>
                {t(`promotionType.${support.type}`)}
              </span>
              {support.description}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
