import { projectListResponseSchema } from '@firebreak/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createProject, makeProject, personOf, registerUser } from '../../test/factories';
import { createTestApp, engines, type TestApp } from '../../test/test-app';

const MEGABYTE = 'x'.repeat(1_000_000);

describe.each(engines)('projects on %s', (engine) => {
  let t: TestApp;
  let token: string;
  let userId: string;
  let personId: string;
  beforeAll(async () => {
    t = await createTestApp(engine);
    const user = await registerUser(t.app);
    token = user.token;
    userId = user.user.id;
    personId = await personOf(t.app, user);
  });
  afterAll(async () => t?.close());

  const api = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: bearer(token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const projectCount = async () =>
    Number(
      (
        await t.database.db
          .selectFrom('projects')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  describe('create', () => {
    it('creates a TENDER with progress 0, spent 0, health GOOD and an empty team and milestones', async () => {
      const response = await api('POST', '/api/projects', {
        ...makeProject({ title: '  Hospital fire alarm  ' }),
        // What the spec's client sends besides the form: the server decides these.
        status: 'COMPLETED',
        progress: 80,
        spent: 5,
        health: 'CRITICAL',
        assignedTeam: ['x'],
        milestones: [{ title: 'x' }],
        createdAt: '2000-01-01',
      });
      expect(response.statusCode).toBe(201);
      const project = response.json();
      expect(project).toMatchObject({
        title: 'Hospital fire alarm',
        status: 'TENDER',
        progress: 0,
        spent: 0,
        health: 'GOOD',
        complianceStatus: 'PENDING',
        assignedTeam: [],
        milestones: [],
        area: 4200,
        budget: 1_850_000,
        dueDate: '2027-03-31',
        createdBy: userId,
      });
      expect(project.createdAt).not.toBe('2000-01-01');
      const stored = await t.database.db
        .selectFrom('projects')
        .selectAll()
        .where('id', '=', project.id)
        .executeTakeFirstOrThrow();
      expect(Number(stored.budget_cents)).toBe(185_000_000);
    });

    it('applies the spec defaults and the 0 fallback for blank area and budget', async () => {
      const response = await api('POST', '/api/projects', {
        title: 'Quick one',
        clientName: 'Client',
        area: '',
        budget: null,
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        clientType: 'COMMERCIAL',
        type: 'SPRINKLER_SYSTEM',
        urgency: 'STANDARD',
        area: 0,
        budget: 0,
        location: '',
        dueDate: null,
      });
      const numericText = await api('POST', '/api/projects', {
        title: 'Text numbers',
        clientName: 'C',
        area: '120.5',
        budget: '99999.999',
      });
      expect(numericText.json()).toMatchObject({ area: 120.5, budget: 100_000 });
    });

    it.each([
      [{ title: '' }, 'Title is required'],
      [{ title: '   ' }, 'Title is required'],
      [{ clientName: undefined }, 'Client name is required'],
      [{ clientType: 'ALIENS' }, 'Client type must be one of'],
      [{ type: 'WATER_FEATURE' }, 'Type must be one of'],
      [{ urgency: 'YESTERDAY' }, 'Urgency must be one of'],
      [{ area: -5 }, 'Area cannot be negative'],
      [{ budget: -1 }, 'Budget cannot be negative'],
      [{ area: 'abc' }, 'Area must be a number'],
      [{ budget: '1e400' }, 'Budget must be a number'],
      [{ area: 1e308 }, 'Area must be at most'],
      [{ dueDate: '2026-02-30' }, 'Due date is not a valid date'],
      [{ dueDate: 'next tuesday' }, 'Due date is not a valid date'],
      [{ title: MEGABYTE }, 'Title must be at most 200 characters'],
      [{ description: MEGABYTE }, 'Description must be at most 5000 characters'],
      [{ area: { $gt: 1 } }, 'Area must be a number'],
    ])('refuses %j with 400 and writes nothing', async (overrides, message) => {
      const before = await projectCount();
      const response = await api('POST', '/api/projects', makeProject(overrides));
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toContain(message);
      expect(await projectCount()).toBe(before);
    });

    it('refuses malformed JSON and a missing token', async () => {
      const malformed = await t.app.inject({
        method: 'POST',
        url: '/api/projects',
        headers: { ...bearer(token), 'content-type': 'application/json' },
        payload: '{"title":',
      });
      expect(malformed.statusCode).toBe(400);
      const anonymous = await t.app.inject({ method: 'POST', url: '/api/projects', payload: makeProject() });
      expect(anonymous.statusCode).toBe(401);
    });
  });

  describe('read and list', () => {
    it('returns one project and 404 for unknown or malformed ids', async () => {
      const created = await createProject(t.app, token);
      expect((await api('GET', `/api/projects/${created.id}`)).json().id).toBe(created.id);
      for (const id of ['00000000-0000-4000-8000-00000000dead', 'not-a-uuid', "1' OR '1'='1"]) {
        const response = await api('GET', `/api/projects/${encodeURIComponent(id)}`);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ error: 'Project not found' });
      }
    });

    it('pages, filters, searches and sorts', async () => {
      const client = `Filter Client ${Date.now()}`;
      const a = await createProject(t.app, token, {
        clientName: client,
        title: 'Alpha pump house',
        type: 'FIRE_ALARM',
        urgency: 'URGENT',
        budget: 100,
      });
      const b = await createProject(t.app, token, {
        clientName: client,
        title: 'Bravo clean agent room',
        type: 'FIRE_SUPPRESSION',
        budget: 300,
      });
      const c = await createProject(t.app, token, {
        clientName: client,
        title: 'Charlie 50%_off store',
        type: 'FIRE_ALARM',
        budget: 200,
      });
      await api('PATCH', `/api/projects/${b.id}`, { status: 'ACTIVE' });

      const byClient = (
        await api(
          'GET',
          `/api/projects?client=${encodeURIComponent(client.toLowerCase())}&sort=budget&order=asc`,
        )
      ).json();
      expect(byClient.total).toBe(3);
      expect(byClient.items.map((p: { id: string }) => p.id)).toEqual([a.id, c.id, b.id]);

      const alarms = (
        await api('GET', `/api/projects?client=${encodeURIComponent(client)}&type=FIRE_ALARM&urgency=URGENT`)
      ).json();
      expect(alarms.items.map((p: { id: string }) => p.id)).toEqual([a.id]);

      const active = (
        await api('GET', `/api/projects?client=${encodeURIComponent(client)}&status=ACTIVE,ON_HOLD`)
      ).json();
      expect(active.items.map((p: { id: string }) => p.id)).toEqual([b.id]);

      // LIKE wildcards in the search are literal characters.
      const literal = (await api('GET', `/api/projects?q=${encodeURIComponent('50%_off')}`)).json();
      expect(literal.items.map((p: { id: string }) => p.id)).toEqual([c.id]);
      const wildcard = (
        await api('GET', `/api/projects?q=${encodeURIComponent('%')}&client=${encodeURIComponent(client)}`)
      ).json();
      expect(wildcard.items.map((p: { id: string }) => p.id)).toEqual([c.id]);

      const paged = (
        await api(
          'GET',
          `/api/projects?client=${encodeURIComponent(client)}&pageSize=2&page=2&sort=title&order=asc`,
        )
      ).json();
      expect(paged).toMatchObject({ total: 3, page: 2, pageSize: 2 });
      expect(paged.items.map((p: { id: string }) => p.id)).toEqual([c.id]);
      expect(paged.items[0]).toMatchObject({ overdueMilestones: 0, openAlerts: 0 });
    });

    it('sends exactly what the list schema describes (the route serialises without it)', async () => {
      await createProject(t.app, token);
      const page = (await api('GET', '/api/projects?pageSize=100')).json();
      expect(projectListResponseSchema.strict().parse(page)).toEqual(page);
      const itemSchema = projectListResponseSchema.shape.items.element.strict();
      for (const item of page.items) expect(itemSchema.parse(item)).toEqual(item);
    });

    it('counts a new project in the total of a list read just before', async () => {
      const before = (await api('GET', '/api/projects?status=TENDER&pageSize=1')).json();
      await createProject(t.app, token);
      const after = (await api('GET', '/api/projects?status=TENDER&pageSize=1')).json();
      expect(after.total).toBe(before.total + 1);
    });

    it.each([
      'page=0',
      'pageSize=101',
      'pageSize=abc',
      'status=DONE',
      'sort=password_hash',
      'order=sideways',
      `q=${'x'.repeat(300)}`,
    ])('refuses the query %s with 400', async (query) => {
      const response = await api('GET', `/api/projects?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual(expect.any(String));
    });
  });

  describe('update', () => {
    it('changes status, progress, spend, health, compliance, milestones and team', async () => {
      const project = await createProject(t.app, token);
      const response = await api('PATCH', `/api/projects/${project.id}`, {
        status: 'ACTIVE',
        progress: 40,
        spent: 250_000,
        health: 'AT_RISK',
        complianceStatus: 'COMPLIANT',
        milestones: [
          { title: 'Hydraulic design approved', kind: 'WORK', dueDate: '2026-12-01' },
          { title: 'SANS 10287 installation certificate', kind: 'COMPLIANCE', dueDate: '2027-03-20' },
        ],
        assignedTeam: [personId],
      });
      expect(response.statusCode).toBe(200);
      const updated = response.json();
      expect(updated).toMatchObject({
        status: 'ACTIVE',
        progress: 40,
        spent: 250_000,
        health: 'AT_RISK',
        complianceStatus: 'COMPLIANT',
      });
      expect(updated.milestones.map((m: { title: string }) => m.title)).toEqual([
        'Hydraulic design approved',
        'SANS 10287 installation certificate',
      ]);
      expect(updated.assignedTeam).toEqual([
        expect.objectContaining({
          id: personId,
          name: 'Thandi Mokoena',
          userId,
          userRole: 'PROJECT_MANAGER',
        }),
      ]);

      const [first, second] = updated.milestones;
      const next = await api('PATCH', `/api/projects/${project.id}`, {
        milestones: [
          { ...second, completed: true },
          { id: first.id, title: first.title, kind: first.kind, dueDate: first.dueDate },
        ],
      });
      expect(next.json().milestones).toEqual([
        expect.objectContaining({ id: second.id, completedAt: expect.any(String) }),
        expect.objectContaining({ id: first.id, completedAt: null }),
      ]);
      const removed = await api('PATCH', `/api/projects/${project.id}`, { milestones: [] });
      expect(removed.json().milestones).toEqual([]);
    });

    it('records spend changes in the ledger so cash flow can be read', async () => {
      const project = await createProject(t.app, token);
      await api('PATCH', `/api/projects/${project.id}`, { spent: 1000 });
      await api('PATCH', `/api/projects/${project.id}`, { spent: 800 });
      const entries = await t.database.db
        .selectFrom('project_ledger')
        .select(['kind', 'amount_cents'])
        .where('project_id', '=', project.id)
        .execute();
      expect(entries.map((e) => [e.kind, Number(e.amount_cents)])).toEqual([
        ['EXPENSE', 100_000],
        ['EXPENSE', -20_000],
      ]);
    });

    it.each([
      [{}, 'Nothing to update'],
      [{ progress: 101 }, 'Progress must be between 0 and 100'],
      [{ progress: 4.5 }, 'Progress must be a whole number'],
      [{ status: 'FINISHED' }, 'Status must be one of'],
      [{ spent: -1 }, 'Spent cannot be negative'],
      [{ milestones: [{ title: 'x', dueDate: '31/12/2026' }] }, 'Milestone due date is not a valid date'],
      [{ milestones: [{ title: '', dueDate: '2026-12-31' }] }, 'Milestone title is required'],
      [
        { milestones: [{ id: '00000000-0000-4000-8000-000000000099', title: 'x', dueDate: '2026-12-31' }] },
        'does not belong',
      ],
      [{ assignedTeam: ['00000000-0000-4000-8000-000000000099'] }, 'not in Resources → Personnel'],
      [{ assignedTeam: ['not-an-id'] }, 'Team members must be personnel ids'],
    ])('refuses %j with 400 and changes nothing', async (payload, message) => {
      const project = await createProject(t.app, token);
      const response = await api('PATCH', `/api/projects/${project.id}`, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toContain(message);
      const after = (await api('GET', `/api/projects/${project.id}`)).json();
      expect(after).toMatchObject({ status: 'TENDER', progress: 0, milestones: [], assignedTeam: [] });
    });

    it('answers 404 for an unknown project', async () => {
      const response = await api('PATCH', '/api/projects/00000000-0000-4000-8000-00000000dead', {
        progress: 5,
      });
      expect(response.statusCode).toBe(404);
    });
  });

  describe('details, duplicates and archive (issue 15)', () => {
    it('edits title, client, location, type and description after creation, each change audited', async () => {
      const project = await createProject(t.app, token, { title: 'Rosebank mall hydrants' });
      const response = await api('PATCH', `/api/projects/${project.id}`, {
        title: 'Rosebank mall hydrants and hose reels',
        clientName: 'Growthpoint Properties',
        location: 'Rosebank, Johannesburg',
        type: 'FIRE_SUPPRESSION',
        description: 'Hydrant ring main and 14 hose reels to SANS 10400-W.',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        title: 'Rosebank mall hydrants and hose reels',
        clientName: 'Growthpoint Properties',
        location: 'Rosebank, Johannesburg',
        type: 'FIRE_SUPPRESSION',
      });
      const audit = await t.database.db
        .selectFrom('audit_log')
        .select(['before', 'after'])
        .where('entity_id', '=', project.id)
        .where('action', '=', 'update')
        .executeTakeFirstOrThrow();
      expect(JSON.parse(String(audit.before))).toMatchObject({ title: 'Rosebank mall hydrants' });
      expect(JSON.parse(String(audit.after))).toMatchObject({ clientName: 'Growthpoint Properties' });
      expect((await api('PATCH', `/api/projects/${project.id}`, { title: '  ' })).statusCode).toBe(400);
    });

    it('warns of a second project with the same title for the same client, and saves it when confirmed', async () => {
      const first = await createProject(t.app, token, {
        title: 'Menlyn pump room',
        clientName: 'Menlyn Maine',
      });
      const twin = await api(
        'POST',
        '/api/projects',
        makeProject({ title: ' menlyn PUMP room', clientName: 'MENLYN MAINE ' }),
      );
      expect(twin.statusCode).toBe(409);
      expect(twin.json().error).toBe(
        // The client is the one already in the list, under its own spelling.
        "Menlyn Maine already has a project called 'menlyn PUMP room'. Save again to keep both.",
      );
      // Another client may use the title; a rename onto a twin is caught too.
      const other = await api(
        'POST',
        '/api/projects',
        makeProject({ title: 'Menlyn pump room', clientName: 'Other' }),
      );
      expect(other.statusCode).toBe(201);
      const rename = await api('PATCH', `/api/projects/${other.json().id}`, { clientName: 'Menlyn Maine' });
      expect(rename.statusCode).toBe(409);
      const confirmed = await api(
        'POST',
        '/api/projects',
        makeProject({ title: 'Menlyn pump room', clientName: 'Menlyn Maine', confirmDuplicate: true }),
      );
      expect(confirmed.statusCode).toBe(201);
      expect(confirmed.json().id).not.toBe(first.id);
    });

    it('archives only completed or cancelled projects; archived ones leave the list unless asked for', async () => {
      const project = await createProject(t.app, token, { title: `Archive me ${Date.now()}` });
      const refused = await api('PATCH', `/api/projects/${project.id}`, { archived: true });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().error).toBe('Only a completed or cancelled project can be archived');
      const archived = await api('PATCH', `/api/projects/${project.id}`, {
        status: 'CANCELLED',
        archived: true,
      });
      expect(archived.statusCode).toBe(200);
      expect(archived.json().archivedAt).toEqual(expect.any(String));
      const titles = async (query: string) =>
        (await api('GET', `/api/projects?pageSize=100&q=${encodeURIComponent(project.title)}${query}`))
          .json()
          .items.map((item: { id: string }) => item.id);
      expect(await titles('')).not.toContain(project.id);
      expect(await titles('&archived=only')).toContain(project.id);
      expect(await titles('&archived=include')).toContain(project.id);
      expect((await api('GET', '/api/projects?archived=all')).statusCode).toBe(400);
      const restored = await api('PATCH', `/api/projects/${project.id}`, { archived: false });
      expect(restored.json().archivedAt).toBeNull();
      expect(await titles('')).toContain(project.id);
    });
  });

  describe('milestones and payments', () => {
    it('adds a site visit and records a payment', async () => {
      const project = await createProject(t.app, token);
      const visit = await api('POST', `/api/projects/${project.id}/milestones`, {
        title: 'Site visit',
        kind: 'SITE_VISIT',
        dueDate: '2026-12-03',
      });
      expect(visit.statusCode).toBe(201);
      expect(visit.json()).toMatchObject({ kind: 'SITE_VISIT', dueDate: '2026-12-03', completedAt: null });
      const claim = await api('POST', `/api/projects/${project.id}/claims`, {
        amount: 125_000.5,
        date: '2026-11-01',
      });
      expect(claim.statusCode).toBe(201);
      const payment = await api('POST', `/api/projects/${project.id}/payments`, {
        claimId: claim.json().id,
        amount: 125_000.5,
        date: '2026-11-20',
        description: 'Deposit',
      });
      expect(payment.statusCode).toBe(201);
      expect(payment.json()).toMatchObject({ amount: 125_000.5, date: '2026-11-20' });
      expect(
        (
          await api('POST', `/api/projects/${project.id}/payments`, {
            claimId: claim.json().id,
            amount: 0,
            date: '2026-11-20',
          })
        ).statusCode,
      ).toBe(400);
      expect(
        (await api('POST', '/api/projects/nope/milestones', { title: 'x', dueDate: '2026-12-03' }))
          .statusCode,
      ).toBe(404);
    });
  });
  describe('linked to clients (decision 0062)', () => {
    const clientInput = (name: string) => ({
      name,
      type: 'Government',
      contact: 'Thabo Nkosi',
      email: 'thabo@example.co.za',
      phone: '012 555 0100',
      address: 'Pretoria',
      status: 'Active',
      rating: 3,
      notes: '',
    });
    const clientNamed = async (name: string) =>
      t.database.db.selectFrom('clients').selectAll().where('name_key', '=', name.toLowerCase()).execute();

    it('adds a client the Clients list lacks, and links a second project of any spelling to it', async () => {
      const first = await api(
        'POST',
        '/api/projects',
        makeProject({ title: 'Clinic alarm', clientName: 'Umhlanga Clinic', clientType: 'HEALTHCARE' }),
      );
      expect(first.statusCode).toBe(201);
      const [client] = await clientNamed('umhlanga clinic');
      expect(client).toMatchObject({ name: 'Umhlanga Clinic', type: 'Healthcare', status: 'Active' });
      expect(first.json().clientId).toBe(client?.id);
      const second = await api(
        'POST',
        '/api/projects',
        makeProject({ title: 'Clinic sprinklers', clientName: '  UMHLANGA clinic ' }),
      );
      expect(second.json()).toMatchObject({ clientId: client?.id, clientName: 'Umhlanga Clinic' });
      expect(await clientNamed('umhlanga clinic')).toHaveLength(1);
      const listed = (await api('GET', `/api/clients/${client?.id}`)).json();
      expect(listed.totalProjects).toBe(2);
      const audit = await t.database.db
        .selectFrom('audit_log')
        .select('after')
        .where('entity', '=', 'client')
        .where('entity_id', '=', client?.id ?? '')
        .execute();
      expect(audit.map((row) => JSON.parse(String(row.after)))).toEqual([
        expect.objectContaining({ name: 'Umhlanga Clinic', addedWith: 'project' }),
      ]);
    });

    it('takes a picked client by id, with its own name; an unknown id writes nothing', async () => {
      const client = (await api('POST', '/api/clients', clientInput('City of Tshwane'))).json();
      const picked = await api(
        'POST',
        '/api/projects',
        makeProject({ title: 'Depot hydrants', clientId: client.id, clientName: 'Tshwane' }),
      );
      expect(picked.json()).toMatchObject({ clientId: client.id, clientName: 'City of Tshwane' });
      expect(await clientNamed('tshwane')).toHaveLength(0);
      const before = await projectCount();
      const unknown = await api(
        'POST',
        '/api/projects',
        makeProject({
          title: 'Nowhere',
          clientId: '00000000-0000-4000-8000-000000000000',
          clientName: 'Ghost',
        }),
      );
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().error).toBe('The client picked is not in the Clients list');
      expect(await projectCount()).toBe(before);
      expect(await clientNamed('ghost')).toHaveLength(0);
      expect((await api('POST', '/api/projects', makeProject({ clientId: 'not-an-id' }))).statusCode).toBe(
        400,
      );
    });

    it('moves a project to another client, follows a client rename, and keeps the name when the client goes', async () => {
      const from = (await api('POST', '/api/clients', clientInput('Msunduzi Municipality'))).json();
      const to = (await api('POST', '/api/clients', clientInput('Ilembe District'))).json();
      const project = (
        await api(
          'POST',
          '/api/projects',
          makeProject({ title: 'Town hall alarm', clientId: from.id, clientName: from.name }),
        )
      ).json();
      const moved = await api('PATCH', `/api/projects/${project.id}`, {
        clientId: to.id,
        clientName: to.name,
      });
      expect(moved.json()).toMatchObject({ clientId: to.id, clientName: 'Ilembe District' });
      expect((await api('GET', `/api/clients/${from.id}`)).json().totalProjects).toBe(0);
      expect((await api('GET', `/api/clients/${to.id}`)).json().totalProjects).toBe(1);
      const listed = (await api('GET', `/api/projects?clientId=${to.id}`)).json();
      expect(listed.items.map((p: { id: string }) => p.id)).toEqual([project.id]);
      expect((await api('GET', `/api/projects?clientId=${from.id}`)).json().total).toBe(0);
      expect((await api('GET', '/api/projects?clientId=nope')).statusCode).toBe(400);

      const renamed = await api('PUT', `/api/clients/${to.id}`, clientInput('iLembe District Municipality'));
      expect(renamed.statusCode).toBe(200);
      expect((await api('GET', `/api/projects/${project.id}`)).json().clientName).toBe(
        'iLembe District Municipality',
      );

      expect((await api('DELETE', `/api/clients/${to.id}`)).statusCode).toBe(204);
      const orphan = (await api('GET', `/api/projects/${project.id}`)).json();
      expect(orphan).toMatchObject({ clientId: null, clientName: 'iLembe District Municipality' });
    });
  });
  describe('one list of people (decision 0064)', () => {
    const people = async (q?: string) =>
      (await api('GET', `/api/resources/people${q ? `?q=${encodeURIComponent(q)}` : ''}`)).json() as {
        id: string;
        name: string;
        role: string;
        userId: string | null;
        userRole: string | null;
      }[];

    it('puts a person without a sign-in on a team, beside one with a sign-in', async () => {
      const fitter = await api('POST', '/api/resources/personnel', {
        name: 'Sizwe Dube',
        role: 'Sprinkler Fitter',
        status: 'Available',
        skills: ['Pipework'],
      });
      expect(fitter.statusCode).toBe(201);
      expect(fitter.json().userId).toBeNull();
      expect(await people('sizwe')).toEqual([
        { id: fitter.json().id, name: 'Sizwe Dube', role: 'Sprinkler Fitter', userId: null, userRole: null },
      ]);
      const project = await createProject(t.app, token, { title: 'Fitters on site' });
      const saved = await api('PATCH', `/api/projects/${project.id}`, {
        assignedTeam: [fitter.json().id, personId],
      });
      expect(saved.statusCode).toBe(200);
      expect(
        saved.json().assignedTeam.map((m: { name: string; userId: string | null }) => [m.name, m.userId]),
      ).toEqual([
        ['Sizwe Dube', null],
        ['Thandi Mokoena', userId],
      ]);
    });

    it('gives every new sign-in a person of its own, never one of the same name, and follows a rename', async () => {
      const before = await api('POST', '/api/resources/personnel', {
        name: 'Lindiwe Zulu',
        role: 'Fire Alarm Technician',
        status: 'Available',
        skills: [],
      });
      const lindiwe = await registerUser(t.app, {
        firstName: 'Lindiwe',
        lastName: 'zulu',
        role: 'TECHNICIAN',
      });
      // Linking an account to someone on Personnel is an administrator's act (decision 0071).
      const own = await personOf(t.app, lindiwe);
      expect(own).not.toBe(before.json().id);
      expect((await people('lindiwe')).map((p) => [p.id, p.userId])).toEqual(
        expect.arrayContaining([
          [before.json().id, null],
          [own, lindiwe.user.id],
        ]),
      );
      const renamed = await t.app.inject({
        method: 'PATCH',
        url: '/api/auth/me',
        headers: bearer(lindiwe.token),
        payload: { lastName: 'Zulu-Ndlovu' },
      });
      expect(renamed.statusCode).toBe(200);
      expect((await people('lindiwe')).map((p) => p.name).sort()).toEqual([
        'Lindiwe Zulu',
        'Lindiwe Zulu-Ndlovu',
      ]);

      const fresh = await registerUser(t.app, { firstName: 'Kagiso', lastName: 'Molefe', role: 'ENGINEER' });
      const freshPerson = await personOf(t.app, fresh);
      expect(await people('kagiso')).toEqual([
        {
          id: freshPerson,
          name: 'Kagiso Molefe',
          role: 'Engineer',
          userId: fresh.user.id,
          userRole: 'ENGINEER',
        },
      ]);
    });

    it('puts someone scheduled onto a project on its team, once', async () => {
      const project = await createProject(t.app, token, { title: 'Scheduled crew' });
      for (const [startDate, endDate] of [
        ['2099-02-02', '2099-02-06'],
        ['2099-02-09', '2099-02-13'],
      ])
        expect(
          (
            await api('POST', `/api/resources/personnel/${personId}/schedules`, {
              projectId: project.id,
              startDate,
              endDate,
            })
          ).statusCode,
        ).toBe(201);
      const team = (await api('GET', `/api/projects/${project.id}`)).json().assignedTeam;
      expect(team.map((m: { id: string }) => m.id)).toEqual([personId]);
    });
  });
});
