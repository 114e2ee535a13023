/**
 * A dozen demo projects across types, client types and statuses, with milestones, spend, payments,
 * teams and a few conditions that raise alerts (an overdue milestone, spend ahead of progress, a
 * compliance certificate falling due), plus two weather warnings. Dates are relative to the seeding
 * day so the dashboard looks current on first start.
 */
import { randomUUID } from 'node:crypto';
import { addDays, johannesburgDate } from '@firebreak/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import type { Seeder } from '../seed';
import { DEMO_STAFF } from './demo-staff';

type DemoMilestone = [
  title: string,
  kind: 'WORK' | 'COMPLIANCE' | 'SITE_VISIT',
  dayOffset: number,
  done: boolean,
];
type DemoProject = {
  title: string;
  client: string;
  clientType: string;
  type: string;
  urgency: string;
  location: string;
  area: number;
  budget: number;
  spent: number;
  status: string;
  outcome: string | null;
  progress: number;
  health: string;
  compliance: string;
  start: number;
  due: number;
  team: number[];
  milestones: DemoMilestone[];
  payments: [amount: number, dayOffset: number][];
  description: string;
};

const PROJECTS: DemoProject[] = [
  {
    title: 'Sandton City Tower B sprinkler upgrade',
    client: 'Liberty Two Degrees',
    clientType: 'COMMERCIAL',
    type: 'SPRINKLER_SYSTEM',
    urgency: 'HIGH',
    location: 'Sandton, Johannesburg',
    area: 18500,
    budget: 4_850_000,
    spent: 2_150_000,
    status: 'ACTIVE',
    outcome: 'WON',
    progress: 45,
    health: 'GOOD',
    compliance: 'PENDING',
    start: -75,
    due: 120,
    team: [0, 1, 2],
    milestones: [
      ['Hydraulic design approved', 'WORK', -50, true],
      ['Site visit: riser inspection', 'SITE_VISIT', -9, true],
      ['Pipework levels 10–20', 'WORK', 25, false],
      ['SANS 10287 installation certificate', 'COMPLIANCE', 110, false],
    ],
    payments: [
      [950_000, -40],
      [600_000, -5],
    ],
    description:
      'Replace corroded branch lines and heads on 20 office floors to SANS 10287; phased after hours.',
  },
  {
    title: 'Durban harbour warehouse ESFR retrofit',
    client: 'Transnet Port Terminals',
    clientType: 'GOVERNMENT',
    type: 'SPRINKLER_SYSTEM',
    urgency: 'URGENT',
    location: 'Bayhead, Durban',
    area: 24000,
    budget: 6_200_000,
    spent: 3_900_000,
    status: 'ACTIVE',
    outcome: 'WON',
    progress: 40,
    health: 'AT_RISK',
    compliance: 'PENDING',
    start: -100,
    due: 60,
    team: [3, 2],
    milestones: [
      ['Diesel pump set delivered', 'WORK', -30, true],
      ['Tank foundation pour', 'WORK', -6, false],
      ['Site visit: racking survey', 'SITE_VISIT', -21, true],
      ['Pump test witnessed', 'COMPLIANCE', 5, false],
    ],
    payments: [
      [1_500_000, -60],
      [1_200_000, -33],
    ],
    description: 'ESFR K25 heads under the roof for high-bay storage; new 500 m³ tank and diesel pump set.',
  },
  {
    title: 'Chris Hani Baragwanath ward fire detection',
    client: 'Gauteng Department of Health',
    clientType: 'HEALTHCARE',
    type: 'FIRE_ALARM',
    urgency: 'HIGH',
    location: 'Soweto, Johannesburg',
    area: 9200,
    budget: 2_450_000,
    spent: 900_000,
    status: 'ACTIVE',
    outcome: 'WON',
    progress: 55,
    health: 'GOOD',
    compliance: 'COMPLIANT',
    start: -60,
    due: 45,
    team: [1, 2],
    milestones: [
      ['Addressable panel commissioned', 'WORK', -12, true],
      ['Cause-and-effect matrix signed', 'COMPLIANCE', 20, false],
      ['Site visit: ward handover', 'SITE_VISIT', -3, true],
    ],
    payments: [[700_000, -20]],
    description:
      'Addressable detection and voice evacuation for six wards to SANS 10139, phased to keep wards open.',
  },
  {
    title: 'Stellenbosch data centre FM-200 suppression',
    client: 'Cape Winelands Data (Pty) Ltd',
    clientType: 'COMMERCIAL',
    type: 'FIRE_SUPPRESSION',
    urgency: 'STANDARD',
    location: 'Stellenbosch, Western Cape',
    area: 640,
    budget: 1_380_000,
    spent: 1_420_000,
    status: 'ACTIVE',
    outcome: 'WON',
    progress: 85,
    health: 'CRITICAL',
    compliance: 'PENDING',
    start: -90,
    due: 10,
    team: [0, 1],
    milestones: [
      ['Room integrity (door fan) test', 'COMPLIANCE', -2, false],
      ['Cylinders installed', 'WORK', -20, true],
    ],
    payments: [
      [800_000, -45],
      [350_000, -10],
    ],
    description: 'Clean-agent system for two data halls with room integrity testing to SANS 14520.',
  },
  {
    title: 'Polokwane mall sprinkler extension',
    client: 'Mall of the North',
    clientType: 'COMMERCIAL',
    type: 'SPRINKLER_SYSTEM',
    urgency: 'STANDARD',
    location: 'Polokwane, Limpopo',
    area: 6800,
    budget: 1_950_000,
    spent: 0,
    status: 'TENDER',
    outcome: null,
    progress: 0,
    health: 'GOOD',
    compliance: 'PENDING',
    start: 30,
    due: 150,
    team: [3],
    milestones: [['Tender submission', 'WORK', 6, false]],
    payments: [],
    description: 'New tenant area sprinklers and a second alarm valve set for the eastern wing extension.',
  },
  {
    title: 'Richards Bay smelter control room alarm',
    client: 'South32 Hillside',
    clientType: 'INDUSTRIAL',
    type: 'FIRE_ALARM',
    urgency: 'HIGH',
    location: 'Richards Bay, KwaZulu-Natal',
    area: 1800,
    budget: 890_000,
    spent: 0,
    status: 'TENDER',
    outcome: null,
    progress: 0,
    health: 'GOOD',
    compliance: 'PENDING',
    start: 20,
    due: 110,
    team: [],
    milestones: [['Site visit: scope walk-down', 'SITE_VISIT', 4, false]],
    payments: [],
    description:
      'Aspirating smoke detection in the control room and cable tunnels; interface to plant SCADA.',
  },
  {
    title: 'Bloemfontein school hall detection',
    client: 'Free State Department of Education',
    clientType: 'EDUCATIONAL',
    type: 'FIRE_ALARM',
    urgency: 'LOW',
    location: 'Bloemfontein, Free State',
    area: 1200,
    budget: 320_000,
    spent: 0,
    status: 'CANCELLED',
    outcome: 'LOST',
    progress: 0,
    health: 'GOOD',
    compliance: 'PENDING',
    start: -40,
    due: 20,
    team: [],
    milestones: [],
    payments: [],
    description: 'Conventional detection for a school hall; awarded to another contractor.',
  },
  {
    title: 'Midrand logistics park hydrant ring main',
    client: 'Equites Property Fund',
    clientType: 'INDUSTRIAL',
    type: 'SPRINKLER_SYSTEM',
    urgency: 'STANDARD',
    location: 'Midrand, Gauteng',
    area: 32000,
    budget: 3_100_000,
    spent: 3_020_000,
    status: 'COMPLETED',
    outcome: 'WON',
    progress: 100,
    health: 'GOOD',
    compliance: 'COMPLIANT',
    start: -240,
    due: -15,
    team: [0, 2],
    milestones: [
      ['Hydrant flow test', 'COMPLIANCE', -20, true],
      ['Handover pack issued', 'WORK', -15, true],
    ],
    payments: [
      [1_000_000, -45],
      [900_000, -25],
    ],
    description: 'Hydrant ring main and hose reels to SANS 10400-W for a four-unit logistics park.',
  },
  {
    title: 'Gqeberha automotive paint shop suppression',
    client: 'VW Group South Africa',
    clientType: 'INDUSTRIAL',
    type: 'FIRE_SUPPRESSION',
    urgency: 'URGENT',
    location: 'Kariega, Eastern Cape',
    area: 2100,
    budget: 2_750_000,
    spent: 650_000,
    status: 'ON_HOLD',
    outcome: 'WON',
    progress: 20,
    health: 'AT_RISK',
    compliance: 'NON_COMPLIANT',
    start: -50,
    due: 70,
    team: [3, 1],
    milestones: [['Owner design review', 'WORK', -8, false]],
    payments: [[500_000, -30]],
    description: "CO2 local application for paint booths; on hold pending the owner's revised booth layout.",
  },
  {
    title: 'Pretoria apartment block sprinklers',
    client: 'Trafalgar Property Management',
    clientType: 'RESIDENTIAL',
    type: 'SPRINKLER_SYSTEM',
    urgency: 'LOW',
    location: 'Hatfield, Pretoria',
    area: 5400,
    budget: 1_150_000,
    spent: 380_000,
    status: 'ACTIVE',
    outcome: 'WON',
    progress: 35,
    health: 'GOOD',
    compliance: 'PENDING',
    start: -30,
    due: 90,
    team: [2],
    milestones: [
      ['Riser installation', 'WORK', 14, false],
      ['Site visit: tenant liaison', 'SITE_VISIT', -16, true],
    ],
    payments: [[300_000, -12]],
    description: 'Residential sprinklers for a 12-storey block with concealed heads in the apartments.',
  },
  {
    title: 'East London hospital kitchen wet chemical',
    client: 'Life Healthcare',
    clientType: 'HEALTHCARE',
    type: 'FIRE_SUPPRESSION',
    urgency: 'STANDARD',
    location: 'East London, Eastern Cape',
    area: 240,
    budget: 185_000,
    spent: 0,
    status: 'TENDER',
    outcome: null,
    progress: 0,
    health: 'GOOD',
    compliance: 'PENDING',
    start: 15,
    due: 60,
    team: [],
    milestones: [],
    payments: [],
    description: 'Wet chemical suppression for the main kitchen canopy and fryers.',
  },
  {
    title: 'Kimberley municipal offices alarm upgrade',
    client: 'Sol Plaatje Municipality',
    clientType: 'GOVERNMENT',
    type: 'FIRE_ALARM',
    urgency: 'STANDARD',
    location: 'Kimberley, Northern Cape',
    area: 4300,
    budget: 760_000,
    spent: 610_000,
    status: 'COMPLETED',
    outcome: 'WON',
    progress: 100,
    health: 'GOOD',
    compliance: 'COMPLIANT',
    start: -160,
    due: -30,
    team: [1],
    milestones: [['Commissioning certificate', 'COMPLIANCE', -32, true]],
    payments: [
      [450_000, -70],
      [160_000, -35],
    ],
    description: 'Replacement of a failed conventional system with an addressable panel and sounders.',
  },
];

/** Days from today to a day in an earlier calendar month, so the split lands in the right months. */
const daysBack = (today: string, monthsBack: number, day: number) => {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const target = Date.UTC(year, month - 1 - monthsBack, day);
  return Math.round((target - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
};

const SPEND_SPREAD: [share: number, offset: (today: string) => number][] = [
  [0.6, (today) => daysBack(today, 2, 15)],
  [0.25, (today) => daysBack(today, 1, 15)],
  [0.15, () => 0],
];

export const demoProjectsSeeder: Seeder = {
  name: 'demo-projects',
  run: async (db: Kysely<Database>) => {
    const today = johannesburgDate(new Date());
    const now = new Date().toISOString();
    for (const [index, p] of PROJECTS.entries()) {
      const id = randomUUID();
      const createdAt = new Date(Date.now() - (PROJECTS.length - index) * 3_600_000).toISOString();
      await db
        .insertInto('projects')
        .values({
          id,
          title: p.title,
          client_name: p.client,
          client_type: p.clientType,
          type: p.type,
          urgency: p.urgency,
          location: p.location,
          area: p.area,
          budget_cents: p.budget * 100,
          spent_cents: p.spent * 100,
          due_date: addDays(today, p.due),
          start_date: addDays(today, p.start),
          description: p.description,
          status: p.status,
          tender_outcome: p.outcome,
          progress: p.progress,
          health: p.health,
          compliance_status: p.compliance,
          created_by: DEMO_STAFF[0].id,
          created_at: createdAt,
          updated_at: createdAt,
        })
        .execute();
      if (p.team.length) {
        await db
          .insertInto('project_team')
          .values(p.team.map((member) => ({ project_id: id, user_id: DEMO_STAFF[member]!.id })))
          .execute();
      }
      for (const [position, [title, kind, offset, done]] of p.milestones.entries()) {
        const dueDate = addDays(today, offset);
        await db
          .insertInto('milestones')
          .values({
            id: randomUUID(),
            project_id: id,
            title,
            kind,
            due_date: dueDate,
            completed_at: done ? `${dueDate}T12:00:00.000Z` : null,
            position,
            created_at: now,
          })
          .execute();
      }
      const ledger = [
        ...p.payments.map(([amount, offset]) => ({
          kind: 'PAYMENT',
          amount,
          offset,
          description: 'Progress payment received',
        })),
        // Spend to date spread like real work: most of it in earlier months, some last month, some now.
        ...(p.spent > 0
          ? SPEND_SPREAD.map(([share, offset], index) => ({
              kind: 'EXPENSE',
              // The last part takes the remainder so the ledger adds up to the project's spend exactly.
              amount:
                index === SPEND_SPREAD.length - 1
                  ? p.spent -
                    SPEND_SPREAD.slice(0, -1).reduce((sum, [part]) => sum + Math.round(p.spent * part), 0)
                  : Math.round(p.spent * share),
              offset: offset(today),
              description: 'Materials and labour',
            }))
          : []),
      ];
      for (const entry of ledger) {
        await db
          .insertInto('project_ledger')
          .values({
            id: randomUUID(),
            project_id: id,
            kind: entry.kind,
            amount_cents: entry.amount * 100,
            occurred_on: addDays(today, entry.offset),
            description: entry.description,
            created_by: DEMO_STAFF[0].id,
            created_at: now,
          })
          .execute();
      }
    }
    const hours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();
    await db
      .insertInto('weather_alerts')
      .values([
        {
          id: randomUUID(),
          location: 'Durban',
          message: 'Orange level 6 warning: disruptive rain; avoid roof and trench work.',
          severity: 'HIGH',
          starts_at: hours(-2),
          expires_at: hours(46),
          created_at: now,
        },
        {
          id: randomUUID(),
          location: 'Stellenbosch',
          message: 'Strong south-easterly winds; secure scaffolding and crane lifts.',
          severity: 'MEDIUM',
          starts_at: hours(-1),
          expires_at: hours(22),
          created_at: now,
        },
      ])
      .execute();
  },
};
