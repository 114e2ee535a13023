import { calculateQuote, QUOTE_STATUSES } from '@firebreak/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../db/seed';
import { loadDemoQuotes } from '../../db/seeders/demo-data';
import { demoQuotesSeeder } from '../../db/seeders/demo-quotes';
import { demoStaffSeeder } from '../../db/seeders/demo-staff';
import { createTestApp, engines, type TestApp } from '../../test/test-app';

const DEMO_QUOTES = loadDemoQuotes();

describe.each(engines)('demo quotes on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
    await seedDemoData(t.database.db, [demoStaffSeeder, demoQuotesSeeder]);
  });
  afterAll(async () => t?.close());

  it('seeds a dozen quotes across every status, numbered in date order by the shared counter', async () => {
    const rows = await t.database.db.selectFrom('quotes').selectAll().orderBy('created_at').execute();
    expect(rows).toHaveLength(12);
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(QUOTE_STATUSES));
    const byYear = new Map<number, number[]>();
    for (const row of rows) byYear.set(row.quote_year, [...(byYear.get(row.quote_year) ?? []), row.sequence]);
    for (const [year, sequences] of byYear) {
      expect(sequences).toEqual(sequences.map((_, index) => index + 1));
      const counter = await t.database.db
        .selectFrom('quote_counters')
        .select('last_number')
        .where('year', '=', year)
        .executeTakeFirstOrThrow();
      expect(Number(counter.last_number)).toBe(sequences.length);
    }
  });

  it('prices every demo quote with calculateQuote from its template', async () => {
    const rows = await t.database.db.selectFrom('quotes').selectAll().orderBy('created_at').execute();
    rows.forEach((row, index) => {
      const demo = DEMO_QUOTES[index];
      expect(row.project_title).toBe(demo?.projectTitle);
      const pricing = calculateQuote({
        baseRateCents: Number(row.base_rate_cents),
        area: Number(row.area),
        urgency: row.urgency as never,
        location: row.location as never,
      });
      expect(Number(row.total_cents)).toBe(pricing.totalCents);
      expect(row.template_id).toBe(demo?.template);
    });
  });

  it('continues the numbering for the next real save', async () => {
    const token = (
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: {
          firstName: 'Lindiwe',
          lastName: 'Zulu',
          email: `lindiwe.${Date.now()}@example.co.za`,
          password: 'Sprinkl3r!',
        },
      })
    ).json().token as string;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/quick-quote/save',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        projectType: 'FIRE_ALARM',
        clientType: 'COMMERCIAL',
        area: 500,
        projectTitle: 'After the demo',
      },
    });
    expect(response.statusCode).toBe(201);
    const { quote } = response.json();
    const sameYear = await t.database.db
      .selectFrom('quotes')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('quote_number', 'like', `${quote.quoteNumber.slice(0, 7)}%`)
      .executeTakeFirstOrThrow();
    expect(Number(quote.quoteNumber.slice(7))).toBe(Number(sameYear.n));
  });
});
