import type { TCartLine, TOrderDeliveryMode } from '@ehome/shared';
import { formatFen, parseYuan } from '@ehome/shared/calculators/money';
import { cartLineKey } from '@ehome/shared/shop/cart';
import type { TShop } from '@ehome/shared/shop/constants';
import { deliveryModesOf, priceOrder } from '@ehome/shared/shop/pricing';
import Button from 'antd-mobile/es/components/button';
import Checkbox from 'antd-mobile/es/components/checkbox';
import Stepper from 'antd-mobile/es/components/stepper';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { showConfirm, showToast } from '../../../platform/feedback';
import { ORDER_KEYS } from '../../../platform/storage-keys';
import { Page } from '../../../ui/page';
import { PageLoading } from '../../../ui/page-loading';
import { addressPickerPath } from '../../addresses';
import { useCartLines, useCartStore } from '../../shop';
import {
  getOrderSettled,
  type TAddress,
  useAddresses,
  useFreight,
  useGifts,
  usePreview,
  useSubmitOrder,
} from '../api/checkout';
import { methodOptions, subOrderPayload } from '../settlement-model';
import '../checkout.css';

/** Store-level values of spec 2 §3 kept between the checkout and the pay screens. */
const ORDER_ID_KEY = ORDER_KEYS[3] as string;
const ADDRESS_ID_KEY = ORDER_KEYS[5] as string;

/** /settlement?salesID (special sale): address, delivery method, totals, submit and pay. */
export function SettlementPage() {
  return <Settlement shop="sales" />;
}

/** /settlement2?salesID (welfare): no address or delivery choice; pickup or pay on pickup per seller. */
export function Settlement2Page() {
  return <Settlement shop="welfare" />;
}

function Settlement({ shop }: { shop: TShop }) {
  const { t } = useTranslation('checkout');
  const [params] = useSearchParams();
  const salesID = params.get('salesID') ?? '';
  const lines = useCartLines(shop, salesID);
  const goodsIDs = useMemo(() => [...new Set(lines.map((l) => l.id))].sort(), [lines]);
  const preview = usePreview(shop, salesID, goodsIDs);
  const title = t('title');

  if (!salesID || lines.length === 0) {
    return (
      <Page title={title}>
        <section className="co-empty" data-testid="checkout-empty">
          <p>{t('empty')}</p>
        </section>
      </Page>
    );
  }
  if (!preview.data) {
    return (
      <Page title={title}>
        {preview.isError ? (
          <section className="co-empty" role="alert">
            <p>{preview.error.message || t('loadFailed')}</p>
            <Button color="primary" fill="outline" onClick={() => void preview.refetch()}>
              {t('retry')}
            </Button>
          </section>
        ) : (
          <PageLoading />
        )}
      </Page>
    );
  }
  return (
    <Page title={title}>
      <SettlementBody shop={shop} salesID={salesID} lines={lines} preview={preview.data} />
    </Page>
  );
}

type TPreviewData = NonNullable<ReturnType<typeof usePreview>['data']>;

function SettlementBody({
  shop,
  salesID,
  lines,
  preview,
}: {
  shop: TShop;
  salesID: string;
  lines: TCartLine[];
  preview: TPreviewData;
}) {
  const { t } = useTranslation('checkout');
  /** ¥12.30元 in zh (spec 2 §9 "Price format"), ¥12.30 in en and ja. */
  const money = (fen: number) => t('money', { amount: formatFen(fen) });
  const navigate = useNavigate();
  const store = useCartStore();
  const seller = preview.seller;
  const offered = deliveryModesOf(seller.deliveryMode);
  const isSales = shop === 'sales';
  const [method, setMethod] = useState<TOrderDeliveryMode>(offered[0] ?? 'PickedUP');
  const express = method === 'Express';

  // The server's price of each good (the cart's may be stale); null: no longer on sale.
  const priceOf = useMemo(() => new Map(preview.lines.map((l) => [l.goodsID, l.price])), [preview.lines]);
  const nameOf = useMemo(() => new Map(preview.lines.map((l) => [l.goodsID, l.name])), [preview.lines]);
  /** The stepper stops at the stock and a per-order cap (the server checks both again). */
  const maxOf = (line: TCartLine) => {
    const info = preview.lines.find((l) => l.goodsID === line.id);
    if (!info) return undefined;
    const cap = info.limitedType === 1 && info.limited > 0 ? info.limited : Number.POSITIVE_INFINITY;
    return Math.max(1, Math.min(info.stock, cap));
  };
  const unitFen = (line: TCartLine) => {
    const price = priceOf.has(line.id) ? priceOf.get(line.id) : line.price;
    return price == null ? null : parseYuan(price);
  };
  const checked = lines.filter((l) => l.checked && unitFen(l) != null);

  const addresses = useAddresses(shop, isSales);
  // Back from the address picker with ?addressId=<chosen>; else the last choice on this phone.
  const [addressId, setAddressId] = useState<string | null>(() => {
    const chosen = new URLSearchParams(window.location.search).get('addressId');
    if (chosen) localStorage.setItem(ADDRESS_ID_KEY, chosen);
    return chosen ?? localStorage.getItem(ADDRESS_ID_KEY);
  });
  /** The address screen in pick mode, coming back here with the chosen address. */
  const pickAddress = () => {
    const here = new URL(window.location.href);
    here.searchParams.delete('addressId');
    navigate(addressPickerPath(`${here.pathname}${here.search}`, { addressId: address?.addressId ?? null }));
  };
  const list = addresses.data ?? [];
  const address: TAddress | null =
    list.find((a) => a.addressId === addressId) ?? list.find((a) => a.isDefault) ?? list[0] ?? null;
  const freight = useFreight(shop, salesID, address, isSales && express);
  const freightFen = express && address ? (parseYuan(freight.data ?? '') ?? 0) : 0;

  const promotions = seller.supports.map((p) => ({
    id: p.id,
    type: p.type,
    discountRate: p.discountRate,
    satisfyFen: parseYuan(p.satisfy),
    decreaseFen: parseYuan(p.decrease),
    freightSatisfyFen: parseYuan(p.freightSatisfy),
    freightDecreaseFen: parseYuan(p.freightDecrease),
  }));
  const price = priceOrder({
    lines: checked.map((l) => ({ priceFen: unitFen(l) as number, qty: l.count })),
    promotions,
    freightFen,
  });
  const gifts = useGifts(shop, salesID, formatFen(price.totalFen), price.giftPromotion !== null);
  const giftList = price.giftPromotion ? (gifts.data ?? []) : [];

  const submit = useSubmitOrder(shop);
  // One key per checkout attempt: a double tap or a retry after a lost answer sends the same one.
  const clientKey = useRef<string | null>(null);
  const allChecked = lines.length > 0 && lines.every((l) => l.checked);
  // Figures still coming (the fee of a new address, the gifts of a new total) would be refused.
  const settling = (express && freight.isFetching) || (price.giftPromotion !== null && gifts.isFetching);

  const remove = async (line: TCartLine) => {
    if (await showConfirm(t('removeConfirm'), t('remove'))) store.remove(shop, salesID, cartLineKey(line));
  };

  // antd-mobile's Dialog (and its animation library) downloads only when the dialog is needed.
  const askForAddress = async () => {
    const { default: Dialog } = await import('antd-mobile/es/components/dialog');
    Dialog.confirm({
      title: t('notice'),
      content: t('createAddressFirst'),
      confirmText: t('toAddress'),
      cancelText: t('cancel'),
      onConfirm: pickAddress,
    });
  };

  const onSubmit = async () => {
    if (submit.isPending) return;
    if (checked.length === 0) {
      showToast(t('chooseGoods'));
      return;
    }
    if (isSales && express && !address) {
      await askForAddress();
      return;
    }
    const storedOrder = localStorage.getItem(ORDER_ID_KEY);
    if (storedOrder) {
      const settled = await getOrderSettled(shop, storedOrder).catch(() => false);
      if (settled) localStorage.removeItem(ORDER_ID_KEY);
    }
    clientKey.current ??= crypto.randomUUID();
    const payload = subOrderPayload({
      welfare: !isSales,
      salesID,
      clientKey: clientKey.current,
      orderID: localStorage.getItem(ORDER_ID_KEY),
      mode: method,
      addressId: address?.addressId ?? null,
      price,
      gifts: giftList,
      lines: checked,
    });
    try {
      const result = await submit.mutateAsync(payload);
      clientKey.current = null;
      store.setCurrentBrand({ shop, sellerId: salesID });
      store.removeChecked(shop, salesID);
      if (result.needPay) {
        localStorage.setItem(ORDER_ID_KEY, result.orderId);
        navigate(
          `/${isSales ? 'pay' : 'pay2'}?flag=${result.payFlag}&bill=${encodeURIComponent(result.billNo)}`,
          {
            replace: true,
          },
        );
      } else {
        localStorage.removeItem(ORDER_ID_KEY);
        showToast(t('ordered'));
        navigate(isSales ? '/goods' : '/myWealf', { replace: true });
      }
    } catch (error) {
      const kind = (error as { kind?: string }).kind;
      // A refusal ends the attempt (the next submit is a new one); a lost answer keeps the key.
      if (kind === 'business') clientKey.current = null;
      showToast(error instanceof Error && error.message ? error.message : t('failed'));
    }
  };

  return (
    <div className="co-page">
      {isSales ? (
        <section className="co-card" data-testid="checkout-address">
          {address ? (
            <button type="button" className="co-address" onClick={pickAddress}>
              <span className="co-address__who">
                {address.userName} {address.tel}
              </span>
              <span className="co-address__where">
                {address.addressProvince}
                {address.addressCity}
                {address.area}
                {address.streetName}
              </span>
            </button>
          ) : (
            <button type="button" className="co-address co-address--none" onClick={pickAddress}>
              {t('addAddress')}
            </button>
          )}
          {list.length > 1 ? (
            <div className="co-address__switch">
              {list.map((a) => (
                <button
                  type="button"
                  key={a.addressId}
                  className={`co-chip${a.addressId === address?.addressId ? ' co-chip--on' : ''}`}
                  onClick={() => {
                    setAddressId(a.addressId);
                    localStorage.setItem(ADDRESS_ID_KEY, a.addressId);
                  }}
                >
                  {a.userName} · {a.addressCity}
                </button>
              ))}
            </div>
          ) : null}
        </section>
      ) : null}

      <section className="co-card co-card--list" aria-label={seller.name}>
        <header className="co-seller">
          <Checkbox
            checked={allChecked}
            indeterminate={!allChecked && lines.some((l) => l.checked)}
            onChange={(on) => store.checkAll(shop, salesID, on)}
          >
            {t('checkAll')}
          </Checkbox>
          <span className="co-seller__name">{seller.name}</span>
        </header>
        {lines.map((line) => {
          const fen = unitFen(line);
          return (
            <div className="co-line" key={cartLineKey(line)} data-testid="checkout-line">
              <Checkbox
                aria-label={nameOf.get(line.id) ?? line.name}
                checked={line.checked}
                disabled={fen == null}
                onChange={() => store.toggle(shop, salesID, cartLineKey(line))}
              />
              {line.icon ? (
                <img className="co-line__icon" src={line.icon} alt="" />
              ) : (
                <span className="co-line__icon" />
              )}
              <div className="co-line__main">
                <div className="co-line__name">{nameOf.get(line.id) ?? line.name}</div>
                {line.options.length > 0 ? (
                  <div className="co-line__options">{line.options.join(' / ')}</div>
                ) : null}
                <div className="co-line__row">
                  <span className="co-line__price">{fen == null ? t('offSale') : money(fen)}</span>
                  <Stepper
                    min={1}
                    max={maxOf(line)}
                    digits={0}
                    value={line.count}
                    aria-label={t('quantity')}
                    onChange={(value) => store.setCount(shop, salesID, cartLineKey(line), value ?? 1)}
                  />
                </div>
              </div>
              <button type="button" className="co-line__remove" onClick={() => void remove(line)}>
                {t('remove')}
              </button>
            </div>
          );
        })}
      </section>

      {isSales ? (
        <section className="co-card" aria-label={t('delivery')}>
          <div className="co-card__title">{t('delivery')}</div>
          <div className="co-methods">
            {methodOptions(seller.deliveryMode).map((m) => {
              const allowed = m.enabled;
              return (
                <button
                  type="button"
                  aria-pressed={method === m.mode}
                  key={m.method}
                  disabled={!allowed}
                  data-testid={`method-${m.method}`}
                  className={`co-method${method === m.mode ? ' co-method--on' : ''}`}
                  onClick={() => setMethod(m.mode)}
                >
                  <span>{t(`method.${m.method}`)}</span>
                  <span className="co-method__fee">
                    {m.method === 2 ? (address ? money(freightFen) : t('feeAfterAddress')) : t('free')}
                  </span>
                </button>
              );
            })}
          </div>
          {!express && seller.pickupAddress ? (
            <p className="co-pickup">
              {t('pickupAt')}: {seller.pickupAddress}
              {seller.pickupPhone ? ` (${seller.pickupPhone})` : ''}
            </p>
          ) : null}
        </section>
      ) : seller.pickupAddress ? (
        <section className="co-card">
          <div className="co-card__title">{t(seller.deliveryMode === 4 ? 'method.4' : 'method.1')}</div>
          <p className="co-pickup">
            {seller.pickupAddress}
            {seller.pickupPhone ? ` (${seller.pickupPhone})` : ''}
          </p>
        </section>
      ) : null}

      <section className="co-card" data-testid="checkout-totals">
        <Row label={t('itemsTotal')} value={money(price.itemsTotalFen)} />
        <Row label={t('discount')} value={`-${money(price.discountFen)}`} />
        {isSales ? <Row label={t('freight')} value={money(price.freightFen)} /> : null}
        {isSales ? <Row label={t('freightDiscount')} value={`-${money(price.freightDiscountFen)}`} /> : null}
        {giftList.length > 0 ? (
          <div className="co-gifts">
            <div className="co-card__title">{t('gifts')}</div>
            {giftList.map((g) => (
              <div className="co-row" key={g.gift_id}>
                <span>
                  {g.gift_name}
                  {g.decpt ? <span className="co-muted"> {g.decpt}</span> : null}
                </span>
                <span>×{g.gift_count}</span>
              </div>
            ))}
          </div>
        ) : null}
      </section>

      <footer className="co-bar">
        <span className="co-bar__total">
          {t('total')}: <strong data-testid="checkout-total">{money(price.totalFen)}</strong>
        </span>
        <Button
          color="primary"
          loading={submit.isPending}
          disabled={checked.length === 0 || settling}
          onClick={() => void onSubmit()}
        >
          {t('submit')}
        </Button>
      </footer>
    </div>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="co-row">
      <span>{label}</span>
      <span>{value}</span>
    </div>
  );
}
