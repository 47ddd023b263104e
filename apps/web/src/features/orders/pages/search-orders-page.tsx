import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Page } from '../../../ui/page';
import { TabBar } from '../../../ui/tab-bar';
import { useOrderList } from '../api/orders';
import { OrderCard } from '../components/order-card';
import { OrderList } from '../components/order-list';
import '../orders.css';

const TABS = ['2', '3'] as const;

/** /searchOrders (spec 2 §2 "Order list"): tab 1 status 2 (default), tab 2 status 3; tap opens orderDetail. */
export function SearchOrdersPage() {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === '3' ? '3' : '2';
  const list = useOrderList('sales', tab);
  return (
    <Page title={t('search.title')}>
      <div className="order-page">
        <TabBar
          items={TABS.map((key) => ({ key, title: t(key === '2' ? 'search.tabToShip' : 'search.tabDone') }))}
          activeKey={tab}
          onChange={(key) => setParams({ tab: key }, { replace: true })}
        />
        <OrderList
          list={list}
          renderItem={(order) => (
            <OrderCard
              order={order}
              onOpen={() => navigate(`/orderDetail?orderId=${encodeURIComponent(order.order_id)}`)}
            />
          )}
        />
      </div>
    </Page>
  );
}
