import Tabs from 'antd-mobile/es/components/tabs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '../../../ui/page';
import { useGoodsList, useSellers } from '../api/catalogue';
import { CartBar } from '../components/cart-bar';
import { GoodsList } from '../components/goods-list';
import { LoadState } from '../components/load-state';
import { SellerHeader } from '../components/seller-header';
import '../shop.css';

/**
 * /goods (spec 2 §2): the special-sale shop home, one tab per seller with its promotions and goods,
 * and the seller's cart bar (去结算 -> /settlement?salesID). The chosen seller stays in the URL.
 */
export function SalesShopPage() {
  const { t } = useTranslation('shop');
  const [params, setParams] = useSearchParams();
  const sellers = useSellers('sales');
  const list = sellers.data ?? [];
  const current = list.find((s) => s.id === params.get('salesID')) ?? list[0];
  return (
    <Page title={t('salesTitle')}>
      {!sellers.data ? (
        <LoadState query={sellers} />
      ) : !current ? (
        <p className="shop-empty">{t('noSellers')}</p>
      ) : (
        <div className="shop-page">
          {list.length > 1 ? (
            <Tabs
              activeKey={current.id}
              onChange={(key) => setParams({ salesID: key }, { replace: true })}
              className="shop-tabs"
            >
              {list.map((seller) => (
                <Tabs.Tab key={seller.id} title={seller.name} />
              ))}
            </Tabs>
          ) : null}
          <SellerHeader seller={current} />
          <SellerGoods sellerId={current.id} />
          <CartBar shop="sales" sellerId={current.id} />
        </div>
      )}
    </Page>
  );
}

function SellerGoods({ sellerId }: { sellerId: string }) {
  const goods = useGoodsList('sales', sellerId);
  if (!goods.data) return <LoadState query={goods} />;
  return <GoodsList shop="sales" goods={goods.data.result} />;
}
