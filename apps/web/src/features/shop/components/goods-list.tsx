import type { TGoods } from '@ehome/shared/shop/catalogue';
import type { TShop } from '@ehome/shared/shop/constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useGoodsDetail } from '../api/catalogue';
import { GoodsImage } from './goods-image';
import { OptionDialog } from './option-dialog';
import { Price } from './price';

/** A seller's goods: icon, name, price and old price, stock, and a button that opens the option dialog. */
export function GoodsList({ shop, goods }: { shop: TShop; goods: TGoods[] }) {
  const { t } = useTranslation('shop');
  const [open, setOpen] = useState<TGoods | null>(null);
  const detail = shop === 'sales' ? '/goodsDetail' : '/myWealfgoodsDetail';
  if (goods.length === 0) return <p className="shop-empty">{t('noGoods')}</p>;
  return (
    <>
      <ul className="shop-goods">
        {goods.map((good, index) => (
          <li key={good.id} className="shop-goods__item">
            <Link to={`${detail}?goodsID=${good.id}`} className="shop-goods__link">
              <GoodsImage path={good.icon} alt={good.name} size={80} eager={index < 4} />
              <div className="shop-goods__body">
                <span className="shop-goods__name">{good.name}</span>
                <span
                  className={
                    good.sellCount === 0 ? 'shop-goods__stock shop-goods__stock--out' : 'shop-goods__stock'
                  }
                >
                  {good.sellCount === 0 ? t('soldOut') : t('stock', { count: good.sellCount })}
                </span>
                <Price price={good.price} oldPrice={good.oldPrice} />
              </div>
            </Link>
            <button
              type="button"
              className="shop-goods__add"
              aria-label={t('chooseOptions', { name: good.name })}
              onClick={() => setOpen(good)}
            >
              +
            </button>
          </li>
        ))}
      </ul>
      {open ? <ListOptionDialog shop={shop} goods={open} onClose={() => setOpen(null)} /> : null}
    </>
  );
}

/**
 * The dialog opened from the list. A per-person cap counts the employee's earlier orders, which only
 * the detail call knows: for such a good the dialog waits for it.
 */
function ListOptionDialog({ shop, goods, onClose }: { shop: TShop; goods: TGoods; onClose: () => void }) {
  const perPerson = goods.limited_type === 2;
  const detail = useGoodsDetail(shop, perPerson ? goods.id : '');
  if (perPerson && detail.isPending) return null;
  return (
    <OptionDialog shop={shop} goods={goods} bought={detail.data?.bought ?? 0} visible onClose={onClose} />
  );
}
