import {
  HR_ROLES,
  type TReadType,
  type TShop,
  ZDelOrders,
  ZDelOrdersResult,
  ZOrderByIdQuery,
  ZOrderDetail,
  ZOrderListQuery,
  ZOrderPage,
  ZOrderRef,
  ZOrderStatusResult,
  ZReadStatusQuery,
  ZRefundOrder,
  ZSalesDetailQuery,
  ZShipOrder,
} from '@ehome/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AuthUser, currentUser } from '../../platform/auth';
import { secured } from '../../platform/docs';
import { ok, zOk } from '../../platform/envelope';
import { notFound } from '../../platform/errors';
import type { OrdersAdminService } from './admin-service';
import type { OrdersService } from './service';

/** The prefix chooses the shop (spec 2 §7): special sale under OnSales, welfare under Welfare. */
export const SHOP_PREFIXES: Record<TShop, string> = {
  sales: '/CIICOnSalesAPI/OnSales',
  welfare: '/CIICOnSalesAPI/Welfare',
};

/**
 * Orders (spec 2 §7 GetOrderList, GetOrderByID, GetSalesDetailById, DelOrderById; spec 3
 * UpdateReadStatus readType=Sales) for the buyer, and HR's ship / hand-over / refund.
 */
/** Another module's "mark read" for UpdateReadStatus (readType Activities: the activities module). */
export type ReadStatusPort = { markRead(user: AuthUser, id: string): Promise<boolean> };

export const ordersRoutes: FastifyPluginAsyncZod<{
  service: OrdersService;
  admin: OrdersAdminService;
  /** The other read types; an absent one answers "not found" like an unknown id. */
  readStatus?: Partial<Record<Exclude<TReadType, 'Sales'>, ReadStatusPort>>;
}> = async (app, { service, admin, readStatus = {} }) => {
  const auth = { onRequest: app.authenticate };
  const hrOnly = { onRequest: app.requireRoles(HR_ROLES) };
  const tags = ['orders'];

  for (const [shop, base] of Object.entries(SHOP_PREFIXES) as [TShop, string][]) {
    app.get(
      `${base}/GetOrderList`,
      { ...auth, schema: { tags, ...secured, querystring: ZOrderListQuery, response: zOk(ZOrderPage) } },
      async (request) => ok(await service.list(currentUser(request), shop, request.query, request.lang)),
    );
    app.get(
      `${base}/GetOrderByID`,
      { ...auth, schema: { tags, ...secured, querystring: ZOrderByIdQuery, response: zOk(ZOrderDetail) } },
      async (request) => ok(await service.detail(currentUser(request), request.query.orderID, request.lang)),
    );
    app.get(
      `${base}/GetSalesDetailById`,
      { ...auth, schema: { tags, ...secured, querystring: ZSalesDetailQuery, response: zOk(ZOrderDetail) } },
      async (request) => ok(await service.detail(currentUser(request), request.query.orderId, request.lang)),
    );
    app.post(
      `${base}/DelOrderById`,
      { ...auth, schema: { tags, ...secured, body: ZDelOrders, response: zOk(ZDelOrdersResult) } },
      async (request) => ok(await service.remove(currentUser(request), request.body.orderIds)),
    );

    app.get(
      `${base}/GetCompanyOrderList`,
      {
        ...hrOnly,
        schema: {
          tags,
          summary: "HR: orders of the company's employees",
          ...secured,
          querystring: ZOrderListQuery,
          response: zOk(ZOrderPage),
        },
      },
      async (request) =>
        ok(await service.companyList(currentUser(request), shop, request.query, request.lang)),
    );
    app.post(
      `${base}/ShipOrder`,
      {
        ...hrOnly,
        schema: {
          tags,
          summary: 'HR: ship an express order (待发货 -> 交易成功)',
          ...secured,
          body: ZShipOrder,
          response: zOk(ZOrderStatusResult),
        },
      },
      async (request) => ok(await admin.ship(currentUser(request), request.body)),
    );
    app.post(
      `${base}/HandOverOrder`,
      {
        ...hrOnly,
        schema: {
          tags,
          summary: 'HR: a pickup order collected, or a virtual order voucher used (-> 交易成功)',
          ...secured,
          body: ZOrderRef,
          response: zOk(ZOrderStatusResult),
        },
      },
      async (request) => ok(await admin.handOver(currentUser(request), request.body.orderId)),
    );
    app.post(
      `${base}/RefundOrder`,
      {
        ...hrOnly,
        schema: {
          tags,
          summary: 'HR: refund a paid order (-> 退款中 -> 已退款)',
          ...secured,
          body: ZRefundOrder,
          response: zOk(ZOrderStatusResult),
        },
      },
      async (request) => ok(await admin.refund(currentUser(request), request.body)),
    );
  }

  app.get(
    '/api/CIICEService/UpdateReadStatus',
    { ...auth, schema: { tags, ...secured, querystring: ZReadStatusQuery, response: zOk(z.boolean()) } },
    async (request) => {
      const user = currentUser(request);
      const { id, readType } = request.query;
      if (readType === 'Sales') return ok(await service.markRead(user, id));
      const port = readStatus[readType];
      if (!port) throw notFound();
      return ok(await port.markRead(user, id));
    },
  );
};
