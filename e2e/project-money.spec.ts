/**
 * Project money (issue 15): a project manager raises a claim, records a payment against it (a payment
 * past what is owed is refused until marked as an overpayment), records and deletes a cost, and the
 * dashboard's cash flow follows; on a phone the lists become cards and nothing scrolls sideways;
 * axe is clean on the tab and on every dialog at both widths.
 */
import type { Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { expect, test } from './support/fixtures';

async function createProject(page: Page, budget: number) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const response = await page.request.post('/api/projects', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      title: `Rosebank office sprinklers ${Date.now()}`,
      clientName: 'Growthpoint',
      budget,
      dueDate: '2027-06-30',
    },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as { id: string; title: string };
}

const money = (text: string) => new RegExp(text.replace(/ /g, '\\s'));

test.describe('project money', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('claim, payment (an overpayment only on purpose), cost and delete, with the summary following', async ({
    page,
    signIn,
  }) => {
    await signIn();
    const project = await createProject(page, 1_000_000);
    await page.goto(`/project-dashboard?id=${project.id}`);
    await page.getByRole('tab', { name: 'Money' }).click();
    await expect(page).toHaveURL(/tab=money/);
    await expect(page.getByText('No claims yet. Raise a progress claim when work is done.')).toBeVisible();
    const scrollWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
    await expectAccessible(page, 'money tab, empty');

    await page.getByRole('button', { name: 'New claim' }).click();
    const claimDialog = page.getByRole('dialog', { name: 'New claim' });
    await claimDialog.getByRole('textbox', { name: /Amount/ }).fill('200000');
    await expect(claimDialog.getByRole('status')).toHaveText(
      money('Retention R 20 000,00 · VAT R 27 000,00 · Client pays R 207 000,00'),
    );
    await expectAccessible(page, 'claim dialog');
    await claimDialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(/^Claim INV-\d{4}-\d{4} raised$/)).toBeVisible();
    const claims = page.getByRole('table', { name: 'Claims and invoices' });
    await expect(claims.getByRole('row', { name: /INV-/ })).toContainText('Unpaid');

    await page.getByRole('button', { name: 'Record payment' }).click();
    const paymentDialog = page.getByRole('dialog', { name: 'Record payment' });
    await expect(paymentDialog.getByRole('textbox', { name: /Amount received/ })).toHaveValue('207000');
    await paymentDialog.getByRole('textbox', { name: /Amount received/ }).fill('210000');
    await expectAccessible(page, 'payment dialog');
    await paymentDialog.getByRole('button', { name: 'Save' }).click();
    await expect(paymentDialog.getByRole('alert')).toContainText('still owed on INV-');
    await paymentDialog.getByRole('checkbox', { name: /overpayment/ }).check();
    await paymentDialog.getByRole('button', { name: 'Save' }).click();
    await expect(paymentDialog).toBeHidden();
    await expect(claims.getByRole('row', { name: /INV-/ })).toContainText('Overpaid');
    const summary = page.getByRole('region', { name: 'Money summary' });
    await expect(summary).toContainText(money('R 210 000'));
    expect(await scrollWidth()).toBeLessThanOrEqual(1280);

    await page.getByRole('button', { name: 'Record cost' }).click();
    const costDialog = page.getByRole('dialog', { name: 'Record cost' });
    await costDialog.getByRole('textbox', { name: /Amount/ }).fill('150000');
    await costDialog.getByRole('textbox', { name: 'Description' }).fill('Sprinkler heads and pipe');
    await expectAccessible(page, 'cost dialog');
    await costDialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('table', { name: 'Costs' })).toContainText('Sprinkler heads and pipe');
    await expect(summary).toContainText('15% of the budget');

    // The Overview's Budget vs Spent reads the same spend.
    await page.getByRole('tab', { name: 'Overview' }).click();
    await expect(page.getByText(money('R 850 000 remaining'))).toBeVisible();
    await page.getByRole('tab', { name: 'Money' }).click();

    await page
      .getByRole('table', { name: 'Costs' })
      .getByRole('button', { name: /Delete/ })
      .click();
    await expectAccessible(page, 'delete confirmation');
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('No costs recorded yet.')).toBeVisible();
    await expect(summary).toContainText('0% of the budget');

    // The dashboard's cash flow is six months of the same ledger.
    await page.goto('/');
    await expect(page.getByRole('figure', { name: /^Cash Flow: This month/ })).toBeVisible();
  });

  test('on a phone the lists are cards, nothing scrolls sideways, and axe is clean', async ({
    page,
    signIn,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn();
    const project = await createProject(page, 500_000);
    await page.goto(`/project-dashboard?id=${project.id}&tab=money`);
    await page.getByRole('button', { name: 'New claim' }).click();
    await page
      .getByRole('dialog')
      .getByRole('textbox', { name: /Amount/ })
      .fill('100000');
    await expectAccessible(page, 'claim dialog at 390 px');
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    const cards = page.getByRole('list', { name: 'Claims and invoices' });
    await expect(cards.getByRole('listitem')).toHaveCount(1);
    await expect(cards).toContainText(money('R 103 500,00'));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page, 'money tab at 390 px');

    // The dashboard with its six-month cash flow fits the phone too.
    await page.goto('/');
    await expect(page.getByRole('figure', { name: /^Cash Flow: This month/ })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
