import { expect, test } from './support/fixtures';

for (const width of [1280, 390]) {
  test(`shots ${width}`, async ({ page, signIn }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await signIn();
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/shots/dashboard-${width}.png`, fullPage: true });
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const list = await (await page.request.get('/api/projects?search=Sandton', { headers: { Authorization: `Bearer ${token}` } })).json();
    await page.goto(`/project-dashboard?id=${list.items[0].id}&tab=money`);
    await expect(page.getByRole('region', { name: 'Money summary' })).toBeVisible();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/shots/money-${width}.png`, fullPage: true });
    await page.getByRole('button', { name: 'Record payment', exact: true }).click();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/shots/payment-${width}.png` });
  });
}
