/**
 * The store of @fastify/rate-limit's per-address limits: counted in Redis, shared by every instance,
 * while Redis answers; counted in this process while it does not. Failing open (the plugin's
 * skipOnError) would drop the sign-in limit exactly when Redis is attacked or down.
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

type Counter = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Counter) => void;

const LOCAL_MAX_KEYS = 10_000;

// INCR, start the window on the first hit, answer the count and the window's remaining time.
const INCR_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) ttl = tonumber(ARGV[1]) end
return {current, ttl}
`;

type RedisWithScript = Redis & {
  firebreakRateLimit?: (key: string, windowMs: number) => Promise<[number, number]>;
};

/** Fixed windows in a Map; the oldest keys go first when it is full. */
function createLocalCounters() {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    incr(key: string, windowMs: number): Counter {
      const now = Date.now();
      let entry = windows.get(key);
      if (!entry || entry.resetAt <= now) {
        windows.delete(key);
        if (windows.size >= LOCAL_MAX_KEYS) windows.delete(windows.keys().next().value as string);
        entry = { count: 0, resetAt: now + windowMs };
        windows.set(key, entry);
      }
      entry.count += 1;
      return { current: entry.count, ttl: entry.resetAt - now };
    },
    read(key: string): Counter {
      const entry = windows.get(key);
      const now = Date.now();
      return entry && entry.resetAt > now
        ? { current: entry.count, ttl: entry.resetAt - now }
        : { current: 0, ttl: 0 };
    },
  };
}

class FailoverStore implements FastifyRateLimitStore {
  private readonly local = createLocalCounters();

  constructor(
    private readonly redis: RedisWithScript,
    private readonly prefix: string,
  ) {
    if (!redis.firebreakRateLimit)
      redis.defineCommand('firebreakRateLimit', { numberOfKeys: 1, lua: INCR_SCRIPT });
  }

  incr(key: string, callback: Callback, timeWindow: number): void {
    const fallback = () => callback(null, this.local.incr(key, timeWindow));
    if (this.redis.status !== 'ready' || !this.redis.firebreakRateLimit) {
      fallback();
      return;
    }
    this.redis
      .firebreakRateLimit(this.prefix + key, timeWindow)
      .then(([current, ttl]) => callback(null, { current: Number(current), ttl: Number(ttl) }), fallback);
  }

  read(key: string, callback: Callback): void {
    const fallback = () => callback(null, this.local.read(key));
    if (this.redis.status !== 'ready') {
      fallback();
      return;
    }
    this.redis
      .multi()
      .get(this.prefix + key)
      .pttl(this.prefix + key)
      .exec()
      .then((replies) => {
        const current = Number(replies?.[0]?.[1] ?? 0);
        const ttl = Number(replies?.[1]?.[1] ?? 0);
        callback(null, { current, ttl: Math.max(ttl, 0) });
      }, fallback);
  }

  child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
    // The plugin passes its merged route settings, the route itself under routeInfo (its types lag).
    const route = (routeOptions as unknown as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
    return new FailoverStore(this.redis, `${this.prefix}${String(route?.method)}${String(route?.url)}-`);
  }
}

/** A store class for the plugin's `store` option, bound to this Redis client and key prefix. */
export function failoverRateLimitStore(redis: Redis, prefix: string): FastifyRateLimitStoreCtor {
  return class extends FailoverStore {
    constructor() {
      super(redis, prefix);
    }
  } as unknown as FastifyRateLimitStoreCtor;
}

export type WindowCounter = (key: string, windowMs: number) => Promise<Counter>;

/**
 * A fixed-window count per key outside @fastify/rate-limit (the public routes' shared budget, see
 * public-rate-limit.ts), with the same failover: in Redis while it answers, in this process otherwise
 * or when there is no Redis.
 */
export function createWindowCounter(redis: Redis | undefined, prefix: string): WindowCounter {
  if (!redis) {
    const local = createLocalCounters();
    return async (key, windowMs) => local.incr(key, windowMs);
  }
  const store = new FailoverStore(redis, prefix);
  return (key, windowMs) =>
    new Promise((resolve) =>
      store.incr(key, (_error, counter) => resolve(counter ?? { current: 0, ttl: 0 }), windowMs),
    );
}
