import { ORDER_STATUS } from '@ehome/shared/shop/order-status';
import type { TOrderDetail } from '@ehome/shared/shop/orders';
import Button from 'antd-mobile/es/components/button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { copyText } from '../../../platform/clipboard';
import { showToast } from '../../../platform/feedback';
import { detailPath, payPath } from '../format';
import { GoodsIcon } from './goods-icon';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="order-row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * One order (spec 2 §2 "Order detail"): status, consignee and address or the pickup point,
 * products, gifts, totals as ¥0.00元, order number, creation time, courier with copy, and 去支付
 * while it is 待支付.
 */
export function OrderDetailView({
  order,
  voucherLink = true,
}: {
  order: TOrderDetail;
  voucherLink?: boolean;
}) {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  const money = (value: string) => t('money', { value });
  const unpaid = order.order_status === ORDER_STATUS.unpaid;
  const pickup = order.delivery_mode !== 'Express';
  // Pay on pickup: nothing is paid until the goods are collected.
  const payAtPickup = order.delivery_mode === 'PickedPay' && order.order_status === ORDER_STATUS.toShip;
  const copy = async (text: string) =>
    showToast(t((await copyText(text)) ? 'detail.copied' : 'detail.copyFailed'));

  return (
    <div className={`order-detail${unpaid ? ' order-detail--pay' : ''}`}>
      <section className={`order-banner order-banner--${order.order_status}`}>
        <h1 className="order-banner__status">{t(`status.${order.order_status}`)}</h1>
        {order.pay_before ? (
          <p className="order-banner__hint">{t('detail.payBefore', { time: order.pay_before })}</p>
        ) : null}
      </section>

      <section className="order-box">
        <dl>
          {order.consignee ? (
            <Row label={t('detail.consignee')}>
              {order.consignee} {order.contact}
            </Row>
          ) : null}
          {pickup ? (
            <>
              <Row label={t('detail.pickup')}>
                {order.extraction_address}
                {order.delivery_mode === 'PickedPay' ? ` (${t('detail.payOnPickup')})` : ''}
              </Row>
              {order.extraction_phone ? (
                <Row label={t('detail.pickupPhone')}>
                  <a href={`tel:${order.extraction_phone}`}>{order.extraction_phone}</a>
                </Row>
              ) : null}
            </>
          ) : (
            <Row label={t('detail.address')}>
              {[order.province, order.city === order.province ? null : order.city, order.area, order.address]
                .filter(Boolean)
                .join(' ')}
              {order.zipcode ? ` ${order.zipcode}` : ''}
            </Row>
          )}
        </dl>
      </section>

      <section className="order-box">
        <h2 className="order-box__title">
          {t('detail.seller')}: {order.sales_name}
        </h2>
        <ul className="order-lines">
          {order.products.map((p) => (
            <li key={`${p.product_name}|${p.options.join('|')}`} className="order-line">
              <GoodsIcon src={p.icon} name={p.product_name} />
              <div className="order-line__text">
                <span className="order-line__name">{p.product_name}</span>
                {p.options.length > 0 ? (
                  <span className="order-line__opt">
                    {t('detail.options', { value: p.options.join(' / ') })}
                  </span>
                ) : null}
              </div>
              <div className="order-line__price">
                <span>{money(p.sales_prices)}</span>
                <span className="order-line__qty">x{p.qty}</span>
              </div>
            </li>
          ))}
        </ul>
        {order.gifts.length > 0 ? (
          <>
            <h3 className="order-box__sub">{t('detail.gifts')}</h3>
            <ul className="order-lines">
              {order.gifts.map((g) => (
                <li key={g.gift_name} className="order-line order-line--gift">
                  <GoodsIcon src={g.icon} name={g.gift_name} size={40} />
                  <span className="order-line__name">{g.gift_name}</span>
                  <span className="order-line__qty">x{g.gift_count}</span>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </section>

      <section className="order-box">
        <dl>
          <Row label={t('detail.oldTotal')}>{money(order.old_total)}</Row>
          <Row label={t('detail.promotion')}>-{money(order.p_total)}</Row>
          <Row label={t('detail.freight')}>{money(order.ex_charges)}</Row>
          <Row label={t('detail.freightDiscount')}>-{money(order.exp_charges)}</Row>
          <Row label={t(unpaid || payAtPickup ? 'detail.totalDue' : 'detail.total')}>
            <strong className="order-money">{money(order.total)}</strong>
          </Row>
        </dl>
      </section>

      <section className="order-box">
        <dl>
          <Row label={t('detail.orderNumber')}>
            <span className="order-copyable">{order.order_number}</span>
            <button type="button" className="order-link" onClick={() => void copy(order.order_number)}>
              {t('detail.copy')}
            </button>
          </Row>
          <Row label={t('detail.createTime')}>{order.create_time}</Row>
          {order.exp_company ? <Row label={t('detail.courier')}>{order.exp_company}</Row> : null}
          {order.exp_number ? (
            <Row label={t('detail.courierNumber')}>
              <span className="order-copyable">{order.exp_number}</span>
              <button
                type="button"
                className="order-link"
                data-testid="copy-courier"
                onClick={() => void copy(order.exp_number as string)}
              >
                {t('detail.copy')}
              </button>
            </Row>
          ) : null}
        </dl>
      </section>

      {voucherLink && order.is_virtual && order.voucher_code ? (
        <div className="order-actions order-actions--inline">
          <Button block color="primary" fill="outline" onClick={() => navigate(detailPath(order))}>
            {t('detail.voucher')}
          </Button>
        </div>
      ) : null}

      {unpaid ? (
        <div className="order-actions">
          <span className="order-actions__total">
            {t('detail.totalDue')} <strong className="order-money">{money(order.total)}</strong>
          </span>
          <Button color="danger" onClick={() => navigate(payPath(order))}>
            {t('detail.pay')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
