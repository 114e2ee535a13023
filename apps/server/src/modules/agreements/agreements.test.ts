import {
  addDays,
  agreementSchema,
  escalatedFee,
  invoiceSchema,
  proratedFee,
  type RawAgreementInput,
  todayInSouthAfrica,
} from '@firebreak/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, type RegisteredUser, registerEachRole, type TestRole } from '../../test/factories';
import { readPdfText } from '../../test/pdf-text';
import { createTestApp, engines, type TestApp } from '../../test/test-app';
import { agreementRatesForVisit } from './agreement-coverage';

describe.each(engines)('maintenance agreements on %s', (engine) => {
  let t: TestApp;
  let users: Record<TestRole, RegisteredUser>;
  const today = todayInSouthAfrica();

  beforeAll(async () => {
    t = await createTestApp(engine);
    users = await registerEachRole(t.app);
  });
  afterAll(async () => t?.close());

  const api = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    role: TestRole = 'PROJECT_MANAGER',
  ) =>
    t.app.inject({
      method,
      url,
      headers: bearer(users[role].token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const open = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, ...(payload ? { payload } : {}) });

  const newClient = async () => {
    const r = await api('POST', '/api/clients', {
      name: `Client ${Math.random()}`,
      type: 'Commercial',
      status: 'Active',
      address: '3 Sprinkler Lane, Midrand, 1685',
    });
    expect(r.statusCode, r.body).toBe(201);
    return r.json() as { id: string; name: string };
  };
  const newSite = async (clientId: string) => {
    const r = await api('POST', `/api/clients/${clientId}/sites`, {
      name: `Site ${Math.random()}`,
      address: '1 Main Road',
    });
    expect(r.statusCode, r.body).toBe(201);
    return r.json() as { id: string };
  };
  const newAsset = async (siteId: string) => {
    const r = await api('POST', `/api/sites/${siteId}/assets`, {
      type: 'SPRINKLER_CONTROL_VALVE',
      location: 'Pump room',
    });
    expect(r.statusCode, r.body).toBe(201);
    return r.json() as { id: string };
  };
  const input = (
    clientId: string,
    siteId: string,
    overrides: Partial<RawAgreementInput> = {},
  ): RawAgreementInput => ({
    clientId,
    sites: [{ siteId, items: [{ system: 'SPRINKLER' }] }],
    startDate: '2026-01-15',
    endDate: '2026-12-31',
    noticeDays: 30,
    autoRenew: false,
    cadence: 'MONTHLY',
    timing: 'IN_ADVANCE',
    feeCents: 310_000,
    callOutFeeCents: 85_000,
    hourlyRateCents: 65_000,
    travelPerKmCents: 650,
    partsMarkupPercent: 15,
    ...overrides,
  });
  const create = async (body: RawAgreementInput) => {
    const r = await api('POST', '/api/agreements', body);
    expect(r.statusCode, r.body).toBe(201);
    return agreementSchema.parse(r.json());
  };
  const count = async (table: 'agreements' | 'invoices') =>
    Number(
      (
        await t.database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const accept = async (id: string, name = 'Thandi Nkosi') => {
    const sent = await api('POST', `/api/agreements/${id}/send`, {});
    expect(sent.statusCode, sent.body).toBe(201);
    const { token, path } = sent.json() as { token: string; path: string };
    expect(path).toBe(`/a/${encodeURIComponent(token)}`);
    const decided = await open('POST', `/api/public/agreement-acceptance/${token}/decision`, {
      decision: 'ACCEPTED',
      name,
    });
    expect(decided.statusCode, decided.body).toBe(200);
    return token;
  };

  it('creates, lists, replaces and deletes drafts, numbered AGR-YYYY-NNNN', async () => {
    const client = await newClient();
    const site = await newSite(client.id);
    const asset = await newAsset(site.id);
    const made = await create(
      input(client.id, site.id, {
        sites: [
          {
            siteId: site.id,
            items: [{ assetId: asset.id }, { system: 'DETECTION', customIntervalDays: 90 }],
          },
        ],
      }),
    );
    expect(made.number).toMatch(new RegExp(`^AGR-${today.slice(0, 4)}-\\d{4}$`));
    expect(made.status).toBe('DRAFT');
    expect(made.sites[0]?.items.map((i) => [i.assetId, i.standard, i.customIntervalDays])).toEqual([
      [asset.id, 'SANS 10287', null],
      [null, 'Custom', 90],
    ]);
    expect(made.rates).toEqual({
      callOutFeeCents: 85_000,
      hourlyRateCents: 65_000,
      travelPerKmCents: 650,
      partsMarkupPercent: 15,
    });
    const list = await api('GET', `/api/agreements?clientId=${client.id}&status=DRAFT`);
    expect(list.json().items.map((a: { id: string }) => a.id)).toEqual([made.id]);
    expect((await api('GET', `/api/agreements?clientId=${client.id}&status=ACTIVE`)).json().total).toBe(0);
    const changed = await api(
      'PUT',
      `/api/agreements/${made.id}`,
      input(client.id, site.id, { feeCents: 400_000 }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().feeCents).toBe(400_000);
    expect((await api('DELETE', `/api/agreements/${made.id}`)).statusCode).toBe(204);
    expect((await api('GET', `/api/agreements/${made.id}`)).statusCode).toBe(404);
  });

  it('refuses bad input with a clear 4xx and writes nothing', async () => {
    const client = await newClient();
    const site = await newSite(client.id);
    const other = await newClient();
    const otherSite = await newSite(other.id);
    const before = await count('agreements');
    const cases: [Partial<RawAgreementInput>, RegExp][] = [
      [{ endDate: '2025-12-31' }, /End date must be on or after the start date/],
      [{ startDate: '2026-02-30' }, /Start date is not a valid date/],
      [{ feeCents: 100_000_000_000_001 }, /at most R 1 000 000 000 000/],
      [{ hourlyRateCents: -1 }, /cannot be negative/],
      [{ sites: [{ siteId: otherSite.id, items: [] }] }, /not one of this client's sites/],
      [{ sites: [] }, /at least one site/],
      [{ partsMarkupPercent: 12.345 }, /at most 2 decimals/],
    ];
    for (const [overrides, message] of cases) {
      const r = await api('POST', '/api/agreements', input(client.id, site.id, overrides));
      expect([r.statusCode, r.json().error]).toEqual([400, expect.stringMatching(message)]);
    }
    const otherAsset = await newAsset(otherSite.id);
    const wrongAsset = await api(
      'POST',
      '/api/agreements',
      input(client.id, site.id, { sites: [{ siteId: site.id, items: [{ assetId: otherAsset.id }] }] }),
    );
    expect([wrongAsset.statusCode, wrongAsset.json().error]).toEqual([400, 'That asset is not at that site']);
    expect(await count('agreements')).toBe(before);
  });

  it('keeps money from technicians and writing from engineers', async () => {
    const client = await newClient();
    const site = await newSite(client.id);
    const made = await create(input(client.id, site.id));
    for (const url of [
      '/api/agreements',
      `/api/agreements/${made.id}`,
      `/api/agreements/${made.id}/escalation?pct=5`,
    ]) {
      const r = await api('GET', url, undefined, 'TECHNICIAN');
      expect(r.statusCode).toBe(403);
      expect(r.body).not.toMatch(/feeCents|Cents/);
    }
    expect((await api('GET', `/api/agreements/${made.id}`, undefined, 'ENGINEER')).statusCode).toBe(200);
    expect((await api('POST', '/api/agreements', input(client.id, site.id), 'ENGINEER')).statusCode).toBe(
      403,
    );
    expect((await api('POST', '/api/billing/run', { period: '2026-03' }, 'ENGINEER')).statusCode).toBe(403);
    expect((await api('POST', '/api/billing/run', { period: '2026-03' }, 'TECHNICIAN')).statusCode).toBe(403);
  });

  it('is accepted through its signed link at most once; the PDF goes to the library; visits are covered', async () => {
    const client = await newClient();
    const site = await newSite(client.id);
    await newAsset(site.id);
    const generated = await api('POST', '/api/visits/generate', {});
    expect(generated.statusCode, generated.body).toBe(200);
    const made = await create(input(client.id, site.id, { startDate: today, endDate: addDays(today, 720) }));
    const sent = await api('POST', `/api/agreements/${made.id}/send`, {});
    const { token } = sent.json() as { token: string };
    expect((await api('GET', `/api/agreements/${made.id}`)).json().status).toBe('SENT');
    expect((await api('PUT', `/api/agreements/${made.id}`, input(client.id, site.id))).statusCode).toBe(409);
    const shown = await open('GET', `/api/public/agreement-acceptance/${token}`);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json()).toMatchObject({ number: made.number, feeCents: 310_000 });
    expect(shown.json()).not.toHaveProperty('notes');
    const pdf = await open('GET', `/api/public/agreement-acceptance/${token}/pdf`);
    expect(pdf.headers['content-type']).toMatch(/application\/pdf/);
    expect((await open('GET', `/api/public/agreement-acceptance/${token}x`)).statusCode).toBe(404);
    const nameless = await open('POST', `/api/public/agreement-acceptance/${token}/decision`, {
      decision: 'ACCEPTED',
      name: ' ',
    });
    expect([nameless.statusCode, nameless.json().error]).toEqual([
      400,
      expect.stringContaining('Your name is required'),
    ]);
    const decided = await open('POST', `/api/public/agreement-acceptance/${token}/decision`, {
      decision: 'ACCEPTED',
      name: 'Thandi Nkosi',
    });
    expect(decided.statusCode, decided.body).toBe(200);
    const again = await open('POST', `/api/public/agreement-acceptance/${token}/decision`, {
      decision: 'DECLINED',
      name: 'X',
      reason: 'No',
    });
    expect(again.statusCode).toBe(409);
    const active = agreementSchema.parse((await api('GET', `/api/agreements/${made.id}`)).json());
    expect(active).toMatchObject({ status: 'ACTIVE', acceptedName: 'Thandi Nkosi' });
    expect(active.documentId).not.toBeNull();
    const doc = await t.database.db
      .selectFrom('documents')
      .selectAll()
      .where('id', '=', active.documentId ?? '')
      .executeTakeFirstOrThrow();
    expect([doc.client_id, doc.site_id]).toEqual([client.id, site.id]);
    const text = await readPdfText(
      Buffer.from((await api('GET', `/api/agreements/${made.id}/pdf`)).rawPayload),
    );
    expect(text).toContain(made.number);
    expect(text).toContain('Accepted by Thandi Nkosi');

    // Visits due in its term are covered, before and after generation.
    expect(active.coveredVisits).toBeGreaterThan(0);
    const visits = (
      await api('GET', `/api/visits?siteId=${site.id}&from=${today}&to=${addDays(today, 60)}`)
    ).json();
    const list = (Array.isArray(visits) ? visits : visits.items) as {
      id: string;
      covered: boolean;
      agreementNumber: string | null;
    }[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((v) => v.covered && v.agreementNumber === made.number)).toBe(true);
    const rates = await agreementRatesForVisit({ db: t.database.db }, list[0]?.id ?? '');
    expect(rates).toMatchObject({ agreementId: made.id, callOutFeeCents: 85_000, covered: true });
  });

  it('records a decline with its reason and returns the agreement to draft', async () => {
    const client = await newClient();
    const site = await newSite(client.id);
    const made = await create(input(client.id, site.id));
    const { token } = (await api('POST', `/api/agreements/${made.id}/send`, {})).json() as { token: string };
    const noReason = await open('POST', `/api/public/agreement-acceptance/${token}/decision`, {
      decision: 'DECLINED',
      name: 'Sam',
    });
    expect([noReason.statusCode, noReason.json().error]).toEqual([
      400,
      expect.stringContaining('Say why you decline'),
    ]);
    const declined = await open('POST', `/api/public/agreement-acceptance/${token}/decision`, {
      decision: 'DECLINED',
      name: 'Sam',
      reason: 'Too dear',
    });
    expect(declined.statusCode).toBe(200);
    expect((await api('GET', `/api/agreements/${made.id}`)).json()).toMatchObject({
      status: 'DRAFT',
      declinedReason: 'Too dear',
      declinedName: 'Sam',
    });
    expect((await open('GET', `/api/public/agreement-acceptance/${token}`)).statusCode).toBe(200);
  });

  it('bills each due period once, prorating the first and last, idempotent per month', async () => {
    const client = await newClient();
    const site = await newSite(client.id);
    const monthly = await create(
      input(client.id, site.id, { startDate: '2026-01-15', endDate: '2026-06-10' }),
    );
    const arrears = await create(
      input(client.id, site.id, { cadence: 'QUARTERLY', timing: 'IN_ARREARS', feeCents: 900_000 }),
    );
    const draftOnly = await create(input(client.id, site.id));
    await accept(monthly.id);
    await accept(arrears.id);
    const invoicesBefore = await count('invoices');
    const bad = await api('POST', '/api/billing/run', { period: '2026-13' });
    expect([bad.statusCode, bad.json().error]).toEqual([
      400,
      expect.stringContaining('Period must be a month as YYYY-MM'),
    ]);
    const jan = await api('POST', '/api/billing/run', { period: '2026-01' });
    expect(jan.statusCode, jan.body).toBe(200);
    const janRun = jan.json() as { created: number; existing: number; invoiceIds: string[] };
    const mine = async (ids: string[]) =>
      (
        await Promise.all(
          ids.map(async (id) => invoiceSchema.parse((await api('GET', `/api/invoices/${id}`)).json())),
        )
      ).filter((inv) => inv.clientId === client.id);
    const janInvoices = await mine(janRun.invoiceIds);
    expect(janInvoices.map((i) => [i.sourceId, i.lines[0]?.unitPriceCents, i.status, i.source])).toEqual([
      [monthly.id, proratedFee(310_000, 17, 31), 'DRAFT', 'AGREEMENT'],
    ]);
    expect(janInvoices[0]?.lines[0]?.description).toMatch(/2026-01-15 to 2026-01-31 \(17 of 31 days\)/);
    const again = (await api('POST', '/api/billing/run', { period: '2026-01' })).json();
    expect(again.created).toBe(0);
    expect(again.existing).toBe(janRun.created);
    const mar = (await api('POST', '/api/billing/run', { period: '2026-03' })).json() as {
      invoiceIds: string[];
    };
    const marInvoices = await mine(mar.invoiceIds);
    expect(marInvoices.map((i) => [i.sourceId, i.lines[0]?.unitPriceCents]).sort()).toEqual(
      [
        [monthly.id, 310_000],
        [arrears.id, proratedFee(900_000, 76, 90)],
      ].sort(),
    );
    const jun = await mine(
      ((await api('POST', '/api/billing/run', { period: '2026-06' })).json() as { invoiceIds: string[] })
        .invoiceIds,
    );
    expect(jun.find((i) => i.sourceId === monthly.id)?.lines[0]?.unitPriceCents).toBe(
      proratedFee(310_000, 10, 30),
    );
    expect(
      await t.database.db.selectFrom('invoices').select('id').where('source_id', '=', draftOnly.id).execute(),
    ).toEqual([]);
    expect(await count('invoices')).toBeGreaterThan(invoicesBefore);
  });

  it('two billing runs for one month at once make each invoice once, and neither fails', async () => {
    const client = await newClient();
    const site = await newSite(client.id);
    for (let i = 0; i < 3; i += 1) {
      const agreement = await create(
        input(client.id, site.id, { startDate: '2026-01-01', endDate: '2027-12-31' }),
      );
      await accept(agreement.id);
    }
    const runs = await Promise.all([
      api('POST', '/api/billing/run', { period: '2026-09' }),
      api('POST', '/api/billing/run', { period: '2026-09' }),
    ]);
    expect(runs.map((r) => r.statusCode)).toEqual([200, 200]);
    const [a, b] = runs.map((r) => r.json() as { created: number; existing: number; invoiceIds: string[] });
    expect(new Set([...(a?.invoiceIds ?? []), ...(b?.invoiceIds ?? [])]).size).toBe(
      (a?.created ?? 0) + (b?.created ?? 0),
    );
    expect((a?.created ?? 0) + (b?.created ?? 0)).toBeGreaterThanOrEqual(3);
    const later = (await api('POST', '/api/billing/run', { period: '2026-09' })).json();
    expect([later.created, later.existing]).toEqual([0, (a?.created ?? 0) + (a?.existing ?? 0)]);
    expect((a?.created ?? 0) + (a?.existing ?? 0)).toBe((b?.created ?? 0) + (b?.existing ?? 0));
  });

  it('previews and applies the escalation on the anniversary, once', async () => {
    const client = await newClient();
    const site = await newSite(client.id);
    const young = await create(
      input(client.id, site.id, { startDate: addDays(today, -30), endDate: addDays(today, 700) }),
    );
    await accept(young.id);
    const early = (await api('GET', `/api/agreements/${young.id}/escalation?pct=5.5`)).json();
    expect(early).toMatchObject({
      canApply: false,
      oldFeeCents: 310_000,
      newFeeCents: escalatedFee(310_000, 550),
    });
    expect((await api('POST', `/api/agreements/${young.id}/escalate`, { pct: 5.5 })).statusCode).toBe(409);

    const old = await create(
      input(client.id, site.id, { startDate: addDays(today, -400), endDate: addDays(today, 400) }),
    );
    expect((await api('GET', `/api/agreements/${old.id}/escalation?pct=abc`)).statusCode).toBe(400);
    expect((await api('POST', `/api/agreements/${old.id}/escalate`, { pct: 5 })).statusCode).toBe(409); // a draft
    await accept(old.id);
    const preview = (await api('GET', `/api/agreements/${old.id}/escalation?pct=5.5`)).json();
    expect(preview).toMatchObject({
      canApply: true,
      oldFeeCents: 310_000,
      newFeeCents: 327_050,
      reason: null,
    });
    const applied = await api('POST', `/api/agreements/${old.id}/escalate`, { pct: 5.5 });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toMatchObject({ feeCents: 327_050 });
    expect(applied.json().escalations).toEqual([
      expect.objectContaining({
        anniversary: preview.anniversary,
        percent: 5.5,
        oldFeeCents: 310_000,
        newFeeCents: 327_050,
      }),
    ]);
    const twice = await api('POST', `/api/agreements/${old.id}/escalate`, { pct: 5.5 });
    expect([twice.statusCode, twice.json().error]).toEqual([
      409,
      `The fee was already escalated for the anniversary of ${preview.anniversary}`,
    ]);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity_id', '=', old.id)
      .where('action', '=', 'escalate')
      .execute();
    expect(audit).toHaveLength(1);
  });
});
