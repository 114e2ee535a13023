/**
 * E-mail that is never lost (issue 29 §4), against a real SMTP server the app is pointed at with
 * SMTP_URL (e2e/support/smtp-sink.mjs): a project manager e-mails an issued tax invoice from its page
 * and the message arrives with the PDF; an invoice issued 40 days ago on 30-day terms is 10 days
 * overdue, so 'Send due reminders now' takes its week-after reminder, which arrives at the client's
 * billing e-mail with the balance and the PDF, once however often it is asked; the invoice lists both
 * messages and the reminder. Axe-clean at 1280 px; the same page fits a phone.
 */
import { writeFileSync } from 'node:fs';
import { addDays, todayInSouthAfrica } from '@firebreak/shared';
import type { Page } from '@playwright/test';
import { SMTP_SINK_URL } from '../playwright.config';
import { expectAccessible } from './support/axe';
import { expect, test } from './support/fixtures';
import { pdfText } from './support/pdf-text';

type Arrived = {
  recipients: string[];
  subject: string;
  text: string;
  attachments: { filename: string; contentType: string; content: string }[];
};

const arrived = async (page: Page): Promise<Arrived[]> => (await page.request.get(SMTP_SINK_URL)).json();

async function overdueInvoice(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const headers = { Authorization: `Bearer ${token}` };
  const stamp = Date.now();
  const billingEmail = `accounts.${stamp}@rosebank-mall.test`;
  const client = (await (
    await page.request.post('/api/clients', {
      headers,
      data: {
        name: `Rosebank Mall Management ${stamp}`,
        type: 'Commercial',
        contact: 'Lindiwe Khumalo',
        email: 'lindiwe@rosebank-mall.test',
        phone: '+27 11 555 0199',
        address: '50 Bath Avenue, Rosebank, 2196',
        status: 'Active',
      },
    })
  ).json()) as { id: string; name: string };
  const billing = await page.request.put(`/api/clients/${client.id}/billing`, {
    headers,
    data: { vatNumber: '4987654321', paymentTermsDays: 30, billingEmail },
  });
  expect(billing.ok()).toBe(true);
  const draft = await page.request.post('/api/invoices', {
    headers,
    data: {
      clientId: client.id,
      lines: [{ description: 'Quarterly sprinkler inspection', quantity: 1, unitPriceCents: 420_000 }],
    },
  });
  expect(draft.status()).toBe(201);
  const { id } = (await draft.json()) as { id: string };
  // Issued 40 days ago on 30-day terms: due 10 days ago.
  const issued = await page.request.post(`/api/invoices/${id}/issue`, {
    headers,
    data: { date: addDays(todayInSouthAfrica(), -40) },
  });
  expect(issued.ok()).toBe(true);
  const invoice = (await issued.json()) as { id: string; number: string; totalCents: number };
  return { client, billingEmail, invoice };
}

async function pdfOf(attachment: Arrived['attachments'][number], file: string) {
  expect(attachment.contentType).toBe('application/pdf');
  writeFileSync(file, Buffer.from(attachment.content, 'base64'));
  return pdfText(file);
}

test.describe('invoice e-mail at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('an invoice is e-mailed with its PDF and its overdue reminder arrives once at the test SMTP server', async ({
    page,
    signIn,
  }, testInfo) => {
    await signIn();
    const { billingEmail, invoice } = await overdueInvoice(page);

    await page.goto(`/invoices/${invoice.id}`);
    await expect(page.getByRole('heading', { level: 1, name: invoice.number })).toBeVisible();
    await page.getByRole('button', { name: 'E-mail', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `E-mail ${invoice.number}` });
    await expect(
      dialog.getByText(`Blank sends it to the client's billing e-mail, ${billingEmail}`),
    ).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Cc' }).fill('facilities@rosebank-mall.test');
    await dialog.getByRole('textbox', { name: 'Message' }).fill('Thank you for the work order.');
    await expectAccessible(page, 'the e-mail dialog');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText(`E-mail queued to ${billingEmail}`)).toBeVisible();

    await expect
      .poll(
        async () =>
          (await arrived(page)).filter((m) => m.subject.startsWith(`Tax Invoice ${invoice.number}`)).length,
      )
      .toBe(1);
    const sent = (await arrived(page)).find((m) =>
      m.subject.startsWith(`Tax Invoice ${invoice.number}`),
    ) as Arrived;
    expect(sent.recipients.sort()).toEqual([billingEmail, 'facilities@rosebank-mall.test']);
    expect(sent.text).toContain('Thank you for the work order.');
    expect(sent.attachments[0]?.filename).toBe(`${invoice.number}.pdf`);
    const invoicePdf = await pdfOf(
      sent.attachments[0] as Arrived['attachments'][number],
      testInfo.outputPath('invoice.pdf'),
    );
    expect(invoicePdf).toContain('Tax Invoice');
    expect(invoicePdf).toContain(invoice.number);
    expect(invoicePdf).toContain('Quarterly sprinkler inspection');

    // The office sends the reminders due today; asked again, nothing goes twice.
    await page.goto('/invoices');
    await page.getByRole('button', { name: 'Reminders' }).click();
    const schedule = page.getByRole('dialog', { name: 'Overdue reminders' });
    await expect(schedule.getByRole('textbox', { name: 'Days from the due date' })).toHaveValue('-7, 7, 30');
    await expectAccessible(page, 'the reminder schedule');
    await schedule.getByRole('button', { name: 'Send due reminders now' }).click();
    await expect(page.getByText(/reminders? queued|No reminder is due today/)).toBeVisible();
    await schedule.getByRole('button', { name: 'Send due reminders now' }).click();
    await expect(page.getByText('No reminder is due today')).toBeVisible();

    const reminderSubject = `Overdue: tax invoice ${invoice.number}`;
    await expect
      .poll(async () => (await arrived(page)).filter((m) => m.subject.startsWith(reminderSubject)).length)
      .toBe(1);
    const reminder = (await arrived(page)).find((m) => m.subject.startsWith(reminderSubject)) as Arrived;
    expect(reminder.recipients).toEqual([billingEmail]);
    expect(reminder.text).toContain('is now 10 days overdue');
    expect(reminder.text).toMatch(/The balance due is R\s4\s830,00\./);
    const reminderPdf = await pdfOf(
      reminder.attachments[0] as Arrived['attachments'][number],
      testInfo.outputPath('reminder.pdf'),
    );
    expect(reminderPdf).toContain(invoice.number);

    // The invoice lists both messages as sent, and the reminder.
    await page.goto(`/invoices/${invoice.id}`);
    const messages = page.getByRole('region', { name: 'E-mail' });
    await expect(messages.getByTestId('outbox-item')).toHaveCount(2);
    await expect(messages.getByText('Sent')).toHaveCount(2);
    await expect(messages.getByText(/A week after the due date/)).toBeVisible();
    await expectAccessible(page, 'the invoice with its e-mail');
  });
});

test.describe('invoice e-mail on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the invoice's e-mail and its dialog fit the width", async ({ page, signIn }) => {
    await signIn();
    const { invoice } = await overdueInvoice(page);
    await page.goto(`/invoices/${invoice.id}`);
    await expect(page.getByRole('region', { name: 'E-mail' })).toBeVisible();
    await page.getByRole('button', { name: 'E-mail', exact: true }).click();
    await expect(page.getByRole('dialog', { name: `E-mail ${invoice.number}` })).toBeVisible();
    await expectAccessible(page, 'the e-mail dialog on a phone');
    await expect
      .poll(() =>
        page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      )
      .toBeLessThanOrEqual(0);
  });
});
