import type {
  ClientBilling,
  Invoice,
  InvoiceEmailInput,
  InvoiceReminderList,
  OutboxMessage,
  OutboxRelatedResponse,
  ReminderSchedule,
  ReminderScheduleInput,
  Statement,
  StatementEmailInput,
  User,
} from '@firebreak/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectAccessible } from '@/testing/axe';
import { makeUser } from '@/testing/fixtures';
import { makeInvoice, makeInvoiceList } from '@/testing/invoices';
import { api, apiError, lastRequest, requestsTo, sessionAnswered } from '@/testing/msw';
import { renderRoutes } from '@/testing/render';
import { S } from '../strings';
import InvoicePage from './invoice-page';
import InvoicesPage from './invoices-page';
import StatementPage from './statement-page';

const E = S.email;
const M = S.messages;

const message = (overrides: Partial<OutboxMessage> = {}): OutboxMessage => ({
  id: 'm1',
  to: ['accounts@client.test'],
  cc: [],
  subject: 'Tax Invoice INV-2026-0001 from Firebreak',
  status: 'sent',
  attempts: 1,
  nextAttemptAt: null,
  lastError: null,
  messageId: '<m1@firebreak.test>',
  relatedType: 'invoice',
  relatedId: 'inv-1',
  attachments: [{ filename: 'INV-2026-0001.pdf', contentType: 'application/pdf', size: 2048 }],
  createdBy: null,
  createdAt: '2026-05-04T08:00:00.000Z',
  sentAt: '2026-05-04T08:00:05.000Z',
  ...overrides,
});

let signedIn = makeUser();
let related: OutboxRelatedResponse = { items: [], smtpConfigured: true };
let billingEmail: string | null = 'accounts@client.test';

beforeEach(() => {
  signedIn = makeUser();
  related = { items: [], smtpConfigured: true };
  billingEmail = 'accounts@client.test';
  localStorage.setItem('token', 'good');
  api.get<{ user: User }>('/auth/me', () => ({ user: signedIn }));
  api.get<Invoice>('/invoices/:id', () => makeInvoice());
  api.get<OutboxRelatedResponse>('/outbox/related', () => related);
  api.get<InvoiceReminderList>('/invoices/:id/reminders', {
    items: [
      {
        id: 'r1',
        invoiceId: 'inv-1',
        offsetDays: 7,
        dueOn: '2026-06-10',
        status: 'skipped',
        reason: 'not sent: the client has no billing e-mail',
        messageId: null,
        createdAt: '2026-06-10T05:00:00.000Z',
      },
    ],
  });
  api.get<ClientBilling>('/clients/:id/billing', () => ({
    clientId: 'c1',
    vatNumber: null,
    paymentTermsDays: 30,
    billingEmail,
  }));
});

const renderInvoice = () =>
  renderRoutes([{ path: '/invoices/:id', element: <InvoicePage /> }], ['/invoices/inv-1']);

describe('e-mailing an invoice', () => {
  it("sends it to the client's billing e-mail with a cc and a message, and says it is queued", async () => {
    api.post<InvoiceEmailInput, OutboxMessage>('/invoices/:id/email', ({ body }) =>
      message({ status: 'queued', sentAt: null, cc: (body.cc as string[]) ?? [] }),
    );
    const { user } = renderInvoice();
    await user.click(await screen.findByRole('button', { name: E.action }));
    const dialog = await screen.findByRole('dialog', { name: E.invoiceTitle('INV-2026-0001') });
    expect(await within(dialog).findByText(E.toHelp('accounts@client.test'))).toBeInTheDocument();
    await expectAccessible(document.body, 'the e-mail dialog');
    await user.type(within(dialog).getByLabelText(E.cc), 'manager@client.test');
    await user.type(within(dialog).getByLabelText(E.message), 'As discussed.');
    await user.click(within(dialog).getByRole('button', { name: E.send }));
    expect(await screen.findByText(E.queued(['accounts@client.test']))).toBeInTheDocument();
    expect(lastRequest('POST', '/invoices/inv-1/email').body).toEqual({
      to: [],
      cc: ['manager@client.test'],
      message: 'As discussed.',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("refuses a bad address before calling the API, and shows the server's refusal", async () => {
    billingEmail = null;
    api.post('/invoices/:id/email', apiError(400, 'The client has no billing e-mail: enter an address'));
    const { user } = renderInvoice();
    await user.click(await screen.findByRole('button', { name: E.action }));
    const dialog = await screen.findByRole('dialog', { name: E.invoiceTitle('INV-2026-0001') });
    expect(await within(dialog).findByText(E.toHelp(null))).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(E.to), 'not an address');
    await user.click(within(dialog).getByRole('button', { name: E.send }));
    expect(await within(dialog).findByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(requestsTo('POST', '/invoices/inv-1/email')).toHaveLength(0);
    await user.clear(within(dialog).getByLabelText(E.to));
    await user.click(within(dialog).getByRole('button', { name: E.send }));
    expect(
      await within(dialog).findByText('The client has no billing e-mail: enter an address'),
    ).toBeInTheDocument();
  });

  it('lists its e-mail with the state and reason, and its reminders', async () => {
    related = {
      smtpConfigured: true,
      items: [
        message({ id: 'm2', status: 'failed', lastError: '550 No such mailbox here', sentAt: null }),
        message(),
      ],
    };
    renderInvoice();
    const section = await screen.findByRole('region', { name: M.heading });
    expect(await within(section).findByText(M.reason('550 No such mailbox here'))).toBeInTheDocument();
    expect(within(section).getAllByTestId('outbox-item')).toHaveLength(2);
    expect(within(section).getByText('Failed')).toBeInTheDocument();
    expect(within(section).getByText('Sent')).toBeInTheDocument();
    expect(within(section).getByText('not sent: the client has no billing e-mail')).toBeInTheDocument();
    expect(within(section).getByText(/A week after the due date/)).toBeInTheDocument();
    await expectAccessible(document.body, 'the invoice with its e-mail');
  });

  it('offers no E-mail without an SMTP server, only the PDF, and says why', async () => {
    related = { items: [], smtpConfigured: false };
    renderInvoice();
    expect(await screen.findByText(E.noSmtp)).toBeInTheDocument();
    await sessionAnswered();
    expect(screen.queryByRole('button', { name: E.action })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: S.invoice.pdf })).toBeInTheDocument();
  });
});

describe('the reminder schedule', () => {
  it('shows the schedule, refuses a repeated day, and saves the days in order', async () => {
    api.get('/invoices', makeInvoiceList([]));
    api.get<ReminderSchedule>('/invoice-reminders/schedule', { offsets: [-7, 7, 30] });
    api.put<ReminderScheduleInput, ReminderSchedule>('/invoice-reminders/schedule', ({ body }) => ({
      offsets: [...body.offsets].sort((a, b) => a - b),
    }));
    const { user } = renderRoutes([{ path: '/invoices', element: <InvoicesPage /> }], ['/invoices']);
    await user.click(await screen.findByRole('button', { name: S.reminders.action }));
    const dialog = await screen.findByRole('dialog', { name: S.reminders.title });
    const field = within(dialog).getByLabelText(S.reminders.offsets);
    expect(field).toHaveValue('-7, 7, 30');
    await expectAccessible(document.body, 'the reminder schedule dialog');
    await user.clear(field);
    await user.type(field, '7, 7');
    await user.click(within(dialog).getByRole('button', { name: S.reminders.save }));
    expect(await within(dialog).findByText('Each day may be given once')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'soon');
    expect(await within(dialog).findByText(S.reminders.notNumbers)).toBeInTheDocument();
    expect(requestsTo('PUT', '/invoice-reminders/schedule')).toHaveLength(0);
    await user.clear(field);
    await user.type(field, '30, -7, 14');
    await user.click(within(dialog).getByRole('button', { name: S.reminders.save }));
    expect(await screen.findByText(S.reminders.saved)).toBeInTheDocument();
    expect(lastRequest('PUT', '/invoice-reminders/schedule').body).toEqual({ offsets: [-7, 14, 30] });
  });

  it('sends the reminders due today on request and says what went', async () => {
    api.get('/invoices', makeInvoiceList([]));
    api.get<ReminderSchedule>('/invoice-reminders/schedule', { offsets: [7] });
    api.post('/invoice-reminders/run', { queued: 2, skipped: 1, ran: true });
    const { user } = renderRoutes([{ path: '/invoices', element: <InvoicesPage /> }], ['/invoices']);
    await user.click(await screen.findByRole('button', { name: S.reminders.action }));
    const dialog = await screen.findByRole('dialog', { name: S.reminders.title });
    await user.click(within(dialog).getByRole('button', { name: S.reminders.runNow }));
    expect(await screen.findByText(S.reminders.ran(2, 1))).toBeInTheDocument();
    expect(S.reminders.ran(2, 1)).toBe('2 reminders queued, 1 skipped (no billing e-mail)');
  });

  it('is not offered to an engineer', async () => {
    signedIn = makeUser({ role: 'ENGINEER' });
    api.get('/invoices', makeInvoiceList([]));
    renderRoutes([{ path: '/invoices', element: <InvoicesPage /> }], ['/invoices']);
    await sessionAnswered();
    await screen.findByRole('heading', { level: 1, name: S.list.title });
    expect(screen.queryByRole('button', { name: S.reminders.action })).not.toBeInTheDocument();
  });
});

describe('e-mailing a statement', () => {
  it('sends the period shown to the address given, and lists the statements e-mailed', async () => {
    const statement: Statement = {
      clientId: 'c1',
      clientName: 'Sandton Towers',
      clientAddress: '5 Rivonia Road',
      clientVatNumber: null,
      from: '2026-08-01',
      to: '2026-11-28',
      openingCents: 0,
      entries: [],
      closingCents: 0,
      ageing: { current: 0, days30: 0, days60: 0, days90: 0, days120: 0 },
      unallocatedCents: 0,
    };
    api.get<Statement>('/clients/:id/statement', statement);
    related = {
      smtpConfigured: true,
      items: [
        message({
          id: 's1',
          subject: 'Statement from Firebreak, 2026-07-01 to 2026-07-31',
          relatedType: 'statement',
        }),
      ],
    };
    api.post<StatementEmailInput, OutboxMessage>('/clients/:id/statement/email', () =>
      message({ id: 's2', status: 'queued', to: ['ap@towers.test'] }),
    );
    const { user } = renderRoutes(
      [{ path: '/clients/:clientId/statement', element: <StatementPage /> }],
      ['/clients/c1/statement'],
    );
    const section = await screen.findByRole('region', { name: M.heading });
    expect(
      await within(section).findByText('Statement from Firebreak, 2026-07-01 to 2026-07-31'),
    ).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: E.action }));
    const dialog = await screen.findByRole('dialog', { name: E.statementTitle });
    await user.type(within(dialog).getByLabelText(E.to), 'ap@towers.test');
    await user.click(within(dialog).getByRole('button', { name: E.send }));
    expect(await screen.findByText(E.queued(['ap@towers.test']))).toBeInTheDocument();
    const sent = lastRequest('POST', '/clients/c1/statement/email').body as StatementEmailInput;
    const asked = lastRequest('GET', '/clients/c1/statement').query;
    expect(sent).toEqual({
      from: asked.get('from'),
      to: asked.get('to'),
      recipients: ['ap@towers.test'],
      cc: [],
      message: '',
    });
  });
});
