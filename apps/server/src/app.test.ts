import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectSources } from './plugins/security-headers';
import { createTestApp, engines, type TestApp } from './test/test-app';

describe.each(engines)('app on %s', (engine) => {
  let t: TestApp;
  let webDist: string;

  beforeAll(async () => {
    webDist = mkdtempSync(path.join(tmpdir(), 'firebreak-web-'));
    mkdirSync(path.join(webDist, 'assets'));
    writeFileSync(
      path.join(webDist, 'index.html'),
      '<!doctype html><title>Firebreak</title><div id="root"></div>',
    );
    writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)');
    writeFileSync(path.join(webDist, 'assets', 'index-abc123.js.br'), brotliCompressSync('console.log(1)'));
    t = await createTestApp(engine, { WEB_DIST: webDist, APP_NAME: 'Sprinkler Co' });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('answers the health check without a token', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: engine });
  });

  it("tells the web app its display name, whether Google is on, where links point and the company's time zone", async () => {
    const response = await t.app.inject({ url: '/api/config' });
    expect(response.json()).toEqual({
      appName: 'Sprinkler Co',
      googleEnabled: false,
      signupMode: 'open',
      publicUrl: t.app.context.config.publicUrl,
      timeZone: 'Africa/Johannesburg',
    });
  });

  it('needs a token for every other API route', async () => {
    const response = await t.app.inject({ url: '/api/auth/me' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Authentication required' });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await t.app.inject({ method, url: '/api/does-not-exist' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Not found' });
    }
  });

  it('publishes the OpenAPI document and its UI at /api/docs', async () => {
    const json = await t.app.inject({ url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    const doc = json.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/auth/login', '/api/auth/register', '/api/auth/me']),
    );
    const ui = await t.app.inject({ url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });

  it('sends security headers', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-frame-options']).toBeDefined();
  });

  it('lets the page connect only to its own origin: no bare ws: or wss: in connect-src', async () => {
    const policy = String((await t.app.inject({ url: '/' })).headers['content-security-policy']);
    const connect = /(?:^|;)\s*connect-src ([^;]*)/.exec(policy)?.[1]?.trim().split(/\s+/);
    expect(connect).toEqual(["'self'", `ws://${new URL(t.config.publicUrl).host}`]);
    expect(connectSources('https://fire.example.co.za')).toEqual(["'self'", 'wss://fire.example.co.za']);
    expect(connectSources('http://10.0.0.5:8080/')).toEqual(["'self'", 'ws://10.0.0.5:8080']);
  });

  it('serves the web app with a fallback to index.html for client-side routes', async () => {
    for (const url of [
      '/',
      '/login',
      '/documents/preview/abc',
      '/weekly-plan?name=A&start=2026-11-16',
      // A quote approval link: its signed token has dots, yet it is a page.
      '/q/eyJhbGciOiJIUzI1NiJ9.eyJsaWQiOiJ4In0.c2lnbmF0dXJl',
    ]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    const asset = await t.app.inject({ url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const compressed = await t.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe('console.log(1)');
    const missingAsset = await t.app.inject({ url: '/assets/missing.js' });
    expect(missingAsset.statusCode).toBe(404);
    expect((await t.app.inject({ url: '/q/a.b/c.js' })).statusCode).toBe(404);
  });

  it('never serves files outside the web app', async () => {
    for (const url of ['/../package.json', '/%2e%2e/%2e%2e/etc/passwd', '/assets/..%2f..%2fetc%2fpasswd']) {
      const response = await t.app.inject({ url });
      expect(response.body).not.toContain('root:x:0');
      expect(response.body).not.toContain('"name"');
    }
  });
});
