/**
 * Setting up a technician's visit through the API, as the office would: a client, a site with access
 * notes and one extinguisher, its visits generated, the overdue one scheduled today to the technician's
 * person on Resources → Personnel. `apiAs` calls the API with a session token of the caller's choice.
 */
import { addDays, addMonths, todayInSouthAfrica, type Visit } from '@firebreak/shared';
import { expect, type Page } from '@playwright/test';

/** The session token a page is signed in with. */
export const tokenOf = (page: Page) => page.evaluate(() => localStorage.getItem('token'));

export async function apiAs<T>(
  page: Page,
  token: string | null,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  data?: object,
): Promise<T> {
  const response = await page.request.fetch(url, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    data,
  });
  expect(response.ok(), `${method} ${url}: ${response.status()}`).toBe(true);
  return (response.status() === 204 ? undefined : await response.json()) as T;
}

/**
 * A current Portable extinguishers registration (Serviceman) for a person, so extinguisher visits may
 * be booked to them (issue 30 §3: a booking without it is refused). Through the registrations API.
 */
export async function qualifyForExtinguishers(page: Page, token: string | null, personId: string) {
  await apiAs(page, token, 'POST', `/api/personnel/${personId}/registrations`, {
    category: 'PORTABLE_EXTINGUISHERS',
    level: 'SERVICEMAN',
    number: `E2E-${Date.now()}`,
    expiresOn: addDays(todayInSouthAfrica(), 365),
  });
}

export type SetUpVisit = { visitId: string; siteName: string; clientName: string; accessNotes: string };

/** `office` is signed in as someone who may manage sites and schedule visits (a project manager). */
export async function scheduleVisitFor(office: Page, technicianName: string): Promise<SetUpVisit> {
  const token = await tokenOf(office);
  const call = <T>(method: 'GET' | 'POST' | 'PATCH', url: string, data?: object) =>
    apiAs<T>(office, token, method, url, data);
  const stamp = `${Date.now()}`;
  const today = todayInSouthAfrica();
  const installed = addDays(today, -40);
  const clientName = `Shared Phone Client ${stamp}`;
  const siteName = `Shared Phone Site ${stamp}`;
  const accessNotes = `Plant room code ${stamp.slice(-4)} at the guard house`;
  const client = await call<{ id: string }>('POST', '/api/clients', {
    name: clientName,
    type: 'Commercial',
    status: 'Active',
  });
  const site = await call<{ id: string }>('POST', `/api/clients/${client.id}/sites`, {
    name: siteName,
    address: '3 Bree Street, Cape Town, 8001',
    contactName: 'Anele Jacobs',
    contactPhone: '021 555 0199',
    accessNotes,
  });
  await call('POST', `/api/sites/${site.id}/assets`, {
    type: 'EXTINGUISHER_DCP',
    make: 'Chubb',
    model: '9 kg DCP',
    serial: `E2E-SHARED-${stamp}`,
    location: 'Reception',
    installedOn: installed,
  });
  await call('POST', '/api/visits/generate', {});
  const visits = await call<Visit[]>(
    'GET',
    `/api/visits?siteId=${site.id}&includeOverdue=true&from=${today}&to=${addDays(today, 60)}`,
  );
  const visit = visits.find((v) => v.dueDate === addMonths(installed, 1));
  expect(visit, 'the overdue visit').toBeTruthy();
  const personnel = await call<{ id: string; name: string }[]>('GET', '/api/resources/personnel');
  const person = personnel.find((p) => p.name === technicianName);
  expect(person, `${technicianName} in Resources → Personnel`).toBeTruthy();
  await qualifyForExtinguishers(office, token, person!.id);
  await call('PATCH', `/api/visits/${visit!.id}`, { scheduledFor: today, technicianId: person!.id });
  return { visitId: visit!.id, siteName, clientName, accessNotes };
}
