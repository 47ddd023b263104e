import { ORDER_STATUS } from '@ehome/shared/shop/order-status';
import type { TOrderDetail } from '@ehome/shared/shop/orders';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Page } from '../../../ui/page';
import { PageLoading } from '../../../ui/page-loading';
import { useOrder } from '../api/orders';
import { GoodsIcon } from '../components/goods-icon';
import { OrderDetailView } from '../components/order-detail-view';
import '../orders.css';

function useVirtualOrder() {
  const [params] = useSearchParams();
  const orderId = params.get('orderId') ?? '';
  return { orderId, order: useOrder('sales', orderId) };
}

function Loading({ error, retry }: { error: Error | null; retry: () => void }) {
  const { t } = useTranslation('orders');
  if (!error) return <PageLoading />;
  return (
    <section className="order-state" role="alert">
      <p>{error.message || t('detail.loadFailed')}</p>
      <Button size="small" color="primary" fill="outline" onClick={retry}>
        {t('list.retry')}
      </Button>
    </section>
  );
}

function VoucherCard({ order, large = false }: { order: TOrderDetail; large?: boolean }) {
  const { t } = useTranslation('orders');
  const product = order.products[0];
  const used = order.order_status === ORDER_STATUS.done;
  return (
    <section className={`voucher${large ? ' voucher--large' : ''}${used ? ' voucher--used' : ''}`}>
      <div className="voucher__good">
        <GoodsIcon src={product?.icon ?? null} name={product?.product_name ?? ''} size={large ? 72 : 56} />
        <div>
          <div className="voucher__name">{product?.product_name}</div>
          <div className="voucher__seller">{order.sales_name}</div>
        </div>
      </div>
      <div className="voucher__label">{t('virtual.code')}</div>
      {order.voucher_code ? (
        <div className="voucher__code" data-testid="voucher-code">
          {order.voucher_code}
        </div>
      ) : (
        <div className="voucher__pending">{t('virtual.notReady')}</div>
      )}
      <p className="voucher__hint">
        {used
          ? t('virtual.used')
          : order.voucher_code
            ? t(large ? 'virtual.checkHint' : 'virtual.codeHint')
            : ''}
      </p>
      <div className="voucher__number">
        {t('detail.orderNumber')}: {order.order_number}
      </div>
    </section>
  );
}

/** /Virtualdetails?orderId (spec 2 §2): a virtual good's order - its voucher code and the stores list. */
export function VirtualDetailsPage() {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  const { orderId, order } = useVirtualOrder();
  const data = order.data;
  return (
    <Page title={t('virtual.title')}>
      {data ? (
        <div className="order-page">
          <VoucherCard order={data} />
          <div className="voucher__links">
            {data.virtual_product_id ? (
              <Link
                className="order-link"
                to={`/Swimmingstadium?productId=${encodeURIComponent(data.virtual_product_id)}`}
              >
                {t('virtual.stores')}
              </Link>
            ) : null}
            {data.voucher_code ? (
              <Button
                size="small"
                color="primary"
                onClick={() => navigate(`/Virtercheck?orderId=${encodeURIComponent(orderId)}`)}
              >
                {t('virtual.check')}
              </Button>
            ) : null}
          </div>
          <OrderDetailView order={data} voucherLink={false} />
        </div>
      ) : (
        <Loading error={order.error ?? (orderId ? null : new Error(''))} retry={() => void order.refetch()} />
      )}
    </Page>
  );
}

/**
 * /Virtercheck?orderId (behaviour not shown in the spec; ours): the voucher check screen shown to
 * the store - the code large, with the good and the order.
 */
export function VirterCheckPage() {
  const { t } = useTranslation('orders');
  const { orderId, order } = useVirtualOrder();
  const data = order.data;
  return (
    <Page title={t('virtual.checkTitle')}>
      {data ? (
        data.is_virtual ? (
          <div className="order-page">
            <VoucherCard order={data} large />
          </div>
        ) : (
          <p className="order-state">{t('virtual.notVirtual')}</p>
        )
      ) : (
        <Loading error={order.error ?? (orderId ? null : new Error(''))} retry={() => void order.refetch()} />
      )}
    </Page>
  );
}
