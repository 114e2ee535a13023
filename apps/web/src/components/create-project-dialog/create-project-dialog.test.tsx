import type { ClientListResponse, CreateProjectInput, Project } from '@firebreak/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { projectKeys } from '@/entities/project/api/query-keys';
import { clientPage, makeClient } from '@/testing/clients';
import { api, apiError, held, lastRequest, type RecordedRequest, requests } from '@/testing/msw';
import { renderRoutes } from '@/testing/render';
import { CreateProjectDialog } from './create-project-dialog';
import { EMPTY_PROJECT_FORM, toNewProjectPayload } from './project-form';
import { CREATE_PROJECT_STRINGS as S } from './strings';

const created = { id: 'p-new', title: 'Mall sprinklers' } as Project;

function renderDialog() {
  const onClose = vi.fn();
  const onCreated = vi.fn();
  const view = renderRoutes([
    { path: '/', element: <CreateProjectDialog open onClose={onClose} onCreated={onCreated} /> },
  ]);
  const field = (label: string) => screen.getByLabelText(label, { exact: false });
  const createButton = () => screen.getByRole('button', { name: S.create });
  const fill = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
  return { ...view, onClose, onCreated, field, fill, createButton };
}

const CLIENTS = [
  makeClient({ id: 'c-liberty', name: 'Liberty Two Degrees', type: 'Commercial' }),
  makeClient({ id: 'c-transnet', name: 'Transnet Port Terminals', type: 'Government' }),
];

beforeEach(() => {
  api.post<CreateProjectInput, Project>('/projects', created, 201);
  api.get<ClientListResponse>('/clients', ({ query }) => {
    const search = (query.get('search') ?? '').toLowerCase();
    return clientPage(CLIENTS.filter((c) => c.name.toLowerCase().includes(search)));
  });
});

describe('CreateProjectDialog', () => {
  it('picks the client from Clients (its id and type sent), or says a typed new name will be added', async () => {
    const { user, fill, createButton } = renderDialog();
    const clientBox = () => screen.getByRole('combobox', { name: /^Client Name/ });
    // One change event per text: typing key by key re-renders the list per key (slow on a loaded machine).
    const typeClient = (text: string) => {
      fireEvent.focus(clientBox());
      fireEvent.change(clientBox(), { target: { value: text } });
    };
    fill(S.fields.title, 'Port pump house');
    typeClient('trans');
    await user.click(await screen.findByRole('option', { name: /Transnet Port Terminals/ }));
    expect(clientBox()).toHaveValue('Transnet Port Terminals');
    expect(screen.getByText('From the Clients list')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: S.fields.clientType })).toHaveTextContent('Government');
    await user.click(createButton());
    const sent = await waitFor(() => lastRequest('POST', '/projects'));
    expect(sent.body).toMatchObject({
      clientId: 'c-transnet',
      clientName: 'Transnet Port Terminals',
      clientType: 'GOVERNMENT',
    });

    typeClient('Umhlanga Clinic');
    expect(
      await screen.findByText('New client: Umhlanga Clinic will be added to Clients'),
    ).toBeInTheDocument();
    typeClient('liberty two degrees');
    expect(await screen.findByText('Links to Liberty Two Degrees in Clients')).toBeInTheDocument();
  });

  it('marks title, client name, location, area, budget and due date required, and only those', () => {
    const { field } = renderDialog();
    for (const label of ['title', 'clientName', 'location', 'area', 'budget', 'dueDate'] as const) {
      expect(field(S.fields[label])).toBeRequired();
    }
    for (const label of ['description'] as const) {
      expect(field(S.fields[label])).not.toBeRequired();
    }
  });

  it('starts with the spec defaults: Commercial, Sprinkler System, Standard', () => {
    renderDialog();
    expect(screen.getByRole('combobox', { name: S.fields.clientType })).toHaveTextContent('Commercial');
    expect(screen.getByRole('combobox', { name: S.fields.type })).toHaveTextContent('Sprinkler System');
    expect(screen.getByRole('combobox', { name: S.fields.urgency })).toHaveTextContent('Standard');
  });

  it('enables Create only when title and client name are filled (blank spaces do not count)', async () => {
    const { user, field, createButton } = renderDialog();
    expect(createButton()).toBeDisabled();
    await user.type(field(S.fields.title), '   ');
    await user.type(field(S.fields.clientName), 'Acme');
    expect(createButton()).toBeDisabled();
    await user.clear(field(S.fields.title));
    await user.type(field(S.fields.title), 'Mall');
    expect(createButton()).toBeEnabled();
    await user.clear(field(S.fields.clientName));
    expect(createButton()).toBeDisabled();
  });

  it('does not need location, area, budget or due date to create, and sends 0 for blank numbers', async () => {
    const { user, fill, createButton } = renderDialog();
    fill(S.fields.title, 'Mall sprinklers');
    fill(S.fields.clientName, 'Acme Retail');
    await user.click(createButton());
    await waitFor(() => expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1));
    const [{ path: url, body }] = requests.filter((r) => r.method === 'POST') as [RecordedRequest];
    expect(url).toBe('/projects');
    // Only what the server reads: it sets the starting state (status, progress, team…) itself.
    expect(body).toEqual({
      title: 'Mall sprinklers',
      clientName: 'Acme Retail',
      clientType: 'COMMERCIAL',
      type: 'SPRINKLER_SYSTEM',
      urgency: 'STANDARD',
      location: '',
      area: 0,
      budget: 0,
      dueDate: '',
      description: '',
      startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
  });

  it('sends every field, numbers parsed, and on success refreshes, closes and resets', async () => {
    const { user, field, fill, createButton, onClose, onCreated, queryClient } = renderDialog();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    fill(S.fields.title, 'Hospital alarm');
    fill(S.fields.clientName, 'Netcare');
    await user.click(screen.getByRole('combobox', { name: S.fields.clientType }));
    await user.click(await screen.findByRole('option', { name: 'Healthcare' }));
    await user.click(screen.getByRole('combobox', { name: S.fields.type }));
    await user.click(await screen.findByRole('option', { name: 'Fire Alarm' }));
    await user.click(screen.getByRole('combobox', { name: S.fields.urgency }));
    await user.click(await screen.findByRole('option', { name: 'Urgent' }));
    fill(S.fields.location, 'Durban');
    fill(S.fields.area, '1250.5');
    fill(S.fields.budget, '850000');
    fill(S.fields.dueDate, '2026-03-31');
    fill(S.fields.description, 'Addressable system');
    await user.click(createButton());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(lastRequest('POST', '/projects').body).toMatchObject({
      title: 'Hospital alarm',
      clientName: 'Netcare',
      clientType: 'HEALTHCARE',
      type: 'FIRE_ALARM',
      urgency: 'URGENT',
      location: 'Durban',
      area: 1250.5,
      budget: 850000,
      dueDate: '2026-03-31',
      description: 'Addressable system',
    });
    expect(onCreated).toHaveBeenCalledWith(created);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: projectKeys.lists() });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: projectKeys.metrics() });
    expect(field(S.fields.title)).toHaveValue('');
    expect(field(S.fields.area)).toHaveValue(null);
  });

  it('disables Create and the fields while saving', async () => {
    const pending = held<Project>();
    api.post<CreateProjectInput, Project>('/projects', pending.reply, 201);
    const { user, field, fill, createButton } = renderDialog();
    fill(S.fields.title, 'Warehouse');
    fill(S.fields.clientName, 'Shoprite');
    await user.click(createButton());
    expect(createButton()).toBeDisabled();
    expect(field(S.fields.title)).toBeDisabled();
    pending.release(created);
    await waitFor(() => expect(field(S.fields.title)).toHaveValue(''));
  });

  it('shows the server error and keeps the form when creation fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    api.post('/projects', () => apiError(400, 'Budget cannot be negative'));
    const { user, field, fill, createButton, onClose } = renderDialog();
    fill(S.fields.title, 'Warehouse');
    fill(S.fields.clientName, 'Shoprite');
    await user.click(createButton());
    expect(await screen.findByText('Budget cannot be negative')).toBeInTheDocument();
    expect(field(S.fields.title)).toHaveValue('Warehouse');
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('a title the client already has', () => {
  it('warns, and Create anyway sends the same project with confirmDuplicate', async () => {
    api.post<CreateProjectInput, Project>('/projects', ({ body }) =>
      (body as { confirmDuplicate?: boolean }).confirmDuplicate
        ? created
        : apiError(409, "Shoprite already has a project called 'Warehouse'. Save again to keep both."),
    );
    const { user, fill, createButton, onCreated } = renderDialog();
    fill(S.fields.title, 'Warehouse');
    fill(S.fields.clientName, 'Shoprite');
    await user.click(createButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Shoprite already has a project called');
    await user.click(screen.getByRole('button', { name: S.createAnyway }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(created));
    expect(lastRequest('POST', '/projects').body).toMatchObject({
      title: 'Warehouse',
      confirmDuplicate: true,
    });
  });
});

describe('toNewProjectPayload', () => {
  it('parses area and budget with a 0 fallback and starts on the day in Johannesburg', () => {
    const now = new Date('2026-01-15T21:30:00Z');
    const payload = toNewProjectPayload({ ...EMPTY_PROJECT_FORM, area: 'abc', budget: '12.5' }, now);
    expect(payload.area).toBe(0);
    expect(payload.budget).toBe(12.5);
    expect(payload.startDate).toBe('2026-01-15');
    expect(Object.keys(payload)).not.toContain('createdAt');
  });
});
