/**
 * The development corpus's documents (issue 32): fire-protection paperwork of every kind drawn from
 * varied templates of our own (label/value forms, labels above values in boxes, ruled tables, log book
 * pages, letters), each with the values a reader should propose. Deterministic for a seed.
 */
import type { PaperKind } from '@firebreak/shared';
import { seededRandom } from '../../../document-processing/scans/random';
import type { Element } from './render';

export type TruthAsset = {
  type?: string;
  make?: string;
  model?: string;
  serial?: string;
  location?: string;
  installedOn?: string;
  lastServiceOn?: string;
  lastTestOn?: string;
  readings?: Record<string, number | undefined>;
};
export type Truth = {
  kind: PaperKind;
  document: Partial<
    Record<
      'certificateNumber' | 'serviceDate' | 'testDate' | 'signatory' | 'saqccNumber' | 'contractor',
      string
    >
  >;
  assets: TruthAsset[];
};
export type DevDoc = { id: string; pages: Element[][]; truth: Truth };

export type Rand = {
  next: () => number;
  pick: <T>(items: readonly T[]) => T;
  int: (lo: number, hi: number) => number;
};
const rand = (seed: number): Rand => {
  const r = seededRandom(seed);
  return {
    next: r.next,
    pick: (items) => items[Math.floor(r.next() * items.length)]!,
    int: (lo, hi) => lo + Math.floor(r.next() * (hi - lo + 1)),
  };
};

export class Page {
  els: Element[] = [];
  text(x: number, y: number, text: string, size = 10, bold = false) {
    this.els.push({ t: 'text', x, y, text, size, bold });
  }
  line(x0: number, y0: number, x1: number, y1: number) {
    this.els.push({ t: 'line', x0, y0, x1, y1 });
  }
  rect(x: number, y: number, w: number, h: number) {
    this.els.push({ t: 'rect', x, y, w, h });
  }
  /** A ruled table; returns the y below it. */
  table(x: number, y: number, widths: number[], head: string[], rows: string[][], size = 8.5): number {
    const rowH = size * 2.1;
    const total = widths.reduce((a, b) => a + b, 0);
    const all = [head, ...rows];
    all.forEach((row, r) => {
      let cx = x;
      row.forEach((cell, c) => {
        this.text(cx + 3, y + r * rowH + rowH * 0.25, cell, size, r === 0);
        cx += widths[c]!;
      });
    });
    for (let r = 0; r <= all.length; r++) this.line(x, y + r * rowH, x + total, y + r * rowH);
    let cx = x;
    for (let c = 0; c <= widths.length; c++) {
      this.line(cx, y, cx, y + all.length * rowH);
      cx += widths[c] ?? 0;
    }
    return y + all.length * rowH + 14;
  }
  /** Label/value pairs in two columns; returns the y below. */
  form(x: number, y: number, pairs: [string, string][], cols = 2, colon = ':', size = 10): number {
    const colW = 500 / cols;
    pairs.forEach(([label, value], i) => {
      const cx = x + (i % cols) * colW;
      const cy = y + Math.floor(i / cols) * size * 2;
      this.text(cx, cy, `${label}${colon} ${value}`, size);
    });
    return y + Math.ceil(pairs.length / cols) * size * 2 + 8;
  }
  /** Boxes with a small label above each value. */
  boxes(x: number, y: number, pairs: [string, string][], perRow = 3): number {
    const w = 500 / perRow;
    const h = 34;
    pairs.forEach(([label, value], i) => {
      const bx = x + (i % perRow) * w;
      const by = y + Math.floor(i / perRow) * h;
      this.rect(bx, by, w, h);
      this.text(bx + 4, by + 4, label, 7.5);
      this.text(bx + 4, by + 17, value, 10.5);
    });
    return y + Math.ceil(pairs.length / perRow) * h + 14;
  }
}

// ---------------------------------------------------------------- values

const FIRMS = [
  'Blaze Guard Fire Services',
  'Ember Safety Solutions',
  'Cape Fire Protection',
  'Highveld Fire Equipment',
  'Rand Suppression Systems',
  'Karoo Fire & Safety',
];
const PEOPLE = [
  'Thabo Mokoena',
  'Pieter van der Merwe',
  'Sipho Ndlovu',
  'Johan Botha',
  'Lerato Dlamini',
  'Anele Khumalo',
  'Ruan Pretorius',
  'Zanele Mthembu',
];
const PLACES = [
  'Main entrance',
  'Kitchen',
  'Stairwell B',
  'Workshop',
  'Reception',
  'Server room',
  'Loading bay',
  'Passage east',
  'Boardroom',
  'Store room',
  'Level 2 lobby',
  'Plant room',
];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const LONG_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const pad = (n: number) => String(n).padStart(2, '0');
type DateFmt = 'dmy' | 'ymd' | 'dMonY' | 'dot';
function dateOf(r: Rand, from = 2019, to = 2025): string {
  const y = r.int(from, to);
  const m = r.int(1, 12);
  const d = r.int(1, 28);
  return `${y}-${pad(m)}-${pad(d)}`;
}
function show(iso: string, fmt: DateFmt): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  if (fmt === 'ymd') return iso;
  if (fmt === 'dot') return `${pad(d)}.${pad(m)}.${y}`;
  if (fmt === 'dMonY') return `${d} ${LONG_MONTHS[m - 1]} ${y}`;
  return `${pad(d)}/${pad(m)}/${y}`;
}
const shortDate = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return `${pad(d)} ${MONTHS[m - 1]} ${y}`;
};
const serialOf = (r: Rand, prefix: string) => `${prefix}${r.int(10000, 99999)}`;
const addYears = (iso: string, n: number) => `${Number(iso.slice(0, 4)) + n}${iso.slice(4)}`;

function heading(p: Page, r: Rand, title: string, firm: string): number {
  p.text(50, 40, firm, 14, true);
  p.text(
    50,
    58,
    `${r.pick(['PO Box', 'Unit'])} ${r.int(10, 999)}, ${r.pick(['Midrand', 'Bellville', 'Durban', 'Pretoria'])}  Tel 0${r.int(10, 87)} ${r.int(100, 999)} ${r.int(1000, 9999)}`,
    8,
  );
  p.text(50, 84, title, 16, true);
  p.line(50, 106, 545, 106);
  return 118;
}

type Ext = {
  type: string;
  label: string;
  size: string;
  serial: string;
  location: string;
  pressure: number;
  mass: number;
};
function extinguishers(r: Rand, n: number): Ext[] {
  return Array.from({ length: n }, () => {
    const t = r.pick([
      ['EXTINGUISHER_DCP', 'DCP', '9 kg'],
      ['EXTINGUISHER_DCP', 'DCP', '4.5 kg'],
      ['EXTINGUISHER_CO2', 'CO2', '5 kg'],
      ['EXTINGUISHER_FOAM', 'Foam', '9 L'],
    ] as const);
    const co2 = t[0] === 'EXTINGUISHER_CO2';
    return {
      type: t[0],
      label: t[1],
      size: t[2],
      serial: serialOf(r, r.pick(['', 'A', 'SN', 'FX'])),
      location: r.pick(PLACES),
      pressure: co2 ? 0 : r.pick([12, 13, 14, 15]),
      mass: co2
        ? r.pick([14.2, 14.6, 15.1])
        : t[2] === '4.5 kg'
          ? r.pick([7.9, 8.3])
          : r.pick([13.4, 14.1, 16.2]),
    };
  });
}

// ---------------------------------------------------------------- templates

export type Template = (r: Rand, seed: number) => { pages: Page[]; truth: Truth };

/** Service certificate: form header, table of extinguishers with per-row dates, pressure, mass. */
const serviceCertTable: Template = (r) => {
  const p = new Page();
  const firm = r.pick(FIRMS);
  const cert = `SC-${r.int(2019, 2025)}-${r.int(1000, 9999)}`;
  const date = dateOf(r);
  const fmt = r.pick<DateFmt>(['dmy', 'ymd', 'dMonY']);
  const tech = r.pick(PEOPLE);
  const reg = `FIRE-${r.int(1000, 9999)}`;
  let y = heading(
    p,
    r,
    r.pick([
      'CERTIFICATE OF SERVICE',
      'Certificate of Inspection and Service',
      'Fire Extinguisher Service Certificate',
    ]),
    firm,
  );
  y = p.form(50, y, [
    ['Certificate No', cert],
    ['Date of service', show(date, fmt)],
    ['Client', 'Acme Storage (Pty) Ltd'],
    ['Site', `${r.int(1, 99)} Main Road`],
  ]);
  const exts = extinguishers(r, r.int(4, 7));
  const withDates = r.next() < 0.5;
  const head = withDates
    ? ['Serial No', 'Type', 'Size', 'Location', 'Last service', 'Next service', 'Pressure (bar)', 'Mass (kg)']
    : ['Serial No', 'Type', 'Size', 'Location', 'Pressure (bar)', 'Mass (kg)', 'Remarks'];
  const widths = withDates ? [62, 40, 40, 90, 66, 66, 66, 55] : [70, 45, 45, 110, 70, 60, 90];
  const rows = exts.map((e) =>
    withDates
      ? [
          e.serial,
          e.label,
          e.size,
          e.location,
          shortDate(date),
          shortDate(addYears(date, 1)),
          e.pressure ? String(e.pressure) : '-',
          String(e.mass),
        ]
      : [e.serial, e.label, e.size, e.location, e.pressure ? String(e.pressure) : '-', String(e.mass), 'OK'],
  );
  y = p.table(50, y + 6, widths, head, rows);
  y = p.form(
    50,
    y + 10,
    [
      ['Technician', tech],
      ['SAQCC Fire Reg. No.', reg],
      ['Service provider', firm],
    ],
    1,
  );
  return {
    pages: [p],
    truth: {
      kind: 'SERVICE_CERTIFICATE',
      document: {
        certificateNumber: cert,
        serviceDate: date,
        signatory: tech,
        saqccNumber: reg,
        contractor: firm,
      },
      assets: exts.map((e) => ({
        type: e.type,
        serial: e.serial,
        location: e.location,
        lastServiceOn: date,
        readings: {
          ...(e.pressure ? { GAUGE_PRESSURE: e.pressure } : {}),
          GROSS_MASS: e.mass,
        },
      })),
    },
  };
};

/** Service certificate with labels above values in boxes and an unusual table header. */
const serviceCertBoxes: Template = (r) => {
  const p = new Page();
  const firm = r.pick(FIRMS);
  const cert = `${r.int(100000, 999999)}`;
  const date = dateOf(r);
  const tech = r.pick(PEOPLE);
  const reg = `${r.int(1000, 9999)}/F`;
  let y = heading(
    p,
    r,
    r.pick(['Maintenance Certificate', 'INSPECTION CERTIFICATE', 'Service Certificate']),
    firm,
  );
  y = p.boxes(50, y, [
    ['Certificate number', cert],
    ['Date of inspection', show(date, 'dot')],
    ['Premises', 'Riverside Mall'],
    ['Company', firm],
    ['Inspected by', tech],
    ['Registration No.', reg],
  ]);
  const exts = extinguishers(r, r.int(3, 6));
  y = p.table(
    50,
    y,
    [70, 60, 60, 130, 80, 90],
    ['Ext. No', 'Agent', 'Capacity', 'Position', 'Gauge', 'Condition'],
    exts.map((e) => [
      e.serial,
      e.label,
      e.size,
      e.location,
      e.pressure ? `${e.pressure} bar` : 'n/a',
      'Serviceable',
    ]),
  );
  p.text(50, y + 20, 'All equipment inspected in accordance with SANS 1475-1.', 9);
  return {
    pages: [p],
    truth: {
      kind: 'SERVICE_CERTIFICATE',
      document: {
        certificateNumber: cert,
        serviceDate: date,
        signatory: tech,
        saqccNumber: reg,
        contractor: firm,
      },
      assets: exts.map((e) => ({
        type: e.type,
        serial: e.serial,
        location: e.location,
        lastServiceOn: date,
        readings: e.pressure ? { GAUGE_PRESSURE: e.pressure } : {},
      })),
    },
  };
};

/** Service report: hose reels and hydrants with kPa. */
const hoseReport: Template = (r) => {
  const p = new Page();
  const firm = r.pick(FIRMS);
  const no = `SR ${r.int(1000, 9999)}`;
  const date = dateOf(r);
  const tech = r.pick(PEOPLE);
  let y = heading(
    p,
    r,
    r.pick(['SERVICE REPORT', 'Hose Reel & Hydrant Inspection Report', 'Maintenance Report']),
    firm,
  );
  y = p.form(50, y, [
    ['Report No', no],
    ['Date', show(date, 'dmy')],
    ['Contractor', firm],
    ['Customer', 'Greenfield Estates'],
  ]);
  const reels = Array.from({ length: r.int(3, 5) }, () => ({
    serial: serialOf(r, 'HR'),
    location: r.pick(PLACES),
    kpa: r.pick([250, 300, 320, 350, 400]),
  }));
  y = p.table(
    50,
    y + 4,
    [60, 80, 130, 110, 110],
    ['Item', 'H/R No.', 'Location', 'Flow pressure (kPa)', 'Remarks'],
    reels.map((h, i) => [String(i + 1), h.serial, h.location, String(h.kpa), 'Hose reel OK']),
  );
  const hyd = {
    serial: serialOf(r, 'HY'),
    location: r.pick(PLACES),
    s: r.pick([450, 500, 550]),
    d: r.pick([300, 320, 350]),
  };
  y = p.table(
    50,
    y + 6,
    [70, 70, 120, 110, 120],
    ['Serial No', 'Type', 'Area', 'Static (kPa)', 'Residual (kPa)'],
    [[hyd.serial, 'Hydrant', hyd.location, String(hyd.s), String(hyd.d)]],
  );
  p.form(50, y + 10, [['Technician', tech]], 1);
  return {
    pages: [p],
    truth: {
      kind: 'SERVICE_REPORT',
      document: { certificateNumber: no, serviceDate: date, signatory: tech, contractor: firm },
      assets: [
        ...reels.map((h) => ({
          type: 'HOSE_REEL',
          serial: h.serial,
          location: h.location,
          lastServiceOn: date,
          readings: { FLOW_PRESSURE: h.kpa },
        })),
        {
          type: 'HYDRANT',
          serial: hyd.serial,
          location: hyd.location,
          lastServiceOn: date,
          readings: { STATIC_PRESSURE: hyd.s, RESIDUAL_PRESSURE: hyd.d },
        },
      ],
    },
  };
};

/** Service report: a fire alarm panel form with battery and charger voltage. */
const panelReport: Template = (r) => {
  const p = new Page();
  const firm = r.pick(FIRMS);
  const no = `JC-${r.int(10000, 99999)}`;
  const date = dateOf(r);
  const tech = r.pick(PEOPLE);
  const reg = `SAQCC-${r.int(100, 999)}-D`;
  const serial = serialOf(r, 'P');
  const make = r.pick(['Ziton', 'Bosch', 'Notifier', 'Morley']);
  const model = r.pick(['ZP3', 'FPA-1200', 'AM-2020', 'DXc4']);
  const location = r.pick(PLACES);
  const batt = r.pick([26.8, 27.1, 27.3, 25.9]);
  const chg = r.pick([27.6, 27.8, 28.0]);
  let y = heading(
    p,
    r,
    r.pick(['Fire Detection Service Report', 'SERVICE RECORD - FIRE ALARM', 'Job Card']),
    firm,
  );
  const boxes = r.next() < 0.5;
  const pairs: [string, string][] = [
    ['Job No', no],
    ['Service date', show(date, 'dMonY')],
    ['Panel make', make],
    ['Panel model', model],
    ['Serial No', serial],
    ['Location', location],
    ['Battery voltage', `${batt} V`],
    ['Charger voltage', `${chg} V`],
  ];
  y = boxes ? p.boxes(50, y, pairs, 2) : p.form(50, y, pairs, 2);
  p.text(50, y + 4, 'Zones tested: 1-8. Sounders operated. No faults on panel.', 9);
  y = p.form(
    50,
    y + 30,
    [
      ['Technician', tech],
      ['SAQCC Reg No', reg],
      ['Company', firm],
    ],
    1,
  );
  return {
    pages: [p],
    truth: {
      kind: 'SERVICE_REPORT',
      // A job card's number is not a certificate's: not proposed.
      document: { serviceDate: date, signatory: tech, saqccNumber: reg, contractor: firm },
      assets: [
        {
          type: 'FIRE_ALARM_PANEL',
          serial,
          make,
          model,
          location,
          lastServiceOn: date,
          readings: { BATTERY_VOLTAGE: batt, CHARGER_VOLTAGE: chg },
        },
      ],
    },
  };
};

/** Service report: sprinkler pumps with start and churn pressure, jockey cut-in/out. */
const pumpReport: Template = (r) => {
  const p = new Page();
  const firm = r.pick(FIRMS);
  const date = dateOf(r);
  const tech = r.pick(PEOPLE);
  const e = { serial: serialOf(r, 'EP'), start: r.pick([7.5, 8, 8.5]), churn: r.pick([10.5, 11, 11.5]) };
  const j = { serial: serialOf(r, 'JP'), cin: r.pick([8.5, 9]), cout: r.pick([10, 10.5]) };
  let y = heading(p, r, 'Sprinkler Pump Inspection Report', firm);
  y = p.form(50, y, [
    ['Inspection date', show(date, 'ymd')],
    ['Service provider', firm],
  ]);
  p.text(50, y, 'Electric fire pump', 11, true);
  y = p.form(50, y + 18, [
    ['Serial No', e.serial],
    ['Start pressure', `${e.start} bar`],
    ['Churn pressure', `${e.churn} bar`],
  ]);
  p.text(50, y, 'Jockey pump', 11, true);
  y = p.form(50, y + 18, [
    ['Serial No', j.serial],
    ['Cut-in pressure', `${j.cin} bar`],
    ['Cut-out pressure', `${j.cout} bar`],
  ]);
  p.form(50, y + 20, [['Inspected by', tech]], 1);
  return {
    pages: [p],
    truth: {
      kind: 'SERVICE_REPORT',
      document: { serviceDate: date, signatory: tech, contractor: firm },
      assets: [
        {
          type: 'SPRINKLER_ELECTRIC_PUMP',
          serial: e.serial,
          lastServiceOn: date,
          readings: { START_PRESSURE: e.start, CHURN_PRESSURE: e.churn },
        },
        {
          type: 'SPRINKLER_JOCKEY_PUMP',
          serial: j.serial,
          lastServiceOn: date,
          readings: { CUT_IN_PRESSURE: j.cin, CUT_OUT_PRESSURE: j.cout },
        },
      ],
    },
  };
};

/** Hydrostatic test certificate: a table of cylinders. */
const hydroTable: Template = (r) => {
  const p = new Page();
  const firm = r.pick(FIRMS);
  const cert = `HT/${r.int(2019, 2025)}/${r.int(100, 999)}`;
  const date = dateOf(r);
  const tech = r.pick(PEOPLE);
  let y = heading(
    p,
    r,
    r.pick([
      'HYDROSTATIC TEST CERTIFICATE',
      'Cylinder Pressure Test Certificate',
      'Certificate of Hydrostatic Testing',
    ]),
    firm,
  );
  y = p.form(50, y, [
    ['Certificate No.', cert],
    ['Test date', show(date, 'dmy')],
    ['Tested by', tech],
    ['Testing station', firm],
  ]);
  const exts = extinguishers(r, r.int(3, 6));
  y = p.table(
    50,
    y + 4,
    [80, 60, 60, 90, 90, 80],
    ['Cyl. No.', 'Type', 'Capacity', 'Test pressure', 'Permanent exp.', 'Result'],
    exts.map((e) => [e.serial, e.label, e.size, '25 bar', `${r.int(1, 9)} %`, 'Pass']),
  );
  p.text(50, y + 10, 'Cylinders tested to SANS 10019. Stamped and dated.', 9);
  return {
    pages: [p],
    truth: {
      kind: 'HYDROSTATIC_TEST',
      document: { certificateNumber: cert, testDate: date, signatory: tech, contractor: firm },
      assets: exts.map((e) => ({ type: e.type, serial: e.serial, lastTestOn: date })),
    },
  };
};

/** Hydrostatic test certificate of one gas cylinder, a form. */
const hydroForm: Template = (r) => {
  const p = new Page();
  const firm = r.pick(FIRMS);
  const cert = `${r.int(10000, 99999)}`;
  const date = dateOf(r);
  const tech = r.pick(PEOPLE);
  const serial = serialOf(r, 'CY');
  const make = r.pick(['Worthington', 'Luxfer', 'Faber']);
  let y = heading(p, r, 'Hydrostatic Test Record', firm);
  y = p.boxes(50, y, [
    ['Certificate No', cert],
    ['Date of test', show(date, 'dMonY')],
    ['Cylinder serial no', serial],
    ['Manufacturer', make],
    ['Contents', 'CO2 5 kg'],
    ['Test pressure', '250 bar'],
    ['Signed by', tech],
    ['Company', firm],
    ['Result', 'PASS'],
  ]);
  return {
    pages: [p],
    truth: {
      kind: 'HYDROSTATIC_TEST',
      document: { certificateNumber: cert, testDate: date, signatory: tech, contractor: firm },
      assets: [{ type: 'EXTINGUISHER_CO2', serial, make, lastTestOn: date }],
    },
  };
};

/** Installation certificate of a gas suppression system: cylinders with pressure and agent mass. */
const installGas: Template = (r) => {
  const p = new Page();
  const firm = r.pick(FIRMS);
  const cert = `INST-${r.int(1000, 9999)}`;
  const date = dateOf(r);
  const tech = r.pick(PEOPLE);
  const reg = `FIRE-${r.int(1000, 9999)}`;
  let y = heading(
    p,
    r,
    r.pick([
      'CERTIFICATE OF INSTALLATION',
      'Installation and Commissioning Certificate',
      'Commissioning Certificate',
    ]),
    firm,
  );
  y = p.form(50, y, [
    ['Certificate No', cert],
    ['Date of commissioning', show(date, 'dmy')],
    ['Installer', firm],
    ['System', 'FM-200 gas suppression'],
  ]);
  const cyls = Array.from({ length: r.int(2, 4) }, () => ({
    serial: serialOf(r, 'G'),
    mass: r.pick([45, 60, 75, 90]),
    bar: r.pick([25, 42]),
    area: r.pick(['Server room', 'UPS room', 'Archive']),
  }));
  y = p.table(
    50,
    y + 4,
    [90, 80, 100, 110, 110],
    ['Cylinder No', 'Agent', 'Agent mass (kg)', 'Cylinder pressure (bar)', 'Area'],
    cyls.map((c) => [c.serial, 'FM-200', String(c.mass), String(c.bar), c.area]),
  );
  p.form(
    50,
    y + 14,
    [
      ['Authorised signatory', tech],
      ['SAQCC Gas Reg. No.', reg],
    ],
    1,
  );
  return {
    pages: [p],
    truth: {
      kind: 'INSTALLATION_CERTIFICATE',
      document: { certificateNumber: cert, signatory: tech, saqccNumber: reg, contractor: firm },
      assets: cyls.map((c) => ({
        type: 'GAS_CYLINDER',
        serial: c.serial,
        location: c.area,
        installedOn: date,
        readings: { AGENT_MASS: c.mass, CYLINDER_PRESSURE: c.bar },
      })),
    },
  };
};

/** Installation certificate of a fire alarm panel, boxes. */
const installPanel: Template = (r) => {
  const p = new Page();
  const firm = r.pick(FIRMS);
  const cert = `${r.int(2019, 2025)}/${r.int(100, 999)}`;
  const date = dateOf(r);
  const tech = r.pick(PEOPLE);
  const serial = serialOf(r, 'FA');
  const make = r.pick(['Ziton', 'Bosch', 'Notifier']);
  let y = heading(p, r, 'Certificate of Installation - Fire Detection', firm);
  y = p.boxes(50, y, [
    ['Certificate No', cert],
    ['Installation date', show(date, 'dot')],
    ['Installing company', firm],
    ['Panel make', make],
    ['Serial No', serial],
    ['Location', 'Reception'],
  ]);
  p.text(50, y, 'The installation complies with SANS 10139.', 9);
  p.form(50, y + 30, [['Name of competent person', tech]], 1);
  return {
    pages: [p],
    truth: {
      kind: 'INSTALLATION_CERTIFICATE',
      document: { certificateNumber: cert, signatory: tech, contractor: firm },
      assets: [{ type: 'FIRE_ALARM_PANEL', serial, make, location: 'Reception', installedOn: date }],
    },
  };
};

/** Delivery note or invoice: qty, description, serials. */
const delivery: Template = (r) => {
  const p = new Page();
  const firm = r.pick(FIRMS);
  const date = dateOf(r);
  let y = heading(p, r, r.pick(['DELIVERY NOTE', 'TAX INVOICE']), firm);
  y = p.form(50, y, [
    ['Invoice No', `INV${r.int(10000, 99999)}`],
    ['Date', show(date, 'dmy')],
    ['Customer', 'Harbour Cold Stores'],
    ['Order No', `PO-${r.int(100, 999)}`],
  ]);
  const exts = extinguishers(r, r.int(2, 4));
  y = p.table(
    50,
    y + 4,
    [40, 230, 100, 70, 60],
    ['Qty', 'Description', 'Serial No', 'Unit price', 'Total'],
    exts.map((e) => ['1', `${e.size} ${e.label} fire extinguisher`, e.serial, 'R 850.00', 'R 850.00']),
  );
  p.text(50, y + 10, 'Goods received in good order:  ____________', 9);
  return {
    pages: [p],
    truth: {
      kind: 'DELIVERY_NOTE',
      document: {},
      assets: exts.map((e) => ({ type: e.type, serial: e.serial })),
    },
  };
};

/** Log book page: SANS 10139 record of events. */
const logBook: Template = (r) => {
  const p = new Page();
  const firm = r.pick(FIRMS);
  p.text(
    50,
    40,
    r.pick(['FIRE DETECTION SYSTEM LOG BOOK', 'Fire Alarm Log Book', 'RECORD OF EVENTS - SANS 10139']),
    15,
    true,
  );
  p.text(
    50,
    62,
    `Premises: ${r.pick(['Oak Park Offices', 'Hillcrest Clinic', 'Summit School'])}    Maintained by: ${firm}`,
    9,
  );
  const rows = Array.from({ length: r.int(6, 10) }, () => {
    const d = dateOf(r, 2023, 2025);
    return [
      show(d, 'dmy'),
      `${pad(r.int(7, 17))}:${pad(r.int(0, 59))}`,
      r.pick([
        'Weekly test zone 3',
        'False alarm kitchen',
        'Battery check',
        'Fault cleared',
        'Sounder test',
        'Service visit',
      ]),
      r.pick(['Tested OK', 'Reset', 'Reported', 'None']),
      r.pick(['TM', 'PvdM', 'SN', 'JB']),
    ];
  });
  p.table(50, 90, [80, 50, 170, 120, 75], ['Date', 'Time', 'Event', 'Action taken', 'Signature'], rows, 9);
  return { pages: [p], truth: { kind: 'LOG_BOOK', document: {}, assets: [] } };
};

/** A letter: prose, nothing the reader should propose but its kind. */
const letter: Template = (r) => {
  const p = new Page();
  const firm = r.pick(FIRMS);
  const date = dateOf(r);
  p.text(50, 40, firm, 14, true);
  p.text(50, 80, show(date, 'dMonY'), 10);
  p.text(50, 110, 'Dear Sir / Madam', 10);
  const body = [
    'We refer to our visit to your premises last month and wish to confirm',
    `that the quotation for ${r.int(3, 12)} additional extinguishers remains valid for thirty days.`,
    'Please contact our office should you wish to proceed with the order.',
    'We thank you for your continued support.',
  ];
  body.forEach((line, i) => {
    p.text(50, 135 + i * 16, line, 10);
  });
  p.text(50, 230, 'Yours faithfully', 10);
  p.text(50, 270, r.pick(PEOPLE), 10);
  return { pages: [p], truth: { kind: 'OTHER', document: {}, assets: [] } };
};

// ---------------------------------------------------------------- validation templates
// Written after the reader was tuned on the templates above, and scored without tuning on them
// (`--set validation`): a check on how far the tuning carries to layouts it has not seen.

/** Service certificate: two-column form with wide gaps, S/N table with per-row dates and kPa gauges. */
const vServiceWide: Template = (r) => {
  const p = new Page();
  const firm = r.pick(FIRMS);
  const cert = `${r.pick(['FS', 'CS', 'BG'])}${r.int(10000, 99999)}`;
  const date = dateOf(r);
  const tech = r.pick(PEOPLE);
  const reg = `${r.int(10, 99)}-${r.int(1000, 9999)}`;
  let y = heading(p, r, 'Fire Equipment Inspection Certificate', firm);
  const rows: [string, string][] = [
    ['Cert. No.', cert],
    ['Inspection date', show(date, 'ymd').replaceAll('-', '/')],
    ['Name of technician', tech],
    ['SAQCC No.', reg],
  ];
  for (const [label, value] of rows) {
    p.text(50, y, label, 10);
    p.text(200, y, value, 10);
    y += 18;
  }
  const exts = extinguishers(r, r.int(3, 6));
  y = p.table(
    50,
    y + 8,
    [70, 150, 90, 80, 70, 60],
    ['S/N', 'Description', 'Floor', 'Serviced', 'Gauge (kPa)', 'Weight'],
    exts.map((e) => [
      e.serial,
      `${e.size} ${e.label}`,
      e.location,
      show(date, 'dmy'),
      e.pressure ? String(e.pressure * 100) : '-',
      `${e.mass} kg`,
    ]),
  );
  return {
    pages: [p],
    truth: {
      kind: 'SERVICE_CERTIFICATE',
      document: { certificateNumber: cert, serviceDate: date, signatory: tech, saqccNumber: reg },
      assets: exts.map((e) => ({
        type: e.type,
        serial: e.serial,
        location: e.location,
        lastServiceOn: date,
        readings: { ...(e.pressure ? { GAUGE_PRESSURE: e.pressure } : {}), GROSS_MASS: e.mass },
      })),
    },
  };
};

/** Hydrostatic test: form, then a table with its own last-HPT column. */
const vHydroHpt: Template = (r) => {
  const p = new Page();
  const firm = r.pick(FIRMS);
  const cert = `HPT-${r.int(1000, 9999)}`;
  const date = dateOf(r);
  const tech = r.pick(PEOPLE);
  let y = heading(p, r, 'Pressure Test Certificate', firm);
  y = p.form(50, y, [
    ['Certificate number', cert],
    ['Date tested', show(date, 'dMonY')],
    ['Tested by', tech],
    ['Contractor', firm],
  ]);
  const exts = extinguishers(r, r.int(2, 5));
  y = p.table(
    50,
    y + 6,
    [110, 90, 90, 110, 90],
    ['Cylinder Serial', 'Contents', 'Size', 'Last HPT', 'Result'],
    exts.map((e) => [e.serial, e.label, e.size, show(date, 'dmy'), 'Passed']),
  );
  return {
    pages: [p],
    truth: {
      kind: 'HYDROSTATIC_TEST',
      document: { certificateNumber: cert, testDate: date, signatory: tech, contractor: firm },
      assets: exts.map((e) => ({ type: e.type, serial: e.serial, lastTestOn: date })),
    },
  };
};

/** A letter confirming a service, with a table of what was serviced; the date is in the prose. */
const vServiceLetter: Template = (r) => {
  const p = new Page();
  const firm = r.pick(FIRMS);
  const date = dateOf(r);
  const tech = r.pick(PEOPLE);
  p.text(50, 40, firm, 14, true);
  p.text(50, 84, 'SERVICE REPORT', 14, true);
  p.text(
    50,
    110,
    `This is to confirm that the equipment listed below was serviced on ${show(date, 'dMonY')}`,
    10,
  );
  p.text(50, 124, 'in accordance with SANS 1475 and found to be in working order.', 10);
  const exts = extinguishers(r, r.int(3, 5));
  const y = p.table(
    50,
    150,
    [110, 120, 150],
    ['Serial Number', 'Extinguisher type', 'Location'],
    exts.map((e) => [e.serial, e.label, e.location]),
  );
  p.text(50, y + 20, `Serviced by: ${tech}`, 10);
  return {
    pages: [p],
    truth: {
      kind: 'SERVICE_REPORT',
      // The date is only in the prose: a reader may miss it (and the carried dates with it).
      document: { serviceDate: date, signatory: tech },
      assets: exts.map((e) => ({
        type: e.type,
        serial: e.serial,
        location: e.location,
        lastServiceOn: date,
      })),
    },
  };
};

/** Log book page with the panel named in a header line. */
const vLogPanel: Template = (r) => {
  const p = new Page();
  const serial = serialOf(r, 'ZP');
  const make = r.pick(['Ziton', 'Bosch', 'Notifier']);
  p.text(50, 40, 'FIRE ALARM SYSTEM - LOG BOOK', 15, true);
  p.text(50, 66, `Panel make: ${make}`, 10);
  p.text(220, 66, `Serial No: ${serial}`, 10);
  p.text(400, 66, 'Location: Reception', 10);
  const rows = Array.from({ length: r.int(5, 9) }, () => [
    show(dateOf(r, 2023, 2025), 'dmy'),
    `${pad(r.int(7, 17))}:${pad(r.int(0, 59))}`,
    r.pick(['Weekly bell test', 'Detector fault zone 2', 'Mains failure', 'Fault cleared']),
    r.pick(['OK', 'Reset', 'Called contractor']),
    r.pick(['TM', 'SN', 'JB']),
  ]);
  p.table(
    50,
    92,
    [80, 50, 180, 120, 65],
    ['Date', 'Time', 'Details of event', 'Action', 'Initials'],
    rows,
    9,
  );
  return {
    pages: [p],
    truth: {
      kind: 'LOG_BOOK',
      document: {},
      assets: [{ type: 'FIRE_ALARM_PANEL', serial, make, location: 'Reception' }],
    },
  };
};

/** Installation certificate of hose reels: boxes and a table by Reel No. */
const vInstallReels: Template = (r) => {
  const p = new Page();
  const firm = r.pick(FIRMS);
  const cert = `${r.int(1000, 9999)}`;
  const date = dateOf(r);
  const tech = r.pick(PEOPLE);
  let y = heading(p, r, 'Installation Certificate - Hose Reels', firm);
  y = p.boxes(50, y, [
    ['Certificate No', cert],
    ['Date installed', show(date, 'dmy')],
    ['Installer', firm],
  ]);
  const reels = Array.from({ length: r.int(2, 5) }, () => ({
    serial: serialOf(r, 'R'),
    location: r.pick(PLACES),
  }));
  y = p.table(
    50,
    y,
    [90, 150, 100, 120],
    ['Reel No', 'Location', 'Hose length', 'Flow pressure (kPa)'],
    reels.map((h) => [h.serial, h.location, '30 m', '300']),
  );
  p.form(50, y + 10, [['Signed', tech]], 1);
  return {
    pages: [p],
    truth: {
      kind: 'INSTALLATION_CERTIFICATE',
      // 'Signed' alone is the signature line's label, not a name's: not expected.
      document: { certificateNumber: cert, contractor: firm },
      assets: reels.map((h) => ({
        type: 'HOSE_REEL',
        serial: h.serial,
        location: h.location,
        installedOn: date,
        readings: { FLOW_PRESSURE: 300 },
      })),
    },
  };
};

export const VALIDATION_TEMPLATES: Record<string, Template> = {
  vServiceWide,
  vHydroHpt,
  vServiceLetter,
  vLogPanel,
  vInstallReels,
};

// ---------------------------------------------------------------- fresh templates
// Written (round 3) deliberately unlike the templates above, before the reader's generic changes:
// other label wordings and orders, ALL CAPS labels with dots or none, two forms side by side, tables
// headed in other words, a table running over two pages, dates in words, a landscape page.

const ordinal = (n: number) =>
  `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;
/** '14th of March 2024' */
const inWords = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return `${ordinal(d)} of ${LONG_MONTHS[m - 1]} ${y}`;
};
const BRANDS = ['Lamba', 'Chubb', 'Firechief', 'Dyno'];

/** Service certificate, ALL CAPS labels with dots above boxed values; a table headed Unit No./Equipment/Mfr. */
const fCapsBoxes: Template = (r) => {
  const p = new Page();
  const firm = r.pick(FIRMS);
  const cert = `${r.pick(['C', 'K'])}${r.int(100000, 999999)}`;
  const date = dateOf(r);
  const tech = r.pick(PEOPLE);
  const reg = `${r.int(1000, 9999)}/${r.int(10, 99)}`;
  let y = heading(p, r, 'CERTIFICATE OF SERVICE', firm);
  y = p.boxes(50, y, [
    ['CERT. NO.', cert],
    ['SERVICED ON', show(date, 'dot')],
    ['SITE', 'Bayside Hotel'],
    ['TECHNICIAN', tech],
    ['SAQCC REG.', reg],
    ['CONTRACTOR', firm],
  ]);
  const exts = extinguishers(r, r.int(3, 6));
  const brands = exts.map(() => r.pick(BRANDS));
  y = p.table(
    50,
    y + 4,
    [62, 70, 50, 62, 66, 62, 62, 66],
    ['UNIT NO.', 'EQUIPMENT', 'MFR', 'CAPACITY', 'PRESS. (KPA)', 'SERVICED', 'NEXT INSP.', 'REMARKS'],
    exts.map((e, i) => [
      e.serial,
      `${e.label} ext.`,
      brands[i]!,
      e.size,
      e.pressure ? String(e.pressure * 100) : '-',
      show(date, 'dmy'),
      show(addYears(date, 1), 'dmy'),
      'OK',
    ]),
  );
  return {
    pages: [p],
    truth: {
      kind: 'SERVICE_CERTIFICATE',
      document: {
        certificateNumber: cert,
        serviceDate: date,
        signatory: tech,
        saqccNumber: reg,
        contractor: firm,
      },
      assets: exts.map((e, i) => ({
        type: e.type,
        serial: e.serial,
        make: brands[i],
        lastServiceOn: date,
        readings: e.pressure ? { GAUGE_PRESSURE: e.pressure } : {},
      })),
    },
  };
};

/** Two forms side by side: a hydrant and a hose reel, labels without colons, values at a gap. */
const fTwoUp: Template = (r) => {
  const p = new Page();
  const firm = r.pick(FIRMS);
  const date = dateOf(r);
  const tech = r.pick(PEOPLE);
  let y = heading(p, r, 'Hydrant and Hose Reel Inspection Report', firm);
  p.text(50, y, `Inspection date  ${show(date, 'dMonY')}`, 10);
  p.text(300, y, `Inspector  ${tech}`, 10);
  y += 30;
  const hyd = {
    serial: serialOf(r, 'HYD'),
    location: r.pick(PLACES),
    s: r.pick([450, 500, 600]),
    d: r.pick([250, 300, 350]),
  };
  const reel = { serial: serialOf(r, 'HRL'), location: r.pick(PLACES), kpa: r.pick([250, 300, 350]) };
  p.text(50, y, 'HYDRANT', 11, true);
  p.text(300, y, 'HOSE REEL', 11, true);
  y += 20;
  const left: [string, string][] = [
    ['Identification', hyd.serial],
    ['Sited at', hyd.location],
    ['Static pressure', `${hyd.s} kPa`],
    ['Residual pressure', `${hyd.d} kPa`],
  ];
  const right: [string, string][] = [
    ['Identification', reel.serial],
    ['Sited at', reel.location],
    ['Flow pressure', `${reel.kpa} kPa`],
    ['Hose length', '30 m'],
  ];
  left.forEach(([l, v], i) => {
    p.text(50, y + i * 20, l, 10);
    p.text(160, y + i * 20, v, 10);
  });
  right.forEach(([l, v], i) => {
    p.text(300, y + i * 20, l, 10);
    p.text(410, y + i * 20, v, 10);
  });
  return {
    pages: [p],
    truth: {
      kind: 'SERVICE_REPORT',
      document: { serviceDate: date, signatory: tech },
      assets: [
        {
          type: 'HYDRANT',
          serial: hyd.serial,
          location: hyd.location,
          lastServiceOn: date,
          readings: { STATIC_PRESSURE: hyd.s, RESIDUAL_PRESSURE: hyd.d },
        },
        {
          type: 'HOSE_REEL',
          serial: reel.serial,
          location: reel.location,
          lastServiceOn: date,
          readings: { FLOW_PRESSURE: reel.kpa },
        },
      ],
    },
  };
};

/** A two-page service report, its table running on without a header; the date written in words. */
const fMultiPage: Template = (r) => {
  const p1 = new Page();
  const p2 = new Page();
  const firm = r.pick(FIRMS);
  const date = dateOf(r);
  const tech = r.pick(PEOPLE);
  const no = `${r.int(10000, 99999)}`;
  let y = heading(p1, r, 'Fire Equipment Maintenance Report', firm);
  y = p1.form(
    50,
    y,
    [
      ['Report Number', no],
      ['Date of visit', inWords(date)],
      ['Customer', 'Lakeside Retail Park'],
      ['Engineer', tech],
    ],
    1,
    '.',
  );
  const exts = extinguishers(r, 14);
  const brands = exts.map(() => r.pick(BRANDS));
  const widths = [80, 110, 70, 110, 70, 60];
  const head = ['Identification', 'Description', 'Brand', 'Location', 'Mass (kg)', 'Remarks'];
  const row = (e: Ext, i: number) => [
    e.serial,
    `${e.size} ${e.label}`,
    brands[i]!,
    e.location,
    String(e.mass),
    'Serviced',
  ];
  p1.table(50, y + 6, widths, head, exts.slice(0, 9).map(row));
  p1.text(260, 800, 'Page 1 of 2', 8);
  const y2 = p2.table(
    50,
    60,
    widths,
    ['', '', '', '', '', ''],
    exts.slice(9).map((e, i) => row(e, i + 9)),
  );
  p2.text(50, y2 + 20, `Engineer: ${tech}`, 10);
  p2.text(260, 800, 'Page 2 of 2', 8);
  return {
    pages: [p1, p2],
    truth: {
      kind: 'SERVICE_REPORT',
      document: { certificateNumber: no, serviceDate: date, signatory: tech },
      assets: exts.map((e, i) => ({
        type: e.type,
        serial: e.serial,
        make: brands[i],
        location: e.location,
        lastServiceOn: date,
        readings: { GROSS_MASS: e.mass },
      })),
    },
  };
};

/** A landscape hydrostatic test register: a wide table headed Cylinder ID / Mfr / Tested / Next Test. */
const fLandscape: Template = (r) => {
  const p = new Page();
  p.els.push({ t: 'landscape' });
  const firm = r.pick(FIRMS);
  const cert = `${r.int(2020, 2025)}-${r.int(1000, 9999)}`;
  const date = dateOf(r);
  const tech = r.pick(PEOPLE);
  p.text(50, 36, firm, 14, true);
  p.text(50, 60, 'HYDROSTATIC TESTING REGISTER', 15, true);
  p.line(50, 82, 790, 82);
  p.text(50, 94, `Register No. ${cert}`, 10);
  p.text(300, 94, `Tested ${show(date, 'ymd')}`, 10);
  p.text(520, 94, `Tester ${tech}`, 10);
  const exts = extinguishers(r, r.int(4, 7));
  const brands = exts.map(() => r.pick(BRANDS));
  p.table(
    50,
    120,
    [100, 90, 90, 90, 100, 100, 80, 90],
    ['Cylinder ID', 'Contents', 'Capacity', 'Mfr', 'Tested', 'Next Test', 'Stamp', 'Outcome'],
    exts.map((e, i) => [
      e.serial,
      e.label,
      e.size,
      brands[i]!,
      show(date, 'dmy'),
      show(addYears(date, 5), 'dmy'),
      'Yes',
      'Pass',
    ]),
  );
  return {
    pages: [p],
    truth: {
      kind: 'HYDROSTATIC_TEST',
      document: { testDate: date, signatory: tech },
      assets: exts.map((e, i) => ({ type: e.type, serial: e.serial, make: brands[i], lastTestOn: date })),
    },
  };
};

/** An installation certificate of a panel: labels with dot leaders, in a different order, no colons. */
const fDotLeaders: Template = (r) => {
  const p = new Page();
  const firm = r.pick(FIRMS);
  const cert = `${r.int(10000, 99999)}`;
  const date = dateOf(r);
  const tech = r.pick(PEOPLE);
  const serial = serialOf(r, 'FP');
  const make = r.pick(['Ziton', 'Bosch', 'Notifier', 'Morley']);
  const batt = r.pick([26.9, 27.2, 27.4]);
  let y = heading(p, r, 'Fire Detection - Commissioning', firm);
  const rows: [string, string][] = [
    ['Installed by', firm],
    ['Commissioned', show(date, 'dMonY')],
    ['Equipment', 'Fire alarm panel'],
    ['Brand', make],
    ['Identification', serial],
    ['Sited at', 'Security office'],
    ['Battery (V)', String(batt)],
    ['Certificate', cert],
    ['Competent person', tech],
  ];
  for (const [label, value] of rows) {
    p.text(50, y, `${label} ${'.'.repeat(Math.max(4, 40 - label.length * 2))}`, 10);
    p.text(240, y, value, 10);
    y += 20;
  }
  return {
    pages: [p],
    truth: {
      kind: 'INSTALLATION_CERTIFICATE',
      document: { certificateNumber: cert, signatory: tech, contractor: firm },
      assets: [
        {
          type: 'FIRE_ALARM_PANEL',
          serial,
          make,
          location: 'Security office',
          installedOn: date,
          readings: { BATTERY_VOLTAGE: batt },
        },
      ],
    },
  };
};

/** A gas suppression inspection: no kind in its title, a table headed Container/Weight/Protected area. */
const fGasCheck: Template = (r) => {
  const p = new Page();
  const firm = r.pick(FIRMS);
  const date = dateOf(r);
  const tech = r.pick(PEOPLE);
  const ref = `${r.int(1000, 9999)}`;
  let y = heading(p, r, 'Quarterly Check - Gaseous Suppression', firm);
  y = p.form(
    50,
    y,
    [
      ['VISIT DATE', show(date, 'dmy')],
      ['REF.', ref],
      ['ENGINEER', tech],
      ['CLIENT', 'Northgate Data Centre'],
    ],
    2,
    '',
  );
  const cyls = Array.from({ length: r.int(2, 4) }, () => ({
    serial: serialOf(r, 'GC'),
    mass: r.pick([40, 55, 68, 80]),
    bar: r.pick([25, 42]),
    area: r.pick(['Server room', 'UPS room', 'Archive']),
  }));
  y = p.table(
    50,
    y + 6,
    [90, 80, 90, 100, 140],
    ['Container', 'Agent', 'Weight (kg)', 'Pressure (bar)', 'Protected area'],
    cyls.map((c) => [c.serial, 'Inergen', String(c.mass), String(c.bar), c.area]),
  );
  return {
    pages: [p],
    truth: {
      kind: 'SERVICE_REPORT',
      document: { serviceDate: date, signatory: tech },
      assets: cyls.map((c) => ({
        type: 'GAS_CYLINDER',
        serial: c.serial,
        location: c.area,
        lastServiceOn: date,
        readings: { AGENT_MASS: c.mass, CYLINDER_PRESSURE: c.bar },
      })),
    },
  };
};

export const FRESH_TEMPLATES: Record<string, Template> = {
  fCapsBoxes,
  fTwoUp,
  fMultiPage,
  fLandscape,
  fDotLeaders,
  fGasCheck,
};

// Second fresh set (round 3), written after the generic changes and scored once without tuning.

/** A hose reel register: header words of its own, the date after 'Inspected on'. */
const gReelRegister: Template = (r) => {
  const p = new Page();
  const firm = r.pick(FIRMS);
  const date = dateOf(r);
  const tech = r.pick(PEOPLE);
  let y = heading(p, r, 'Annual Inspection - Fire Hose Reels', firm);
  y = p.form(50, y, [
    ['Inspected on', show(date, 'dMonY')],
    ['By', tech],
  ]);
  const reels = Array.from({ length: r.int(3, 6) }, () => ({
    serial: serialOf(r, 'FHR'),
    location: r.pick(PLACES),
    kpa: r.pick([220, 280, 310, 360]),
  }));
  y = p.table(
    50,
    y + 6,
    [80, 120, 90, 70, 80, 60],
    ['Reel Ref', 'Where', 'Last checked', 'Hose (m)', 'Flow (kPa)', 'Comments'],
    reels.map((h) => [h.serial, h.location, show(date, 'dmy'), '30', String(h.kpa), 'Fine']),
  );
  return {
    pages: [p],
    truth: {
      kind: 'SERVICE_REPORT',
      document: { serviceDate: date },
      assets: reels.map((h) => ({
        type: 'HOSE_REEL',
        serial: h.serial,
        location: h.location,
        lastServiceOn: date,
        readings: { FLOW_PRESSURE: h.kpa },
      })),
    },
  };
};

/** A pump run sheet in capital boxes, readings with the unit in the label. */
const gPumpBoxes: Template = (r) => {
  const p = new Page();
  const firm = r.pick(FIRMS);
  const date = dateOf(r);
  const tech = r.pick(PEOPLE);
  const serial = serialOf(r, 'DP');
  const make = r.pick(['Grundfos', 'KSB', 'Sulzer']);
  const start = r.pick([7, 7.5, 8]);
  const oil = r.pick([3.5, 4, 4.5]);
  let y = heading(p, r, 'DIESEL FIRE PUMP - WEEKLY RUN', firm);
  y = p.boxes(50, y, [
    ['PUMP S/N', serial],
    ['MAKE', make],
    ['RUN DATE', show(date, 'dot')],
    ['START PRESS. (BAR)', String(start)],
    ['OIL PRESS. (BAR)', String(oil)],
    ['OPERATOR', tech],
  ]);
  p.text(50, y + 10, 'Pump ran for 30 minutes. No leaks. Fuel tank full.', 9);
  return {
    pages: [p],
    truth: {
      kind: 'SERVICE_REPORT',
      document: { serviceDate: date, signatory: tech },
      assets: [
        {
          type: 'SPRINKLER_DIESEL_PUMP',
          serial,
          make,
          lastServiceOn: date,
          readings: { START_PRESSURE: start, OIL_PRESSURE: oil },
        },
      ],
    },
  };
};

/** A cylinder test certificate with the date month-first in words, a table headed 'Ser.' / 'Maker'. */
const gCylinderCert: Template = (r) => {
  const p = new Page();
  const firm = r.pick(FIRMS);
  const cert = `T${r.int(10000, 99999)}`;
  const date = dateOf(r);
  const [yy, mm, dd] = date.split('-').map(Number) as [number, number, number];
  const tech = r.pick(PEOPLE);
  let y = heading(p, r, 'Certificate of Cylinder Test', firm);
  y = p.form(
    50,
    y,
    [
      ['CERTIFICATE #', cert],
      ['DATE OF TEST', `${LONG_MONTHS[mm - 1]} ${dd}, ${yy}`],
      ['EXAMINED BY', tech],
    ],
    1,
    ' -',
  );
  const exts = extinguishers(r, r.int(3, 5));
  const brands = exts.map(() => r.pick(BRANDS));
  p.table(
    50,
    y + 6,
    [90, 100, 80, 90, 80],
    ['Ser.', 'Extinguisher', 'Maker', 'Location', 'Verdict'],
    exts.map((e, i) => [e.serial, `${e.size} ${e.label}`, brands[i]!, e.location, 'Passed']),
  );
  return {
    pages: [p],
    truth: {
      kind: 'HYDROSTATIC_TEST',
      document: { certificateNumber: cert, testDate: date, signatory: tech },
      assets: exts.map((e, i) => ({
        type: e.type,
        serial: e.serial,
        make: brands[i],
        location: e.location,
        lastTestOn: date,
      })),
    },
  };
};

export const FRESH2_TEMPLATES: Record<string, Template> = { gReelRegister, gPumpBoxes, gCylinderCert };

export const TEMPLATES: Record<string, Template> = {
  serviceCertTable,
  serviceCertBoxes,
  hoseReport,
  panelReport,
  pumpReport,
  hydroTable,
  hydroForm,
  installGas,
  installPanel,
  delivery,
  logBook,
  letter,
};

/** `copies` documents of every template, each with its own seed. */
export function buildCorpus(copies = 3, seed = 1, templates = TEMPLATES): DevDoc[] {
  const docs: DevDoc[] = [];
  for (const [name, template] of Object.entries(templates)) {
    for (let i = 0; i < copies; i++) {
      const s = seed * 1000 + docs.length * 17 + i;
      const { pages, truth } = template(rand(s), s);
      docs.push({ id: `${name}-${i}`, pages: pages.map((page) => page.els), truth });
    }
  }
  return docs;
}
