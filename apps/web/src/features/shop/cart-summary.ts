import { formatFen, parseYuan } from '@ehome/shared/calculators/money';
import type { TCartLine } from '@ehome/shared/shop/cart';

/** Units and item total (yuan) of a cart, in integer fen; the server computes the payable total. */
export function cartSummary(lines: readonly TCartLine[]): { units: number; total: string } {
  let units = 0;
  let fen = 0;
  for (const line of lines) {
    units += line.count;
    fen += (parseYuan(line.price) ?? 0) * line.count;
  }
  return { units, total: formatFen(fen) };
}

/** Units of one good in a cart, over all its option combinations (they share the good's cap and stock). */
export function unitsOfGood(lines: readonly TCartLine[], goodsId: string): number {
  return lines.reduce((sum, line) => (line.id === goodsId ? sum + line.count : sum), 0);
}
