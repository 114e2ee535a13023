/**
 * A dozen saved quotes over the last eight weeks, across every status, priced from the standard
 * templates (migration 0003) and numbered exactly as real saves are (priceQuote, the same counter).
 * The quotes themselves are data: apps/server/demo/quotes.json.
 */
import { randomUUID } from 'node:crypto';
import { formatQuoteNumber, johannesburgYear } from '@firebreak/shared';
import type { Kysely } from 'kysely';
import { nextQuoteSequence } from '../../modules/quotes/quote-numbers';
import { priceQuote, UNDECIDED } from '../../modules/quotes/quotes.service';
import type { Database } from '../schema';
import type { QuotesTable } from '../schema/quotes';
import type { Seeder } from '../seed';
import { loadDemoQuotes } from './demo-data';
import { DEMO_STAFF } from './demo-staff';

export const demoQuotesSeeder: Seeder = {
  name: 'demo-quotes',
  run: async (db: Kysely<Database>) => {
    const templates = new Map(
      (await db.selectFrom('quote_templates').selectAll().execute()).map((row) => [row.id, row]),
    );
    const now = Date.now();
    for (const demo of loadDemoQuotes()) {
      const template = templates.get(demo.template);
      if (!template) continue;
      const at = new Date(now - demo.daysAgo * 86_400_000);
      const year = johannesburgYear(at);
      const sequence = await nextQuoteSequence({ db }, year);
      const staff = DEMO_STAFF[demo.by];
      const request = {
        projectType: template.id,
        clientType: demo.clientType,
        area: demo.area,
        urgency: demo.urgency,
        location: demo.location,
        projectTitle: demo.projectTitle,
        clientName: demo.clientName,
        contactNumber: demo.contactNumber,
      };
      const row: QuotesTable = {
        id: randomUUID(),
        quote_number: formatQuoteNumber(year, sequence),
        quote_year: year,
        sequence,
        status: demo.status,
        ...UNDECIDED,
        ...priceQuote({ template, request, actor: staff, at }),
      };
      await db.insertInto('quotes').values(row).execute();
    }
  },
};
