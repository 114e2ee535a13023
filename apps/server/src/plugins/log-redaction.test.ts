/**
 * Secrets in the log (issue 25): invitation, approval and calendar-feed tokens, and sign-in redirects'
 * query values, never reach the log in a request's URL. Read from the app's own log output.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, makeRegistration, quoteForm, registerUser } from '../test/factories';
import { createTestApp, engines, type TestApp } from '../test/test-app';
import { REDACTED, redactUrl } from './log-redaction';

describe('redactUrl', () => {
  it.each([
    ['/api/auth/invites/abc123', `/api/auth/invites/${REDACTED}`],
    ['/api/public/quote-approval/a.b.c/decision', `/api/public/quote-approval/${REDACTED}/decision`],
    ['/api/public/quote-approval/a.b.c/pdf?x=1', `/api/public/quote-approval/${REDACTED}/pdf?x=1`],
    ['/api/calendar/Zm9vYmFy.ics', `/api/calendar/${REDACTED}.ics`],
    ['/api/calendar/Zm9vYmFy', `/api/calendar/${REDACTED}`],
    ['/q/a.b.c', `/q/${REDACTED}`],
    ['/invite/abc?from=mail', `/invite/${REDACTED}?from=mail`],
    ['/auth/callback?token=eyJ&provider=google', `/auth/callback?token=${REDACTED}&provider=google`],
    [
      '/api/auth/google/callback?state=s1&code=c2',
      `/api/auth/google/callback?state=${REDACTED}&code=${REDACTED}`,
    ],
    ['/x?TOKEN=1&%74oken=2#frag', `/x?TOKEN=${REDACTED}&%74oken=${REDACTED}`],
    ['/api/projects?page=2&search=token', '/api/projects?page=2&search=token'],
    ['/api/auth/invites/', '/api/auth/invites/'],
  ])('%s → %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });
});

describe.each(engines)('request URLs in the log on %s', (engine) => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp(engine, {}, { logStream: { write: (line) => lines.push(line) } });
  });
  afterAll(async () => t?.close());

  it('covers every API route with a token in its path', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as { paths: Record<string, unknown> };
    const withToken = Object.keys(doc.paths).filter((route) => route.includes('{token}'));
    expect(withToken.length).toBeGreaterThanOrEqual(4);
    for (const route of withToken) {
      const secret = 'S3cr3tT0k3nValue';
      expect(redactUrl(route.replace('{token}', secret)), route).not.toContain(secret);
    }
  });

  it('logs invitation, calendar-feed, approval and callback URLs with the token replaced', async () => {
    const admin = await registerUser(t.app, { role: 'ADMIN' });
    const as = (method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: bearer(admin.token), ...(payload ? { payload } : {}) });
    const { password: _unused, ...person } = makeRegistration({ role: 'ENGINEER' });
    const invited = await as('POST', '/api/admin/users', person);
    expect(invited.statusCode).toBe(201);
    const invite = invited.json().link.token as string;
    const feed = new URL((await as('POST', '/api/weekly-plan/subscription')).json().url).pathname;
    const feedToken = /calendar\/(.+)\.ics$/.exec(feed)?.[1] as string;
    const quote = (await as('POST', '/api/quick-quote/save', quoteForm())).json().quote;
    const approval = (await as('POST', `/api/quotes/${quote.id}/approval-links`)).json().token as string;
    const secrets = [invite, feedToken, approval, admin.token];
    for (const secret of secrets) expect(secret.length).toBeGreaterThan(20);

    const visits: [string, string, object?][] = [
      ['GET', `/api/auth/invites/${invite}`],
      ['POST', `/api/auth/invites/${invite}`, { password: 'fire-pump_valve#7 Room' }],
      ['GET', feed],
      ['GET', `/api/public/quote-approval/${approval}`],
      ['GET', `/api/public/quote-approval/${approval}/pdf`],
      [
        'POST',
        `/api/public/quote-approval/${approval}/decision`,
        { decision: 'APPROVED', name: 'T. Mokoena' },
      ],
      ['GET', `/q/${approval}`],
      ['GET', `/invite/${invite}`],
      ['GET', `/auth/callback?token=${admin.token}&provider=google`],
    ];
    lines.length = 0;
    for (const [method, url, payload] of visits) {
      const response = await t.app.inject({ method: method as 'GET', url, ...(payload ? { payload } : {}) });
      expect(response.statusCode, `${method} ${url.slice(0, 40)}`).toBeLessThan(500);
    }
    const log = lines.join('');
    for (const secret of secrets) expect(log).not.toContain(secret);
    const logged = lines
      .map((line) => JSON.parse(line) as { msg: string; req?: { method: string; url: string } })
      .filter((entry) => entry.msg === 'incoming request')
      .map((entry) => `${entry.req?.method} ${entry.req?.url}`);
    expect(logged).toEqual([
      `GET /api/auth/invites/${REDACTED}`,
      `POST /api/auth/invites/${REDACTED}`,
      `GET /api/calendar/${REDACTED}.ics`,
      `GET /api/public/quote-approval/${REDACTED}`,
      `GET /api/public/quote-approval/${REDACTED}/pdf`,
      `POST /api/public/quote-approval/${REDACTED}/decision`,
      `GET /q/${REDACTED}`,
      `GET /invite/${REDACTED}`,
      `GET /auth/callback?token=${REDACTED}&provider=google`,
    ]);
  });
});
