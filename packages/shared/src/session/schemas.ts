import { z } from 'zod';

/** GET /api/User/GetCurrentDate and GetIP27CurrentDate: the server's clock in the business time zone. */
export const ZServerTime = z.object({
  /** YYYY-MM-DD HH:mm:ss */
  currentDate: z.string(),
  /** YYYY-MM-DD */
  date: z.string(),
  /** Milliseconds since the epoch, for ticking a clock locally and re-syncing. */
  timestamp: z.number().int(),
  /** 0 Sunday .. 6 Saturday */
  weekday: z.number().int().min(0).max(6),
  timeZone: z.string(),
});
export type TServerTime = z.infer<typeof ZServerTime>;

/** GET /api/Wx/GetJsSdk?url: the page URL to sign (its #fragment is dropped before signing). */
export const ZJsSdkQuery = z.object({
  url: z.url({ protocol: /^https?$/, error: 'validation.url' }).max(2048),
});
export const ZJsSdkConfig = z.object({
  appId: z.string(),
  timestamp: z.number().int(),
  nonceStr: z.string(),
  signature: z.string(),
});
export type TJsSdkConfig = z.infer<typeof ZJsSdkConfig>;

/** GET /api/CIICEService/AccessRecord?type: records a visit to a feature. */
export const ZAccessRecordQuery = z.object({
  type: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(50, { error: 'validation.accessTypeLength' }),
});
