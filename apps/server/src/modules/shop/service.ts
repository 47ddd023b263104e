import {
  ErrorCode,
  SHOP_IMAGE_PATH,
  type TGoods,
  type TGoodsDetail,
  type TGoodsPage,
  type TLanguage,
  type TSeller,
  type TShop,
  type TSupport,
  type TVirtualStores,
} from '@ehome/shared';
import { formatFen } from '@ehome/shared/calculators/money';
import { shopImagePath } from '@ehome/shared/shop/catalogue-helpers';
import type { Db } from '../../db/client';
import type { shopGoods } from '../../db/schema';
import type { AuthUser } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { localizedName } from '../../platform/local-name';
import { catalogueRepository } from './repository';

const imagePath = shopImagePath;
const yuan = (fen: number | null) => (fen === null ? null : formatFen(fen));

const sellerNotFound = () => new AppError(ErrorCode.NotFound, 'shop.sellerNotFound');
const goodsNotFound = () => new AppError(ErrorCode.NotFound, 'shop.goodsNotFound');

type TGoodsRow = typeof shopGoods.$inferSelect;

function goodsView(row: TGoodsRow, lang: TLanguage): TGoods {
  return {
    id: row.id,
    saleid: row.sellerId,
    name: localizedName(row.names, lang),
    description: localizedName(row.descriptions, lang),
    icon: imagePath(row.iconKey),
    sellCount: row.stock,
    limited_type: row.limitedType,
    limited: row.limited,
    price: formatFen(row.priceFen),
    oldPrice: yuan(row.oldPriceFen),
    is_virtual: row.isVirtual,
    proPath: row.images.map((image) => ({
      path: `${SHOP_IMAGE_PATH}${image.key}`,
      description: image.description,
    })),
    productsProperties: row.properties.map((p) => ({
      column_name: localizedName(p.name, lang),
      column_value: p.options.join(','),
    })),
  };
}

/**
 * The catalogue of one shop (the route prefix picks it): sellers with their promotions, goods and
 * the stores of virtual goods, as the employee's company may see them, named in the request's
 * language.
 */
export function catalogueService({ db }: { db: Db }) {
  const repo = catalogueRepository(db);

  async function visibleSeller(shop: TShop, user: AuthUser, sellerId: string) {
    const seller = await repo.seller(shop, user.companyId, sellerId);
    if (!seller) throw sellerNotFound();
    return seller;
  }

  async function visibleGoods(shop: TShop, user: AuthUser, goodsId: string) {
    const row = await repo.goods(shop, user.companyId, goodsId);
    if (!row) throw goodsNotFound();
    return row;
  }

  return {
    async sellers(shop: TShop, user: AuthUser, lang: TLanguage): Promise<TSeller[]> {
      const sellers = await repo.sellers(shop, user.companyId);
      const promotions = await repo.promotions(sellers.map((s) => s.id));
      const gifts = await repo.promotionGifts(promotions.filter((p) => p.type === 4).map((p) => p.id));
      return sellers.map((seller) => ({
        id: seller.id,
        name: localizedName(seller.names, lang),
        description: localizedName(seller.descriptions, lang),
        avatar: imagePath(seller.logoKey),
        deliveryMode: seller.deliveryMode,
        expressFee: formatFen(seller.expressFeeFen),
        pickupAddress: seller.pickupAddress,
        pickupPhone: seller.pickupPhone,
        supports: promotions
          .filter((p) => p.sellerId === seller.id)
          .map(
            (p): TSupport => ({
              type: p.type,
              description: localizedName(p.descriptions, lang),
              discount: p.type === 0 ? p.discountRate : null,
              satisfy: p.type === 1 || p.type === 4 ? yuan(p.satisfyFen) : null,
              decrease: p.type === 1 ? yuan(p.decreaseFen) : null,
              freightSatisfy: p.type === 3 ? yuan(p.freightSatisfyFen ?? 0) : null,
              freightDecrease: p.type === 3 ? yuan(p.freightDecreaseFen) : null,
              gifts: gifts
                .filter((g) => g.promotionId === p.id)
                .map((g) => ({
                  gift_id: g.giftId,
                  gift_name: localizedName(g.names, lang),
                  gift_count: g.count,
                  icon: imagePath(g.iconKey),
                })),
            }),
          ),
      }));
    },

    async goodsList(
      shop: TShop,
      user: AuthUser,
      query: { salesID: string; pageIndex: number; pageSize: number },
      lang: TLanguage,
    ): Promise<TGoodsPage> {
      const seller = await visibleSeller(shop, user, query.salesID);
      const page = await repo.goodsPage(seller.id, query.pageIndex, query.pageSize);
      return { result: page.rows.map((row) => goodsView(row, lang)), totalCount: page.totalCount };
    },

    async goodsDetail(shop: TShop, user: AuthUser, goodsId: string, lang: TLanguage): Promise<TGoodsDetail> {
      const { goods, seller } = await visibleGoods(shop, user, goodsId);
      return {
        ...goodsView(goods, lang),
        bought: goods.limitedType === 2 ? await repo.bought(user.eid, goods.id) : 0,
        sellerName: localizedName(seller.names, lang),
        deliveryMode: seller.deliveryMode,
      };
    },

    async virtualStores(
      shop: TShop,
      user: AuthUser,
      goodsId: string,
      lang: TLanguage,
    ): Promise<TVirtualStores> {
      const { goods } = await visibleGoods(shop, user, goodsId);
      if (!goods.isVirtual) throw new AppError(ErrorCode.Failed, 'shop.notVirtual');
      const stores = await repo.virtualStores(goods.id);
      return {
        goodsName: localizedName(goods.names, lang),
        stores: stores.map((s) => ({
          id: s.id,
          name: localizedName(s.names, lang),
          address: s.address,
          phone: s.phone,
          openingHours: s.openingHours,
          stock: s.stock,
        })),
      };
    },
  };
}
export type CatalogueService = ReturnType<typeof catalogueService>;
