/**
 * Security headers (helmet's, with our Content-Security-Policy) on every response. helmet builds its
 * headers from the options once; @fastify/helmet called helmet(options) again on every request, and
 * re-parsing the policy was 12% of the server's CPU on a cached read (decision 0054). So the headers
 * are worked out once here and copied onto each reply.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** The headers helmet would set for these options, captured from one run of its middleware. */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}

/**
 * connect-src for the realtime socket, same origin only (issue 25): 'self', which CSP Level 3 extends to
 * ws: and wss: on this host, and for browsers that predate that rule the WebSocket form of the address
 * users reach (PUBLIC_URL). Never a bare `ws:`/`wss:`, which lets a script talk to any host.
 */
export function connectSources(publicUrl: string): string[] {
  const url = new URL(publicUrl);
  return ["'self'", `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`];
}

export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const headers = securityHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
