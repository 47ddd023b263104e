import { cartLineKey, type TCartLine } from '@ehome/shared/shop/cart';
import type { TShop } from '@ehome/shared/shop/constants';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { ORDER_KEYS } from '../../platform/storage-keys';

/**
 * The cart (spec 3 "Client state": shopping foods list), one per shop and seller, kept in local
 * storage under the order keys so the version rule drops it with the rest of the order state. The
 * server checks prices, stock and caps again at checkout; nothing here is trusted.
 */
const FOODS_KEY = ORDER_KEYS[0] as string;

type TCartState = {
  /** `${shop}:${sellerId}` -> lines */
  carts: Record<string, TCartLine[]>;
  /**
   * The brand (shop and seller) of the order being paid (spec 3 "Client state": brand id): checkout
   * sets it when it submits, the payment result screen clears that cart (spec 2 §2).
   */
  currentBrand: { shop: TShop; sellerId: string } | null;
};

type TCartActions = {
  /** Adds `line.count` to the line with the same good and options, or appends it. */
  add: (shop: TShop, line: TCartLine) => void;
  /** Sets a line's count (never below 1: spec 2 §5 "Cart quantity cannot go below 1"). */
  setCount: (shop: TShop, sellerId: string, key: string, count: number) => void;
  remove: (shop: TShop, sellerId: string, key: string) => void;
  toggle: (shop: TShop, sellerId: string, key: string) => void;
  checkAll: (shop: TShop, sellerId: string, checked: boolean) => void;
  /** Removes the lines that were ordered (the ticked ones) after a successful submit. */
  removeChecked: (shop: TShop, sellerId: string) => void;
  /** Clears a seller's cart (the payment result screen clears the current brand's, spec 2 §2). */
  clear: (shop: TShop, sellerId: string) => void;
  setCurrentBrand: (brand: { shop: TShop; sellerId: string } | null) => void;
  /** Clears the current brand's cart and forgets the brand (the payment result screen). */
  clearCurrentBrand: () => void;
};

export function cartId(shop: TShop, sellerId: string): string {
  return `${shop}:${sellerId}`;
}

function update(
  state: TCartState,
  shop: TShop,
  sellerId: string,
  change: (lines: TCartLine[]) => TCartLine[],
): Partial<TCartState> {
  const id = cartId(shop, sellerId);
  const lines = change(state.carts[id] ?? []);
  const carts = { ...state.carts };
  if (lines.length === 0) delete carts[id];
  else carts[id] = lines;
  return { carts };
}

export const useCartStore = create<TCartState & TCartActions>()(
  persist(
    (set) => ({
      carts: {},
      currentBrand: null,
      add: (shop, line) =>
        set((state) =>
          update(state, shop, line.saleid, (lines) => {
            const key = cartLineKey(line);
            const existing = lines.find((l) => cartLineKey(l) === key);
            if (!existing) return [...lines, line];
            return lines.map((l) => (l === existing ? { ...l, ...line, count: l.count + line.count } : l));
          }),
        ),
      setCount: (shop, sellerId, key, count) =>
        set((state) =>
          update(state, shop, sellerId, (lines) =>
            lines.map((l) => (cartLineKey(l) === key ? { ...l, count: Math.max(1, Math.floor(count)) } : l)),
          ),
        ),
      remove: (shop, sellerId, key) =>
        set((state) => update(state, shop, sellerId, (lines) => lines.filter((l) => cartLineKey(l) !== key))),
      toggle: (shop, sellerId, key) =>
        set((state) =>
          update(state, shop, sellerId, (lines) =>
            lines.map((l) => (cartLineKey(l) === key ? { ...l, checked: !l.checked } : l)),
          ),
        ),
      checkAll: (shop, sellerId, checked) =>
        set((state) => update(state, shop, sellerId, (lines) => lines.map((l) => ({ ...l, checked })))),
      removeChecked: (shop, sellerId) =>
        set((state) => update(state, shop, sellerId, (lines) => lines.filter((l) => !l.checked))),
      clear: (shop, sellerId) => set((state) => update(state, shop, sellerId, () => [])),
      setCurrentBrand: (brand) => set({ currentBrand: brand }),
      clearCurrentBrand: () =>
        set((state) => {
          const brand = state.currentBrand;
          if (!brand) return {};
          return { ...update(state, brand.shop, brand.sellerId, () => []), currentBrand: null };
        }),
    }),
    { name: FOODS_KEY, storage: createJSONStorage(() => localStorage), version: 1 },
  ),
);

/** The lines of one seller's cart (a stable empty array when there are none). */
const EMPTY: TCartLine[] = [];
export function useCartLines(shop: TShop, sellerId: string): TCartLine[] {
  return useCartStore((state) => state.carts[cartId(shop, sellerId)] ?? EMPTY);
}
