import type { TShop } from '@ehome/shared/shop/constants';
import Button from 'antd-mobile/es/components/button';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '../../../ui/page';
import { PageLoading } from '../../../ui/page-loading';
import { useMarkRead, useOrder } from '../api/orders';
import { OrderDetailView } from '../components/order-detail-view';
import '../orders.css';

/** Loads one order of the caller (orderId or orderID in the query) and marks it read. */
function DetailScreen({ shop }: { shop: TShop }) {
  const { t } = useTranslation('orders');
  const [params] = useSearchParams();
  const orderId = params.get('orderId') ?? params.get('orderID') ?? '';
  const order = useOrder(shop, orderId);
  const markRead = useMarkRead();
  const unread = order.data ? order.data.order_id : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per opened order
  useEffect(() => {
    if (unread) markRead.mutate(unread);
  }, [unread]);
  return (
    <Page title={t('detail.title')}>
      {order.data ? (
        <OrderDetailView order={order.data} />
      ) : order.isError || !orderId ? (
        <section className="order-state" role="alert">
          <p>{order.error?.message || t('detail.loadFailed')}</p>
          {orderId ? (
            <Button size="small" color="primary" fill="outline" onClick={() => void order.refetch()}>
              {t('list.retry')}
            </Button>
          ) : null}
        </section>
      ) : (
        <PageLoading />
      )}
    </Page>
  );
}

/** orderDetail?orderId (spec 2 §2, the route named so): an order from /searchOrders. */
export function OrderDetailPage() {
  return <DetailScreen shop="sales" />;
}

/** /Specialsaledetails?orderId: a special-sale order. */
export function SpecialSaleDetailsPage() {
  return <DetailScreen shop="sales" />;
}

/** /Specialsaledetails2?orderId: a welfare-shop order (its 去支付 goes to /pay2). */
export function SpecialSaleDetails2Page() {
  return <DetailScreen shop="welfare" />;
}
