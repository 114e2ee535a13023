import { expectAccessible } from './support/axe';
import { expect, signInWith, test } from './support/fixtures';
import { approveAccount, createAccount, createAdminAccount, fillSignInForm, newUser } from './support/users';

test.describe('sign-up, sign-in and sign-out', () => {
  test('a new visitor signs up, waits for an administrator, is approved, stays signed in across a reload, logs out and is returned to the page first asked for', async ({
    page,
    browser,
  }) => {
    // Two people in two browsers, sign-up to approval to sign-in: a long journey.
    test.slow();
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await expect(page.getByText('Firebreak').first()).toBeVisible();
    await expectAccessible(page, 'login');

    await page.getByRole('link', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL(/\/register$/);
    await expectAccessible(page, 'register');

    const user = newUser();
    await page.getByLabel('First Name').fill(user.firstName);
    await page.getByLabel('Last Name').fill(user.lastName);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByLabel('Confirm Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Create Account' }).click();

    // SIGNUP_MODE=approval (the default): no way into the office until an administrator says so.
    await expect(page.getByRole('status')).toHaveText(
      'Thank you for signing up. Your account is waiting for an administrator to approve it: you can sign in once it is approved.',
    );
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await expectAccessible(page, 'register-waiting');
    await page.getByRole('link', { name: 'Go to Sign In' }).click();
    await fillSignInForm(page, user);
    await expect(page.getByRole('alert')).toHaveText(
      'Your account is waiting for an administrator to approve it',
    );

    // An administrator finds the sign-up first on Users and approves it with the role it asked for.
    const admin = await createAdminAccount(page);
    const office = await (await browser.newContext()).newPage();
    await signInWith(office, admin);
    await office.goto('/users');
    const waiting = office.getByRole('region', { name: /Waiting for approval/ });
    await expect(waiting.getByText(`${user.firstName} ${user.lastName}`).first()).toBeVisible();
    await expectAccessible(office, 'users-waiting');
    const name = `${user.firstName} ${user.lastName}`;
    const row = waiting.getByRole('listitem').filter({ hasText: user.email });
    await row.getByRole('button', { name: `Approve ${name}` }).click();
    const dialog = office.getByRole('dialog', { name: `Approve ${name}` });
    await expect(dialog.getByRole('combobox', { name: 'Role' })).toHaveText(/Project Manager/);
    await expectAccessible(office, 'users-approve-dialog');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(office.getByText(`${name} is approved as Project Manager and can sign in.`)).toBeVisible();
    await office.context().close();

    await fillSignInForm(page, user);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('navigation')).toBeVisible();
    await expect(page.getByRole('button', { name: 'account menu' })).toHaveText('LD');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    await page.getByRole('button', { name: 'account menu' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByText(`${user.firstName} ${user.lastName}`)).toBeVisible();
    await expect(menu.getByText(user.email)).toBeVisible();
    await expect(menu.getByText('PM')).toBeVisible();
    await menu.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    await page.goto('/weekly-plan');
    await expect(page).toHaveURL(/\/login$/);
    await fillSignInForm(page, user);
    await expect(page).toHaveURL(/\/weekly-plan$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Weekly Plan' })).toBeVisible();
  });

  test('the login form validates in the spec order and shows the server error', async ({ page }) => {
    await page.goto('/login');
    const alert = page.getByRole('alert');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(alert).toHaveText('Email is required');
    await page.getByLabel('Email').fill('someone');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(alert).toHaveText('Password is required');
    await page.getByLabel('Password', { exact: true }).fill('whatever');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(alert).toHaveText('Please enter a valid email address');
    await page.getByLabel('Email').fill('nobody@example.co.za');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(alert).toHaveText('Invalid email or password');
  });

  test('the password toggle shows and hides the password', async ({ page }) => {
    await page.goto('/login');
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('Secret123');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });

  test('the register form validates in the spec order and refuses a taken e-mail', async ({ page }) => {
    const existing = await createAccount(page);
    await page.goto('/register');
    const alert = page.getByRole('alert');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(alert).toHaveText('First name is required');
    await page.getByLabel('First Name').fill('Nomsa');
    await page.getByLabel('Last Name').fill('Khumalo');
    await page.getByLabel('Email').fill(existing.email);
    await page.getByLabel('Password', { exact: true }).fill('weakpass');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(alert).toHaveText(
      'Password must be at least 8 characters long and contain at least 1 uppercase letter, 1 lowercase letter, and 1 number',
    );
    await page.getByLabel('Password', { exact: true }).fill('Str0ngPass');
    await page.getByLabel('Confirm Password', { exact: true }).fill('Different1');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(alert).toHaveText('Passwords do not match');
    await page.getByLabel('Confirm Password', { exact: true }).fill('Str0ngPass');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(alert).toHaveText('An account with this email already exists');
  });

  test('a signed-in user who opens /login is sent on to the dashboard', async ({ page, signIn }) => {
    await signIn();
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/register');
    await expect(page).toHaveURL(/\/$/);
  });

  test('a revoked or tampered token sends the browser back to /login', async ({ page }) => {
    await page.goto('/login');
    await page.evaluate(() => localStorage.setItem('token', 'tampered.token.value'));
    await page.goto('/clients');
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});

test.describe('Google sign-in', () => {
  test('Continue with Google completes a real OpenID Connect sign-in: a new account waits for approval, then lands on the dashboard', async ({
    page,
  }) => {
    // A new Google account each run (a retry must meet a new account too).
    const email = `nandi.google.${Date.now()}@example.com`;
    const googleSignIn = async () => {
      await page.goto('/login');
      await page.getByRole('button', { name: 'Continue with Google' }).click();
      // The provider asks who you are the first time; afterwards it remembers and returns at once.
      const providerForm = page.locator('input[name="login"]');
      // A hang guard: the provider's page, or the Dashboard's first chunks on a busy machine.
      await expect(providerForm.or(page.getByRole('heading', { level: 1, name: 'Dashboard' }))).toBeVisible({
        timeout: 30_000,
      });
      if (await providerForm.isVisible()) {
        await page.locator('input[name="login"]').fill(email);
        await page.locator('input[name="password"]').fill('anything');
        await page.getByRole('button', { name: 'Sign-in' }).click();
      }
    };
    await googleSignIn();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('alert')).toContainText('waiting for an administrator to approve it');
    // The callback's address carried a one-time code, never a session token.
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await approveAccount(page, email, 'PROJECT_MANAGER');

    await googleSignIn();

    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'account menu' })).toHaveText('NG');
    await page.getByRole('button', { name: 'account menu' }).click();
    await expect(page.getByRole('menu').getByText(email)).toBeVisible();
  });

  test('the callback screen refuses a bad response and returns to /login with the message', async ({
    page,
  }) => {
    await page.goto('/auth/callback?error=access_denied');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('alert')).toHaveText('Authentication failed: access_denied');

    await page.goto('/auth/callback?code=abc&provider=github');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('alert')).toHaveText('Invalid authentication response');

    // A session token in the address (a login CSRF: someone else's session) is never taken.
    await page.goto('/auth/callback?token=attackers-session-token&provider=google');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('alert')).toHaveText('Invalid authentication response');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    // A code this tab did not start a sign-in for is refused by the exchange.
    await page.goto('/auth/callback?code=not-a-real-code-but-long-enough-0123456789&provider=google');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('alert')).toHaveText('Failed to complete authentication');
  });
});
