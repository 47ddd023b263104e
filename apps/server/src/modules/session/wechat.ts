import { createHash, randomBytes } from 'node:crypto';
import type { TJsSdkConfig } from '@ehome/shared';
import type { Redis } from 'ioredis';

/** Source of the jsapi_ticket that JS-SDK signatures are made with. */
export type TicketProvider = { appId: string; ticket(): Promise<string> };

/**
 * JS-SDK signature: sha1 over `jsapi_ticket=&noncestr=&timestamp=&url=` (keys in this sorted
 * order, values unescaped) with the page URL cut at its #fragment.
 */
export function jsSdkSignature(args: {
  ticket: string;
  nonceStr: string;
  timestamp: number;
  url: string;
}): string {
  const url = args.url.split('#')[0] ?? '';
  const text = `jsapi_ticket=${args.ticket}&noncestr=${args.nonceStr}&timestamp=${args.timestamp}&url=${url}`;
  return createHash('sha1').update(text).digest('hex');
}

const NONCE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** 16 characters from a CSPRNG; the modulo bias of 256 % 62 is irrelevant for a nonce. */
export function nonceStr(length = 16): string {
  const bytes = randomBytes(length);
  let out = '';
  for (const byte of bytes) out += NONCE_ALPHABET[byte % NONCE_ALPHABET.length];
  return out;
}

export async function signJsSdk(provider: TicketProvider, url: string, nowMs: number): Promise<TJsSdkConfig> {
  const ticket = await provider.ticket();
  const timestamp = Math.floor(nowMs / 1000);
  const nonce = nonceStr();
  return {
    appId: provider.appId,
    timestamp,
    nonceStr: nonce,
    signature: jsSdkSignature({ ticket, nonceStr: nonce, timestamp, url }),
  };
}

/** Without app credentials the flow still runs end to end, signed with a fixed local ticket. */
export function developmentTicketProvider(): TicketProvider {
  return { appId: 'wx-development', ticket: async () => 'development-jsapi-ticket' };
}

type Fetch = typeof fetch;
type CacheEntry = { value: string; expiresAt: number };

/** Refresh this long before WeChat's own expiry so a ticket is never used at the edge of its life. */
const MARGIN_MS = 5 * 60_000;
const CACHE_KEY = 'ehome:wx:jsapi_ticket';

/**
 * WeChat's jsapi_ticket: access_token (cgi-bin/token) then ticket (cgi-bin/ticket/getticket).
 * Both fetches are rate-limited by WeChat, so the ticket is cached until shortly before it
 * expires - in Redis when present so all instances share one (this process keeps its own copy
 * while Redis does not answer), else in this process - and
 * concurrent callers share a single in-flight fetch.
 */
export function wechatTicketProvider(options: {
  appId: string;
  appSecret: string;
  redis: Redis | null;
  now: () => number;
  fetchImpl?: Fetch;
  baseUrl?: string;
}): TicketProvider {
  const fetchJson = async (url: string) => {
    const response = await (options.fetchImpl ?? fetch)(url, { signal: AbortSignal.timeout(5000) });
    if (!response.ok) throw new Error(`WeChat HTTP ${response.status}`);
    return (await response.json()) as Record<string, unknown>;
  };
  const base = options.baseUrl ?? 'https://api.weixin.qq.com';
  let local: CacheEntry | null = null;
  let inFlight: Promise<string> | null = null;

  async function fetchTicket(): Promise<string> {
    const tokenUrl = `${base}/cgi-bin/token?grant_type=client_credential&appid=${encodeURIComponent(options.appId)}&secret=${encodeURIComponent(options.appSecret)}`;
    const token = await fetchJson(tokenUrl);
    if (typeof token.access_token !== 'string')
      throw new Error(`WeChat token error ${String(token.errcode)}`);
    const ticketUrl = `${base}/cgi-bin/ticket/getticket?access_token=${encodeURIComponent(token.access_token)}&type=jsapi`;
    const ticket = await fetchJson(ticketUrl);
    if (typeof ticket.ticket !== 'string' || (ticket.errcode !== undefined && ticket.errcode !== 0)) {
      throw new Error(`WeChat ticket error ${String(ticket.errcode)}`);
    }
    const lifeMs = (typeof ticket.expires_in === 'number' ? ticket.expires_in : 7200) * 1000;
    const ttlMs = Math.max(60_000, lifeMs - MARGIN_MS);
    local = { value: ticket.ticket, expiresAt: options.now() + ttlMs };
    // Shared when Redis answers; while it is away this instance keeps its own copy.
    await options.redis?.set(CACHE_KEY, ticket.ticket, 'PX', ttlMs).catch(() => undefined);
    return ticket.ticket;
  }

  return {
    appId: options.appId,
    async ticket() {
      if (local && local.expiresAt > options.now()) return local.value;
      if (options.redis) {
        const redis = options.redis;
        // Redis away: fetch as an instance without Redis does.
        const [value, ttl] = await Promise.all([redis.get(CACHE_KEY), redis.pttl(CACHE_KEY)]).catch(
          () => [null, 0] as const,
        );
        if (value && ttl > 0) {
          local = { value, expiresAt: options.now() + ttl };
          return value;
        }
      }
      inFlight ??= fetchTicket().finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
  };
}
