/**
 * Issue 30's demo data (decision 0091): the technicians' SAQCC Fire registrations (one gas suppression
 * technician, others without gas, one registration that lapses within 30 days of the seed date), the
 * sites' areas and places (real coordinates of their addresses) with access hours on a few, and a
 * period of leave. A person or site that is not there is skipped. Dates are relative to the seed day.
 */
import { randomUUID } from 'node:crypto';
import { addDays, johannesburgDate, parseClock } from '@firebreak/shared';
import type { Seeder } from '../seed';

/** Site name → area, latitude, longitude (WGS 84, from the address) and, for a few, access hours. */
const PLACES: Record<string, [string, number, number, [string, string]?]> = {
  'Sandton office tower': ['Sandton', -26.1033, 28.054, ['07:00', '18:00']],
  'Eastgate retail centre': ['Bedfordview', -26.181, 28.117],
  'Maydon Wharf Shed 3': ['Durban', -29.877, 31.02],
  'Bayhead container depot': ['Durban', -29.888, 31.014],
  'Hillbrow Community Health Centre': ['Johannesburg CBD', -26.189, 28.049, ['08:00', '16:00']],
  'Tembisa clinic block B': ['Tembisa', -25.996, 28.227],
  'Warehouse A': ['Midrand', -25.992, 28.127],
  'Warehouse C cold store': ['Midrand', -25.9925, 28.128, ['06:00', '14:00']],
  'Paint shop': ['Kariega', -33.765, 25.4],
  'Parts distribution centre': ['Kariega', -33.77, 25.41],
  'Block A and clubhouse': ['Sandton', -26.1, 28.048, ['08:00', '17:00']],
  'Basement parking': ['Sandton', -26.1002, 28.0482],
  'Techno Park data hall': ['Stellenbosch', -33.964, 18.837],
  'Paarl disaster-recovery site': ['Paarl', -33.734, 18.962],
  'Equites Park warehouse A': ['Midrand', -25.975, 28.101],
  'Equites Park warehouse B': ['Midrand', -25.9755, 28.102],
  'Grey College boarding house': ['Bloemfontein', -29.108, 26.209],
  'Brandwag school hostel': ['Bloemfontein', -29.12, 26.19],
  'Life Beacon Bay Hospital': ['East London', -32.96, 27.945],
  'Life St James Hospital': ['East London', -32.99, 27.89],
  'Mall of the North centre': ['Polokwane', -23.876, 29.488],
  'Food-court extension': ['Polokwane', -23.8762, 29.4885],
  'Kimberley civic centre': ['Kimberley', -28.739, 24.764],
  'Municipal fleet depot': ['Kimberley', -28.735, 24.77],
  'Potline 1': ['Richards Bay', -28.77, 32.03],
  'Carbon plant': ['Richards Bay', -28.771, 32.032],
  'Hatfield student residence': ['Pretoria', -25.75, 28.237],
  'Arcadia apartments': ['Pretoria', -25.746, 28.21],
};

/** Person → registrations: category, level, number, days from the seed day to its expiry. */
const REGISTRATIONS: Record<string, [string, string, string, number][]> = {
  'Riaan Botha': [
    ['GAS_SUPPRESSION', 'TECHNICIAN', 'SAQCC-GS-20417', 540],
    ['PORTABLE_EXTINGUISHERS', 'SERVICEMAN', 'SAQCC-PE-31822', 300],
  ],
  // No gas; the extinguisher registration lapses within 30 days (the alert and the board's warning).
  'Johan Botha': [
    ['FIRE_DETECTION', 'TECHNICIAN', 'SAQCC-FD-18830', 410],
    ['PORTABLE_EXTINGUISHERS', 'SERVICEMAN', 'SAQCC-PE-27415', 18],
  ],
  'Zanele Khumalo': [['FIRE_DETECTION', 'TECHNICIAN', 'SAQCC-FD-22964', 250]],
  'Johan Pretorius': [['SPRINKLERS', 'TECHNICIAN', 'SAQCC-SP-15307', 365]],
  'Thabo Nkosi': [
    ['FIRE_DETECTION', 'DESIGNER', 'SAQCC-FD-09121', 700],
    ['SPRINKLERS', 'DESIGNER', 'SAQCC-SP-08876', 700],
  ],
};

/** Leave: person, first and last day from the seed day, reason. */
const LEAVE: [string, number, number, string][] = [['Zanele Khumalo', 8, 12, 'Annual leave']];

export const demoRegistrationsSeeder: Seeder = {
  name: 'demo-registrations',
  run: async (db) => {
    const now = new Date().toISOString();
    const today = johannesburgDate(new Date());
    const sites = await db.selectFrom('sites').select(['id', 'name']).execute();
    for (const site of sites) {
      const place = PLACES[site.name];
      if (!place) continue;
      const [area, latitude, longitude, access] = place;
      await db
        .updateTable('sites')
        .set({
          area,
          latitude,
          longitude,
          access_start_minute: access ? parseClock(access[0]) : null,
          access_end_minute: access ? parseClock(access[1]) : null,
        })
        .where('id', '=', site.id)
        .execute();
    }
    const people = new Map(
      (await db.selectFrom('personnel').select(['id', 'name']).execute()).map((p) => [p.name, p.id]),
    );
    for (const [name, held] of Object.entries(REGISTRATIONS)) {
      const personId = people.get(name);
      if (!personId) continue;
      await db
        .insertInto('personnel_registrations')
        .values(
          held.map(([category, level, number, days]) => ({
            id: randomUUID(),
            personnel_id: personId,
            category,
            level,
            number,
            expires_on: addDays(today, days),
            document_id: null,
            created_at: now,
            updated_at: now,
          })),
        )
        .execute();
    }
    for (const [name, from, to, reason] of LEAVE) {
      const personId = people.get(name);
      if (!personId) continue;
      await db
        .insertInto('personnel_leave')
        .values({
          id: randomUUID(),
          personnel_id: personId,
          start_date: addDays(today, from),
          end_date: addDays(today, to),
          reason,
          created_at: now,
        })
        .execute();
    }
  },
};
