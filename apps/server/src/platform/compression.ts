import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Below this a response is sent as it is: compressing it would cost more CPU than the bytes save. */
export const COMPRESS_THRESHOLD_BYTES = 1024;
// Cloudflare's measurements put brotli 4 at gzip's CPU cost with smaller output; 11 is for build time.
const BROTLI_QUALITY = 4;
const GZIP_LEVEL = 6;
const COMPRESSIBLE = /^(?:application\/(?:[a-z.+-]*\+)?json|text\/)/i;

/**
 * Only a few Accept-Encoding spellings exist among browsers, so the answers are kept - but the header
 * is the client's to write: the cache starts over past a few dozen spellings instead of growing with
 * every made-up one.
 */
const NEGOTIATION_CACHE_MAX = 64;
const answers = new Map<string, string | undefined>();
const boundedAnswers = {
  has: (header: string) => answers.has(header),
  get: (header: string) => answers.get(header),
  set(header: string, answer: string | undefined) {
    if (answers.size >= NEGOTIATION_CACHE_MAX) answers.clear();
    answers.set(header, answer);
    return this;
  },
};
const negotiator = new Negotiator({ supportedValues: ['br', 'gzip'], cache: boundedAnswers });

/** The encoding to send for an Accept-Encoding header: 'br', 'gzip' or null (as it is). */
export function negotiatedEncoding(header: string): 'br' | 'gzip' | null {
  const encoding = negotiator.negotiate(header);
  return encoding === 'br' || encoding === 'gzip' ? encoding : null;
}

/** How many Accept-Encoding spellings the negotiation keeps now (bounded). */
export const negotiationCacheSize = () => answers.size;

/**
 * Compresses API JSON above 1 KB with the encoding the client accepts (brotli first, then gzip).
 * Written as one onSend hook rather than @fastify/compress so that a small response, nearly every
 * API answer, pays only a type and length check: no negotiation, no headers, no request hooks.
 * Built files are compressed at build time and never reach this (their payload is a stream).
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    // A UTF-8 byte is at least a third of a UTF-16 code unit, so a short string is a small payload.
    if (payload.length * 3 < COMPRESS_THRESHOLD_BYTES) return payload;
    const size = typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length;
    if (size < COMPRESS_THRESHOLD_BYTES || reply.hasHeader('content-encoding')) return payload;
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !COMPRESSIBLE.test(type)) return payload;

    // The answer depends on Accept-Encoding from here on, whichever encoding is chosen.
    reply.header('vary', appendVary(reply.getHeader('vary')));
    const encoding = negotiatedEncoding(request.headers['accept-encoding'] ?? '');
    if (!encoding) return payload;
    const body =
      encoding === 'br'
        ? brotliCompressSync(payload, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_SIZE_HINT]: size,
            },
          })
        : gzipSync(payload, { level: GZIP_LEVEL });
    reply.header('content-encoding', encoding).header('content-length', body.length);
    return body;
  });
});

function appendVary(current: unknown): string {
  const value = Array.isArray(current) ? current.join(', ') : typeof current === 'string' ? current : '';
  if (value === '') return 'accept-encoding';
  if (value.trim() === '*' || /(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(value)) return value;
  return `${value}, accept-encoding`;
}
