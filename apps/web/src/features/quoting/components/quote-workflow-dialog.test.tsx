import {
  type CreatedQuoteApprovalLink,
  clientQuoteBreakdown,
  formatZar,
  formatZarExact,
  type QuoteApprovalLink,
  type QuoteListResponse,
  type QuoteProjectResult,
  type QuoteWorkflow,
  type SavedQuote,
  type User,
} from '@firebreak/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { REPAIR_VISIT_STRINGS } from '@/components/repair-visit-dialog/repair-visit-dialog';
import { makeUser } from '@/testing/fixtures';
import { api, lastRequest, requestsTo, sessionAnswered } from '@/testing/msw';
import { renderRoutes } from '@/testing/render';
import { makeQuoteSummary, makeSavedQuote } from '../test-fixtures';
import { HISTORY_STRINGS as H } from './history-strings';
import QuotingPage from './quoting-page';
import { WORKFLOW_STRINGS as W } from './workflow-strings';

const DECIDED: QuoteApprovalLink = {
  id: 'l1',
  quoteId: 'q1',
  createdAt: '2026-11-20T08:00:00.000Z',
  expiresAt: '2026-12-20T08:00:00.000Z',
  revokedAt: null,
  createdBy: 'u1',
  decision: 'APPROVED',
  decidedName: 'Thandi Mokoena',
  decidedNote: 'Go ahead',
  decidedAt: '2026-11-21T09:30:00.000Z',
  decidedIp: '203.0.113.7',
  state: 'DECIDED',
  closedReason: null,
  issuedTotal: 100_000,
  decidedTotal: 100_000,
};
const OPEN: QuoteApprovalLink = {
  ...DECIDED,
  id: 'l2',
  createdAt: '2026-11-22T08:00:00.000Z',
  decision: null,
  decidedName: null,
  decidedNote: null,
  decidedAt: null,
  decidedIp: null,
  state: 'OPEN',
  decidedTotal: null,
};
/** A second link of the quote, closed when the client answered through the first. */
const CLOSED: QuoteApprovalLink = {
  ...OPEN,
  id: 'l4',
  state: 'REVOKED',
  revokedAt: '2026-11-21T09:30:00.000Z',
  closedReason: 'DECIDED',
};

/** Text as Testing Library reads it: any run of spaces (a currency's no-break ones) as one space. */
const plain = (text: string) => text.replace(/\s+/g, ' ');

let signedIn: User;
let workflow: QuoteWorkflow;

/** The quote the client approved through its link: final, its other link closed. */
const approved = (): QuoteWorkflow => ({
  ...workflow,
  status: 'Won',
  clientDecision: 'APPROVED',
  links: [CLOSED, DECIDED],
});

beforeEach(() => {
  signedIn = makeUser();
  localStorage.setItem('token', 'good');
  workflow = {
    quoteId: 'q1',
    quoteNumber: 'Q-2026-0001',
    status: 'Sent',
    clientDecision: null,
    supersededBy: null,
    links: [OPEN],
    project: null,
    revisions: [
      {
        id: 'q1',
        quoteNumber: 'Q-2026-0001',
        revision: 0,
        status: 'Sent',
        total: 100_000,
        createdAt: '2026-11-20T08:00:00.000Z',
      },
    ],
  };
  api.get<{ user: User }>('/auth/me', () => ({ user: signedIn }));
  api.get<QuoteListResponse>('/quotes', {
    items: [
      makeQuoteSummary({ id: 'q1', quoteNumber: 'Q-2026-0001', status: 'Won' }),
      makeQuoteSummary({
        id: 'q2',
        quoteNumber: 'Q-2026-0002',
        status: 'Won',
        linkedProject: { id: 'p2', title: 'Cold store' },
      }),
    ],
    total: 1,
    page: 1,
    pageSize: 10,
  });
  api.get<SavedQuote>('/quotes/:id', makeSavedQuote({ id: 'q1', quoteNumber: 'Q-2026-0001', status: 'Won' }));
  api.get<QuoteWorkflow>('/quotes/:id/workflow', () => workflow);
  api.post<undefined, CreatedQuoteApprovalLink>(
    '/quotes/:id/approval-links',
    {
      link: { ...OPEN, id: 'l3' },
      token: 'signed.token.here',
      path: '/q/signed.token.here',
      // On the server's PUBLIC_URL, not wherever the office happens to open the app.
      url: 'https://firebreak.example.co.za/q/signed.token.here',
    },
    201,
  );
  api.post<undefined, QuoteApprovalLink>('/quote-approval-links/:id/revoke', () => {
    workflow = {
      ...workflow,
      links: [{ ...OPEN, state: 'REVOKED', revokedAt: '2026-11-23T08:00:00.000Z', closedReason: 'OFFICE' }],
    };
    return { ...OPEN, state: 'REVOKED', closedReason: 'OFFICE' };
  });
  api.post<undefined, QuoteProjectResult>(
    '/quotes/:id/project',
    () => {
      workflow = { ...workflow, project: { id: 'p1', title: 'Theatre wing' } };
      return { project: { id: 'p1', title: 'Theatre wing' }, quoteNumber: 'Q-2026-0001' };
    },
    201,
  );
});

async function openDialog() {
  const view = renderRoutes([{ path: '/quoting', element: <QuotingPage /> }], ['/quoting?tab=history']);
  await screen.findByText('Q-2026-0001');
  await sessionAnswered();
  await view.user.click(screen.getByRole('button', { name: W.open('Q-2026-0001') }));
  const dialog = within(await screen.findByRole('dialog', { name: W.title('Q-2026-0001') }));
  await dialog.findByText(W.status(workflow.status));
  return { ...view, dialog };
}

describe('Quote approval in Quote History', () => {
  it('opens the quote from its number, and labels its actions in words (issue 27 item 8)', async () => {
    const view = renderRoutes([{ path: '/quoting', element: <QuotingPage /> }], ['/quoting?tab=history']);
    await screen.findByText('Q-2026-0001');
    await sessionAnswered();
    const pdf = screen.getByRole('button', { name: H.downloadPdf('Q-2026-0001') });
    expect(pdf).toHaveTextContent(H.pdfAction);
    expect(screen.getByRole('button', { name: W.open('Q-2026-0001') })).toHaveTextContent(W.openAction);
    await view.user.click(screen.getByRole('button', { name: 'Q-2026-0001' }));
    expect(await screen.findByRole('dialog', { name: W.title('Q-2026-0001') })).toBeInTheDocument();
  });

  it("shows the client's view as the PDF and approval page print it, beside the internal breakdown (issue 27 item 1)", async () => {
    const saved = makeSavedQuote({ id: 'q1', quoteNumber: 'Q-2026-0001', status: 'Won' });
    const { dialog } = await openDialog();
    const client = await dialog.findByRole('table', { name: W.clientViewHeading });
    const shown = within(client)
      .getAllByRole('row')
      .slice(1) // the column headings
      .map((row) => row.textContent);
    // The same lines, to the cent, as the approval page's (clientView) and the PDF's.
    expect(shown).toEqual(
      clientQuoteBreakdown(saved).map((line) => `${line.label}${formatZarExact(line.amount)}`),
    );
    const internal = dialog.getByRole('table', { name: W.internalHeading });
    expect(internal).toHaveTextContent(/Markup/);
    expect(client).not.toHaveTextContent(/Markup/);
    // Both end at the same total.
    const total = formatZarExact(saved.total);
    expect(within(client).getAllByRole('row').at(-1)?.textContent).toContain(total);
    expect(within(internal).getAllByRole('row').at(-1)?.textContent).toContain(total);
  });

  it("shows 'Project: …' on a quote that became a project", async () => {
    renderRoutes([{ path: '/quoting', element: <QuotingPage /> }], ['/quoting?tab=history']);
    expect(await screen.findByText(W.project('Cold store'))).toBeInTheDocument();
  });

  it('shows the decision with name, time, IP and total, the link it closed, and that the quote is final', async () => {
    workflow = approved();
    const { dialog } = await openDialog();
    const links = within(dialog.getByRole('list', { name: W.linksLabel }));
    expect(links.getAllByRole('listitem')).toHaveLength(2);
    expect(links.getByText(/Approved by Thandi Mokoena on .* from 203\.0\.113\.7/)).toBeInTheDocument();
    expect(links.getByText(W.note('Go ahead'))).toBeInTheDocument();
    expect(links.getByText(plain(W.decidedTotal(formatZar(100_000))))).toBeInTheDocument();
    expect(links.getByText(W.closed.DECIDED)).toBeInTheDocument();
    expect(dialog.getByText(W.final('APPROVED'))).toBeInTheDocument();
    // Answered for good: no new link, and the way to change it is a revision.
    expect(dialog.queryByRole('button', { name: W.createLink })).not.toBeInTheDocument();
    expect(dialog.getByRole('button', { name: W.revise })).toBeInTheDocument();
  });

  it('says a replaced quote is replaced and offers no new link for it', async () => {
    workflow = { ...workflow, supersededBy: { id: 'q1r1', quoteNumber: 'Q-2026-0001 Rev 1' } };
    const { dialog } = await openDialog();
    expect(dialog.getByText(W.supersededBy('Q-2026-0001 Rev 1'))).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: W.createLink })).not.toBeInTheDocument();
  });

  it('shows an open link with its total and makes a link to copy', async () => {
    const { user, dialog } = await openDialog();
    const links = within(dialog.getByRole('list', { name: W.linksLabel }));
    expect(links.getByText(W.states.OPEN)).toBeInTheDocument();
    expect(links.getByText(plain(W.issuedTotal(formatZar(100_000))))).toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: W.createLink }));
    const field = await dialog.findByRole('textbox', { name: W.linkField });
    expect(field).toHaveValue('https://firebreak.example.co.za/q/signed.token.here');
    expect(dialog.getByRole('button', { name: W.copyLink })).toBeInTheDocument();
    expect(requestsTo('POST', '/quotes/q1/approval-links')).toHaveLength(1);
  });

  it('sends a new link by e-mail, and says when the server could not send it', async () => {
    let status: 'queued' | 'skipped' = 'queued';
    api.post(
      '/quotes/:id/approval-links/:linkId/email',
      ({ body }) => ({
        id: 'm1',
        to: String((body as { to: string }).to).split(','),
        cc: [],
        subject: 'Quotation Q-2026-0001',
        status,
        attempts: 0,
        nextAttemptAt: null,
        lastError: status === 'skipped' ? 'not sent: no SMTP server configured' : null,
        messageId: '<m1@firebreak.test>',
        relatedType: 'quote',
        relatedId: 'q1',
        attachments: [],
        createdBy: null,
        createdAt: '2026-11-23T10:05:00.000Z',
        sentAt: null,
      }),
      202,
    );
    const { user, dialog } = await openDialog();
    await user.click(dialog.getByRole('button', { name: W.createLink }));
    await user.type(await dialog.findByRole('textbox', { name: W.emailTo }), 'buyer@client.co.za');
    await user.click(dialog.getByRole('button', { name: W.emailLink }));
    expect(await screen.findByText(W.emailQueued('buyer@client.co.za'))).toBeInTheDocument();
    expect(lastRequest('POST', '/quotes/q1/approval-links/l3/email').body).toEqual({
      to: 'buyer@client.co.za',
      token: 'signed.token.here',
    });
    status = 'skipped';
    await user.click(dialog.getByRole('button', { name: W.emailLink }));
    expect(await screen.findByText(W.emailNotSent)).toBeInTheDocument();
  });

  it('revokes an open link after confirming', async () => {
    const { user, dialog } = await openDialog();
    await user.click(
      dialog.getByRole('button', {
        name: W.revokeOf(/Sent (.*)/.exec(dialog.getAllByText(/^Sent /)[0]!.textContent!)![1]!),
      }),
    );
    const confirm = within(await screen.findByRole('dialog', { name: W.revokeTitle }));
    await user.click(confirm.getByRole('button', { name: W.revoke }));
    await waitFor(() => expect(requestsTo('POST', '/quote-approval-links/l2/revoke')).toHaveLength(1));
    expect(await dialog.findByText(W.closed.OFFICE)).toBeInTheDocument();
  });

  it('turns the approved quote into a project and then names it', async () => {
    workflow = approved();
    const { user, dialog } = await openDialog();
    await user.click(dialog.getByRole('button', { name: W.createProject }));
    // The new project's name opens it (issue 27 item 4).
    const project = await dialog.findByRole('link', { name: 'Theatre wing' });
    expect(project).toHaveAttribute('href', '/project-dashboard?id=p1');
    expect(project.parentElement).toHaveTextContent(W.project('Theatre wing'));
    expect(dialog.queryByRole('button', { name: W.createProject })).not.toBeInTheDocument();
  });

  it('offers an engineer no sending, revoking or converting', async () => {
    signedIn = makeUser({ role: 'ENGINEER' });
    const { dialog } = await openDialog();
    expect(dialog.getByText(W.manageOnly)).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: W.createLink })).not.toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: W.createProject })).not.toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: W.revoke })).not.toBeInTheDocument();
  });

  it("books a won defect quote's repair visit from its Invoice section; an engineer is offered neither", async () => {
    workflow = { ...workflow, status: 'Won', links: [] };
    api.get<SavedQuote>(
      '/quotes/:id',
      makeSavedQuote({ id: 'q1', quoteNumber: 'Q-2026-0001', status: 'Won', siteId: 's-1' }),
    );
    api.get('/resources/personnel', []);
    const { dialog, user } = await openDialog();
    await user.click(await dialog.findByRole('button', { name: REPAIR_VISIT_STRINGS.open }));
    expect(
      await screen.findByRole('dialog', { name: REPAIR_VISIT_STRINGS.title('Q-2026-0001') }),
    ).toBeInTheDocument();
  });

  it('offers an engineer no repair visit and no invoice on a won quote', async () => {
    signedIn = makeUser({ role: 'ENGINEER' });
    workflow = { ...workflow, status: 'Won', links: [] };
    api.get<SavedQuote>(
      '/quotes/:id',
      makeSavedQuote({ id: 'q1', quoteNumber: 'Q-2026-0001', status: 'Won', siteId: 's-1' }),
    );
    const { dialog } = await openDialog();
    expect(dialog.queryByRole('button', { name: REPAIR_VISIT_STRINGS.open })).not.toBeInTheDocument();
    expect(dialog.queryByText(W.invoiceHeading)).not.toBeInTheDocument();
  });

  it('revises with a new area under the same number, and duplicates', async () => {
    api.post<Record<string, unknown>, SavedQuote>(
      '/quotes/:id/revisions',
      ({ body }) => makeSavedQuote({ id: 'q1r1', quoteNumber: 'Q-2026-0001 Rev 1', area: Number(body.area) }),
      201,
    );
    api.post<undefined, SavedQuote>(
      '/quotes/:id/duplicate',
      makeSavedQuote({ id: 'q9', quoteNumber: 'Q-2026-0009' }),
      201,
    );
    const { user, dialog } = await openDialog();
    await user.click(dialog.getByRole('button', { name: W.revise }));
    const revise = within(await screen.findByRole('dialog', { name: W.reviseTitle('Q-2026-0001') }));
    const area = revise.getByRole('spinbutton', { name: W.area });
    await user.clear(area);
    await user.type(area, '1500');
    await user.click(revise.getByRole('button', { name: W.saveRevision }));
    expect(await screen.findByText(W.revised('Q-2026-0001 Rev 1'))).toBeInTheDocument();
    expect(lastRequest('POST', '/quotes/q1/revisions').body).toMatchObject({
      area: 1500,
      templateId: expect.any(String),
    });

    await user.click(dialog.getByRole('button', { name: W.duplicate }));
    expect(await screen.findByText(W.duplicated('Q-2026-0009'))).toBeInTheDocument();
    expect(requestsTo('POST', '/quotes/q1/duplicate')).toHaveLength(1);
  });

  it('revises a BOQ quote as a copy of its bill and opens the revision in Detailed BOQ', async () => {
    api.get<SavedQuote>(
      '/quotes/:id',
      makeSavedQuote({ id: 'q1', quoteNumber: 'Q-2026-0001', status: 'Won', kind: 'BOQ', area: 0 }),
    );
    api.post<Record<string, unknown>, SavedQuote>(
      '/quotes/:id/revisions',
      makeSavedQuote({ id: 'q1r1', quoteNumber: 'Q-2026-0001 Rev 1', kind: 'BOQ' }),
      201,
    );
    // What the Detailed BOQ tab asks for once the revision opens there.
    api.get('/quick-quote/templates', []);
    api.get('/price-list', { items: [], total: 0 });
    api.get('/price-list/suppliers', []);
    const { user, dialog, router } = await openDialog();
    await user.click(dialog.getByRole('button', { name: W.revise }));
    const revise = within(await screen.findByRole('dialog', { name: W.reviseTitle('Q-2026-0001') }));
    expect(revise.getByText(W.reviseBoqIntro)).toBeInTheDocument();
    expect(revise.queryByRole('spinbutton', { name: W.area })).not.toBeInTheDocument();
    await user.click(revise.getByRole('button', { name: W.saveRevision }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=boq&quote=q1r1'));
    expect(lastRequest('POST', '/quotes/q1/revisions').body).toEqual({});
  });
});
