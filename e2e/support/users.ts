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

/** Creates an account through the API (fast set-up for journeys that are not about sign-up). */
export async function createAccount(page: Page, user = newUser()) {
  const response = await page.request.post('/api/auth/register', {
    data: { ...user, role: 'ENGINEER' },
  });
  expect(response.status()).toBe(201);
  return user;
}

export async function signIn(page: Page, user: { email: string; password: string }) {
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}
