import {
  type ManagedQuoteTemplate,
  QUOTE_TEMPLATE_MESSAGES,
  type QuoteTemplate,
  type QuoteTemplateInput,
  type RecentQuote,
  type User,
} from '@firebreak/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeUser } from '@/testing/fixtures';
import { api, apiError, lastRequest, requestsTo, sessionAnswered } from '@/testing/msw';
import { renderRoutes } from '@/testing/render';
import { MANAGED_TEMPLATES, makeManagedTemplate } from '../test-fixtures';
import QuotingPage from './quoting-page';
import { TEMPLATE_STRINGS as S } from './template-strings';

let signedIn: User;
let templates: ManagedQuoteTemplate[];

beforeEach(() => {
  signedIn = makeUser();
  localStorage.setItem('token', 'good');
  templates = MANAGED_TEMPLATES.map((template) => ({ ...template }));
  api.get<{ user: User }>('/auth/me', () => ({ user: signedIn }));
  api.get<ManagedQuoteTemplate[]>('/quote-templates', ({ query }) =>
    query.get('includeRetired') === 'true' ? templates : templates.filter((template) => template.active),
  );
  api.get<QuoteTemplate[]>('/quick-quote/templates', () => templates.filter((template) => template.active));
  api.get<RecentQuote[]>('/quick-quote/recent', []);
});

const renderTab = () =>
  renderRoutes([{ path: '/quoting', element: <QuotingPage /> }], ['/quoting?tab=templates']);

const dialogField = (dialog: HTMLElement, label: string) =>
  within(dialog).getByRole('textbox', { name: new RegExp(`^${label.replace(/[()²]/g, '.')}( \\*)?$`) });

describe('the Templates tab', () => {
  it('lists each template with its rate per m² in rand, area range, duration and status', async () => {
    renderTab();
    const table = await screen.findByRole('table', { name: S.tableLabel });
    const row = within(table).getByRole('row', { name: /Sprinkler System \(SANS 10287\)/ });
    expect(row).toHaveTextContent(/R\s450,00 per m²/);
    expect(row).toHaveTextContent(/250 – 60\s000 m²/);
    expect(row).toHaveTextContent('6–10 weeks');
    expect(row).toHaveTextContent(S.active);
    expect(await screen.findByRole('button', { name: S.add })).toBeInTheDocument();
  });

  it('shows an engineer the templates but no Add, Edit, Retire or Restore', async () => {
    signedIn = makeUser({ role: 'ENGINEER' });
    renderTab();
    await screen.findByRole('table', { name: S.tableLabel });
    await sessionAnswered();
    expect(screen.getByText(S.readOnly)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: S.add })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Edit|Retire|Restore) / })).not.toBeInTheDocument();
  });

  it('adds a template: checks the form with the shared schema first, then sends numbers and lists', async () => {
    api.post<QuoteTemplateInput, ManagedQuoteTemplate>(
      '/quote-templates',
      ({ body }) => {
        const added = makeManagedTemplate({
          ...(body as Partial<ManagedQuoteTemplate>),
          id: 't-new',
          sortOrder: 3,
        });
        templates = [...templates, added];
        return added;
      },
      201,
    );
    const { user } = renderTab();
    await user.click(await screen.findByRole('button', { name: S.add }));
    const dialog = await screen.findByRole('dialog', { name: S.addTitle });
    const fill = async (label: string, text: string) => {
      await user.click(dialogField(dialog, label));
      await user.paste(text);
    };
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(QUOTE_TEMPLATE_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(QUOTE_TEMPLATE_MESSAGES.baseRateInvalid)).toBeInTheDocument();

    await fill(S.fields.name, 'Kitchen Hood Suppression');
    await user.click(within(dialog).getByRole('combobox', { name: /Project type/ }));
    await user.click(await screen.findByRole('option', { name: 'Fire Suppression' }));
    await fill(S.fields.baseRate, '1850,50');
    await fill(S.fields.minArea, '500');
    await fill(S.fields.maxArea, '400');
    await fill(S.fields.typicalDuration, '2–3 weeks');
    await fill(S.fields.includes, 'Wet-chemical cylinders\n\n  Pull station  ');
    await fill(S.fields.paymentTerms, '50% deposit');
    await fill(S.fields.validity, 'Valid for 30 days');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(QUOTE_TEMPLATE_MESSAGES.areaOrder)).toBeInTheDocument();
    expect(requestsTo('POST', '/quote-templates')).toHaveLength(0);

    await user.clear(dialogField(dialog, S.fields.minArea));
    await fill(S.fields.minArea, '5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(lastRequest('POST', '/quote-templates').body).toEqual({
      name: 'Kitchen Hood Suppression',
      projectType: 'FIRE_SUPPRESSION',
      baseRate: 1850.5,
      minArea: 5,
      maxArea: 400,
      typicalDuration: '2–3 weeks',
      includes: ['Wet-chemical cylinders', 'Pull station'],
      exclusions: [],
      notes: [],
      paymentTerms: '50% deposit',
      validity: 'Valid for 30 days',
      validityDays: 30,
    });
    expect(await screen.findByText(S.added('Kitchen Hood Suppression'))).toBeInTheDocument();
    expect(await screen.findByRole('row', { name: /Kitchen Hood Suppression/ })).toBeInTheDocument();
  });

  it("edits a template, shows the server's refusal, and refreshes Quick Quote's template list", async () => {
    let refuse = true;
    api.put<QuoteTemplateInput, ManagedQuoteTemplate>('/quote-templates/:id', ({ body, params }) => {
      if (refuse) {
        refuse = false;
        return apiError(409, QUOTE_TEMPLATE_MESSAGES.duplicateName(String(body.name)));
      }
      const saved = makeManagedTemplate({
        ...(body as Partial<ManagedQuoteTemplate>),
        id: String(params.id),
      });
      templates = templates.map((template) => (template.id === saved.id ? saved : template));
      return saved;
    });
    const { user } = renderRoutes([{ path: '/quoting', element: <QuotingPage /> }], ['/quoting']);
    await waitFor(() => expect(requestsTo('GET', '/quick-quote/templates')).toHaveLength(1));
    await user.click(screen.getByRole('tab', { name: 'Templates' }));
    await user.click(await screen.findByRole('button', { name: S.editOf('Fire Alarm System (SANS 10139)') }));
    const dialog = await screen.findByRole('dialog', { name: S.editTitle });
    expect(dialogField(dialog, S.fields.baseRate)).toHaveValue('165');
    expect(dialogField(dialog, S.fields.includes)).toHaveValue(MANAGED_TEMPLATES[1]?.includes.join('\n'));
    await user.clear(dialogField(dialog, S.fields.baseRate));
    await user.type(dialogField(dialog, S.fields.baseRate), '190.25');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText(
        QUOTE_TEMPLATE_MESSAGES.duplicateName('Fire Alarm System (SANS 10139)'),
      ),
    ).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(lastRequest('PUT', '/quote-templates/FIRE_ALARM').body).toMatchObject({
      baseRate: 190.25,
      sortOrder: 2,
      includes: MANAGED_TEMPLATES[1]?.includes,
    });
    const row = await screen.findByRole('row', { name: /Fire Alarm System/ });
    await waitFor(() => expect(row).toHaveTextContent(/R\s190,25 per m²/));

    await user.click(screen.getByRole('tab', { name: 'Quick Quote' }));
    await waitFor(() => expect(requestsTo('GET', '/quick-quote/templates')).toHaveLength(2));
  });

  it('retires a template after a confirmation, and lists retired ones on request to restore them', async () => {
    api.patch<{ active: boolean }, ManagedQuoteTemplate>(
      '/quote-templates/:id/status',
      ({ body, params }) => {
        templates = templates.map((template) =>
          template.id === params.id ? { ...template, active: body.active } : template,
        );
        return templates.find((template) => template.id === params.id) as ManagedQuoteTemplate;
      },
    );
    const { user } = renderTab();
    await user.click(
      await screen.findByRole('button', { name: S.retireOf('Fire Alarm System (SANS 10139)') }),
    );
    const dialog = await screen.findByRole('dialog', { name: S.retireTitle });
    expect(dialog).toHaveTextContent(S.retireText('Fire Alarm System (SANS 10139)'));
    await user.click(within(dialog).getByRole('button', { name: S.retire }));
    expect(await screen.findByText(S.retiredDone('Fire Alarm System (SANS 10139)'))).toBeInTheDocument();
    expect(lastRequest('PATCH', '/quote-templates/FIRE_ALARM/status').body).toEqual({ active: false });
    await waitFor(() =>
      expect(screen.queryByRole('row', { name: /Fire Alarm System/ })).not.toBeInTheDocument(),
    );

    await user.click(screen.getByRole('switch', { name: S.showRetired }));
    const row = await screen.findByRole('row', { name: /Fire Alarm System/ });
    expect(row).toHaveTextContent(S.retired);
    expect(lastRequest('GET', '/quote-templates').query.get('includeRetired')).toBe('true');
    await user.click(
      within(row).getByRole('button', { name: S.restoreOf('Fire Alarm System (SANS 10139)') }),
    );
    const restore = await screen.findByRole('dialog', { name: S.restoreTitle });
    await user.click(within(restore).getByRole('button', { name: S.restore }));
    expect(await screen.findByText(S.restoredDone('Fire Alarm System (SANS 10139)'))).toBeInTheDocument();
    expect(lastRequest('PATCH', '/quote-templates/FIRE_ALARM/status').body).toEqual({ active: true });
  });
});
