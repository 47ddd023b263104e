import type { TShop } from '@ehome/shared/shop/constants';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LineIcon } from '../../../ui/line-icon';
import { useCartLines } from '../cart-store';
import { cartSummary } from '../cart-summary';

const CART = 'M3 4h2l2.4 11h10.2L20 7H6.2M9 20a1 1 0 1 0 0-2 1 1 0 0 0 0 2zm8 0a1 1 0 1 0 0-2 1 1 0 0 0 0 2z';

/** The bar at the bottom of a seller's goods: units and item total of its cart, and checkout. */
export function CartBar({ shop, sellerId }: { shop: TShop; sellerId: string }) {
  const { t } = useTranslation('shop');
  const navigate = useNavigate();
  const lines = useCartLines(shop, sellerId);
  const { units, total } = cartSummary(lines);
  const checkout = shop === 'sales' ? '/settlement' : '/settlement2';
  return (
    <div className="shop-cartbar" data-testid="cart-bar">
      <span className="shop-cartbar__icon" aria-hidden="true">
        <LineIcon path={CART} size={26} />
        {units > 0 ? <span className="shop-cartbar__badge">{units}</span> : null}
      </span>
      <span className="shop-cartbar__total">
        {units > 0 ? t('cartTotal', { count: units, total }) : t('cartEmpty')}
      </span>
      <Button
        color="danger"
        shape="rounded"
        disabled={units === 0}
        onClick={() => navigate(`${checkout}?salesID=${encodeURIComponent(sellerId)}`)}
      >
        {t('checkout')}
      </Button>
    </div>
  );
}
