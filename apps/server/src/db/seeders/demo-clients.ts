/**
 * The clients screen's sample (spec §2) as demo data: names match the demo projects and quotes so
 * project counts and revenue come from real rows (docs/decisions/0040).
 */
import { randomUUID } from 'node:crypto';
import type { Seeder } from '../seed';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

export const DEMO_CLIENTS = [
  {
    name: 'Liberty Two Degrees',
    type: 'Commercial',
    contact: 'Naledi Mahlangu',
    email: 'naledi.mahlangu@liberty2degrees.co.za',
    phone: '+27 11 448 3000',
    address: '1 Ameshoff St, Braamfontein, Johannesburg, 2001',
    status: 'Active',
    rating: 5,
    lastContactDays: 3,
    notes: 'Portfolio-wide sprinkler maintenance; prefers Tuesday site meetings.',
  },
  {
    name: 'Transnet Port Terminals',
    type: 'Government',
    contact: 'Sibusiso Ngcobo',
    email: 's.ngcobo@transnet.net',
    phone: '+27 31 361 8000',
    address: 'Maydon Wharf, Durban, 4001',
    status: 'Active',
    rating: 4,
    lastContactDays: 9,
    notes: 'Tender rules: CIDB grading 7EP and B-BBEE level 2 required.',
  },
  {
    name: 'Gauteng Department of Health',
    type: 'Government',
    contact: 'Dr Refilwe Molefe',
    email: 'refilwe.molefe@gauteng.gov.za',
    phone: '+27 11 355 3000',
    address: '45 Commissioner St, Marshalltown, Johannesburg, 2107',
    status: 'Active',
    rating: 4,
    lastContactDays: 14,
    notes: '',
  },
  {
    name: 'Midrand Logistics Park (Pty) Ltd',
    type: 'Industrial',
    contact: 'Pieter van der Merwe',
    email: 'pieter@midrandlogistics.co.za',
    phone: '+27 11 555 0142',
    address: '14 Le Roux Ave, Midrand, 1685',
    status: 'Active',
    rating: 3,
    lastContactDays: 30,
    notes: 'ESFR sprinklers for high-bay racking; phase 3 expected next year.',
  },
  {
    name: 'VW Group South Africa',
    type: 'Industrial',
    contact: 'Ayanda Jacobs',
    email: 'ayanda.jacobs@vw.co.za',
    phone: '+27 41 994 4111',
    address: '103 Algoa Rd, Kariega, 6229',
    status: 'Inactive',
    rating: 4,
    lastContactDays: 120,
    notes: 'Paint shop suppression completed; warranty period running.',
  },
  {
    name: 'Sandhurst Gardens Body Corporate',
    type: 'Residential',
    contact: 'Megan Pillay',
    email: 'trustees@sandhurstgardens.co.za',
    phone: '+27 82 123 4567',
    address: '22 Fifth St, Sandhurst, Sandton, 2196',
    status: 'Prospect',
    rating: 0,
    lastContactDays: 5,
    notes: 'Interested in a fire alarm upgrade for three blocks.',
  },
] as const;

export const demoClientsSeeder: Seeder = {
  name: 'demo-clients',
  run: async (db) => {
    const now = new Date().toISOString();
    await db
      .insertInto('clients')
      .values(
        DEMO_CLIENTS.map(({ lastContactDays, ...client }) => ({
          id: randomUUID(),
          ...client,
          name_key: client.name.trim().toLowerCase(),
          last_contact: daysAgo(lastContactDays),
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
  },
};
