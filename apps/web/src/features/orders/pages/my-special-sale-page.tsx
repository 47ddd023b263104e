import { isDeletable } from '@ehome/shared/shop/order-status';
import type { TOrderListItem } from '@ehome/shared/shop/orders';
import Button from 'antd-mobile/es/components/button';
import Checkbox from 'antd-mobile/es/components/checkbox';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showConfirm, showToast } from '../../../platform/feedback';
import { Page } from '../../../ui/page';
import { TabBar } from '../../../ui/tab-bar';
import { useDeleteOrders, useOrderList } from '../api/orders';
import { OrderCard } from '../components/order-card';
import { OrderList } from '../components/order-list';
import { detailPath } from '../format';
import { MINE_TAB_STATUS, readMineState, saveMineState, type TMineState, type TMineTab } from '../kept-state';
import '../orders.css';

const TABS: TMineTab[] = ['all', 'unpaid', 'paid'];
const TAB_LABEL: Record<TMineTab, string> = {
  all: 'mine.tabAll',
  unpaid: 'mine.tabUnpaid',
  paid: 'mine.tabPaid',
};

/**
 * /Myspecialsale (spec 2 §2): my orders with the query tabs (all, unpaid, paid), kept alive, and a
 * manage/done toggle with batch delete where only 待支付 and 交易关闭 can be ticked.
 */
export function MySpecialSalePage() {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  const [state, setState] = useState<TMineState>(readMineState);
  const [managing, setManaging] = useState(false);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const list = useOrderList(state.shop, MINE_TAB_STATUS[state.tab]);
  const remove = useDeleteOrders(state.shop);
  const stateRef = useRef(state);
  stateRef.current = state;

  useEffect(() => saveMineState(state), [state]);
  // Keep the scroll position while leaving; restore it once the cached list is on screen.
  useEffect(() => {
    const onScroll = () => saveMineState({ ...stateRef.current, scrollY: window.scrollY });
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  const restored = useRef(false);
  const ready = list.isSuccess;
  useLayoutEffect(() => {
    if (!ready || restored.current) return;
    restored.current = true;
    if (state.scrollY > 0) window.scrollTo(0, state.scrollY);
  }, [ready, state.scrollY]);

  const change = (next: Partial<TMineState>) => {
    setSelected(new Set());
    setState((s) => ({ ...s, ...next, scrollY: 0 }));
    window.scrollTo(0, 0);
  };
  const items: TOrderListItem[] = list.data?.pages.flatMap((p) => p.result) ?? [];
  const deletable = items.filter((o) => isDeletable(o.order_status));
  const allTicked = deletable.length > 0 && deletable.every((o) => selected.has(o.order_id));

  const toggle = (id: string, checked: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });

  const doDelete = async () => {
    const ids = [...selected];
    if (ids.length === 0) return;
    if (!(await showConfirm(t('mine.deleteConfirm', { count: ids.length }), t('mine.deleteOk')))) return;
    try {
      await remove.mutateAsync(ids);
      setSelected(new Set());
      showToast(t('mine.deleted'));
    } catch (error) {
      showToast(error instanceof Error && error.message ? error.message : t('mine.notDeletable'));
    }
  };

  return (
    <Page title={t('mine.title')}>
      <div className={`order-page${managing ? ' order-page--manage' : ''}`}>
        <div className="order-toolbar">
          <div className="order-shops">
            {(['sales', 'welfare'] as const).map((shop) => (
              <button
                key={shop}
                type="button"
                className={`order-chip${state.shop === shop ? ' order-chip--on' : ''}`}
                aria-pressed={state.shop === shop}
                onClick={() => change({ shop })}
              >
                {t(shop === 'sales' ? 'mine.shopSales' : 'mine.shopWelfare')}
              </button>
            ))}
          </div>
          <button
            type="button"
            className="order-link"
            onClick={() => {
              setManaging((m) => !m);
              setSelected(new Set());
            }}
          >
            {t(managing ? 'mine.done' : 'mine.manage')}
          </button>
        </div>
        <TabBar
          items={TABS.map((key) => ({ key, title: t(TAB_LABEL[key]) }))}
          activeKey={state.tab}
          onChange={(key) => change({ tab: key as TMineTab })}
        />
        <OrderList
          list={list}
          renderItem={(order) => (
            <OrderCard
              order={order}
              selecting={managing}
              selected={selected.has(order.order_id)}
              onSelect={(checked) => toggle(order.order_id, checked)}
              onOpen={() =>
                managing && isDeletable(order.order_status)
                  ? toggle(order.order_id, !selected.has(order.order_id))
                  : managing
                    ? undefined
                    : navigate(detailPath(order))
              }
            />
          )}
        />
        {managing ? (
          <div className="order-actions">
            <Checkbox
              checked={allTicked}
              disabled={deletable.length === 0}
              onChange={(checked) =>
                setSelected(checked ? new Set(deletable.map((o) => o.order_id)) : new Set())
              }
            >
              {t('mine.selectAll')}
            </Checkbox>
            <Button
              color="danger"
              disabled={selected.size === 0}
              loading={remove.isPending}
              onClick={() => void doDelete()}
            >
              {t('mine.delete', { count: selected.size })}
            </Button>
          </div>
        ) : null}
      </div>
    </Page>
  );
}
