import type { TAddress, TAddressInput } from '@ehome/shared/address/schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../platform/http';

/**
 * The address book calls (spec 2 §7). Both shops serve the same book; the prefix only says which
 * shop asks (`OnSales` special sale, `Welfare` welfare shop). Writes are silent: the book shows the
 * server's message itself.
 */
export type TAddressShop = 'OnSales' | 'Welfare';
const base = (shop: TAddressShop) => `/CIICOnSalesAPI/${shop}`;

export const ADDRESS_BOOK_KEY = ['addressBook'] as const;

export const addressBookQuery = (shop: TAddressShop = 'OnSales') =>
  queryOptions({
    queryKey: [...ADDRESS_BOOK_KEY],
    queryFn: () => http.get<TAddress[]>(`${base(shop)}/GetAddress`),
  });

export function useAddressBook(shop: TAddressShop = 'OnSales') {
  return useQuery(addressBookQuery(shop));
}

export type TAddressAction =
  | { kind: 'insert'; address: TAddressInput }
  | { kind: 'update'; address: TAddressInput }
  | { kind: 'setDefault'; addressId: string }
  | { kind: 'delete'; addressId: string };

/** One mutation for the four writes; the book is read again after each. Answers the saved id. */
export function useAddressAction(shop: TAddressShop = 'OnSales') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: TAddressAction): Promise<string> => {
      const url = base(shop);
      switch (action.kind) {
        case 'insert':
          return http.post<string>(`${url}/InsertAddress`, action.address, { silent: true });
        case 'update':
          await http.post<boolean>(`${url}/UpdateAddress`, action.address, { silent: true });
          return action.address.addressId ?? '';
        case 'setDefault':
          await http.post<boolean>(
            `${url}/SetDefaultAddress`,
            { addressId: action.addressId },
            { silent: true },
          );
          return action.addressId;
        case 'delete':
          await http.post<boolean>(`${url}/DelAddress`, { addressId: action.addressId }, { silent: true });
          return action.addressId;
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADDRESS_BOOK_KEY }),
  });
}
