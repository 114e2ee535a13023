/**
 * A dozen saved quotes over the last eight weeks, across every status, priced from the standard
 * templates (migration 0003) and numbered exactly as real saves are (priceQuote, the same counter).
 */
import { randomUUID } from 'node:crypto';
import {
  type ClientType,
  formatQuoteNumber,
  johannesburgYear,
  type QuoteLocation,
  type QuoteStatus,
  type Urgency,
} from '@firebreak/shared';
import type { Kysely } from 'kysely';
import { nextQuoteSequence } from '../../modules/quotes/quote-numbers';
import { priceQuote } from '../../modules/quotes/quotes.service';
import type { Database } from '../schema';
import type { QuotesTable } from '../schema/quotes';
import type { Seeder } from '../seed';
import { DEMO_STAFF } from './demo-staff';

type DemoQuote = {
  daysAgo: number;
  template: 'SPRINKLER_SYSTEM' | 'FIRE_ALARM' | 'FIRE_SUPPRESSION';
  projectTitle: string;
  clientName: string;
  contactNumber: string;
  clientType: ClientType;
  area: number;
  urgency: Urgency;
  location: QuoteLocation;
  status: QuoteStatus;
  /** Index into DEMO_STAFF: the two project managers prepare quotes. */
  by: 0 | 3;
};

/** Oldest first, so quote numbers rise with the date. */
export const DEMO_QUOTES: DemoQuote[] = [
  {
    daysAgo: 55,
    template: 'SPRINKLER_SYSTEM',
    projectTitle: 'Distribution Centre Phase 2 Sprinklers',
    clientName: 'Midrand Logistics Park (Pty) Ltd',
    contactNumber: '011 555 0142',
    clientType: 'INDUSTRIAL',
    area: 12_500,
    urgency: 'STANDARD',
    location: 'LOCAL',
    status: 'Won',
    by: 0,
  },
  {
    daysAgo: 49,
    template: 'FIRE_ALARM',
    projectTitle: 'Theatre Wing Detection Upgrade',
    clientName: 'Umhlanga Ridge Medical Centre',
    contactNumber: '031 555 0177',
    clientType: 'HEALTHCARE',
    area: 3_200,
    urgency: 'HIGH',
    location: 'REMOTE',
    status: 'Won',
    by: 3,
  },
  {
    daysAgo: 44,
    template: 'FIRE_SUPPRESSION',
    projectTitle: 'Server Room Clean-Agent Protection',
    clientName: 'Rosebank Data Exchange (Pty) Ltd',
    contactNumber: '010 555 0108',
    clientType: 'COMMERCIAL',
    area: 180,
    urgency: 'URGENT',
    location: 'LOCAL',
    status: 'Lost',
    by: 0,
  },
  {
    daysAgo: 38,
    template: 'FIRE_ALARM',
    projectTitle: 'Lecture Halls and Library Fire Alarm',
    clientName: 'Tshwane North TVET College',
    contactNumber: '012 555 0163',
    clientType: 'EDUCATIONAL',
    area: 8_400,
    urgency: 'LOW',
    location: 'LOCAL',
    status: 'Sent',
    by: 3,
  },
  {
    daysAgo: 33,
    template: 'SPRINKLER_SYSTEM',
    projectTitle: 'Cold Store Extension Sprinklers',
    clientName: 'Cape Winelands Cold Storage',
    contactNumber: '021 555 0119',
    clientType: 'INDUSTRIAL',
    area: 4_800,
    urgency: 'STANDARD',
    location: 'REMOTE',
    status: 'Lost',
    by: 0,
  },
  {
    daysAgo: 27,
    template: 'SPRINKLER_SYSTEM',
    projectTitle: 'Municipal Offices Sprinkler Retrofit',
    clientName: 'Ekurhuleni Metropolitan Municipality',
    contactNumber: '011 555 0150',
    clientType: 'GOVERNMENT',
    area: 6_500,
    urgency: 'STANDARD',
    location: 'LOCAL',
    status: 'Sent',
    by: 0,
  },
  {
    daysAgo: 21,
    template: 'FIRE_ALARM',
    projectTitle: 'Sectional Title Complex Detection',
    clientName: 'Sandhurst Gardens Body Corporate',
    contactNumber: '082 555 0131',
    clientType: 'RESIDENTIAL',
    area: 2_600,
    urgency: 'STANDARD',
    location: 'LOCAL',
    status: 'Won',
    by: 3,
  },
  {
    daysAgo: 16,
    template: 'FIRE_SUPPRESSION',
    projectTitle: 'Substation Control Room Gas Suppression',
    clientName: 'Rustenburg Smelter Operations',
    contactNumber: '014 555 0186',
    clientType: 'INDUSTRIAL',
    area: 240,
    urgency: 'HIGH',
    location: 'REMOTE',
    status: 'Sent',
    by: 0,
  },
  {
    daysAgo: 11,
    template: 'SPRINKLER_SYSTEM',
    projectTitle: 'Shopping Centre Tenant Fit-Out Sprinklers',
    clientName: 'Mall of the North Property Fund',
    contactNumber: '015 555 0124',
    clientType: 'COMMERCIAL',
    area: 9_800,
    urgency: 'URGENT',
    location: 'REMOTE',
    status: 'Sent',
    by: 3,
  },
  {
    daysAgo: 6,
    template: 'FIRE_ALARM',
    projectTitle: 'Provincial Hospital Ward Block Alarm',
    clientName: 'Polokwane Provincial Hospital',
    contactNumber: '015 555 0199',
    clientType: 'HEALTHCARE',
    area: 5_400,
    urgency: 'URGENT',
    location: 'REMOTE',
    status: 'Draft',
    by: 0,
  },
  {
    daysAgo: 2,
    template: 'FIRE_SUPPRESSION',
    projectTitle: 'Archive Vault Inert Gas System',
    clientName: 'Stellenbosch University Library',
    contactNumber: '021 555 0155',
    clientType: 'EDUCATIONAL',
    area: 320,
    urgency: 'LOW',
    location: 'REMOTE',
    status: 'Draft',
    by: 3,
  },
  {
    daysAgo: 0,
    template: 'SPRINKLER_SYSTEM',
    projectTitle: 'Automotive Components Plant Sprinklers',
    clientName: 'Gqeberha Auto Components (Pty) Ltd',
    contactNumber: '041 555 0117',
    clientType: 'INDUSTRIAL',
    area: 15_000,
    urgency: 'STANDARD',
    location: 'REMOTE',
    status: 'Draft',
    by: 0,
  },
];

export const demoQuotesSeeder: Seeder = {
  name: 'demo-quotes',
  run: async (db: Kysely<Database>) => {
    const templates = new Map(
      (await db.selectFrom('quote_templates').selectAll().execute()).map((row) => [row.id, row]),
    );
    const now = Date.now();
    for (const demo of DEMO_QUOTES) {
      const template = templates.get(demo.template);
      if (!template) continue;
      const at = new Date(now - demo.daysAgo * 86_400_000);
      const year = johannesburgYear(at);
      const sequence = await nextQuoteSequence(db, year);
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
        ...priceQuote({ template, request, actor: staff, at }),
      };
      await db.insertInto('quotes').values(row).execute();
    }
  },
};
