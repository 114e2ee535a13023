/**
 * The `test` of journeys that start signed in. `signIn()` makes an account (a project manager unless
 * a role is given), signs it in through /login and waits for the Dashboard; `signInAs(user)` does the
 * same for an account a test made itself. A second browser context signs in with `signInNew(page)`.
 */
import { test as base, expect, type Page } from '@playwright/test';
import { createAccount, createAdminAccount, type E2eRole, fillSignInForm, newUser } from './users';

export type Account = ReturnType<typeof newUser>;
type Credentials = { email: string; password: string };
type SignInOptions = { role?: E2eRole; user?: Account };

/** Signs existing credentials in through the login form and waits for the Dashboard. */
export async function signInWith(page: Page, user: Credentials): Promise<void> {
  await page.goto('/login');
  await fillSignInForm(page, user);
  // Sign-in (one Argon2 check) and the home screen's first chunks: a hang guard for a busy machine. The
  // home is the Dashboard, or My day for a technician (issue 30 §1).
  await expect(page.getByRole('heading', { level: 1, name: /^(Dashboard|My day)$/ })).toBeVisible({
    timeout: 30_000,
  });
}

/** Creates an account (an administrator is made or promoted by createAdminAccount) and signs it in. */
export async function signInNew(
  page: Page,
  { role = 'PROJECT_MANAGER', user = newUser() }: SignInOptions = {},
): Promise<Account> {
  const account =
    role === 'ADMIN' ? await createAdminAccount(page, user) : await createAccount(page, user, role);
  await signInWith(page, account);
  return account;
}

type SignInFixtures = {
  signIn: (options?: SignInOptions) => Promise<Account>;
  signInAs: (user: Credentials) => Promise<void>;
};

export const test = base.extend<SignInFixtures>({
  signIn: async ({ page }, use) => {
    await use((options) => signInNew(page, options));
  },
  signInAs: async ({ page }, use) => {
    await use((user) => signInWith(page, user));
  },
});

export { expect };
