/** Request helpers and factories with overrides, shared by server tests. */
import { randomUUID } from 'node:crypto';
import { CATEGORY_LEVELS } from '@firebreak/shared';
import type { FastifyInstance } from 'fastify';

let sequence = 0;

export function makeRegistration(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  return {
    firstName: 'Thandi',
    lastName: 'Mokoena',
    email: `thandi.${Date.now()}.${sequence}@example.co.za`,
    password: 'Sprinkl3r!',
    role: 'PROJECT_MANAGER',
    ...overrides,
  };
}

export async function registerUser(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const payload = makeRegistration(overrides);
  const response = await app.inject({ method: 'POST', url: '/api/auth/register', payload });
  if (response.statusCode !== 201)
    throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  const body = response.json() as { token: string; user: { id: string; email: string; role: string } };
  return { ...body, password: payload.password, email: payload.email };
}

/** A sign-in's person in Resources → Personnel (decision 0064): what a project's team is made of. */
export async function personOf(app: FastifyInstance, user: { token: string; user: { id: string } }) {
  const people = await app.inject({
    method: 'GET',
    url: '/api/resources/personnel',
    headers: bearer(user.token),
  });
  const person = (people.json() as { id: string; userId: string | null }[]).find(
    (p) => p.userId === user.user.id,
  );
  if (!person) throw new Error('the account has no person in Resources → Personnel');
  return person.id;
}

/**
 * Gives a person a current SAQCC registration of every category at its highest level (issue 30 §3),
 * so any visit may be booked to them. Written straight to the database: tests of other modules need
 * only the qualification, not the registrations' routes.
 */
export async function qualify(app: FastifyInstance, personId: string, expiresOn = '2099-12-31') {
  const now = new Date().toISOString();
  await app.context.db
    .insertInto('personnel_registrations')
    .values(
      (Object.entries(CATEGORY_LEVELS) as [string, readonly string[]][]).map(([category, levels]) => ({
        id: randomUUID(),
        personnel_id: personId,
        category,
        level: levels[levels.length - 1] as string,
        number: `TEST-${category.slice(0, 3)}-${randomUUID().slice(0, 6)}`,
        expires_on: expiresOn,
        document_id: null,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
  return personId;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * Polls a document until the parse pool has finished reading its text (no time limit of its own: the
 * test's timeout is the only one), and returns it as the API shows it.
 */
export async function waitForText(app: FastifyInstance, token: string, id: string) {
  for (;;) {
    const response = await app.inject({ method: 'GET', url: `/api/documents/${id}`, headers: bearer(token) });
    if (response.statusCode !== 200) throw new Error(`GET document ${id}: ${response.statusCode}`);
    const doc = response.json() as { textStatus: string; textNote: string | null; searchableContent: string };
    if (doc.textStatus !== 'pending') return doc;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export function makeProject(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  return {
    title: `Warehouse sprinkler retrofit ${sequence}`,
    clientName: 'Acme Logistics (Pty) Ltd',
    clientType: 'INDUSTRIAL',
    type: 'SPRINKLER_SYSTEM',
    urgency: 'STANDARD',
    location: 'Germiston, Gauteng',
    area: 4200,
    budget: 1_850_000,
    dueDate: '2027-03-31',
    description: 'ESFR sprinkler retrofit to SANS 10287 for high-bay racking.',
    ...overrides,
  };
}

export async function createProject(
  app: FastifyInstance,
  token: string,
  overrides: Record<string, unknown> = {},
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/projects',
    headers: bearer(token),
    payload: makeProject(overrides),
  });
  if (response.statusCode !== 201)
    throw new Error(`create project failed: ${response.statusCode} ${response.body}`);
  return response.json() as { id: string; title: string; [key: string]: unknown };
}

export type RegisteredUser = Awaited<ReturnType<typeof registerUser>>;
export type TestRole = 'ADMIN' | 'PROJECT_MANAGER' | 'ENGINEER' | 'TECHNICIAN';

/** A client made by the office (a token of ADMIN or PROJECT_MANAGER). */
export async function createClient(
  app: FastifyInstance,
  officeToken: string,
  name = `Client ${randomUUID()}`,
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/clients',
    headers: bearer(officeToken),
    payload: { name, type: 'Commercial', status: 'Active' },
  });
  if (response.statusCode !== 201) throw new Error(`client failed: ${response.statusCode} ${response.body}`);
  return response.json() as { id: string; name: string };
}

/**
 * A client's contact signed in to the portal (issue 31): invited from the client's page by the office
 * and through the set-password link, as a real contact is. Inviting the same e-mail from another
 * client's page binds the contact to it too (a managing agent).
 */
export async function registerClientContact(
  app: FastifyInstance,
  officeToken: string,
  clientIds: string | string[],
  overrides: { email?: string; firstName?: string; lastName?: string } = {},
) {
  sequence += 1;
  const email = overrides.email ?? `contact.${Date.now()}.${sequence}@client.example.co.za`;
  const password = 'P0rtal-pass';
  let token: string | null = null;
  for (const clientId of Array.isArray(clientIds) ? clientIds : [clientIds]) {
    const invited = await app.inject({
      method: 'POST',
      url: `/api/clients/${clientId}/contacts/invite`,
      headers: bearer(officeToken),
      payload: {
        firstName: overrides.firstName ?? 'Lerato',
        lastName: overrides.lastName ?? 'Dlamini',
        email,
      },
    });
    if (invited.statusCode !== 201) throw new Error(`invite failed: ${invited.statusCode} ${invited.body}`);
    const link = (invited.json() as { link: { token: string } | null }).link;
    if (link && !token) {
      const accepted = await app.inject({
        method: 'POST',
        url: `/api/auth/invites/${link.token}`,
        payload: { password },
      });
      if (accepted.statusCode !== 200)
        throw new Error(`accept failed: ${accepted.statusCode} ${accepted.body}`);
      token = (accepted.json() as { token: string }).token;
    }
  }
  const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.statusCode} ${login.body}`);
  const body = login.json() as { token: string; user: { id: string; email: string; role: string } };
  return { ...body, password, email };
}

/**
 * One user of each role. The ADMIN is registered first, which self sign-up allows while no admin
 * exists; on an app that has one already, start it with ALLOW_ADMIN_SIGNUP=true.
 */
export async function registerEachRole(app: FastifyInstance): Promise<Record<TestRole, RegisteredUser>> {
  const admin = await registerUser(app, { role: 'ADMIN', firstName: 'Ayanda' });
  const manager = await registerUser(app, { role: 'PROJECT_MANAGER', firstName: 'Pieter' });
  const engineer = await registerUser(app, { role: 'ENGINEER', firstName: 'Naledi' });
  const technician = await registerUser(app, { role: 'TECHNICIAN', firstName: 'Tumelo' });
  return { ADMIN: admin, PROJECT_MANAGER: manager, ENGINEER: engineer, TECHNICIAN: technician };
}

/** A quick-quote form as the web sends it. */
export const quoteForm = (overrides: Record<string, unknown> = {}) => ({
  projectType: 'SPRINKLER_SYSTEM',
  clientType: 'INDUSTRIAL',
  area: 1200,
  urgency: 'URGENT',
  location: 'REMOTE',
  projectTitle: 'Distribution Centre Sprinklers',
  clientName: 'Midrand Logistics Park (Pty) Ltd',
  contactNumber: '011 555 0142',
  ...overrides,
});
