import type { CallOutInput, Personnel, User, Visit } from '@firebreak/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { expectAccessible } from '@/testing/axe';
import { makeUser } from '@/testing/fixtures';
import { api, lastRequest, requestsTo } from '@/testing/msw';
import { renderRoutes } from '@/testing/render';
import { makeVisit } from '@/testing/visits';
import { CALL_OUT_STRINGS as C, CallOutDialog } from './call-out-dialog';

beforeEach(() => {
  localStorage.setItem('token', 'good');
  api.get<{ user: User }>('/auth/me', () => ({ user: makeUser() }));
  api.get<Personnel[]>('/resources/personnel', () => [
    { id: 'p-1', name: 'Tumelo Mokoena', role: 'Technician' } as Personnel,
  ]);
});

describe('CallOutDialog', () => {
  it('refuses a call-out without a reason before calling the API, then sends reason, date and technician', async () => {
    const created = makeVisit({ id: 'v-new', kind: 'CALL_OUT', chargeable: true, frequency: null });
    api.post<CallOutInput, Visit>('/sites/:id/call-outs', () => created);
    const onCreated = vi.fn();
    const { user } = renderRoutes([
      {
        path: '/',
        element: (
          <CallOutDialog siteId="s-1" siteName="Menlyn Block C" onClose={() => {}} onCreated={onCreated} />
        ),
      },
    ]);
    const dialog = await screen.findByRole('dialog', { name: C.title('Menlyn Block C') });
    await user.click(within(dialog).getByRole('button', { name: C.save }));
    expect(await within(dialog).findByText('Say why the call-out is needed')).toBeInTheDocument();
    expect(requestsTo('POST', '/sites/s-1/call-outs')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(new RegExp(C.reason)), 'Leaking sprinkler head');
    const date = within(dialog).getByLabelText(new RegExp(C.date));
    await user.clear(date);
    await user.type(date, '2026-12-03');
    await user.click(within(dialog).getByLabelText(C.technician));
    await user.click(await screen.findByRole('option', { name: 'Tumelo Mokoena (Technician)' }));
    await expectAccessible(document.body, 'the call-out dialog');
    await user.click(within(dialog).getByRole('button', { name: C.save }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(created));
    expect(lastRequest('POST', '/sites/s-1/call-outs').body).toEqual({
      reason: 'Leaking sprinkler head',
      date: '2026-12-03',
      technicianId: 'p-1',
    });
  });
});
