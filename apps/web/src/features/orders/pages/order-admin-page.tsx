import type { TShop } from '@ehome/shared/shop/constants';
import { ORDER_STATUS } from '@ehome/shared/shop/order-status';
import type { TOrderListItem } from '@ehome/shared/shop/orders';
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showConfirm, showToast } from '../../../platform/feedback';
import { Page } from '../../../ui/page';
import { TabBar } from '../../../ui/tab-bar';
import { type TAdminAction, useAdminAction, useCompanyOrderList } from '../api/orders';
import { GoodsIcon } from '../components/goods-icon';
import { OrderList } from '../components/order-list';
import { type ShipDraft, type ShipDraftChange, type ShipDrafts, withShipDraft } from '../ship-drafts';
import '../orders.css';

const TABS = ['2', '4', '3', '5'] as const;

/**
 * /ShopOrderAdmin (ours; the spec shows no seller side): HR of the company ships express orders
 * with the courier, confirms pickups and used vouchers, and refunds orders paid online.
 */
export function OrderAdminPage() {
  const { t } = useTranslation('orders');
  const [shop, setShop] = useState<TShop>('sales');
  const [tab, setTab] = useState<(typeof TABS)[number]>('2');
  const list = useCompanyOrderList(shop, tab);
  // The open ship forms live here, by order: a card re-mounted while the list or a toast loads
  // keeps what HR typed.
  const [drafts, setDrafts] = useState<ShipDrafts>({});
  return (
    <Page title={t('admin.title')}>
      <div className="order-page">
        <div className="order-toolbar">
          <div className="order-shops">
            {(['sales', 'welfare'] as const).map((s) => (
              <button
                key={s}
                type="button"
                className={`order-chip${shop === s ? ' order-chip--on' : ''}`}
                aria-pressed={shop === s}
                onClick={() => setShop(s)}
              >
                {t(s === 'sales' ? 'mine.shopSales' : 'mine.shopWelfare')}
              </button>
            ))}
          </div>
        </div>
        <TabBar
          items={TABS.map((key) => ({ key, title: t(`status.${key}`) }))}
          activeKey={tab}
          onChange={(key) => setTab(key as (typeof TABS)[number])}
        />
        <OrderList
          list={list}
          renderItem={(order) => (
            <AdminCard
              order={order}
              shop={shop}
              draft={drafts[order.order_id]}
              onDraft={(change) => setDrafts((all) => withShipDraft(all, order.order_id, change))}
            />
          )}
        />
      </div>
    </Page>
  );
}

function AdminCard({
  order,
  shop,
  draft,
  onDraft,
}: {
  order: TOrderListItem;
  shop: TShop;
  /** The open ship form's input, undefined while it is closed. */
  draft: ShipDraft | undefined;
  onDraft: (change: ShipDraftChange) => void;
}) {
  const { t } = useTranslation('orders');
  const action = useAdminAction(shop);
  const shipping = draft !== undefined;
  const expCompany = draft?.expCompany ?? '';
  const expNumber = draft?.expNumber ?? '';
  const setShipping = (open: boolean) => onDraft(open ? 'open' : null);
  // Each field alone: a change merges into the form as it stands then (two quick inputs both stay).
  const setExpCompany = (value: string) => onDraft({ expCompany: value });
  const setExpNumber = (value: string) => onDraft({ expNumber: value });
  const express = order.delivery_mode === 'Express';
  const canShip = order.order_status === ORDER_STATUS.toShip && express;
  const canHandOver =
    (order.order_status === ORDER_STATUS.toShip && !express) ||
    (order.order_status === ORDER_STATUS.paid && order.is_virtual);
  const canRefund =
    order.paid_online === true &&
    [ORDER_STATUS.toShip, ORDER_STATUS.done, ORDER_STATUS.paid].includes(order.order_status as 2 | 3 | 4);

  const run = async (input: TAdminAction, done: string) => {
    try {
      await action.mutateAsync(input);
      showToast(t(done));
      setShipping(false);
    } catch (error) {
      showToast(error instanceof Error && error.message ? error.message : t('admin.failed'));
    }
  };
  const refund = async () => {
    if (!(await showConfirm(t('admin.refundConfirm', { number: order.order_number }), t('admin.refund'))))
      return;
    await run({ kind: 'refund', orderId: order.order_id, reason: '' }, 'admin.refunded');
  };

  return (
    <article className="order-card order-card--admin" data-order={order.order_number}>
      <div className="order-card__body">
        <div className="order-card__head">
          <span className="order-card__seller">
            {order.buyer_name} · {order.order_number}
          </span>
          <span className={`order-status order-status--${order.order_status}`}>
            {t(`status.${order.order_status}`)}
          </span>
        </div>
        <div className="order-card__line">
          <GoodsIcon src={order.products[0]?.icon ?? null} name={order.productName} size={48} />
          <div className="order-card__name">
            <span>{order.products.map((p) => `${p.product_name} x${p.qty}`).join('，')}</span>
            <span className="order-card__time">
              {order.create_time} · {t(`admin.mode.${order.delivery_mode ?? 'Express'}`)}
            </span>
          </div>
        </div>
        <div className="order-card__foot">
          <strong className="order-money">{t('money', { value: order.total })}</strong>
        </div>
        {shipping ? (
          <div className="order-ship">
            <Input
              placeholder={t('admin.expCompany')}
              value={expCompany}
              onChange={setExpCompany}
              aria-label={t('admin.expCompany')}
            />
            <Input
              placeholder={t('admin.expNumber')}
              value={expNumber}
              onChange={setExpNumber}
              aria-label={t('admin.expNumber')}
            />
          </div>
        ) : null}
        <div className="order-admin-actions">
          {canRefund && !shipping ? (
            <Button
              size="small"
              color="danger"
              fill="outline"
              loading={action.isPending}
              onClick={() => void refund()}
            >
              {t('admin.refund')}
            </Button>
          ) : null}
          {canHandOver ? (
            <Button
              size="small"
              color="primary"
              loading={action.isPending}
              onClick={() => void run({ kind: 'handOver', orderId: order.order_id }, 'admin.handedOver')}
            >
              {t(order.is_virtual ? 'admin.voucherUsed' : 'admin.handOver')}
            </Button>
          ) : null}
          {canShip && shipping ? (
            <>
              <Button size="small" onClick={() => setShipping(false)}>
                {t('admin.cancel')}
              </Button>
              <Button
                size="small"
                color="primary"
                loading={action.isPending}
                onClick={() =>
                  void run({ kind: 'ship', orderId: order.order_id, expCompany, expNumber }, 'admin.shipped')
                }
              >
                {t('admin.confirmShip')}
              </Button>
            </>
          ) : canShip ? (
            <Button size="small" color="primary" onClick={() => setShipping(true)}>
              {t('admin.ship')}
            </Button>
          ) : null}
        </div>
      </div>
    </article>
  );
}
