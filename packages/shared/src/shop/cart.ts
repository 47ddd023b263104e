import type { TShop } from './constants';

/**
 * The client's cart (spec 2 §3 "Cart item", spec 3 "Client state": shopping foods list), kept per
 * shop and seller in the browser and re-validated by the server at checkout (prices, stock, caps).
 * One line per good and chosen options.
 */
export type TCartLine = {
  /** goods id */
  id: string;
  /** seller id (the spec's saleid) */
  saleid: string;
  name: string;
  icon: string | null;
  /** yuan, 2 decimals, as the catalogue showed it (the server's price decides) */
  price: string;
  count: number;
  /** purchase cap type and number, and stock, as last seen */
  limitedType: number;
  limited: number;
  sellCount: number;
  isVirtual: boolean;
  /** the chosen option of each property, in the property order */
  options: string[];
  /** ticked for checkout */
  checked: boolean;
};

export type TCart = { shop: TShop; sellerId: string; lines: TCartLine[] };

/** A cart line's identity: the good and its chosen options. */
export function cartLineKey(line: Pick<TCartLine, 'id' | 'options'>): string {
  return `${line.id}|${line.options.join('|')}`;
}
