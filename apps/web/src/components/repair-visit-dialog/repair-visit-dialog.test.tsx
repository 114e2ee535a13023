import type { Personnel, RepairVisitInput, User, Visit } from '@firebreak/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { expectAccessible } from '@/testing/axe';
import { makeUser } from '@/testing/fixtures';
import { api, apiError, lastRequest } from '@/testing/msw';
import { renderRoutes } from '@/testing/render';
import { makeVisit } from '@/testing/visits';
import { REPAIR_VISIT_STRINGS as R, RepairVisitDialog } from './repair-visit-dialog';

beforeEach(() => {
  localStorage.setItem('token', 'good');
  api.get<{ user: User }>('/auth/me', () => ({ user: makeUser() }));
  api.get<Personnel[]>('/resources/personnel', () => [
    { id: 'p-1', name: 'Tumelo Mokoena', role: 'Technician' } as Personnel,
  ]);
});

const renderDialog = (onCreated = vi.fn()) =>
  renderRoutes([
    {
      path: '/',
      element: (
        <RepairVisitDialog quoteId="q-1" quoteNumber="Q-2026-0042" onClose={() => {}} onCreated={onCreated} />
      ),
    },
  ]);

describe('RepairVisitDialog', () => {
  it("books the won quote's repair visit on a day, for a technician", async () => {
    const created = makeVisit({ id: 'v-repair', kind: 'REPAIR', chargeable: true, frequency: null });
    api.post<RepairVisitInput, Visit>('/quotes/:id/repair-visit', () => created);
    const onCreated = vi.fn();
    const { user } = renderDialog(onCreated);
    const dialog = await screen.findByRole('dialog', { name: R.title('Q-2026-0042') });
    const date = within(dialog).getByLabelText(new RegExp(R.date));
    await user.clear(date);
    await user.type(date, '2026-12-07');
    await user.click(within(dialog).getByLabelText(R.technician));
    await user.click(await screen.findByRole('option', { name: 'Tumelo Mokoena (Technician)' }));
    await expectAccessible(document.body, 'the repair visit dialog');
    await user.click(within(dialog).getByRole('button', { name: R.save }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(created));
    expect(lastRequest('POST', '/quotes/q-1/repair-visit').body).toEqual({
      date: '2026-12-07',
      technicianId: 'p-1',
    });
  });

  it("shows the server's refusal and books nothing", async () => {
    api.post('/quotes/:id/repair-visit', () => apiError(409, 'This quote already has an open repair visit'));
    const onCreated = vi.fn();
    const { user } = renderDialog(onCreated);
    const dialog = await screen.findByRole('dialog', { name: R.title('Q-2026-0042') });
    await user.click(within(dialog).getByRole('button', { name: R.save }));
    expect(
      await within(dialog).findByText('This quote already has an open repair visit'),
    ).toBeInTheDocument();
    expect(onCreated).not.toHaveBeenCalled();
  });
});
