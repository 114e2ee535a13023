import {
  ASSET_TYPE_KEYS,
  addDays,
  addMonths,
  calculateBoq,
  documentTotals,
  johannesburgDate,
  latestAnniversary,
  lineFigures,
  overlaps,
  type TaxCode,
  visitDetailSchema,
} from '@firebreak/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBilling } from '../../modules/agreements/billing-run.service';
import { evaluateProjectAlerts } from '../../modules/alerts/alerts.service';
import { invoiceVisit } from '../../modules/invoices/work-invoices.service';
import { computeMetrics } from '../../modules/projects/metrics.service';
import { clientContentHash } from '../../modules/quotes/quote-content';
import { getQuote } from '../../modules/quotes/quotes.service';
import { evaluateRegistrationAlerts } from '../../modules/registrations/registration-alerts';
import { evaluateVisitAlerts, getVisit } from '../../modules/visits/visits.service';
import { createTestApp, engines, type TestApp } from '../../test/test-app';
import { seedDemoData } from '../seed';
import { demoSeeders } from '../seeders';

describe.each(engines)('the demo seed on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    // Seeded before the app starts, as main.ts does: the start writes what needs the app (reports).
    t = await createTestApp(
      engine,
      {},
      { seed: (database) => seedDemoData(database.db, demoSeeders).then(() => {}) },
    );
  });
  afterAll(async () => t?.close());

  it('brings the dashboard to life: projects in every state, figures, and alerts', async () => {
    const projects = await t.database.db
      .selectFrom('projects')
      .select(['status', 'type', 'client_type'])
      .execute();
    expect(projects.length).toBeGreaterThanOrEqual(12);
    expect(new Set(projects.map((p) => p.status))).toEqual(
      new Set(['TENDER', 'ACTIVE', 'ON_HOLD', 'COMPLETED', 'CANCELLED']),
    );
    expect(new Set(projects.map((p) => p.type)).size).toBe(3);
    expect(new Set(projects.map((p) => p.client_type)).size).toBe(6);

    const metrics = await computeMetrics(t.app.context);
    expect(metrics.activeProjects).toBeGreaterThan(0);
    expect(metrics.totalPortfolioValue).toBeGreaterThan(0);
    expect(metrics.overdueTasks).toBeGreaterThan(0);
    expect(metrics.winRate).toBeGreaterThan(0);
    expect(metrics.cashFlowThisMonth).not.toBe(0);
    expect(metrics.weatherAlerts.length).toBe(2);

    const raised = await evaluateProjectAlerts({ ...t.app.context, projectIds: null });
    expect(new Set(raised.map((a) => a.type))).toEqual(new Set(['MILESTONE', 'BUDGET', 'COMPLIANCE']));
  });

  it('gives the demo sites a quarter of visits done, two overdue, and the next fortnight partly booked', async () => {
    const { db } = t.database;
    const today = johannesburgDate(new Date());
    const visits = await db
      .selectFrom('inspection_visits')
      .select([
        'site_id',
        'status',
        'due_date',
        'scheduled_for',
        'technician_id',
        'start_minute',
        'duration_minutes',
      ])
      .execute();
    const done = visits.filter((v) => v.status === 'COMPLETED');
    expect(done.length).toBeGreaterThan(10);
    const overdue = visits.filter((v) => v.status !== 'COMPLETED' && v.due_date < today);
    expect(overdue).toHaveLength(2);
    expect(new Set(overdue.map((v) => v.site_id)).size).toBe(2);
    const booked = visits.filter(
      (v) => v.status === 'SCHEDULED' && v.scheduled_for !== null && v.scheduled_for >= today,
    );
    expect(booked.length).toBeGreaterThan(0);
    for (const v of booked)
      expect([0, 6]).not.toContain(new Date(`${v.scheduled_for}T00:00:00Z`).getUTCDay());
    // Booked at a time of day within 08:00–16:30, a person's bookings of a day one after another.
    const timed = booked.filter((v) => v.start_minute != null);
    expect(timed.length).toBeGreaterThan(booked.length / 2);
    for (const v of timed) {
      expect(v.start_minute).toBeGreaterThanOrEqual(8 * 60);
      expect((v.start_minute ?? 0) + (v.duration_minutes ?? 0)).toBeLessThanOrEqual(16 * 60 + 30);
      const others = timed.filter(
        (o) => o !== v && o.technician_id === v.technician_id && o.scheduled_for === v.scheduled_for,
      );
      for (const o of others)
        expect(
          overlaps(
            v.start_minute ?? 0,
            v.duration_minutes ?? 0,
            o.start_minute ?? 0,
            o.duration_minutes ?? 0,
          ),
        ).toBe(false);
    }
    expect(visits.some((v) => v.status === 'DUE' && v.technician_id === null)).toBe(true);
    const raised = await evaluateVisitAlerts(t.app.context);
    expect(raised.filter((a) => a.type === 'COMPLIANCE')).toHaveLength(2);
  });

  it('gives the completed visits results, signatures and a few open defects; compliance is mixed', async () => {
    const { db } = t.database;
    const completed = await db
      .selectFrom('inspection_visits')
      .select(['id', 'covers', 'signed_by', 'signature'])
      .where('status', '=', 'COMPLETED')
      .where('covers', '!=', '[]')
      .execute();
    expect(completed.length).toBeGreaterThan(10);
    for (const visit of completed) {
      expect(visit.signed_by).toBeTruthy();
      expect(
        Buffer.from(visit.signature ?? [])
          .subarray(1, 4)
          .toString(),
      ).toBe('PNG');
    }
    const results = await db.selectFrom('visit_results').select(['outcome', 'readings']).execute();
    expect(results.length).toBeGreaterThanOrEqual(completed.length);
    const fails = results.filter((r) => r.outcome === 'FAIL').length;
    expect(fails).toBeGreaterThan(0);
    expect(fails).toBeLessThan(results.length / 5);
    const defects = await db.selectFrom('visit_defects').select(['severity', 'status', 'site_id']).execute();
    expect(new Set(defects.map((d) => d.severity))).toEqual(new Set(['CRITICAL', 'MAJOR', 'MINOR']));
    expect(defects.every((d) => d.status === 'OPEN')).toBe(true);
    expect(new Set(defects.map((d) => d.site_id)).size).toBe(defects.length);
    // What the phone and the site page read of a demo visit is what the API's schema promises.
    const detail = await getVisit({ db }, { id: 'demo-check', role: 'ADMIN' }, completed[0]?.id ?? '');
    const parsed = visitDetailSchema.parse(detail);
    expect(parsed.work.results.length).toBe(parsed.assets.length);
    expect(parsed.work.signature?.signedBy).toBeTruthy();
    const { complianceSummary: summary, complianceRate } = await computeMetrics(t.app.context);
    expect(summary.compliant).toBeGreaterThan(0);
    expect(summary.nonCompliant).toBeGreaterThan(0);
    expect(complianceRate).toBeGreaterThan(0);
    expect(complianceRate).toBeLessThan(100);
  });

  it("files a service report for each site's latest completed visit in the library once started", async () => {
    const { db } = t.database;
    const signedSites = await db
      .selectFrom('inspection_visits')
      .select('site_id')
      .distinct()
      .where('status', '=', 'COMPLETED')
      .where('signed_by', 'is not', null)
      .where('covers', '!=', '[]')
      .execute();
    const reportedNow = () =>
      db
        .selectFrom('inspection_visits as v')
        .innerJoin('sites', 'sites.id', 'v.site_id')
        .innerJoin('documents', 'documents.id', 'v.report_document_id')
        .select(['sites.name as site', 'documents.searchable_content as text', 'v.certificate_document_id'])
        .execute();
    // Drawn in the background after start-up (visits.routes.ts): waited for, as a hang guard.
    await expect
      .poll(async () => (await reportedNow()).length, { timeout: 50_000, interval: 250 })
      .toBe(signedSites.length);
    const reported = await reportedNow();
    expect(reported.length).toBeGreaterThan(5);
    expect(new Set(reported.map((r) => r.site)).size).toBe(reported.length);
    for (const r of reported) expect(r.text).toContain(r.site);
    expect(reported.some((r) => r.certificate_document_id !== null)).toBe(true);
    expect(reported.some((r) => r.certificate_document_id === null)).toBe(true);
  });

  it('gives every demo client two or three sites with registers across the systems', async () => {
    const db = t.database.db;
    const clients = await db.selectFrom('clients').select('id').execute();
    for (const client of clients) {
      const sites = await db.selectFrom('sites').select('id').where('client_id', '=', client.id).execute();
      expect(sites.length).toBeGreaterThanOrEqual(2);
      expect(sites.length).toBeLessThanOrEqual(3);
    }
    const types = await db.selectFrom('assets').select('asset_type').distinct().execute();
    expect(types.length).toBeGreaterThanOrEqual(15);
  });

  it('gives the price list three suppliers, items dated over the months, and two BOQ quotes priced from it', async () => {
    const { db } = t.database;
    const suppliers = await db.selectFrom('suppliers').selectAll().execute();
    expect(suppliers).toHaveLength(3);
    const items = await db.selectFrom('price_items').selectAll().execute();
    expect(items.length).toBeGreaterThanOrEqual(35);
    for (const item of items) {
      expect(Number(item.unit_price_cents)).toBeGreaterThan(0);
      if (item.asset_type) expect(ASSET_TYPE_KEYS).toContain(item.asset_type);
    }
    expect(items.filter((item) => item.asset_type).length).toBeGreaterThanOrEqual(15);
    const priceDays = new Set(items.map((item) => item.price_updated_at.slice(0, 10)));
    expect(priceDays.size).toBeGreaterThanOrEqual(6);
    const oldest = Math.min(...items.map((item) => Date.parse(item.price_updated_at)));
    expect(Date.now() - oldest).toBeGreaterThan(90 * 86_400_000);

    const quotes = await db
      .selectFrom('quotes')
      .selectAll()
      .where('kind', '=', 'BOQ')
      .orderBy('created_at')
      .execute();
    expect(quotes.map((quote) => quote.status)).toEqual(['Won', 'Draft']);
    const numbers = await db.selectFrom('quotes').select('quote_number').execute();
    expect(new Set(numbers.map((row) => row.quote_number)).size).toBe(numbers.length);
    for (const quote of quotes) {
      const lines = await db
        .selectFrom('quote_lines')
        .selectAll()
        .where('quote_id', '=', quote.id)
        .orderBy('position')
        .execute();
      expect(lines.length).toBeGreaterThanOrEqual(7);
      expect(lines.map((line) => Number(line.position))).toEqual(lines.map((_, index) => index));
      const pricing = calculateBoq({
        lines: lines.map((line) => ({
          quantityMilli: Number(line.quantity_milli),
          unitPriceCents: Number(line.unit_price_cents),
        })),
        urgency: quote.urgency as never,
        location: quote.location as never,
      });
      expect(lines.map((line) => Number(line.amount_cents))).toEqual(pricing.lineAmountsCents);
      expect(Number(quote.base_amount_cents)).toBe(pricing.baseAmountCents);
      expect(Number(quote.subtotal_cents)).toBe(pricing.subtotalCents);
      expect(Number(quote.markup_cents)).toBe(pricing.markupCents);
      expect(Number(quote.vat_cents)).toBe(pricing.vatCents);
      expect(Number(quote.total_cents)).toBe(pricing.totalCents);
      expect(Number(quote.area)).toBe(0);
      for (const line of lines.filter((l) => l.price_item_id)) {
        const item = items.find((i) => i.id === line.price_item_id);
        expect(line.price_updated_at).toBe(item?.price_updated_at);
      }
      const links = await db
        .selectFrom('quote_approval_links')
        .selectAll()
        .where('quote_id', '=', quote.id)
        .execute();
      if (quote.status === 'Won') {
        expect(links).toHaveLength(1);
        expect(links[0]).toMatchObject({ decision: 'APPROVED', revoked_at: null });
        expect(links[0]?.decided_name).toBeTruthy();
        expect(String(links[0]?.decided_at) > String(links[0]?.created_at)).toBe(true);
        expect(String(links[0]?.created_at) > quote.created_at).toBe(true);
        // The client's answer is the quote's, final, made on what the link showed (decision 0073).
        expect(quote).toMatchObject({ client_decision: 'APPROVED', decided_link_id: links[0]?.id });
        expect(Number(links[0]?.issued_total_cents)).toBe(Number(quote.total_cents));
        expect(Number(links[0]?.decided_total_cents)).toBe(Number(quote.total_cents));
        expect(links[0]?.content_hash).toBe(clientContentHash(await getQuote({ db }, quote.id)));
        expect(links[0]?.decided_hash).toBe(links[0]?.content_hash);
      } else {
        expect(links).toEqual([]);
        expect(quote.client_decision).toBeNull();
      }
    }
  });
  it('bills six months of work: issued invoices that add up, payments, one client 60 days overdue, a credit note, drafts', async () => {
    const { db } = t.database;
    const today = johannesburgDate(new Date());
    const invoices = await db.selectFrom('invoices').selectAll().execute();
    const lines = await db.selectFrom('invoice_lines').selectAll().execute();
    const issued = invoices.filter((i) => i.kind === 'INVOICE' && i.status === 'ISSUED');
    expect(issued.length).toBeGreaterThanOrEqual(6);
    expect(invoices.filter((i) => i.status === 'DRAFT').length).toBe(2);
    for (const invoice of invoices) {
      const own = lines.filter((l) => l.invoice_id === invoice.id);
      const figures = documentTotals(
        own.map((l) => ({
          taxCode: l.tax_code as TaxCode,
          ...lineFigures({
            quantityMilli: Number(l.quantity_milli),
            unitPriceCents: Number(l.unit_price_cents),
            taxCode: l.tax_code as TaxCode,
          }),
        })),
      );
      expect(own.map((l) => Number(l.net_cents))).toEqual(
        own.map(
          (l) =>
            lineFigures({
              quantityMilli: Number(l.quantity_milli),
              unitPriceCents: Number(l.unit_price_cents),
              taxCode: l.tax_code as TaxCode,
            }).netCents,
        ),
      );
      expect([Number(invoice.excl_cents), Number(invoice.vat_cents), Number(invoice.total_cents)]).toEqual([
        figures.exclCents,
        figures.vatCents,
        figures.totalCents,
      ]);
    }
    const numbers = invoices.map((i) => i.number).filter((n): n is string => n !== null);
    expect(new Set(numbers).size).toBe(numbers.length);

    const allocated = await db
      .selectFrom('payment_allocations')
      .select(['invoice_id', db.fn.sum<number>('amount_cents').as('paid')])
      .groupBy('invoice_id')
      .execute();
    const paid = new Map(allocated.map((a) => [a.invoice_id, Number(a.paid)]));
    const credits = invoices.filter((i) => i.kind === 'CREDIT_NOTE');
    expect(credits.length).toBe(1);
    const creditedInvoice = invoices.find((i) => i.id === credits[0]?.credits_invoice_id);
    expect(Number(credits[0]?.total_cents)).toBeLessThan(Number(creditedInvoice?.total_cents));
    const overdue60 = issued.filter(
      (i) => (i.due_date as string) <= addDays(today, -60) && (paid.get(i.id) ?? 0) < Number(i.total_cents),
    );
    expect(overdue60.length).toBeGreaterThanOrEqual(1);
    expect(issued.filter((i) => (paid.get(i.id) ?? 0) >= Number(i.total_cents)).length).toBeGreaterThan(0);
    const billing = await db.selectFrom('client_billing').select('vat_number').execute();
    expect(billing.length).toBeGreaterThan(0);
    expect(billing.every((b) => /^4\d{9}$/.test(b.vat_number ?? ''))).toBe(true);
  });

  it('gives the demo sites accepted agreements, covered visits, one escalating next month, and six months of their invoices issued', async () => {
    const { db } = t.database;
    const today = johannesburgDate(new Date());
    const agreements = await db.selectFrom('agreements').selectAll().execute();
    expect(agreements.length).toBeGreaterThanOrEqual(2);
    expect(agreements.every((a) => a.status === 'ACTIVE' && /^AGR-\d{4}-\d{4}$/.test(a.number))).toBe(true);
    const nextMonth = addMonths(`${today.slice(0, 7)}-01`, 1).slice(0, 7);
    expect(
      agreements.some((a) => latestAnniversary(a.start_date, `${nextMonth}-28`)?.startsWith(nextMonth)),
    ).toBe(true);
    const covered = await db
      .selectFrom('inspection_visits')
      .select('id')
      .where('agreement_id', 'is not', null)
      .execute();
    expect(covered.length).toBeGreaterThan(0);
    const billed = await db.selectFrom('invoices').selectAll().where('source', '=', 'AGREEMENT').execute();
    expect(billed.length).toBeGreaterThanOrEqual(6);
    expect(
      billed.every((i) => i.status === 'ISSUED' && i.number !== null && (i.issue_date ?? '') <= today),
    ).toBe(true);
    const months = new Set(billed.map((i) => (i.issue_date ?? '').slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(5);
    // Billing a month again makes nothing new: every period already has its invoice.
    const again = await runBilling({
      db,
      actor: null,
      period: addMonths(`${today.slice(0, 7)}-01`, -2).slice(0, 7),
    });
    expect(again.created).toBe(0);
    expect(again.existing).toBeGreaterThan(0);
  });

  it('leaves a completed call-out with parts and travel to invoice, whose draft the invoice route makes', async () => {
    const db = t.database.db;
    const callOuts = await db
      .selectFrom('inspection_visits')
      .selectAll()
      .where('kind', '=', 'CALL_OUT')
      .where('status', '=', 'COMPLETED')
      .execute();
    expect(callOuts).toHaveLength(1);
    const [visit] = callOuts;
    if (!visit) throw new Error('no demo call-out');
    expect(Number(visit.travel_km)).toBe(46);
    const parts = await db.selectFrom('visit_parts').selectAll().where('visit_id', '=', visit.id).execute();
    expect(parts.length).toBe(2);
    expect(parts.every((p) => p.price_list_item_id && Number(p.unit_price_cents) > 0)).toBe(true);
    expect(
      await db
        .selectFrom('invoices')
        .select('id')
        .where('source_key', '=', `VISIT:${visit.id}`)
        .executeTakeFirst(),
    ).toBeUndefined();
    const admin = await db.selectFrom('users').select('id').orderBy('created_at').executeTakeFirstOrThrow();
    const invoice = await invoiceVisit({
      db,
      config: t.app.context.config,
      actor: { id: admin.id, role: 'ADMIN' },
      visitId: visit.id,
    });
    expect(invoice.lines.map((l) => l.description).slice(0, 3)).toEqual([
      expect.stringContaining('Call-out fee'),
      'Labour: 1 h 35 min on site, billed as 1.75 h (quarter hours)',
      'Travel: 46 km',
    ]);
    expect(invoice.lines).toHaveLength(5);
  });

  it('gives the technicians registrations (one lapsing within 30 days), the sites places and access hours, and someone leave', async () => {
    const { db } = t.database;
    const today = johannesburgDate(new Date());
    const held = await db
      .selectFrom('personnel_registrations')
      .innerJoin('personnel', 'personnel.id', 'personnel_registrations.personnel_id')
      .select(['personnel.name', 'category', 'level', 'expires_on'])
      .execute();
    expect(held).toContainEqual(
      expect.objectContaining({ name: 'Riaan Botha', category: 'GAS_SUPPRESSION', level: 'TECHNICIAN' }),
    );
    const johan = held.filter((r) => r.name === 'Johan Botha');
    expect(johan.length).toBeGreaterThan(0);
    expect(johan.some((r) => r.category === 'GAS_SUPPRESSION')).toBe(false);
    expect(held.some((r) => r.expires_on >= today && r.expires_on <= addDays(today, 30))).toBe(true);
    const raised = await evaluateRegistrationAlerts(t.app.context);
    expect(raised.some((a) => a.title.includes('Johan Botha'))).toBe(true);

    const sites = await db
      .selectFrom('sites')
      .select(['area', 'latitude', 'longitude', 'access_start_minute', 'address'])
      .execute();
    // Every demo site of sites.json has its area and place (a site another seeder adds may not).
    const placed = sites.filter((s) => s.area !== '' && s.latitude !== null && s.longitude !== null);
    expect(placed.length).toBeGreaterThanOrEqual(28);
    // Gauteng's sites lie in Gauteng (roughly 25.3°–26.9° S, 27.2°–29.0° E).
    const gauteng = placed.filter((s) =>
      /Sandton|Midrand|Johannesburg|Tembisa|Pretoria|Bedfordview/.test(s.address),
    );
    expect(gauteng.length).toBeGreaterThan(5);
    for (const s of gauteng) {
      expect(Number(s.latitude)).toBeGreaterThan(-26.9);
      expect(Number(s.latitude)).toBeLessThan(-25.3);
      expect(Number(s.longitude)).toBeGreaterThan(27.2);
      expect(Number(s.longitude)).toBeLessThan(29);
    }
    expect(sites.filter((s) => s.access_start_minute !== null).length).toBeGreaterThanOrEqual(3);
    const leave = await db.selectFrom('personnel_leave').select(['start_date', 'end_date']).execute();
    expect(leave.length).toBeGreaterThan(0);
    expect(leave.every((l) => l.start_date > today && l.end_date >= l.start_date)).toBe(true);
  });
});
