import { describe, expect, it } from 'vitest';
import { nextPageParam } from './paging';

const page = (size: number, totalCount: number) => ({
  result: Array.from({ length: size }, (_, i) => i),
  totalCount,
});

describe('nextPageParam', () => {
  it('asks for the next page while rows remain', () => {
    const first = page(10, 25);
    expect(nextPageParam(first, [first])).toBe(2);
    const second = page(10, 25);
    expect(nextPageParam(second, [first, second])).toBe(3);
  });

  it('stops at the total', () => {
    const pages = [page(10, 25), page(10, 25), page(5, 25)];
    expect(nextPageParam(pages[2] as ReturnType<typeof page>, pages)).toBeUndefined();
  });

  it('stops on an empty page even if the total says more', () => {
    const pages = [page(10, 30), page(0, 30)];
    expect(nextPageParam(pages[1] as ReturnType<typeof page>, pages)).toBeUndefined();
  });
});
