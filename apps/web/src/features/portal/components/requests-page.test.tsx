import { type PortalRequest, type PortalSites, type User, VISIT_WORK_LIMITS } from '@firebreak/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectAccessible } from '@/testing/axe';
import { makeUser } from '@/testing/fixtures';
import { api, apiError, lastRequest, requestsTo } from '@/testing/msw';
import { makePortalRequest, makePortalSite, portalSites } from '@/testing/portal';
import { renderRoutes } from '@/testing/render';
import { showDate } from '../display';
import { P } from '../strings';
import PortalRequestsPage from './requests-page';

const R = P.requests;

function useScreenWidth(desktop: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('min-width') ? desktop : !desktop,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
  }));
}

let requests: PortalRequest[];

beforeEach(() => {
  requests = [makePortalRequest()];
  localStorage.setItem('token', 'good');
  api.get<{ user: User }>('/auth/me', { user: makeUser({ role: 'CLIENT' }) });
  api.get<PortalSites>(
    '/portal/sites',
    portalSites([makePortalSite(), makePortalSite({ id: 's2', name: 'Rosebank Mall' })]),
  );
  api.get<PortalRequest[]>('/portal/requests', () => requests);
  Object.defineProperty(URL, 'createObjectURL', { value: vi.fn(() => 'blob:photo'), configurable: true });
  Object.defineProperty(URL, 'revokeObjectURL', { value: vi.fn(), configurable: true });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const renderRequests = (path = '/portal/requests') =>
  renderRoutes([{ path: '/portal/requests', element: <PortalRequestsPage /> }], [path]);

const photoFile = (name = 'panel.jpg', type = 'image/jpeg') =>
  new File([new Uint8Array([255, 216, 255])], name, { type });

describe('Portal: Requests', () => {
  it('lists the requests with their status and booked day; the form is accessible at 390 and 1280 px', async () => {
    useScreenWidth(false);
    const phone = renderRequests();
    const list = await screen.findByRole('list', { name: R.list });
    const item = within(list).getByRole('listitem');
    expect(item).toHaveTextContent('REQ-0007');
    expect(item).toHaveTextContent('Scheduled');
    expect(item).toHaveTextContent(R.scheduled(showDate('2026-12-02')));
    expect(item).toHaveTextContent('Urgent: next working day');
    const input = screen.getByLabelText(R.photo, { selector: 'input' });
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).toHaveAttribute('capture', 'environment');
    await expectAccessible(document.body, 'the Requests page at 390 px');
    phone.unmount();
    useScreenWidth(true);
    renderRequests();
    await screen.findByRole('list', { name: R.list });
    await expectAccessible(document.body, 'the Requests page at 1280 px');
  });

  it('reports a fault for the site in the address, as multipart with the photo', async () => {
    api.post<FormData, PortalRequest>(
      '/portal/requests',
      () => {
        const made = makePortalRequest({
          id: 'r2',
          reference: 'REQ-0008',
          siteId: 's2',
          siteName: 'Rosebank Mall',
          status: 'RECEIVED',
          scheduledFor: null,
        });
        requests = [made, ...requests];
        return made;
      },
      201,
    );
    const { user } = renderRequests('/portal/requests?site=s2');
    const site = await screen.findByRole('combobox', { name: R.site });
    expect(site).toHaveTextContent('Rosebank Mall');
    await user.type(
      screen.getByRole('textbox', { name: R.description }),
      'Sounder in the parking garage is silent',
    );
    await user.click(screen.getByRole('radio', { name: 'Emergency: today' }));
    await user.upload(screen.getByLabelText(R.photo, { selector: 'input' }), photoFile());
    expect(await screen.findByRole('img', { name: R.photoPreview })).toHaveAttribute('src', 'blob:photo');
    await user.click(screen.getByRole('button', { name: R.send }));

    await waitFor(() => expect(requestsTo('POST', '/portal/requests')).toHaveLength(1));
    const body = lastRequest('POST', '/portal/requests').body as FormData;
    expect(body.get('siteId')).toBe('s2');
    expect(body.get('description')).toBe('Sounder in the parking garage is silent');
    expect(body.get('urgency')).toBe('EMERGENCY');
    // (jsdom's multipart leaves the file's name behind; its type and bytes arrive.)
    expect(body.get('photo')).toMatchObject({ type: 'image/jpeg', size: 3 });
    expect(await screen.findByText(R.sent('REQ-0008'))).toBeInTheDocument();
    // The form is ready for the next fault, at the same site.
    expect(screen.getByRole('textbox', { name: R.description })).toHaveValue('');
    expect(screen.queryByRole('img', { name: R.photoPreview })).not.toBeInTheDocument();
    expect(
      await within(screen.getByRole('list', { name: R.list })).findByText('REQ-0008'),
    ).toBeInTheDocument();
  });

  it('says what is missing and sends nothing', async () => {
    const { user } = renderRequests();
    await user.click(await screen.findByRole('button', { name: R.send }));
    expect(await screen.findByText('Choose the site')).toBeInTheDocument();
    expect(screen.getByText('Describe the fault')).toBeInTheDocument();
    expect(screen.getByText('Choose how urgent it is')).toBeInTheDocument();
    expect(requestsTo('POST', '/portal/requests')).toHaveLength(0);
  });

  it('refuses a photo over the limit, or one that is not an image, before anything is sent', async () => {
    const { user } = renderRequests('/portal/requests?site=s1');
    await screen.findByRole('combobox', { name: R.site });
    const big = photoFile('huge.jpg');
    Object.defineProperty(big, 'size', { value: VISIT_WORK_LIMITS.photoMaxBytes + 1 });
    await user.upload(screen.getByLabelText(R.photo, { selector: 'input' }), big);
    expect(await screen.findByRole('alert')).toHaveTextContent('A photo may be at most 20 MB');
    expect(screen.queryByRole('img', { name: R.photoPreview })).not.toBeInTheDocument();
    // userEvent honours `accept`; a browser's "all files" choice can still hand over a PDF.
    fireEvent.change(screen.getByLabelText(R.photo, { selector: 'input' }), {
      target: { files: [photoFile('doc.pdf', 'application/pdf')] },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('A photo must be a JPEG, PNG or WebP image');
  });

  it("shows the server's refusal", async () => {
    api.post('/portal/requests', apiError(404, 'Site not found'));
    const { user } = renderRequests('/portal/requests?site=s1');
    await screen.findByRole('combobox', { name: R.site });
    await user.type(screen.getByRole('textbox', { name: R.description }), 'Leak');
    await user.click(screen.getByRole('radio', { name: 'Routine: within a week' }));
    await user.click(screen.getByRole('button', { name: R.send }));
    expect(await screen.findByText('Site not found')).toBeInTheDocument();
  });
});
