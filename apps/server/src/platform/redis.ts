import { Redis } from 'ioredis';

/**
 * How long a command may wait for Redis before it fails. Redis answers in well under a millisecond;
 * this bounds what a Redis that hangs (a network partition, no reset) adds to a request.
 */
export const REDIS_COMMAND_TIMEOUT_MS = 250;

/**
 * Shared state for several instances: the rate-limit counters and the JS-SDK ticket. Nothing a
 * request needs to be answered lives only here, so Redis being away costs the limits, never the
 * answer (docs/DEPLOYMENT.md, "When Redis is away"). Fail fast rather than queue: while the
 * connection is down a command is refused at once instead of waiting for the reconnect.
 */
export function connectRedis(url: string): Redis {
  return new Redis(url, {
    connectTimeout: 2000,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    enableAutoPipelining: true,
  });
}

/** Whether the connection is up now: callers skip Redis (and what it counts) while it is not. */
export const redisConnected = (redis: Redis) => redis.status === 'ready';

/**
 * Waits until the connection is up, at most `timeoutMs`: an instance counts its limits from its first
 * request when Redis is there, and starts anyway when it is not (answers false).
 */
export function redisReady(redis: Redis, timeoutMs: number): Promise<boolean> {
  if (redisConnected(redis)) return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = (up: boolean) => {
      clearTimeout(timer);
      redis.off('ready', onReady);
      resolve(up);
    };
    const onReady = () => done(true);
    const timer = setTimeout(() => done(false), timeoutMs);
    redis.on('ready', onReady);
  });
}
