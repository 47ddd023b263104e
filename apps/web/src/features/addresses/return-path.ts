/**
 * Where /address may send the buyer back to: a path of this app only (never another site), with
 * the chosen address added as `addressId`.
 */
export function safeReturnPath(value: string | null): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  return value;
}

export function returnWithAddress(path: string, addressId: string): string {
  const url = new URL(path, 'http://app.invalid');
  url.searchParams.set('addressId', addressId);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The link checkout uses to let the buyer pick an address and come back to `returnPath`. */
export function addressPickerPath(
  returnPath: string,
  { shop = 'OnSales', addressId }: { shop?: 'OnSales' | 'Welfare'; addressId?: string | null } = {},
): string {
  const query = new URLSearchParams({ select: '1', return: returnPath });
  if (shop === 'Welfare') query.set('shop', shop);
  if (addressId) query.set('addressId', addressId);
  return `/address?${query.toString()}`;
}
