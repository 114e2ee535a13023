/**
 * Slow-loris on a real socket: a body trickling in below the minimum rate is answered 408, its
 * connection closed and the cut counted; a body sent at an ordinary pace is untouched.
 */

import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerUser } from '../test/factories';
import { createTestApp, engines, type TestApp } from '../test/test-app';

/** Sends the head, then the body a byte at a time every `gapMs`; resolves with what came back on close. */
function trickle(
  port: number,
  head: string,
  body: string,
  gapMs: number,
): Promise<{ answer: string; sentBytes: number }> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    let sent = 0;
    let timer: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      socket.write(head);
      timer = setInterval(() => {
        if (sent >= body.length || socket.destroyed) return;
        socket.write(body[sent] ?? '');
        sent += 1;
      }, gapMs);
    });
    socket.on('data', (chunk) => {
      answer += chunk.toString();
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ answer, sentBytes: sent });
    });
  });
}

describe.each(engines)('slow clients (%s)', (engine) => {
  let t: TestApp;
  let port = 0;
  let token = '';

  beforeAll(async () => {
    t = await createTestApp(engine, { BODY_RATE_WINDOW_SECONDS: '1', BODY_MIN_BYTES_PER_SECOND: '64' });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
    token = (await registerUser(t.app, { role: 'ADMIN' })).token;
  });
  afterAll(async () => t?.close());

  it('sets header and whole-request deadlines on the server', () => {
    expect(t.app.server.headersTimeout).toBe(20_000);
    expect(t.app.server.requestTimeout).toBe(600_000);
  });

  it('cuts off a body that trickles in, answers 408 and counts it', async () => {
    const body = JSON.stringify({ name: 'Slow Loris Holdings', type: 'Commercial', status: 'Active' });
    const head = [
      'POST /api/clients HTTP/1.1',
      'Host: localhost',
      `Authorization: ${bearer(token).authorization}`,
      'Content-Type: application/json',
      `Content-Length: ${body.length}`,
      '',
      '',
    ].join('\r\n');
    const { answer, sentBytes } = await trickle(port, head, body, 100);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(answer).toContain('"error":"The request body arrived too slowly and was cut off"');
    expect(sentBytes).toBeLessThan(body.length);
    const clients = await t.database.db.selectFrom('clients').select('id').execute();
    expect(clients).toHaveLength(0);
    const health = (await t.app.inject({ url: '/api/health' })).json() as { slowClientsCut: number };
    expect(health.slowClientsCut).toBe(1);
  });

  it('leaves a body sent at an ordinary pace alone', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/clients`, {
      method: 'POST',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Quick Fire (Pty) Ltd', type: 'Commercial', status: 'Active' }),
    });
    expect(response.status).toBe(201);
  });
});
