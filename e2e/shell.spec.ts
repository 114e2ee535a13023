import { ADMIN_MENU_ENTRIES, can, MENU_ENTRIES } from '@firebreak/shared';
import { expectAccessible } from './support/axe';
import { expect, test } from './support/fixtures';

const HEADINGS: Record<string, string> = {
  '/': 'Dashboard',
  '/my-day': 'My day',
  '/projects': 'Projects Management',
  '/project-dashboard': 'Project Dashboard',
  '/clients': 'Client Management',
  '/resources': 'Resource Management',
  '/quoting': 'Quoting',
  '/visits': 'Visits',
  '/dispatch': 'Dispatch',
  '/weekly-plan': 'Weekly Plan',
  '/documents': 'Document Management',
};

test.describe('the shell', () => {
  test('every menu entry, in order, opens its page and is highlighted', async ({ page, signIn }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn({ role: 'ENGINEER' });
    const nav = page.getByRole('navigation');
    // An engineer sees every entry but Audit, which is for administrators (docs/permissions.md).
    const entries = MENU_ENTRIES.filter((entry) => !entry.permission || can('ENGINEER', entry.permission));
    expect(entries.map((entry) => entry.label)).not.toContain('Audit');
    await expect(nav.getByRole('link')).toHaveText(entries.map((entry) => entry.label));

    for (const entry of entries) {
      await nav.getByRole('link', { name: entry.label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${entry.path === '/' ? '/' : entry.path}$`));
      await expect(page.getByRole('heading', { level: 1, name: HEADINGS[entry.path] })).toBeVisible();
      await expect(nav.getByRole('link', { name: entry.label, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expectAccessible(page, entry.path);
    }
    await expect(page.getByRole('button', { name: 'account menu' })).toBeVisible();
    await expect(page.getByText('Engineer', { exact: true }).first()).toBeVisible();
  });

  test('every page names its browser tab: sign-in, sign-up, each menu entry and not-found', async ({
    page,
    signIn,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/login');
    await expect(page).toHaveTitle('Sign In · Firebreak');
    await page.goto('/register');
    await expect(page).toHaveTitle('Sign Up · Firebreak');

    await signIn({ role: 'ADMIN' });
    const nav = page.getByRole('navigation');
    for (const entry of [...MENU_ENTRIES, ...ADMIN_MENU_ENTRIES]) {
      await nav.getByRole('link', { name: entry.label, exact: true }).click();
      await expect(page).toHaveTitle(`${entry.label} · Firebreak`);
    }
    await page.goto('/no-such-page');
    await expect(page).toHaveTitle('Page not found · Firebreak');
  });

  test('the tab shows the flame icon the built app serves', async ({ page }) => {
    await page.goto('/login');
    const href = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(href).toBe('/favicon.svg');
    const icon = await page.request.get(href ?? '');
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toContain('image/svg+xml');
    expect(await icon.text()).toContain('<svg');
  });

  for (const width of [1280, 390]) {
    test(`at ${width} px the first tab stop is 'Skip to main content', shown when focused; Enter moves focus into main`, async ({
      page,
      signIn,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await signIn({ role: 'ENGINEER' });
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      const skip = page.getByRole('link', { name: 'Skip to main content' });
      await expect(skip).not.toBeInViewport();
      await page.keyboard.press('Tab');
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('main')).toBeFocused();
      await expect(page).toHaveURL(/\/$/);
      await expectAccessible(page, `skip link at ${width} px`);
    });
  }

  test('keyboard focus shows a 2 px ring in the primary colour on menu entries and buttons; a mouse click does not', async ({
    page,
    signIn,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn({ role: 'ENGINEER' });
    const ring = () =>
      page.evaluate(() => {
        const style = getComputedStyle(document.activeElement as Element);
        return `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`;
      });
    const nav = page.getByRole('navigation');
    const projects = nav.getByRole('link', { name: 'Projects', exact: true });
    for (
      let stop = 0;
      stop < 20 && !(await projects.evaluate((el) => el === document.activeElement));
      stop++
    ) {
      await page.keyboard.press('Tab');
    }
    await expect(projects).toBeFocused();
    expect(await ring()).toBe('solid 2px rgb(0, 188, 212)');

    const account = page.getByRole('button', { name: 'account menu' });
    await account.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(account).toBeFocused();
    expect(await ring()).toBe('solid 2px rgb(0, 188, 212)');

    await nav.getByRole('link', { name: 'Clients', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Client Management' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Clients', exact: true })).toBeFocused();
    expect(await ring()).toMatch(/^none /);
  });

  test('on a small screen the menu is a 240 px drawer that closes after a choice', async ({
    page,
    signIn,
  }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await signIn({ role: 'ENGINEER' });
    await expect(page.getByRole('navigation')).toBeHidden();
    await page.getByRole('button', { name: 'open navigation menu' }).click();
    const nav = page.getByRole('navigation');
    await expect(nav).toBeVisible();
    const box = await page.locator('.MuiDrawer-paper').first().boundingBox();
    expect(Math.round(box?.width ?? 0)).toBe(240);
    await expectAccessible(page, 'mobile menu');
    await nav.getByRole('link', { name: 'Clients' }).click();
    await expect(page).toHaveURL(/\/clients$/);
    await expect(page.getByRole('navigation')).toBeHidden();
  });

  test('from 900 px the permanent menu can be resized by dragging, within 200–400 px, and keeps its width', async ({
    page,
    signIn,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn({ role: 'ENGINEER' });
    const paper = page.locator('.MuiDrawer-paper').first();
    expect(Math.round((await paper.boundingBox())?.width ?? 0)).toBe(240);
    const handle = page.getByRole('separator', { name: 'Resize navigation menu' });
    const grip = await handle.boundingBox();
    if (!grip) throw new Error('no resize handle');
    const y = grip.y + grip.height / 2;
    await page.mouse.move(grip.x + grip.width / 2, y);
    await page.mouse.down();
    await page.mouse.move(320, y, { steps: 5 });
    await page.mouse.up();
    await expect.poll(async () => Math.round((await paper.boundingBox())?.width ?? 0)).toBeGreaterThan(300);

    await page.mouse.move(320, y);
    await page.mouse.down();
    await page.mouse.move(900, y, { steps: 5 });
    await page.mouse.up();
    await expect.poll(async () => Math.round((await paper.boundingBox())?.width ?? 0)).toBe(400);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect(Math.round((await paper.boundingBox())?.width ?? 0)).toBe(400);

    await page.evaluate(() => localStorage.setItem('sidebar-width', '50'));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect(Math.round((await paper.boundingBox())?.width ?? 0)).toBe(200);
  });

  test('an unknown address inside the app shows a not-found page', async ({ page, signIn }) => {
    await signIn({ role: 'ENGINEER' });
    await page.goto('/no-such-page');
    await expect(page.getByText(/not found/i).first()).toBeVisible();
  });
});
