/**
 * One budget per address across the public routes together (issue 25): signing in and up, the set-
 * password link, a client's approval page (the quote, its PDF, the decision), calendar feeds, Google
 * sign-in. Each route's own limit (sign-in's LOGIN_RATE_LIMIT_PER_MINUTE, the approval page's 60) still
 * applies; this one stops an address that has spent its budget on one public route from going on with
 * another (the approval page's GET answered 429 while its POST still went through). Counted per address
 * (an IPv6 /64) in Redis when configured, so every instance shares it; in this process otherwise.
 * Public routes that check a session or key themselves (they name a permission) are not counted, nor
 * are the health check, the app's name and the web app's pages.
 */
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { AppError } from '../lib/errors';
import { sourceOf } from '../modules/auth/login-throttle';
import { createWindowCounter } from './rate-limit-store';

export const PUBLIC_RATE_MESSAGE = 'Too many requests from this address. Wait a minute and try again.';

const WINDOW_MS = 60_000;

/** Public, but outside the budget: read by every page load and by monitors, and holding no secret. */
const UNCOUNTED = new Set(['/api/health', '/api/config', '/*']);

/** Whether a route spends the shared public budget. */
export function isBudgetedRoute(config: { public?: boolean; permission?: string } | undefined, url: string) {
  return Boolean(config?.public) && !config?.permission && !UNCOUNTED.has(url);
}

export function registerPublicRateLimit(
  app: FastifyInstance,
  options: { redis: Redis | undefined; maxPerMinute: number },
): void {
  const count = createWindowCounter(options.redis, 'firebreak-public-budget-');
  app.addHook('onRequest', async (request) => {
    const url = request.routeOptions.url;
    if (!url || !isBudgetedRoute(request.routeOptions.config, url)) return;
    const { current, ttl } = await count(sourceOf(request.ip ?? null), WINDOW_MS);
    if (current <= options.maxPerMinute) return;
    throw new AppError(429, PUBLIC_RATE_MESSAGE, 'RATE_LIMITED', {
      'retry-after': String(Math.max(1, Math.ceil(ttl / 1000))),
    });
  });
}
