import { z } from 'zod';
import { REAL_NAME_STATES } from './rules';

export * from './authorization';
export * from './rules';

/**
 * The real-name calls (module apps/server/src/modules/real-name, paths under /api/RealName/; the
 * spec names the screens only). Every personal value in an answer is masked; dates
 * YYYY-MM-DD, times YYYY-MM-DD HH:mm:ss in the business time zone.
 */

/** Which verifier answered: the bank-card four-element API, or the development verifier. */
export const REAL_NAME_PROVIDERS = ['bankcard4', 'development'] as const;
export type TRealNameProvider = (typeof REAL_NAME_PROVIDERS)[number];

const field = (max: number) =>
  z.string({ error: 'validation.required' }).max(max, { error: 'validation.invalid' });

/** POST /api/RealName/Verify: the four elements (checked by checkRealNameForm on the server). */
export const ZRealNameSubmit = z.object({
  name: field(40),
  idNumber: field(30),
  bankCard: field(40),
  mobile: field(20),
});
export type TRealNameSubmit = z.infer<typeof ZRealNameSubmit>;

export const ZRealNameVerification = z.object({
  id: z.string(),
  status: z.enum(['pending', 'verified', 'failed']),
  provider: z.enum(REAL_NAME_PROVIDERS),
  /** Masked: 张*, 3101**********2418, **** 6789, 138****8000. */
  name: z.string(),
  idNumber: z.string(),
  bankCard: z.string(),
  mobile: z.string(),
  /** The failure's message in the caller's language; null unless failed. */
  failureReason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type TRealNameVerification = z.infer<typeof ZRealNameVerification>;

export const ZRealNameSignature = z.object({
  version: z.string(),
  signedAt: z.string(),
  hasImage: z.boolean(),
  /** The signature rests on the current authorisation text (false: a newer version waits to be signed). */
  current: z.boolean(),
});
export type TRealNameSignature = z.infer<typeof ZRealNameSignature>;

/** GET /api/RealName/Status. */
export const ZRealNameStatus = z.object({
  state: z.enum(REAL_NAME_STATES),
  verified: z.boolean(),
  signed: z.boolean(),
  provider: z.enum(REAL_NAME_PROVIDERS),
  /** True when the development verifier answers (no provider configured): the screens say so. */
  development: z.boolean(),
  attemptsPerDay: z.number().int(),
  attemptsLeft: z.number().int(),
  /** When no attempt is left today: the day attempts may start again. */
  retryFrom: z.string().nullable(),
  latest: ZRealNameVerification.nullable(),
  signature: ZRealNameSignature.nullable(),
});
export type TRealNameStatus = z.infer<typeof ZRealNameStatus>;

/** GET /api/RealName/Result?id=. */
export const ZRealNameResultQuery = z.object({ id: z.uuid({ error: 'realName.notFound' }) });

/** GET /api/RealName/Authorization: the text to read before signing, in the caller's language. */
export const ZRealNameAuthorization = z.object({
  document: z.string(),
  version: z.string(),
  title: z.string(),
  paragraphs: z.array(z.string()),
  /** SHA-256 (hex) of the canonical text shown; sent back when signing. */
  textHash: z.string(),
  signature: ZRealNameSignature.nullable(),
});
export type TRealNameAuthorization = z.infer<typeof ZRealNameAuthorization>;

/** A drawn signature as the canvas gives it (PNG data URL), at most this many bytes decoded. */
export const SIGNATURE_IMAGE_MAX_BYTES = 200 * 1024;

/** POST /api/RealName/Sign. */
export const ZRealNameSign = z.object({
  version: z.string().max(20),
  textHash: z.string().regex(/^[0-9a-f]{64}$/, { error: 'realName.authorizationChanged' }),
  /** data:image/png;base64,... of the drawn signature; optional. */
  signatureImage: z
    .string()
    .max(Math.ceil((SIGNATURE_IMAGE_MAX_BYTES * 4) / 3) + 64, { error: 'realName.signatureTooLarge' })
    .nullable()
    .optional(),
});
export type TRealNameSign = z.infer<typeof ZRealNameSign>;
