import { z } from 'zod';

/** Every API response (spec 1 §7): errNo 0 is success. */
export type TEnvelope<T> = { errNo: number; message: string; resultData: T };

export function zEnvelope<T extends z.ZodType>(resultData: T) {
  return z.object({ errNo: z.number().int(), message: z.string(), resultData });
}

/** Paged lists: resultData.result with resultData.totalCount (GUIDE contract rules). */
export function zPage<T extends z.ZodType>(item: T) {
  return z.object({ result: z.array(item), totalCount: z.number().int().nonnegative() });
}

export const ZPaging = z.object({
  pageIndex: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});
export type TPaging = z.infer<typeof ZPaging>;
