import type { Kysely } from 'kysely';

/**
 * Quote templates, quotes and the per-year quote-number counters. The three standard templates are
 * reference data every installation needs (the quick quote is useless without them and template
 * management is not built yet), so they are inserted here rather than only in the demo seed
 * (docs/decisions/0015). Their text is frozen in this file: later changes come in new migrations.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('quote_templates')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(120)', (c) => c.notNull())
    .addColumn('project_type', 'varchar(32)', (c) => c.notNull())
    .addColumn('base_rate_cents', 'bigint', (c) => c.notNull())
    .addColumn('min_area', 'double precision', (c) => c.notNull())
    .addColumn('max_area', 'double precision', (c) => c.notNull())
    .addColumn('typical_duration', 'varchar(100)', (c) => c.notNull())
    .addColumn('includes', 'text', (c) => c.notNull())
    .addColumn('exclusions', 'text', (c) => c.notNull())
    .addColumn('notes', 'text', (c) => c.notNull())
    .addColumn('payment_terms', 'text', (c) => c.notNull())
    .addColumn('validity', 'text', (c) => c.notNull())
    .addColumn('validity_days', 'integer', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('quote_counters')
    .addColumn('year', 'integer', (c) => c.primaryKey())
    .addColumn('last_number', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('quotes')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('quote_number', 'varchar(20)', (c) => c.notNull().unique())
    .addColumn('quote_year', 'integer', (c) => c.notNull())
    .addColumn('sequence', 'integer', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('template_id', 'varchar(64)', (c) => c.notNull().references('quote_templates.id'))
    .addColumn('template_name', 'varchar(120)', (c) => c.notNull())
    .addColumn('project_type', 'varchar(32)', (c) => c.notNull())
    .addColumn('project_title', 'varchar(200)', (c) => c.notNull())
    .addColumn('client_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('contact_number', 'varchar(40)', (c) => c.notNull())
    .addColumn('client_type', 'varchar(32)', (c) => c.notNull())
    .addColumn('area', 'double precision', (c) => c.notNull())
    .addColumn('urgency', 'varchar(16)', (c) => c.notNull())
    .addColumn('location', 'varchar(16)', (c) => c.notNull())
    .addColumn('base_rate_cents', 'bigint', (c) => c.notNull())
    .addColumn('base_amount_cents', 'bigint', (c) => c.notNull())
    .addColumn('urgency_percent', 'integer', (c) => c.notNull())
    .addColumn('urgency_adjustment_cents', 'bigint', (c) => c.notNull())
    .addColumn('travel_percent', 'integer', (c) => c.notNull())
    .addColumn('travel_adjustment_cents', 'bigint', (c) => c.notNull())
    .addColumn('subtotal_cents', 'bigint', (c) => c.notNull())
    .addColumn('markup_cents', 'bigint', (c) => c.notNull())
    .addColumn('vat_cents', 'bigint', (c) => c.notNull())
    .addColumn('total_cents', 'bigint', (c) => c.notNull())
    .addColumn('typical_duration', 'varchar(100)', (c) => c.notNull())
    .addColumn('payment_terms', 'text', (c) => c.notNull())
    .addColumn('validity', 'text', (c) => c.notNull())
    .addColumn('validity_days', 'integer', (c) => c.notNull())
    .addColumn('includes', 'text', (c) => c.notNull())
    .addColumn('exclusions', 'text', (c) => c.notNull())
    .addColumn('notes', 'text', (c) => c.notNull())
    .addColumn('generated_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('generated_by', 'varchar(201)', (c) => c.notNull())
    .addColumn('created_by', 'varchar(36)', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('quotes_created_idx').on('quotes').column('created_at').execute();
  await db.schema.createIndex('quotes_status_idx').on('quotes').columns(['status', 'created_at']).execute();
  await db.schema.createIndex('quotes_total_idx').on('quotes').column('total_cents').execute();

  const now = new Date().toISOString();
  await (db as Kysely<{ quote_templates: Record<string, unknown> }>)
    .insertInto('quote_templates')
    .values(
      STANDARD_TEMPLATES.map((template, index) => ({
        id: template.id,
        name: template.name,
        project_type: template.projectType,
        base_rate_cents: template.baseRateRand * 100,
        min_area: template.minArea,
        max_area: template.maxArea,
        typical_duration: template.typicalDuration,
        includes: JSON.stringify(template.includes),
        exclusions: JSON.stringify(template.exclusions),
        notes: JSON.stringify(template.notes),
        payment_terms: template.paymentTerms,
        validity: template.validity,
        validity_days: template.validityDays,
        sort_order: index + 1,
        active: 1,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['quotes', 'quote_counters', 'quote_templates']) {
    await db.schema.dropTable(table).execute();
  }
}

/**
 * Installed rates in rand per m² of protected floor area (2026, Gauteng, excluding VAT and markup):
 * wet-pipe sprinklers for ordinary hazard without pumps or tanks; addressable detection; clean-agent
 * room protection, where the agent and cylinders dominate.
 */
const STANDARD_TEMPLATES = [
  {
    id: 'SPRINKLER_SYSTEM',
    name: 'Sprinkler System (SANS 10287)',
    projectType: 'SPRINKLER_SYSTEM',
    baseRateRand: 450,
    minArea: 250,
    maxArea: 60_000,
    typicalDuration: '6–10 weeks',
    includes: [
      'Hydraulic design and calculations to SANS 10287 for the confirmed hazard class, with shop drawings for approval',
      'Galvanised and black steel pipework with hangers and supports at SANS 10287 spacings',
      'Quick-response sprinkler heads (K80, K115 in storage areas) with escutcheons, and guards where exposed',
      'Wet-pipe installation control valve set with alarm gong, flow switch and pressure gauges',
      'Hydrostatic pressure test at 15 bar for two hours, flushing and commissioning witnessed by the client',
      'As-built drawings, operating and maintenance manual, and the SANS 10287 installation certificate',
    ],
    exclusions: [
      'Fire water storage tanks, pump house and fire pump sets (quoted after the water supply test)',
      "Builder's work: core drilling, chasing, making good and painting",
      'Removal and reinstatement of ceilings, and any asbestos handling',
      'Municipal connection fees, water flow tests and local-authority plan submission fees',
      'Work after hours or over weekends unless it is in the agreed programme',
    ],
    notes: [
      'Priced for ordinary hazard (OH2) occupancies with ceilings up to 6 m; high-piled storage needs an in-rack design, priced on request',
      'Steel is priced at current rates; movements of more than 5% on the SEIFSA index are passed on',
      'The client provides site access, a lay-down area, water and 230 V power at no charge',
      'Design and installation inspected by the Automatic Sprinkler Inspection Bureau (ASIB) where the insurer requires it',
      'Area is the gross protected floor area; the final price follows the approved design',
    ],
    paymentTerms:
      '40% deposit on acceptance of the order; monthly progress payments against valuations of work done and materials on site; 10% retention released on issue of the SANS 10287 installation certificate. Payment by EFT within 30 days of invoice.',
    validity: 'This quotation is valid for 30 days from its date. After that, prices must be confirmed.',
    validityDays: 30,
  },
  {
    id: 'FIRE_ALARM',
    name: 'Fire Alarm System (SANS 10139)',
    projectType: 'FIRE_ALARM',
    baseRateRand: 165,
    minArea: 100,
    maxArea: 50_000,
    typicalDuration: '3–6 weeks',
    includes: [
      'System design to SANS 10139 with detector layouts and a cause-and-effect matrix',
      'Addressable fire alarm control panel with batteries for 72 hours standby plus 30 minutes in alarm',
      'Addressable optical smoke and heat detectors, manual call points, sounders and beacons',
      'Fire-rated loop cabling (FP200 or equal) in conduit or on cable tray',
      'Interfaces to lifts, HVAC shutdown, access-control release and sprinkler flow switches',
      'Commissioning with a test of every device, user training and the SANS 10139 certificate of compliance',
    ],
    exclusions: [
      'Voice evacuation (PA/VA) system, unless quoted as an option',
      'Off-site monitoring contract with a monitoring or armed-response company',
      "Builder's work, ceiling access hatches and making good",
      'Dedicated 230 V supply to the panel position (by the electrical contractor)',
    ],
    notes: [
      'Detector quantities are estimated from the floor area; the final layout follows the approved design',
      'Installed and commissioned by SAQCC Fire registered detection installers',
      'Existing conventional systems can be connected through interface modules, priced on request',
      'Annual maintenance to SANS 10139 is offered as a separate service agreement',
      'Priced for ceiling voids up to 800 mm; deeper voids need void detection, priced separately',
    ],
    paymentTerms:
      '30% deposit on order; 60% on delivery of equipment and completion of first fix; 10% on commissioning and handover of the certificate. Payment by EFT within 30 days of invoice.',
    validity: 'This quotation is valid for 30 days from its date.',
    validityDays: 30,
  },
  {
    id: 'FIRE_SUPPRESSION',
    name: 'Gas Suppression System (SANS 14520)',
    projectType: 'FIRE_SUPPRESSION',
    baseRateRand: 3200,
    minArea: 10,
    maxArea: 1500,
    typicalDuration: '4–8 weeks',
    includes: [
      'Agent quantity and flow calculations to SANS 14520 for the protected volume',
      'Clean-agent cylinders (FK-5-1-12 or IG-541 inert gas) with valves, actuators, pipework and nozzles',
      'Suppression control panel with cross-zoned detection, abort and manual release stations',
      "Warning signs, 'gas discharged' beacons and sounders at every entrance",
      'Room integrity (door fan) test to confirm the 10-minute hold time',
      'Commissioning, operator training and the SANS 14520 completion certificate',
    ],
    exclusions: [
      'Sealing of the room (penetrations, ceiling voids, doors) found necessary by the integrity test',
      'Over-pressure relief vents where the room structure needs them',
      'Refilling the agent after a discharge',
      'HVAC and power shutdown by others, unless listed as an interface',
    ],
    notes: [
      'Priced for rooms up to 3 m floor to ceiling; taller rooms and raised floors need more agent',
      'Agent and imported equipment are priced at the current rand/US dollar exchange rate',
      'Cylinders are pressure vessels registered under the Pressure Equipment Regulations',
      'Installed and commissioned by SAQCC Fire registered gas suppression technicians',
      'A six-monthly service to SANS 14520 is recommended and offered separately',
    ],
    paymentTerms:
      '50% deposit on order to secure the imported agent and cylinders; 40% on delivery to site; 10% on commissioning and a successful integrity test. Payment by EFT within 30 days of invoice.',
    validity:
      'This quotation is valid for 14 days from its date, because the agent and cylinders are priced in US dollars.',
    validityDays: 14,
  },
] as const;
