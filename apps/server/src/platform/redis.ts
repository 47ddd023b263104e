import { Redis } from 'ioredis';

/**
 * Shared state for several instances (rate limits, revoked tokens, the WeChat ticket).
 * Fail fast rather than queue: a request must not hang while Redis is away.
 */
export function connectRedis(url: string): Redis {
  return new Redis(url, {
    connectTimeout: 2000,
    maxRetriesPerRequest: 1,
    enableAutoPipelining: true,
  });
}
