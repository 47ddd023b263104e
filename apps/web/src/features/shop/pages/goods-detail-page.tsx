import type { TGoodsDetail } from '@ehome/shared/shop/catalogue';
import type { TShop } from '@ehome/shared/shop/constants';
import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Page } from '../../../ui/page';
import { useGoodsDetail } from '../api/catalogue';
import { CartBar } from '../components/cart-bar';
import { GoodsImage } from '../components/goods-image';
import { LoadState } from '../components/load-state';
import { OptionDialog } from '../components/option-dialog';
import { Price } from '../components/price';
import '../shop.css';

/** /goodsDetail?goodsID (spec 2 §2): a special-sale good. */
export function GoodsDetailPage() {
  return <GoodsDetail shop="sales" />;
}

/** /myWealfgoodsDetail?goodsID (spec 2 §2): a welfare good; its cart bar leads to /settlement2. */
export function WelfareGoodsDetailPage() {
  return <GoodsDetail shop="welfare" />;
}

function GoodsDetail({ shop }: { shop: TShop }) {
  const { t } = useTranslation('shop');
  const [params] = useSearchParams();
  const goodsID = params.get('goodsID') ?? '';
  const detail = useGoodsDetail(shop, goodsID);
  return (
    <Page title={t('detailTitle')}>
      {detail.data ? (
        <DetailView shop={shop} goods={detail.data} />
      ) : (
        <LoadState query={detail} missing={!goodsID} />
      )}
    </Page>
  );
}

function DetailView({ shop, goods }: { shop: TShop; goods: TGoodsDetail }) {
  const { t } = useTranslation('shop');
  const [dialog, setDialog] = useState(false);
  const listed =
    goods.proPath.length > 0 ? goods.proPath : goods.icon ? [{ path: goods.icon, description: '' }] : [];
  // One picture per path (a path is the picture's identity, and the list key).
  const pictures = listed.filter((p, i) => listed.findIndex((q) => q.path === p.path) === i);
  return (
    <div className="shop-page">
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable) */}
      <section className="shop-gallery" aria-label={t('pictures')} tabIndex={0}>
        {pictures.map((picture, index) => (
          <GoodsImage
            key={picture.path}
            path={picture.path}
            alt={picture.description || goods.name}
            size={320}
            eager={index === 0}
            className="shop-gallery__img"
          />
        ))}
      </section>
      <section className="shop-detail">
        <h2 className="shop-detail__name">{goods.name}</h2>
        <Price price={goods.price} oldPrice={goods.oldPrice} />
        <p className="shop-detail__desc">{goods.description}</p>
        <dl className="shop-detail__facts">
          <dt>{t('seller')}</dt>
          <dd>{goods.sellerName}</dd>
          <dt>{t('stockLabel')}</dt>
          <dd data-testid="detail-stock">{goods.sellCount === 0 ? t('soldOut') : goods.sellCount}</dd>
          {goods.limited_type !== 0 ? (
            <>
              <dt>{t('limitLabel')}</dt>
              <dd>
                {t(`limit.${goods.limited_type}`, { count: goods.limited })}
                {goods.limited_type === 2 && goods.bought > 0
                  ? ` · ${t('bought', { count: goods.bought })}`
                  : ''}
              </dd>
            </>
          ) : null}
          <dt>{t('deliveryLabel')}</dt>
          <dd>{t(`delivery.${goods.deliveryMode}`)}</dd>
        </dl>
        {goods.is_virtual ? (
          <Link
            className="shop-detail__stores"
            to={`/Swimmingstadium?productId=${goods.id}${shop === 'welfare' ? '&shop=welfare' : ''}`}
          >
            {t('storesLink')} ›
          </Link>
        ) : null}
        <Button block color="danger" shape="rounded" onClick={() => setDialog(true)}>
          {t('chooseSpec')}
        </Button>
      </section>
      {dialog ? (
        <OptionDialog
          shop={shop}
          goods={goods}
          bought={goods.bought}
          visible
          onClose={() => setDialog(false)}
        />
      ) : null}
      <CartBar shop={shop} sellerId={goods.saleid} />
    </div>
  );
}
