/**
 * Demo staff who own the demo data (quotes, projects, uploads). They have no password and no Google
 * link, so nobody can sign in as them; real people sign up. No administrator is seeded, so the first
 * person to sign up may choose the Administrator role.
 */

import type { Kysely } from 'kysely';
import { syncPersonForUser } from '../../modules/resources/people.service';
import type { Database } from '../schema';
import type { Seeder } from '../seed';

export const DEMO_STAFF = [
  {
    id: '00000000-0000-4000-8000-000000000001',
    firstName: 'Pieter',
    lastName: 'van der Merwe',
    email: 'pieter.vdmerwe@demo.firebreak.local',
    role: 'PROJECT_MANAGER',
    phone: '+27 82 555 0141',
  },
  {
    id: '00000000-0000-4000-8000-000000000002',
    firstName: 'Naledi',
    lastName: 'Mahlangu',
    email: 'naledi.mahlangu@demo.firebreak.local',
    role: 'ENGINEER',
    phone: '+27 83 555 0172',
  },
  {
    id: '00000000-0000-4000-8000-000000000003',
    firstName: 'Johan',
    lastName: 'Botha',
    email: 'johan.botha@demo.firebreak.local',
    role: 'TECHNICIAN',
    phone: '+27 71 555 0190',
  },
  {
    id: '00000000-0000-4000-8000-000000000004',
    firstName: 'Ayesha',
    lastName: 'Patel',
    email: 'ayesha.patel@demo.firebreak.local',
    role: 'PROJECT_MANAGER',
    phone: '+27 84 555 0123',
  },
] as const;

/** The demo project manager who owns demo records that need an author. */
export const DEMO_OWNER_ID = DEMO_STAFF[0].id;

export const demoStaffSeeder: Seeder = {
  name: 'demo-staff',
  run: async (db: Kysely<Database>) => {
    const now = new Date().toISOString();
    await db
      .insertInto('users')
      .values(
        DEMO_STAFF.map((person) => ({
          id: person.id,
          email: person.email,
          email_normalized: person.email,
          first_name: person.firstName,
          last_name: person.lastName,
          phone: person.phone,
          role: person.role,
          password_hash: null,
          google_sub: null,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    // Each of them is one of the people in Resources → Personnel, and so can be on a team.
    for (const person of DEMO_STAFF) await syncPersonForUser({ db }, person.id);
  },
};
