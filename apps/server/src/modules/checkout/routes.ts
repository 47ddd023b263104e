import {
  type TShop,
  ZFreight,
  ZFreightQuery,
  ZGifts,
  ZGiftsQuery,
  ZOrderSettled,
  ZOrderStatusQuery,
  ZPreview,
  ZPreviewQuery,
  ZSubOrder,
  ZSubOrderResult,
} from '@ehome/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth';
import { secured } from '../../platform/docs';
import { ok, zOk } from '../../platform/envelope';
import type { CheckoutService } from './service';

/** The prefix chooses the shop (spec 2 §7): special sale under OnSales, welfare under Welfare. */
const PREFIXES: [TShop, string][] = [
  ['sales', '/CIICOnSalesAPI/OnSales'],
  ['welfare', '/CIICOnSalesAPI/Welfare'],
];

/** Checkout: spec 2 §7 GetFreight, GetGifts, GetOrderStatus, SubOrder (and our PreviewOrder). */
export const checkoutRoutes: FastifyPluginAsyncZod<{ service: CheckoutService }> = async (
  app,
  { service },
) => {
  const auth = { onRequest: app.authenticate };
  const tags = ['checkout'];
  for (const [shop, base] of PREFIXES) {
    app.get(
      `${base}/GetFreight`,
      { ...auth, schema: { tags, ...secured, querystring: ZFreightQuery, response: zOk(ZFreight) } },
      async (request) => ok(await service.freight(shop, currentUser(request), request.query)),
    );
    app.get(
      `${base}/GetGifts`,
      { ...auth, schema: { tags, ...secured, querystring: ZGiftsQuery, response: zOk(ZGifts) } },
      async (request) => ok(await service.gifts(shop, currentUser(request), request.query, request.lang)),
    );
    app.get(
      `${base}/GetOrderStatus`,
      { ...auth, schema: { tags, ...secured, querystring: ZOrderStatusQuery, response: zOk(ZOrderSettled) } },
      async (request) => ok(await service.orderSettled(shop, currentUser(request), request.query.orderID)),
    );
    app.post(
      `${base}/PreviewOrder`,
      { ...auth, schema: { tags, ...secured, body: ZPreviewQuery, response: zOk(ZPreview) } },
      async (request) => ok(await service.preview(shop, currentUser(request), request.body, request.lang)),
    );
    app.post(
      `${base}/SubOrder`,
      { ...auth, schema: { tags, ...secured, body: ZSubOrder, response: zOk(ZSubOrderResult) } },
      async (request) => ok(await service.submit(shop, currentUser(request), request.body, request.lang)),
    );
  }
};
