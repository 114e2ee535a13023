/**
 * The password rule (issue 25, decision 0077): the spec's minimum over any printable character, so a
 * passphrase with spaces, '-', '#', '_' or letters of any script is a password on every path that sets
 * one (sign-up, a set-password link, a change) and signs in; a control character is refused by name.
 */
import { AUTH_MESSAGES } from '@firebreak/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, makeRegistration, registerUser } from '../../test/factories';
import { createTestApp, engines, type TestApp } from '../../test/test-app';

const PASSPHRASES = [
  'correct Horse battery 9',
  'fire-pump_valve#7 Room',
  'Pompe à incendie 12',
  'Ẓanele se pomp 1957',
];

describe.each(engines)('passphrases on %s', (engine) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof registerUser>>;
  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await registerUser(t.app, { role: 'ADMIN' });
  });
  afterAll(async () => t?.close());

  const post = (url: string, payload: object, token?: string) =>
    t.app.inject({ method: 'POST', url, payload, headers: token ? bearer(token) : {} });
  const login = (email: string, password: string) => post('/api/auth/login', { email, password });

  it.each(PASSPHRASES)('signs up and signs in with %j', async (password) => {
    const registration = makeRegistration({ password });
    const created = await post('/api/auth/register', registration);
    expect(created.statusCode, created.body).toBe(201);
    expect((await login(registration.email, password)).statusCode).toBe(200);
    expect((await login(registration.email, password.trim().replace(/ /g, ''))).statusCode).toBe(401);
  });

  it('signs in with the same letters however the keyboard composed them (NFC and NFD)', async () => {
    const composed = 'Pompe à incendie 12'.normalize('NFC');
    const decomposed = composed.normalize('NFD');
    expect(decomposed).not.toBe(composed);
    const registration = makeRegistration({ password: decomposed });
    expect((await post('/api/auth/register', registration)).statusCode).toBe(201);
    expect((await login(registration.email, composed)).statusCode).toBe(200);
    expect((await login(registration.email, decomposed)).statusCode).toBe(200);
  });

  it('sets a passphrase through a set-password link and through a change of password', async () => {
    const { password: _unused, ...person } = makeRegistration({ role: 'ENGINEER' });
    const invited = await post('/api/admin/users', person, admin.token);
    expect(invited.statusCode, invited.body).toBe(201);
    const first = 'fire-pump_valve#7 Room';
    const accepted = await post(`/api/auth/invites/${invited.json().link.token}`, { password: first });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const second = 'Deluge valve — test 2';
    const changed = await post(
      '/api/auth/password',
      { currentPassword: first, newPassword: second },
      accepted.json().token,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await login(person.email, second)).statusCode).toBe(200);
  });

  it.each(['Tab\tPassword1', 'Line\nbreak Password1', 'Bell\u0007Password1'])(
    'refuses the control character in %j with 400 and its own message, creating nothing',
    async (password) => {
      const registration = makeRegistration({ password });
      const refused = await post('/api/auth/register', registration);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ error: AUTH_MESSAGES.passwordUnprintable });
      const row = await t.database.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', registration.email)
        .executeTakeFirst();
      expect(row).toBeUndefined();
    },
  );
});
