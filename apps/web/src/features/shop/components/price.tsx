/** Price as the spec writes it (spec 2 §9): yen sign, two decimals; the old price struck through. */
export function Price({ price, oldPrice }: { price: string; oldPrice?: string | null }) {
  return (
    <span className="shop-price">
      <span className="shop-price__now">¥{price}</span>
      {oldPrice && oldPrice !== price ? <del className="shop-price__old">¥{oldPrice}</del> : null}
    </span>
  );
}
