/**
 * Issue 25 §7: what matters most about accounts is in the audit trail: password change, use of a
 * set-password link, sign-out, signing out the other sessions, a profile change, a new link and an
 * unlock; each written in the same transaction as the change. Never a password, hash or token.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerUser } from '../../test/factories';
import { createTestApp, engines, type TestApp } from '../../test/test-app';

describe.each(engines)('the audit trail of accounts on %s', (engine) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof registerUser>>;
  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await registerUser(t.app, { role: 'ADMIN' });
  });
  afterAll(async () => t?.close());

  const trail = async (userId: string) =>
    (
      await t.database.db
        .selectFrom('audit_log')
        .select(['action', 'actor_id', 'after'])
        .where('entity', '=', 'user')
        .where('entity_id', '=', userId)
        .orderBy('created_at')
        .execute()
    ).map((row) => ({ ...row, after: row.after ? JSON.parse(row.after) : null }));
  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

  it('records a password change, signing out the other sessions and a sign-out, by the person', async () => {
    const user = await registerUser(t.app);
    const other = (await login(user.email, user.password)).json().token as string;
    expect(other).toBeTruthy();
    const revoked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sessions/revoke-others',
      headers: bearer(user.token),
    });
    expect(revoked.statusCode).toBe(200);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password',
      headers: bearer(user.token),
      payload: { currentPassword: user.password, newPassword: 'An0therSecret' },
    });
    expect(changed.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(user.token) }))
        .statusCode,
    ).toBe(204);

    const rows = await trail(user.user.id);
    expect(rows.map((row) => row.action)).toEqual([
      'sign-up',
      'sign-out-others',
      'password-change',
      'sign-out',
    ]);
    expect(rows.slice(1).every((row) => row.actor_id === user.user.id)).toBe(true);
    expect(rows[1]?.after).toMatchObject({ revokedSessions: 1 });
    expect(JSON.stringify(rows)).not.toContain('An0therSecret');
    expect(JSON.stringify(rows)).not.toContain(user.password);
    // A second sign-out of the same (now revoked) session is refused before it reaches the trail.
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(user.token) }))
        .statusCode,
    ).toBe(401);
    expect((await trail(user.user.id)).filter((row) => row.action === 'sign-out')).toHaveLength(1);
  });

  it('records the use of a set-password link (never its token), a profile change and an unlock', async () => {
    const user = await registerUser(t.app);
    const link = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${user.user.id}/set-password-link`,
      headers: bearer(admin.token),
    });
    const token = link.json().token as string;
    const used = await t.app.inject({
      method: 'POST',
      url: `/api/auth/invites/${token}`,
      payload: { password: 'Fr3shStart' },
    });
    expect(used.statusCode).toBe(200);
    const profile = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/me',
      headers: bearer(used.json().token),
      payload: { phone: '+27 82 000 0000' },
    });
    expect(profile.statusCode).toBe(200);
    const unlocked = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${user.user.id}/unlock`,
      headers: bearer(admin.token),
    });
    expect(unlocked.statusCode).toBe(200);

    const rows = await trail(user.user.id);
    expect(rows.map((row) => row.action)).toEqual([
      'sign-up',
      'set-password-link',
      'set-password-link-used',
      'update-profile',
      'unlock',
    ]);
    expect(rows[2]).toMatchObject({ actor_id: user.user.id, after: { revokedSessions: 1 } });
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(JSON.stringify(rows)).not.toContain('Fr3shStart');
  });

  it('leaves neither the change nor its audit row when the link was already used (one transaction)', async () => {
    const user = await registerUser(t.app);
    const link = (
      await t.app.inject({
        method: 'POST',
        url: `/api/admin/users/${user.user.id}/set-password-link`,
        headers: bearer(admin.token),
      })
    ).json().token as string;
    const [first, second] = await Promise.all([
      t.app.inject({ method: 'POST', url: `/api/auth/invites/${link}`, payload: { password: 'F1rstWins' } }),
      t.app.inject({
        method: 'POST',
        url: `/api/auth/invites/${link}`,
        payload: { password: 'S3condLoses' },
      }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 404]);
    const uses = (await trail(user.user.id)).filter((row) => row.action === 'set-password-link-used');
    expect(uses).toHaveLength(1);
    const winner = first.statusCode === 200 ? 'F1rstWins' : 'S3condLoses';
    expect((await login(user.email, winner)).statusCode).toBe(200);
  });
});
