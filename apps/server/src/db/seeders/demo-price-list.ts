/**
 * The price list (issue 17): three fire-protection wholesalers and their items in rand, prices dated
 * over the last months, and two Detailed BOQ quotes priced from them: one the client approved through
 * an approval link (Won, the link's decision recorded as the approval flow records it) and one Draft.
 * The quotes are priced and numbered exactly as real saves are (priceBoqQuote, the same counter).
 * The data: apps/server/demo/price-list.json.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  type BoqQuoteInput,
  formatQuoteNumber,
  johannesburgYear,
  QUOTE_APPROVAL_LINK_DAYS,
  randToCents,
} from '@firebreak/shared';
import type { Kysely } from 'kysely';
import { priceBoqQuote } from '../../modules/quotes/boq/boq.service';
import { clientContentHash } from '../../modules/quotes/quote-content';
import { insertQuoteLines, type QuoteLineValues } from '../../modules/quotes/quote-lines';
import { nextQuoteSequence } from '../../modules/quotes/quote-numbers';
import { toSavedQuote } from '../../modules/quotes/quotes.mapper';
import { UNDECIDED } from '../../modules/quotes/quotes.service';
import type { Database } from '../schema';
import type { PriceItemsTable, QuoteApprovalLinksTable, QuotesTable } from '../schema/quotes';
import type { Seeder } from '../seed';
import { loadDemoPriceList } from './demo-data';
import { DEMO_STAFF } from './demo-staff';

const DAY = 86_400_000;

export const demoPriceListSeeder: Seeder = {
  name: 'demo-price-list',
  run: async (db: Kysely<Database>) => {
    const data = loadDemoPriceList();
    const now = Date.now();
    const daysAgo = (days: number) => new Date(now - days * DAY);
    const items = new Map<string, PriceItemsTable>();
    for (const supplier of data.suppliers) {
      const supplierId = randomUUID();
      const oldest = daysAgo(Math.max(...supplier.items.map((item) => item.priceDaysAgo)) + 30).toISOString();
      await db
        .insertInto('suppliers')
        .values({
          id: supplierId,
          name: supplier.name,
          name_key: supplier.name.trim().toLowerCase(),
          column_map: null,
          created_at: oldest,
          updated_at: oldest,
        })
        .execute();
      const rows = supplier.items.map((item): PriceItemsTable => {
        const priced = daysAgo(item.priceDaysAgo).toISOString();
        return {
          id: randomUUID(),
          supplier_id: supplierId,
          code: item.code,
          code_key: item.code.trim().toLowerCase(),
          description: item.description,
          unit: item.unit,
          category: item.category,
          asset_type: item.assetType,
          unit_price_cents: randToCents(item.unitPrice),
          price_updated_at: priced,
          deleted_at: null,
          created_at: oldest,
          updated_at: priced,
        };
      });
      await db.insertInto('price_items').values(rows).execute();
      for (const row of rows) items.set(row.code_key, row);
    }

    const templates = new Map(
      (await db.selectFrom('quote_templates').selectAll().execute()).map((row) => [row.id, row]),
    );
    for (const demo of data.quotes) {
      const template = templates.get(demo.template);
      if (!template) continue;
      const at = daysAgo(demo.daysAgo);
      const lines: QuoteLineValues[] = demo.lines.map((line) => {
        if ('item' in line) {
          const item = items.get(line.item.toLowerCase());
          if (!item) throw new Error(`demo price list: no item ${line.item}`);
          return {
            price_item_id: item.id,
            defect_id: null,
            code: item.code,
            description: item.description,
            unit: item.unit,
            quantity_milli: line.quantity,
            unit_price_cents:
              line.unitPrice === undefined ? item.unit_price_cents : randToCents(line.unitPrice),
            amount_cents: 0,
            price_updated_at: item.price_updated_at,
          };
        }
        return {
          price_item_id: null,
          defect_id: null,
          code: '',
          description: line.description,
          unit: line.unit,
          quantity_milli: line.quantity,
          unit_price_cents: randToCents(line.unitPrice),
          amount_cents: 0,
          price_updated_at: null,
        };
      });
      const input = {
        templateId: template.id,
        projectTitle: demo.projectTitle,
        clientName: demo.clientName,
        contactNumber: demo.contactNumber,
        clientType: demo.clientType,
        urgency: demo.urgency,
        location: demo.location,
        lines: [],
      } satisfies BoqQuoteInput;
      const priced = priceBoqQuote({ template, input, lines, actor: DEMO_STAFF[demo.by], at });
      const year = johannesburgYear(at);
      const sequence = await nextQuoteSequence({ db }, year);
      const decidedAt = demo.decision ? daysAgo(demo.decision.daysAgo).toISOString() : null;
      const decision = demo.status === 'Won' ? 'APPROVED' : 'DECLINED';
      const linkId = randomUUID();
      const row: QuotesTable = {
        ...priced.header,
        ...UNDECIDED,
        ...(decidedAt ? { client_decision: decision, decided_link_id: linkId } : {}),
        id: randomUUID(),
        quote_number: formatQuoteNumber(year, sequence),
        quote_year: year,
        sequence,
        status: demo.status,
        updated_at: decidedAt ?? priced.header.updated_at,
      };
      await db.insertInto('quotes').values(row).execute();
      const stored = await insertQuoteLines({ db }, row.id, priced.lines);
      if (demo.decision && decidedAt) {
        // What the client was shown, as a link made then would have kept it (docs/decisions/0073).
        const shown = clientContentHash(toSavedQuote(row, stored));
        // Sent to the client a day after it was priced; the link keeps only its token's hash.
        const sent = new Date(at.getTime() + DAY);
        const link: QuoteApprovalLinksTable = {
          id: linkId,
          quote_id: row.id,
          token_hash: createHash('sha256').update(randomBytes(32)).digest('hex'),
          expires_at: new Date(sent.getTime() + QUOTE_APPROVAL_LINK_DAYS * DAY).toISOString(),
          revoked_at: null,
          created_by: DEMO_STAFF[demo.by].id,
          created_at: sent.toISOString(),
          decision,
          decided_name: demo.decision.name,
          decided_note: demo.decision.note,
          decided_at: decidedAt,
          decided_ip: '197.80.112.45',
          issued_total_cents: row.total_cents,
          content_hash: shown,
          revoked_reason: null,
          decided_total_cents: row.total_cents,
          decided_hash: shown,
        };
        await db.insertInto('quote_approval_links').values(link).execute();
      }
    }
  },
};
