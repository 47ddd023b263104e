import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Page } from '../../../ui/page';
import { useGoodsList, useSellers } from '../api/catalogue';
import { CartBar } from '../components/cart-bar';
import { GoodsImage } from '../components/goods-image';
import { GoodsList } from '../components/goods-list';
import { LoadState } from '../components/load-state';
import { SellerHeader } from '../components/seller-header';
import '../shop.css';

/** /myWealf (spec 2 §2): the welfare shop home, its sellers; one opens /myWealfGoods?salesID. */
export function WelfareShopPage() {
  const { t } = useTranslation('shop');
  const sellers = useSellers('welfare');
  return (
    <Page title={t('welfareTitle')}>
      {!sellers.data ? (
        <LoadState query={sellers} />
      ) : sellers.data.length === 0 ? (
        <p className="shop-empty">{t('noSellers')}</p>
      ) : (
        <ul className="shop-sellers">
          {sellers.data.map((seller) => (
            <li key={seller.id}>
              <Link className="shop-sellers__card" to={`/myWealfGoods?salesID=${seller.id}`}>
                <GoodsImage path={seller.avatar} alt="" size={80} eager />
                <div className="shop-sellers__body">
                  <span className="shop-sellers__name">{seller.name}</span>
                  <span className="shop-sellers__desc">{seller.description}</span>
                  <span className="shop-seller__delivery">{t(`delivery.${seller.deliveryMode}`)}</span>
                  {seller.supports.map((s) => (
                    <span key={`${s.type}-${s.description}`} className="shop-support shop-support--inline">
                      <span className={`shop-support__type shop-support__type--${s.type}`}>
                        {t(`promotionType.${s.type}`)}
                      </span>
                      {s.description}
                    </span>
                  ))}
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}

/** /myWealfGoods?salesID (spec 2 §2): a welfare seller's goods and its cart bar (-> /settlement2). */
export function WelfareGoodsPage() {
  const { t } = useTranslation('shop');
  const [params] = useSearchParams();
  const salesID = params.get('salesID') ?? '';
  const sellers = useSellers('welfare');
  const goods = useGoodsList('welfare', salesID);
  const seller = sellers.data?.find((s) => s.id === salesID);
  return (
    <Page title={seller?.name ?? t('welfareTitle')}>
      {!goods.data ? (
        <LoadState query={goods} missing={!salesID} />
      ) : (
        <div className="shop-page">
          {seller ? <SellerHeader seller={seller} /> : null}
          <GoodsList shop="welfare" goods={goods.data.result} />
          <CartBar shop="welfare" sellerId={salesID} />
        </div>
      )}
    </Page>
  );
}
