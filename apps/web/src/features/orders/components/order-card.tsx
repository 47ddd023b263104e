import { isDeletable } from '@ehome/shared/shop/order-status';
import type { TOrderListItem } from '@ehome/shared/shop/orders';
import Checkbox from 'antd-mobile/es/components/checkbox';
import { useTranslation } from 'react-i18next';
import { GoodsIcon } from './goods-icon';

type TProps = {
  order: TOrderListItem;
  onOpen: () => void;
  /** Manage mode: a tick box, enabled only for 待支付 and 交易关闭. */
  selecting?: boolean;
  selected?: boolean;
  onSelect?: (checked: boolean) => void;
};

/** One order in a list (spec 2 §3 "Order (list item)"). */
export function OrderCard({ order, onOpen, selecting = false, selected = false, onSelect }: TProps) {
  const { t } = useTranslation('orders');
  const first = order.products[0];
  const deletable = isDeletable(order.order_status);
  return (
    <article className="order-card" data-order={order.order_number}>
      {selecting ? (
        <div className="order-card__tick">
          <Checkbox
            checked={selected}
            disabled={!deletable}
            onChange={(checked) => onSelect?.(checked)}
            aria-label={order.order_number}
          />
        </div>
      ) : null}
      <button type="button" className="order-card__body" onClick={onOpen}>
        <div className="order-card__head">
          <span className="order-card__seller">
            {order.sales_name}
            {order.is_read ? null : <span className="order-card__new">{t('list.unread')}</span>}
          </span>
          <span className={`order-status order-status--${order.order_status}`}>
            {t(`status.${order.order_status}`)}
          </span>
        </div>
        <div className="order-card__line">
          <GoodsIcon src={first?.icon ?? null} name={order.productName} />
          <div className="order-card__name">
            <span>{order.productName}</span>
            {order.products.length > 1 ? <span className="order-card__more">…</span> : null}
            <span className="order-card__time">{order.create_time}</span>
          </div>
        </div>
        <div className="order-card__foot">
          {t('list.count', { count: order.pro_count })}
          <strong className="order-money">{t('money', { value: order.total })}</strong>
        </div>
      </button>
    </article>
  );
}
