import {
  ErrorCode,
  isDeletable,
  ORDER_STATUS,
  type TDelOrdersResult,
  type TLanguage,
  type TMessageKey,
  type TOrderDetail,
  type TOrderGift,
  type TOrderLine,
  type TOrderListItem,
  type TOrderListQuery,
  type TOrderPage,
  type TShop,
} from '@ehome/shared';
import { formatFen } from '@ehome/shared/calculators/money';
import { shopImagePath } from '@ehome/shared/shop/catalogue-helpers';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../platform/auth';
import { type Clock, formatDateTime } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { localizedName } from '../../platform/local-name';
import type { PaymentsPort } from '../payment/ports';
import * as repo from './repository';
import { closeUnpaid } from './state-machine';

type Deps = {
  db: Db;
  clock: Clock;
  timeZone: string;
  payments: Pick<PaymentsPort, 'settleFromProvider'>;
};

export const orderNotFound = () => new AppError(ErrorCode.NotFound, 'orders.notFound');
export const refused = (key: TMessageKey) => new AppError(ErrorCode.Conflict, key);

/**
 * Where a shop image (goods icon, seller logo) is read: the catalogue's image route serves the
 * storage key through the file storage interface.
 */
/** The image route's path of a stored picture (the catalogue's shop image route). */
export const shopImageUrl = shopImagePath;

type Line = Awaited<ReturnType<typeof repo.linesOf>>[number];
type Gift = Awaited<ReturnType<typeof repo.giftsOf>>[number];

const lineOut = (l: Line): TOrderLine => ({
  icon: shopImageUrl(l.iconKey),
  product_name: l.productName,
  sales_prices: formatFen(l.priceFen),
  qty: l.qty,
  options: l.options,
});
const giftOut = (g: Gift): TOrderGift => ({
  icon: shopImageUrl(g.iconKey),
  gift_name: g.giftName,
  gift_count: g.qty,
});

/** 123456789012 -> "1234 5678 9012", easier to read out at the store. */
export function formatVoucher(code: string | null): string | null {
  return code ? (code.match(/.{1,4}/g) ?? []).join(' ') : null;
}

/** The buyer's order screens (spec 2 §7): only the caller's own orders, ever. */
export function ordersService({ db, clock, timeZone, payments }: Deps) {
  const time = (at: Date) => formatDateTime(at, timeZone);

  /** The caller's order or a refusal that says the same for a foreign and an unknown id. */
  async function owned(user: AuthUser, id: string) {
    const found = await repo.findOrder(db, id);
    if (!found || found.order.eid !== user.eid || found.order.deletedAt) throw orderNotFound();
    return found;
  }

  /** List items of rows read with their seller (and, for HR, the buyer's name). */
  async function itemsOf(
    rows: {
      order: repo.OrderRow;
      sellerNames: repo.SellerNames;
      sellerLogo: string | null;
      buyerName?: string;
    }[],
    lang: TLanguage,
  ): Promise<TOrderListItem[]> {
    const ids = rows.map((r) => r.order.id);
    const [lines, gifts] = await Promise.all([repo.linesOf(db, ids), repo.giftsOf(db, ids)]);
    return rows.map(({ order, sellerNames, sellerLogo, buyerName }): TOrderListItem => {
      const own = lines.filter((l) => l.orderId === order.id);
      return {
        order_id: order.id,
        order_number: order.orderNumber,
        total: formatFen(order.totalFen),
        is_virtual: order.isVirtual,
        sales_name: localizedName(sellerNames, lang),
        create_time: time(order.createdAt),
        order_status: order.status,
        avatar: shopImageUrl(sellerLogo),
        is_read: order.isRead,
        productName: own[0]?.productName ?? '',
        pro_count: own.reduce((n, l) => n + l.qty, 0),
        ex_charges: formatFen(order.freightFen),
        exp_charges: formatFen(order.freightDiscountFen),
        is_payment: order.status === ORDER_STATUS.unpaid,
        shop: order.shop,
        products: own.map(lineOut),
        gifts: gifts.filter((g) => g.orderId === order.id).map(giftOut),
        ...(buyerName === undefined
          ? {}
          : { buyer_name: buyerName, delivery_mode: order.deliveryMode, paid_online: order.paidAt !== null }),
      };
    });
  }

  async function list(
    user: AuthUser,
    shop: TShop,
    query: TOrderListQuery,
    lang: TLanguage,
  ): Promise<TOrderPage> {
    const offset = (query.pageNow - 1) * query.pageSize;
    const { rows, total } = await repo.listOwnOrders(
      db,
      user.eid,
      shop,
      query.orderStatus,
      offset,
      query.pageSize,
    );
    return { result: await itemsOf(rows, lang), totalCount: total };
  }

  /** HR: the orders of their company's employees (the buyer's name, no address or phone). */
  async function companyList(
    admin: AuthUser,
    shop: TShop,
    query: TOrderListQuery,
    lang: TLanguage,
  ): Promise<TOrderPage> {
    const offset = (query.pageNow - 1) * query.pageSize;
    const page = await repo.listCompanyOrders(
      db,
      admin.companyId,
      shop,
      query.orderStatus,
      offset,
      query.pageSize,
    );
    return { result: await itemsOf(page.rows, lang), totalCount: page.total };
  }

  async function detail(user: AuthUser, id: string, lang: TLanguage): Promise<TOrderDetail> {
    const { order, sellerNames } = await owned(user, id);
    const [lines, gifts] = await Promise.all([repo.linesOf(db, [id]), repo.giftsOf(db, [id])]);
    const voucherUsable =
      order.isVirtual && (order.status === ORDER_STATUS.paid || order.status === ORDER_STATUS.done);
    return {
      order_id: order.id,
      shop: order.shop,
      sales_name: localizedName(sellerNames, lang),
      order_status: order.status,
      consignee: order.consignee,
      contact: order.contact,
      delivery_mode: order.deliveryMode,
      province: order.province,
      city: order.city,
      area: order.area,
      address: order.address,
      extraction_address: order.pickupAddress,
      extraction_phone: order.pickupPhone,
      zipcode: order.zipcode,
      is_virtual: order.isVirtual,
      products: lines.map(lineOut),
      gifts: gifts.map(giftOut),
      old_total: formatFen(order.oldTotalFen),
      ex_charges: formatFen(order.freightFen),
      exp_charges: formatFen(order.freightDiscountFen),
      p_total: formatFen(order.promotionFen),
      total: formatFen(order.totalFen),
      order_number: order.orderNumber,
      create_time: time(order.createdAt),
      pay_before: order.status === ORDER_STATUS.unpaid && order.payBefore ? time(order.payBefore) : null,
      exp_company: order.expressCompany,
      exp_number: order.expressNumber,
      voucher_code: voucherUsable ? formatVoucher(order.voucherCode) : null,
      virtual_product_id: order.isVirtual ? (lines[0]?.goodsId ?? null) : null,
    };
  }

  /**
   * DelOrderById: hides 待支付 and 交易关闭 orders from their buyer; all or nothing. An unpaid one
   * is closed first (its stock returned) - after asking the payment provider, so an order paid a
   * moment ago is not closed under the payment.
   */
  async function remove(user: AuthUser, ids: string[]): Promise<TDelOrdersResult> {
    const unique = [...new Set(ids.map((id) => id.toLowerCase()))];
    const orders = [];
    for (const id of unique) orders.push((await owned(user, id)).order);
    if (orders.some((o) => !isDeletable(o.status))) throw refused('orders.notDeletable');
    const unpaid = orders.filter((o) => o.status === ORDER_STATUS.unpaid);
    for (const o of unpaid)
      if ((await payments.settleFromProvider('shopOrder', o.id)) === 'paid') throw refused('orders.changed');
    const now = clock.now();
    return db.transaction(async (tx) => {
      for (const o of unpaid)
        if (!(await closeUnpaid(tx, o.id, 'cancelled', 'buyer', now))) throw refused('orders.changed');
      const deleted = await repo.hideOrders(tx, unique, user.eid, now);
      if (deleted !== unique.length) throw refused('orders.changed');
      return { deleted, closed: unpaid.length };
    });
  }

  async function markRead(user: AuthUser, id: string): Promise<boolean> {
    if (!(await repo.markRead(db, id, user.eid))) throw orderNotFound();
    return true;
  }

  return { list, companyList, detail, remove, markRead };
}

export type OrdersService = ReturnType<typeof ordersService>;
