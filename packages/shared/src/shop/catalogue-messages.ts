/** Messages of the shop catalogue (spec 2 §5 "Shop", §8) in zh/en/ja, merged into the one catalogue. */
export const zh = {
  'shop.addQuantity': '请添加商品数量',
  'shop.capReached': '商品购买数量已达上限',
  'shop.outOfStock': '商品库存不足',
  'shop.sellerNotFound': '该商家不存在或暂不开放',
  'shop.goodsNotFound': '该商品不存在或已下架',
  'shop.notVirtual': '该商品不是虚拟商品，没有门店列表',
  'shop.imageNotFound': '图片不存在',
};
export const en: Record<keyof typeof zh, string> = {
  'shop.addQuantity': 'Please add a quantity',
  'shop.capReached': 'The purchase limit of this item has been reached',
  'shop.outOfStock': 'Not enough stock',
  'shop.sellerNotFound': 'This seller does not exist or is not open to you',
  'shop.goodsNotFound': 'This item does not exist or is no longer on sale',
  'shop.notVirtual': 'This item is not a virtual good and has no store list',
  'shop.imageNotFound': 'Image not found',
};
export const ja: Record<keyof typeof zh, string> = {
  'shop.addQuantity': '数量を追加してください',
  'shop.capReached': 'この商品の購入上限に達しました',
  'shop.outOfStock': '在庫が不足しています',
  'shop.sellerNotFound': 'この販売者は存在しないか、公開されていません',
  'shop.goodsNotFound': 'この商品は存在しないか、販売終了しました',
  'shop.notVirtual': 'この商品はバーチャル商品ではないため、店舗一覧はありません',
  'shop.imageNotFound': '画像が見つかりません',
};
