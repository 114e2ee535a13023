import path from 'node:path';
import { type APIResponse, expect, type Page } from '@playwright/test';
import Database from 'better-sqlite3';

let sequence = 0;

export function newUser(
  overrides: Partial<Record<'firstName' | 'lastName' | 'email' | 'password', string>> = {},
) {
  sequence += 1;
  return {
    firstName: 'Lerato',
    lastName: 'Dlamini',
    email: `lerato.${Date.now()}.${sequence}@example.co.za`,
    password: 'Hydr4nt!Test',
    ...overrides,
  };
}

export type E2eRole = 'PROJECT_MANAGER' | 'ENGINEER' | 'TECHNICIAN' | 'ADMIN';

/**
 * The administrator the journeys' set-up acts as (the app runs with its default SIGNUP_MODE=approval,
 * so a new account waits until an administrator approves it). The first one to ask creates it: as the
 * install's first administrator when none exists yet, otherwise promoted in the database as an operator
 * would do.
 */
const OPERATOR = {
  firstName: 'Operator',
  lastName: 'Setup',
  email: 'operator.setup@e2e.firebreak.test',
  password: 'Hydr4nt!Operator',
};
/**
 * The operator's token, kept for this worker: each sign-in costs an Argon2 check, and the journeys
 * create well over a hundred accounts. A session kept this long may have ended (30 idle minutes, or a
 * journey that signs every session out): then it signs in again.
 */
let operatorToken: string | undefined;

async function signInOperator(page: Page): Promise<string> {
  const signIn = () => page.request.post('/api/auth/login', { data: OPERATOR });
  let answer = await signIn();
  if (answer.status() !== 200) {
    const registered = await page.request.post('/api/auth/register', {
      data: { ...OPERATOR, role: 'ADMIN' },
    });
    if (registered.status() === 202) approveInDatabase(OPERATOR.email, 'ADMIN');
    answer = await signIn();
  }
  expect(answer.status()).toBe(200);
  operatorToken = ((await answer.json()) as { token: string }).token;
  return operatorToken;
}

/** A request as the operator, signing in again once when the kept session has ended. */
async function asOperator(page: Page, send: (headers: Record<string, string>) => Promise<APIResponse>) {
  const token = operatorToken ?? (await signInOperator(page));
  const answer = await send({ authorization: `Bearer ${token}` });
  if (answer.status() !== 401) return answer;
  return send({ authorization: `Bearer ${await signInOperator(page)}` });
}

function approveInDatabase(email: string, role: E2eRole) {
  const dataDir = path.resolve(`.tmp/e2e-data-${process.env.E2E_PORT ?? 3100}`);
  const db = new Database(path.join(dataDir, 'app.db'));
  db.pragma('busy_timeout = 5000');
  db.prepare(
    'update users set role = ?, pending_since = null, requested_role = null where email_normalized = ?',
  ).run(role, email.toLowerCase());
  db.close();
}

/** An administrator's approval of a waiting sign-up, through the API. */
export async function approveAccount(page: Page, email: string, role: E2eRole) {
  const list = await asOperator(page, (headers) => page.request.get('/api/admin/users', { headers }));
  expect(list.status()).toBe(200);
  const { users } = (await list.json()) as { users: { id: string; email: string }[] };
  const account = users.find((candidate) => candidate.email === email);
  if (!account) throw new Error(`no waiting account for ${email}`);
  const approved = await asOperator(page, (headers) =>
    page.request.post(`/api/admin/users/${account.id}/approve`, { headers, data: { role } }),
  );
  expect(approved.status()).toBe(200);
}

/**
 * Creates an account through the API (fast set-up for journeys that are not about sign-up): signs up,
 * then the set-up administrator approves it with the role. A project manager by default, the spec's
 * default role: it may do everything but administration (docs/permissions.md).
 */
export async function createAccount(page: Page, user = newUser(), role: E2eRole = 'PROJECT_MANAGER') {
  const response = await page.request.post('/api/auth/register', { data: { ...user, role } });
  expect([201, 202]).toContain(response.status());
  if (response.status() === 202) await approveAccount(page, user.email, role);
  return user;
}

export async function fillSignInForm(page: Page, user: { email: string; password: string }) {
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** An administrator account: signed up, then approved as an administrator (see createAccount). */
export async function createAdminAccount(page: Page, user = newUser({ firstName: 'Admin' })) {
  return createAccount(page, user, 'ADMIN');
}
