import type { FastifyInstance } from 'fastify';

/**
 * CSP the built web app passes: its scripts are files from 'self'; antd-mobile sets inline styles;
 * avatars and map tiles may come from https; image compression runs in a blob worker; company
 * documents (PDFs fetched through an authorised call) show in an iframe of a blob URL.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "base-uri 'self'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "frame-src 'self' blob:",
  "object-src 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join(';');

/**
 * The header set @fastify/helmet sent with our options (helmet's defaults, our CSP, no
 * Cross-Origin-Embedder-Policy because the maps load tile images from other origins). Helmet
 * rebuilt these strings on every request (5 % of a GetUserInfo); they never change, so they are
 * built once here. Routes that need another CSP (the API docs UI) still override it later.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
});

const ENTRIES = Object.entries(SECURITY_HEADERS);

/**
 * The headers above that a browser reads only on a document it shows (or a worker it starts): the
 * policy of the page, its framing, referrer and HSTS. A built script or stylesheet is neither, and
 * its copies of them were about 600 of its 1,000 header bytes: some fifty such files open a screen,
 * 30 KB a cold load on a phone's link. Such a file keeps `nosniff` and its resource policy.
 */
export const DOCUMENT_ONLY_HEADERS: readonly string[] = Object.keys(SECURITY_HEADERS).filter(
  (name) => name !== 'x-content-type-options' && name !== 'cross-origin-resource-policy',
);

/** Sets the security headers on every response, errors and 404s included, as helmet did. */
export function registerSecurityHeaders(app: FastifyInstance) {
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of ENTRIES) reply.header(name, value);
    done();
  });
}
