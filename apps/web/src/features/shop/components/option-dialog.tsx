import { confirmTemp, decreaseTemp, increaseTemp, shownStock } from '@ehome/shared/shop/cart-rules';
import type { TGoods } from '@ehome/shared/shop/catalogue';
import { propertyOptions } from '@ehome/shared/shop/catalogue-helpers';
import type { TShop } from '@ehome/shared/shop/constants';
import Button from 'antd-mobile/es/components/button';
import Popup from 'antd-mobile/es/components/popup';
import Selector from 'antd-mobile/es/components/selector';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../platform/feedback';
import { useCartLines, useCartStore } from '../cart-store';
import { unitsOfGood } from '../cart-summary';
import { GoodsImage } from './goods-image';
import { Price } from './price';

/**
 * The product option dialog (spec 2 §2, §4 "Product dialog"): a chip row per property with the
 * first option preselected, a quantity stepper following the tempCount rules, add to cart, close.
 * The three refusals (请添加商品数量, 商品购买数量已达上限, 商品库存不足) come from the shared rules.
 */
export function OptionDialog({
  shop,
  goods,
  bought = 0,
  visible,
  onClose,
}: {
  shop: TShop;
  goods: TGoods;
  /** Units in the employee's own orders (per-person cap), from the goods detail. */
  bought?: number;
  visible: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('shop');
  const lines = useCartLines(shop, goods.saleid);
  const add = useCartStore((state) => state.add);
  const properties = goods.productsProperties.map((p) => ({
    name: p.column_name,
    options: propertyOptions(p),
  }));
  const [chosen, setChosen] = useState<string[]>(() => properties.map((p) => p.options[0] ?? ''));
  const [tempCount, setTempCount] = useState(0);
  const state = {
    tempCount,
    count: unitsOfGood(lines, goods.id),
    sellCount: goods.sellCount,
    limitedType: goods.limited_type,
    limited: goods.limited,
    bought,
  };

  const plus = () => {
    const answer = increaseTemp(state);
    if (answer.ok) setTempCount(answer.tempCount);
    else showToast(t(`refusal.${answer.refusal}`));
  };
  const confirm = () => {
    const answer = confirmTemp(state);
    if (!answer.ok) {
      showToast(t(`refusal.${answer.refusal}`));
      return;
    }
    add(shop, {
      id: goods.id,
      saleid: goods.saleid,
      name: goods.name,
      icon: goods.icon,
      price: goods.price,
      count: answer.tempCount,
      limitedType: goods.limited_type,
      limited: goods.limited,
      sellCount: goods.sellCount,
      isVirtual: goods.is_virtual,
      options: chosen,
      checked: true,
    });
    showToast(t('added'));
    setTempCount(0);
    onClose();
  };

  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName="shop-dialog"
      destroyOnClose
    >
      <div className="shop-dialog__head">
        <GoodsImage path={goods.icon} alt={goods.name} size={80} eager />
        <div className="shop-dialog__summary">
          <div className="shop-dialog__name">{goods.name}</div>
          <Price price={goods.price} oldPrice={goods.oldPrice} />
          <div className="shop-dialog__stock" data-testid="dialog-stock">
            {t('stock', { count: shownStock(state) })}
          </div>
          {goods.limited_type !== 0 ? (
            <div className="shop-dialog__limit">
              {t(`limit.${goods.limited_type}`, { count: goods.limited })}
            </div>
          ) : null}
        </div>
        <button type="button" className="shop-dialog__close" aria-label={t('close')} onClick={onClose}>
          ×
        </button>
      </div>
      {properties.map((property, index) => (
        <section key={property.name} className="shop-dialog__prop">
          <h4 className="shop-dialog__prop-name">{property.name}</h4>
          <Selector
            columns={3}
            options={property.options.map((o) => ({ label: o, value: o }))}
            value={[chosen[index] ?? '']}
            onChange={(value) => {
              if (!value[0]) return;
              setChosen((before) => before.map((v, i) => (i === index ? (value[0] as string) : v)));
            }}
            showCheckMark={false}
          />
        </section>
      ))}
      <div className="shop-dialog__qty">
        <span>{t('quantity')}</span>
        <div className="shop-stepper">
          <button
            type="button"
            className="shop-stepper__btn"
            aria-label={t('decrease')}
            onClick={() => setTempCount(decreaseTemp(state))}
          >
            −
          </button>
          <output className="shop-stepper__value" aria-live="polite" data-testid="temp-count">
            {tempCount}
          </output>
          <button type="button" className="shop-stepper__btn" aria-label={t('increase')} onClick={plus}>
            +
          </button>
        </div>
      </div>
      <Button block color="danger" shape="rounded" onClick={confirm}>
        {t('addToCart')}
      </Button>
    </Popup>
  );
}
