import type { Alert, AlertPage, User } from '@firebreak/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '@/testing/fixtures';
import { api, apiError, held, lastRequest, requestsTo, sessionAnswered } from '@/testing/msw';
import { renderRoutes } from '@/testing/render';
import { AlertsPanel } from './alerts-panel';
import { ALERTS_STRINGS as S } from './strings';

function makeAlert(index: number, overrides: Partial<Alert> = {}): Alert {
  return {
    id: `a-${index}`,
    type: 'MILESTONE',
    severity: 'HIGH',
    title: `Alert ${index}`,
    message: `Message ${index}`,
    projectId: 'p-1',
    siteId: null,
    createdAt: new Date().toISOString(),
    acknowledged: false,
    ...overrides,
  };
}

let alerts: Alert[] = [];
let signedIn = makeUser();

beforeEach(() => {
  alerts = [];
  signedIn = makeUser();
  localStorage.setItem('token', 'good');
  api.get<{ user: User }>('/auth/me', () => ({ user: signedIn }));
  api.get<AlertPage>('/projects/alerts', () => ({
    items: alerts,
    total: alerts.length,
    page: 1,
    pageSize: 20,
  }));
});

function renderPanel(props: Partial<Parameters<typeof AlertsPanel>[0]> = {}) {
  return renderRoutes([{ path: '/', element: <AlertsPanel title="Critical Alerts" {...props} /> }]);
}

const rows = () => within(screen.getByRole('list')).getAllByRole('listitem');

describe('AlertsPanel', () => {
  it('links each alert to what it is about: its project, its site, the equipment register, or nothing', async () => {
    alerts = [
      makeAlert(1, { projectId: 'p 7' }),
      makeAlert(2, { projectId: null, type: 'MAINTENANCE' }),
      makeAlert(3, { projectId: null, type: 'WEATHER' }),
      makeAlert(4, { projectId: null, siteId: 's-4', type: 'COMPLIANCE' }),
    ];
    renderPanel();
    expect(await screen.findByRole('link', { name: 'Alert 1' })).toHaveAttribute(
      'href',
      '/project-dashboard?id=p%207',
    );
    expect(screen.getByRole('link', { name: 'Alert 2' })).toHaveAttribute('href', '/resources');
    expect(screen.queryByRole('link', { name: 'Alert 3' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Alert 4' })).toHaveAttribute('href', '/sites/s-4?tab=schedule');
  });

  it('says Loading alerts... while the list loads', async () => {
    const pending = held<unknown>();
    api.get('/projects/alerts', pending.reply);
    renderPanel();
    expect(await screen.findByText(S.loading)).toBeInTheDocument();
    pending.release([]);
    expect(await screen.findByText(S.empty)).toBeInTheDocument();
  });

  it('says Failed to load alerts when the call fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    api.get('/projects/alerts', () => apiError(500, 'Server error'));
    renderPanel();
    expect(await screen.findByText(S.failed, {}, { timeout: 4000 })).toBeInTheDocument();
  });

  it('says All clear! No active alerts when only acknowledged alerts exist', async () => {
    alerts = [makeAlert(1, { acknowledged: true })];
    renderPanel();
    expect(await screen.findByText('All clear! No active alerts')).toBeInTheDocument();
    expect(screen.queryByText('Alert 1')).not.toBeInTheDocument();
  });

  it('cuts the header to 20 characters, titles to 40 and messages to 80', async () => {
    const title = 'T'.repeat(60);
    const message = 'M'.repeat(120);
    alerts = [makeAlert(1, { title, message })];
    renderPanel({ title: 'Alerts for Sandton City Mall sprinklers' });
    const heading = await screen.findByRole('heading', { level: 2 });
    expect(heading.textContent).toHaveLength(20);
    expect(heading).toHaveTextContent(/^Alerts for Sandto\.\.\.$/);
    const alertTitle = await screen.findByRole('heading', { level: 3 });
    expect(alertTitle.textContent).toBe(`${'T'.repeat(37)}...`);
    expect(screen.getByText(`${'M'.repeat(77)}...`)).toBeInTheDocument();
    expect(screen.getByText('Today')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: `Acknowledge ${title}` })).toBeInTheDocument();
  });

  it('shows 5 by default and expands to 10 with Show N More / Show Less', async () => {
    alerts = Array.from({ length: 12 }, (_, index) => makeAlert(index + 1));
    const { user } = renderPanel();
    await screen.findByText('Alert 1');
    expect(rows()).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'Show 5 More' }));
    expect(rows()).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: S.showLess }));
    expect(rows()).toHaveLength(5);
  });

  it('shows 8 on the dashboard, and counts only the alerts that fit in double', async () => {
    alerts = Array.from({ length: 11 }, (_, index) => makeAlert(index + 1));
    const { user } = renderPanel({ maxItems: 8 });
    await screen.findByText('Alert 1');
    expect(rows()).toHaveLength(8);
    await user.click(screen.getByRole('button', { name: 'Show 3 More' }));
    expect(rows()).toHaveLength(11);
  });

  it('has no toggle when everything fits', async () => {
    alerts = Array.from({ length: 5 }, (_, index) => makeAlert(index + 1));
    renderPanel();
    await screen.findByText('Alert 5');
    expect(screen.queryByRole('button', { name: /Show/ })).not.toBeInTheDocument();
  });

  it('colours severities as the spec says with readable text', async () => {
    alerts = [
      makeAlert(1, { severity: 'LOW' }),
      makeAlert(2, { severity: 'MEDIUM' }),
      makeAlert(3, { severity: 'HIGH' }),
      makeAlert(4, { severity: 'CRITICAL' }),
    ];
    renderPanel();
    await screen.findByText('LOW');
    const chip = (label: string) => screen.getByText(label).closest('.MuiChip-root');
    expect(chip('LOW')).toHaveStyle({ backgroundColor: '#4caf50', color: '#000' });
    expect(chip('MEDIUM')).toHaveStyle({ backgroundColor: '#ff9800', color: '#000' });
    expect(chip('HIGH')).toHaveStyle({ backgroundColor: '#f44336', color: '#000' });
    expect(chip('CRITICAL')).toHaveStyle({ backgroundColor: '#9c27b0', color: '#fff' });
  });

  it('acknowledges an alert: it disappears at once and the list is refreshed', async () => {
    alerts = [makeAlert(1), makeAlert(2)];
    api.patch<undefined, Alert>('/projects/alerts/:id/acknowledge', () => {
      alerts = [alerts[1] as Alert];
      return makeAlert(1, { acknowledged: true });
    });
    const { user } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Acknowledge Alert 1' }));
    lastRequest('PATCH', '/projects/alerts/a-1/acknowledge');
    await waitFor(() => expect(screen.queryByText('Alert 1')).not.toBeInTheDocument());
    await waitFor(() => expect(requestsTo('GET', '/projects/alerts')).toHaveLength(2));
    expect(screen.getByText('Alert 2')).toBeInTheDocument();
  });

  it('puts the alert back and says so when acknowledging fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    alerts = [makeAlert(1)];
    api.patch('/projects/alerts/:id/acknowledge', () => apiError(500, 'Server error'));
    const { user } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Acknowledge Alert 1' }));
    expect(await screen.findByText(S.acknowledgeFailed)).toBeInTheDocument();
    expect(screen.getByText('Alert 1')).toBeInTheDocument();
  });

  it('asks for one project’s alerts when given a project', async () => {
    renderPanel({ projectId: 'p-9' });
    await screen.findByText(S.empty);
    expect(Object.fromEntries(lastRequest('GET', '/projects/alerts').query)).toEqual({
      projectId: 'p-9',
      pageSize: '10',
    });
  });

  it('shows a technician the alerts without an Acknowledge button', async () => {
    signedIn = makeUser({ role: 'TECHNICIAN' });
    alerts = [makeAlert(1)];
    renderPanel();
    expect(await screen.findByText('Alert 1')).toBeInTheDocument();
    await sessionAnswered();
    expect(screen.queryByRole('button', { name: 'Acknowledge Alert 1' })).not.toBeInTheDocument();
  });
});
