import path from 'node:path';
import { expect, type Page } from '@playwright/test';
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
 * Creates an account through the API (fast set-up for journeys that are not about sign-up). A project
 * manager by default, the spec's default role: it may do everything but administration
 * (docs/permissions.md).
 */
export async function createAccount(page: Page, user = newUser(), role: E2eRole = 'PROJECT_MANAGER') {
  const response = await page.request.post('/api/auth/register', {
    data: { ...user, role },
  });
  expect(response.status()).toBe(201);
  return user;
}

export async function fillSignInForm(page: Page, user: { email: string; password: string }) {
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/**
 * An administrator account. The first administrator may sign up as one; if another test already took
 * that place, the account is promoted in the database, as an operator would do.
 */
export async function createAdminAccount(page: Page, user = newUser({ firstName: 'Admin' })) {
  const response = await page.request.post('/api/auth/register', { data: { ...user, role: 'ADMIN' } });
  if (response.status() !== 201) {
    await createAccount(page, user);
    const dataDir = path.resolve(`.tmp/e2e-data-${process.env.E2E_PORT ?? 3100}`);
    const db = new Database(path.join(dataDir, 'app.db'));
    db.pragma('busy_timeout = 5000');
    db.prepare('update users set role = ? where email_normalized = ?').run('ADMIN', user.email.toLowerCase());
    db.close();
  }
  return user;
}
