/** A page of a list call (GUIDE contract: `resultData.result` and `resultData.totalCount`). */
export type TPage<T> = { result: T[]; totalCount: number };

/**
 * The next pageIndex while rows remain. An empty page ends the list too, so a total that grows
 * during scrolling (a new request arrives) cannot make the list ask forever.
 */
export function nextPageParam<T>(last: TPage<T>, pages: readonly TPage<T>[]): number | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.result.length, 0);
  return loaded < last.totalCount && last.result.length > 0 ? pages.length + 1 : undefined;
}
