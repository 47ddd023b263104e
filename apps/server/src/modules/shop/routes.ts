import {
  ErrorCode,
  SHOP_IMAGE_WIDTHS,
  type TShop,
  ZGoodsDetail,
  ZGoodsDetailQuery,
  ZGoodsListQuery,
  ZGoodsPage,
  ZSellers,
  ZVirtualStores,
  ZVirtualStoresQuery,
} from '@ehome/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth';
import { secured } from '../../platform/docs';
import { ok, zOk } from '../../platform/envelope';
import { AppError } from '../../platform/errors';
import { isShopImageWidth, pickImageFormat, type ShopImageStore } from './images';
import type { CatalogueService } from './service';

/** The two shops' API prefixes (spec 2 §7): the prefix picks the shop, the shapes are the same. */
export const SHOP_PREFIXES: Record<TShop, string> = {
  sales: '/CIICOnSalesAPI/OnSales',
  welfare: '/CIICOnSalesAPI/Welfare',
};

/** Shop catalogue (spec 2 §2 /goods, /goodsDetail, /myWealf*, /Swimmingstadium) under both prefixes. */
export const catalogueRoutes: FastifyPluginAsyncZod<{ service: CatalogueService }> = async (
  app,
  { service },
) => {
  const auth = { onRequest: app.authenticate };
  for (const [shop, base] of Object.entries(SHOP_PREFIXES) as [TShop, string][]) {
    const tags = [`shop-${shop}`];
    app.get(
      `${base}/GetSellers`,
      { ...auth, schema: { tags, ...secured, response: zOk(ZSellers) } },
      async (request) => ok(await service.sellers(shop, currentUser(request), request.lang)),
    );
    app.get(
      `${base}/GetGoodsList`,
      { ...auth, schema: { tags, ...secured, querystring: ZGoodsListQuery, response: zOk(ZGoodsPage) } },
      async (request) => ok(await service.goodsList(shop, currentUser(request), request.query, request.lang)),
    );
    app.get(
      `${base}/GetGoodsDetail`,
      { ...auth, schema: { tags, ...secured, querystring: ZGoodsDetailQuery, response: zOk(ZGoodsDetail) } },
      async (request) =>
        ok(await service.goodsDetail(shop, currentUser(request), request.query.goodsID, request.lang)),
    );
    app.get(
      `${base}/GetVirtualStores`,
      {
        ...auth,
        schema: { tags, ...secured, querystring: ZVirtualStoresQuery, response: zOk(ZVirtualStores) },
      },
      async (request) =>
        ok(await service.virtualStores(shop, currentUser(request), request.query.productId, request.lang)),
    );
  }
};

const ZImageParams = z.object({ key: z.uuid() });
const ZImageQuery = z.object({
  w: z.coerce
    .number()
    .int()
    .refine(isShopImageWidth, { message: 'validation.invalid' })
    .default(SHOP_IMAGE_WIDTHS[1]),
});

/**
 * GET /api/Shop/Image/<key>?w=160|320|640: a shop picture sized for phones. No token: an <img>
 * cannot send one, and only keys registered as shop pictures (shop_images) are served, never any
 * other stored file. Keys are never reused for other bytes, so the answer is cached for a year.
 */
export const shopImageRoutes: FastifyPluginAsyncZod<{ images: ShopImageStore }> = async (app, { images }) => {
  app.get(
    '/api/Shop/Image/:key',
    { schema: { tags: ['shop'], params: ZImageParams, querystring: ZImageQuery } },
    async (request, reply) => {
      const format = pickImageFormat(request.headers.accept);
      const variant = await images.variant(request.params.key, request.query.w as 160 | 320 | 640, format);
      if (!variant) throw new AppError(ErrorCode.NotFound, 'shop.imageNotFound', {}, 404);
      reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('etag', variant.etag)
        .header('vary', 'Accept')
        .header('cross-origin-resource-policy', 'same-origin');
      if (request.headers['if-none-match'] === variant.etag) return reply.code(304).send();
      return reply.type(variant.format === 'webp' ? 'image/webp' : 'image/jpeg').send(variant.bytes);
    },
  );
};
