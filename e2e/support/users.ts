import { expect, type Page } from '@playwright/test';

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

export async function signIn(page: Page, user: { email: string; password: string }) {
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}
