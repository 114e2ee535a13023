/**
 * Slow clients are cut off, the way mod_reqtimeout does it: headers must arrive within a short time
 * (Node's headersTimeout, checked every 2 s instead of every 30 s), and a request body must keep
 * arriving at a minimum rate, checked per window on the socket's byte count (the multipart parser
 * reads the raw request itself, so a pass-through stream would not see its bytes). A body that
 * stalls is answered 408 and its connection closed; each cut is counted and logged.
 */
import type { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { redactUrl } from './log-redaction';

/** A body must bring minBytesPerSecond × windowSeconds in every window (1 KiB/s over 10 s by default). */
export type SlowClientLimits = { windowSeconds: number; minBytesPerSecond: number };

/** Options for Fastify's HTTP server: header and whole-request deadlines, idle sockets closed. */
export const serverTimeouts = (requestTimeoutSeconds: number) => ({
  requestTimeout: requestTimeoutSeconds * 1000,
  connectionTimeout: 60_000,
  http: { headersTimeout: 20_000, connectionsCheckingInterval: 2_000 },
});

export type SlowClientCounter = { cut: () => number };

const hasBody = (raw: IncomingMessage) =>
  raw.headers['transfer-encoding'] !== undefined || Number(raw.headers['content-length'] ?? 0) > 0;

const TIMEOUT_BODY = JSON.stringify({ error: 'The request body arrived too slowly and was cut off' });

export function registerSlowClientGuard(app: FastifyInstance, limits: SlowClientLimits): SlowClientCounter {
  let cut = 0;
  const minBytes = limits.minBytesPerSecond * limits.windowSeconds;
  app.addHook('onRequest', async (request) => {
    const { raw } = request;
    const socket = raw.socket;
    // Injected requests (tests) have no network socket to watch.
    if (!hasBody(raw) || raw.complete || !(socket instanceof Socket)) return;
    let lastBytes = socket.bytesRead;
    const timer = setInterval(() => {
      if (raw.complete || socket.destroyed) {
        clearInterval(timer);
        return;
      }
      const bytes = socket.bytesRead;
      if (bytes - lastBytes >= minBytes) {
        lastBytes = bytes;
        return;
      }
      clearInterval(timer);
      cut += 1;
      request.log.warn(
        { slowClientsCut: cut, url: redactUrl(request.url) },
        'request body too slow: connection cut',
      );
      if (!socket.writableEnded) {
        socket.end(
          `HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(TIMEOUT_BODY)}\r\n\r\n${TIMEOUT_BODY}`,
        );
      }
      socket.destroySoon();
    }, limits.windowSeconds * 1000);
    timer.unref();
    raw.once('close', () => clearInterval(timer));
  });
  return { cut: () => cut };
}
