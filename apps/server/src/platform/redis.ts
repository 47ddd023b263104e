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

/** Clients whose last health ping went unanswered (watchRedis): up, but hanging. */
const hanging = new WeakSet<Redis>();

/**
 * Whether Redis answers now: connected, and its last health ping answered. Callers skip Redis (and
 * what it counts) while it does not, so a request neither fails nor waits for it.
 */
export const redisAnswering = (redis: Redis) => redis.status === 'ready' && !hanging.has(redis);

/** Whether the connection is open (QUIT can be sent), answering or not. */
export const redisConnected = (redis: Redis) => redis.status === 'ready';

/**
 * Pings Redis every `intervalMs`. A Redis that hangs without closing the connection (a blocked
 * server, a network that drops packets) leaves ioredis "ready", and each command would wait the
 * command timeout: from its first unanswered ping (within `intervalMs` + the timeout) it counts as
 * not answering, until a ping answers again. Answers the function that stops the pings.
 */
export function watchRedis(redis: Redis, intervalMs = 1000): () => void {
  let pinging = false;
  const onReady = () => hanging.delete(redis);
  redis.on('ready', onReady);
  const timer = setInterval(() => {
    if (pinging || redis.status !== 'ready') return;
    pinging = true;
    redis
      .ping()
      .then(() => hanging.delete(redis))
      .catch(() => {
        if (redis.status === 'ready') hanging.add(redis);
      })
      .finally(() => {
        pinging = false;
      });
  }, intervalMs);
  timer.unref();
  return () => {
    clearInterval(timer);
    redis.off('ready', onReady);
  };
}

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
