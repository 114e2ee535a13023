/**
 * Two more sets of unseen layouts for the development corpus (issue 32), `--set fresh3` and `--set fresh4`,
 * written without looking at the reader to check how its rules carry to paperwork it was never tuned on:
 * letterheads with registration and VAT numbers, stamps and footers, colon-aligned and colonless forms,
 * labels above values and under signature rules, unruled and transposed tables, a report and an invoice
 * running over two pages, dates written every way South Africans write them, pressures in bar, kPa, MPa
 * and psi, decimal commas. Order, account, VAT, phone, permit, vehicle and page numbers look like serials
 * and dates but are not what a reader should propose: the truth leaves them out.
 */
import { PRESSURE_FACTORS_TO_BAR } from '@firebreak/shared';
import { Page, type Rand, type Template, type TruthAsset } from './docs';

// ---------------------------------------------------------------- drawing

const charWidth = (c: string) =>
  c === ' ' ? 0.28 : /[A-Z0-9#%&@]/.test(c) ? 0.64 : /[ijlt.,:;'|!/()-]/.test(c) ? 0.3 : 0.53;
/** Roughly how wide Helvetica sets a text, in points: enough to right-align and centre. */
const widthOf = (text: string, size: number, bold = false) =>
  [...text].reduce((w, c) => w + charWidth(c), 0) * size * (bold ? 1.1 : 1);
const rightText = (p: Page, right: number, y: number, text: string, size = 10, bold = false) =>
  p.text(right - widthOf(text, size, bold), y, text, size, bold);
const centreText = (p: Page, centre: number, y: number, text: string, size = 10, bold = false) =>
  p.text(centre - widthOf(text, size, bold) / 2, y, text, size, bold);

type Pair = [string, string];

/** Labels at x, their colons lined up at x + labelW, values after; returns the y below. */
function colonForm(p: Page, x: number, y: number, pairs: Pair[], labelW: number, size = 9.5): number {
  const step = size * 1.75;
  pairs.forEach(([label, value], i) => {
    p.text(x, y + i * step, label, size);
    p.text(x + labelW, y + i * step, ':', size);
    p.text(x + labelW + 8, y + i * step, value, size);
  });
  return y + pairs.length * step;
}

/** Labels with no colon, values at a gap; returns the y below. */
function gapForm(p: Page, x: number, y: number, pairs: Pair[], gap: number, size = 10, bold = false): number {
  const step = size * 1.75;
  pairs.forEach(([label, value], i) => {
    p.text(x, y + i * step, label, size, bold);
    p.text(x + gap, y + i * step, value, size);
  });
  return y + pairs.length * step;
}

/** Label/value pairs strung along one line with wide gaps ('Make Ziton    Model ZP3 …'). */
function inlinePairs(p: Page, x: number, y: number, pairs: Pair[], size = 9.5, colon = ''): void {
  let cx = x;
  for (const [label, value] of pairs) {
    const l = `${label}${colon}`;
    p.text(cx, y, l, size, true);
    cx += widthOf(l, size, true) + 6;
    p.text(cx, y, value, size);
    cx += widthOf(value, size) + 18;
  }
}

/** A row of boxes of chosen widths, a small label above each value; returns the y below. */
function boxRow(p: Page, x: number, y: number, cells: [string, string, number][], h = 32): number {
  let bx = x;
  for (const [label, value, w] of cells) {
    p.rect(bx, y, w, h);
    p.text(bx + 4, y + 3.5, label, 6.8);
    p.text(bx + 5, y + 15, value, 10);
    bx += w;
  }
  return y + h;
}

/** A value over a rule with its label under the rule, as signature blocks are. */
function underRule(p: Page, x: number, y: number, w: number, value: string, label: string): void {
  p.text(x + 2, y, value, 10);
  p.line(x, y + 14, x + w, y + 14);
  p.text(x, y + 18, label, 7.5);
}

type TableOpts = { size?: number; step?: number; headRule?: boolean; boldHead?: boolean };
/** A table with no ruling at all, or only a rule under its header; returns the y below. */
function looseTable(
  p: Page,
  x: number,
  y: number,
  widths: number[],
  head: string[],
  rows: string[][],
  { size = 9, step = size * 1.9, headRule = true, boldHead = true }: TableOpts = {},
): number {
  const total = widths.reduce((a, b) => a + b, 0);
  [head, ...rows].forEach((row, r) => {
    let cx = x;
    row.forEach((cell, c) => {
      p.text(cx, y + r * step, cell, size, r === 0 && boldHead);
      cx += widths[c]!;
    });
  });
  if (headRule) p.line(x, y + step - 4, x + total, y + step - 4);
  return y + (rows.length + 1) * step + 8;
}

/** A table ruled across only, no column lines; returns the y below. */
function acrossTable(
  p: Page,
  x: number,
  y: number,
  widths: number[],
  head: string[],
  rows: string[][],
  size = 8.5,
): number {
  const rowH = size * 2.2;
  const total = widths.reduce((a, b) => a + b, 0);
  [head, ...rows].forEach((row, r) => {
    let cx = x;
    row.forEach((cell, c) => {
      p.text(cx + 2, y + r * rowH + rowH * 0.28, cell, size, r === 0);
      cx += widths[c]!;
    });
    p.line(x, y + r * rowH, x + total, y + r * rowH);
  });
  p.line(x, y + (rows.length + 1) * rowH, x + total, y + (rows.length + 1) * rowH);
  p.line(x, y + rowH - 1.5, x + total, y + rowH - 1.5);
  return y + (rows.length + 1) * rowH + 12;
}

/** A rubber stamp: a double border with its lines centred. */
function stamp(p: Page, x: number, y: number, w: number, lines: string[]): void {
  const h = 12 + lines.length * 13;
  p.rect(x, y, w, h);
  p.rect(x + 3, y + 3, w - 6, h - 6);
  lines.forEach((line, i) => {
    centreText(p, x + w / 2, y + 8 + i * 13, line, i === 0 ? 10 : 8, i === 0);
  });
}

// ---------------------------------------------------------------- values

type Firm = {
  name: string;
  short: string;
  initials: string;
  reg: string;
  vat: string;
  tel: string;
  fax: string;
  email: string;
  street: string;
  town: string;
  code: string;
  directors: string;
};
const FIRMS: [string, string][] = [
  ['Ukhozi Fire Services (Pty) Ltd', 'ukhozifire.co.za'],
  ['Protea Fire & Safety CC', 'proteafire.co.za'],
  ['Amanzi Fire Protection (Pty) Ltd', 'amanzifire.co.za'],
  ['Coastal Fire Engineering CC', 'coastalfire.co.za'],
  ['Lowveld Fire Equipment (Pty) Ltd', 'lowveldfire.co.za'],
  ['Table Bay Fire Systems (Pty) Ltd', 'tbfire.co.za'],
  ['Vaal Fire & Rescue Supplies CC', 'vaalfire.co.za'],
];
const TOWNS: [string, string, string][] = [
  ['Sebenza, Edenvale', '1610', '011'],
  ['Montague Gardens, Cape Town', '7441', '021'],
  ['New Germany, Pinetown', '3610', '031'],
  ['Silverton, Pretoria', '0184', '012'],
  ['Struandale, Gqeberha', '6001', '041'],
  ['Vanderbijlpark', '1911', '016'],
];
const STREETS = [
  '14 Kelvin Drive',
  '3 Nobel Street',
  'Unit 7, Prime Park',
  '221 Main Reef Road',
  '9 Bessemer Ave',
];
const PEOPLE = [
  'Nomvula Sithole',
  'Willem Steyn',
  'Kagiso Molefe',
  'Charl du Toit',
  'Precious Nkosi',
  'Mandla Zulu',
  'Annelie Visser',
  'Tshepo Maseko',
  'Riaan Coetzee',
  'Fatima Patel',
  'Bongani Mahlangu',
  'Elmarie Kruger',
];
const CLIENTS = [
  'Sunridge Primary School',
  'Meadowbrook Distribution Centre',
  'Ridgeview Data Park',
  'Umhlanga Ridge Offices',
  'Kloof Street Medical Suites',
  'Boksburg Cold Storage',
  'Greenpoint Marina Apartments',
  'Waterfall Logistics Hub',
  'Stellenbosch Cellars',
];
const PLACES = [
  'Reception',
  'Canteen',
  'Fire escape L3',
  'Workshop bay 2',
  'Dispatch',
  'Generator room',
  'Admin block',
  'Cold room passage',
  'Security gate',
  'Laboratory',
  'Paint store',
  'Parking B1',
  'Staff kitchen',
  'Main switchroom',
];
const FLOORS = ['Ground floor', 'Level 1', 'Level 2', 'Level 3', 'Basement', 'Mezzanine'];
const BRANDS = ['Firechief', 'Protek', 'Dyno', 'Chubb', 'Flameguard', 'Lamba'];
const LETTERS = 'ABCDEFGHJKLMNPRSTWXZ';

const digits = (r: Rand, n: number) => Array.from({ length: n }, () => String(r.int(0, 9))).join('');
const letter = (r: Rand) => LETTERS[r.int(0, LETTERS.length - 1)]!;

function firmOf(r: Rand): Firm {
  const [name, domain] = r.pick(FIRMS);
  const [town, code, area] = r.pick(TOWNS);
  const cc = name.endsWith('CC');
  const words = name.split(' ');
  const first = r.pick(PEOPLE);
  const second = r.pick(PEOPLE.filter((person) => person !== first));
  return {
    name,
    short: words.slice(0, 2).join(' '),
    initials: `${words[0]![0]}${words[1]![0]}`,
    reg: `${cc ? 'CK ' : ''}${r.int(1996, 2018)}/${digits(r, 6)}/${cc ? '23' : '07'}`,
    vat: `4${digits(r, 9)}`,
    tel: `${area} ${r.int(200, 899)} ${digits(r, 4)}`,
    fax: `086 ${r.int(100, 699)} ${digits(r, 4)}`,
    email: `info@${domain}`,
    street: r.pick(STREETS),
    town,
    code,
    directors: `${cc ? 'Members' : 'Directors'}: ${first}, ${second}`,
  };
}

const cell = (r: Rand) => `0${r.pick([72, 76, 82, 83, 84])} ${r.int(100, 999)} ${digits(r, 4)}`;

// ---------------------------------------------------------------- dates

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
type Fmt =
  | 'iso'
  | 'dmy'
  | 'dot'
  | 'dMon'
  | 'dMonth'
  | 'monthDY'
  | 'dMonDash'
  | 'ymdSlash'
  | 'dotShort'
  | 'dMonNoYear';
const pad = (n: number) => String(n).padStart(2, '0');

function dateIn(r: Rand, from = 2021, to = 2025): string {
  return `${r.int(from, to)}-${pad(r.int(1, 12))}-${pad(r.int(1, 28))}`;
}
function fmt(iso: string, f: Fmt): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const forms: Record<Fmt, string> = {
    iso,
    dmy: `${pad(d)}/${pad(m)}/${y}`,
    dot: `${pad(d)}.${pad(m)}.${y}`,
    dMon: `${d} ${MONTHS[m - 1]} ${y}`,
    dMonth: `${d} ${LONG_MONTHS[m - 1]} ${y}`,
    monthDY: `${LONG_MONTHS[m - 1]} ${d}, ${y}`,
    dMonDash: `${pad(d)}-${MONTHS[m - 1]}-${y}`,
    ymdSlash: iso.replaceAll('-', '/'),
    dotShort: `${pad(d)}.${pad(m)}.${String(y).slice(2)}`,
    dMonNoYear: `${d} ${MONTHS[m - 1]}`,
  };
  return forms[f];
}
const plusYears = (iso: string, n: number) => `${Number(iso.slice(0, 4)) + n}${iso.slice(4)}`;
function plusDays(iso: string, n: number): string {
  const t = new Date(`${iso}T00:00:00Z`);
  t.setUTCDate(t.getUTCDate() + n);
  return t.toISOString().slice(0, 10);
}
/** A hydrostatic test stamp is month and year only ('03/25'): no date a reader should take. */
const stampMonth = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(2, 4)}`;

// ---------------------------------------------------------------- money

/** Thousands set apart by spaces, as South African paperwork writes them ('1 250'). */
const grouped = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
const rands = (cents: number) => {
  const [whole, part] = (cents / 100).toFixed(2).split('.') as [string, string];
  return `R ${grouped(Number(whole))}.${part}`;
};

// ---------------------------------------------------------------- equipment

type Agent = 'DCP' | 'CO2' | 'FOAM';
type Ext = {
  type: string;
  agent: Agent;
  capacity: number;
  unit: 'kg' | 'L';
  serial: string;
  location: string;
  floor: string;
  make: string;
  /** Gauge pressure in bar; none on a CO2 extinguisher. */
  bar?: number;
  mass: number;
};
const EXT_KINDS: { agent: Agent; capacity: number; unit: 'kg' | 'L'; masses: number[] }[] = [
  { agent: 'DCP', capacity: 9, unit: 'kg', masses: [14.4, 14.8, 15.2, 15.6] },
  { agent: 'DCP', capacity: 9, unit: 'kg', masses: [14.5, 14.9, 15.3] },
  { agent: 'DCP', capacity: 4.5, unit: 'kg', masses: [7.8, 8.1, 8.4] },
  { agent: 'DCP', capacity: 2.5, unit: 'kg', masses: [4.4, 4.7, 4.9] },
  { agent: 'CO2', capacity: 5, unit: 'kg', masses: [14.3, 14.9, 15.4] },
  { agent: 'CO2', capacity: 2, unit: 'kg', masses: [6.2, 6.6, 7.1] },
  { agent: 'FOAM', capacity: 9, unit: 'L', masses: [13.8, 14.2, 14.7] },
];
const TYPE_OF: Record<Agent, string> = {
  DCP: 'EXTINGUISHER_DCP',
  CO2: 'EXTINGUISHER_CO2',
  FOAM: 'EXTINGUISHER_FOAM',
};

type SerialStyle = 'letters' | 'dash' | 'slash' | 'digits' | 'mixed';
function serialIn(r: Rand, style: SerialStyle, prefix = ''): string {
  if (style === 'letters') return `${prefix || `${letter(r)}${letter(r)}`}${digits(r, 5)}`;
  if (style === 'dash') return `${prefix || letter(r)}-${r.int(100000, 999999)}`;
  if (style === 'slash') return `${pad(r.int(12, 23))}/${digits(r, 5)}`;
  if (style === 'digits') return `${r.int(1000000, 9999999)}`;
  return `${pad(r.int(15, 24))}${letter(r)}${digits(r, 4)}`;
}

function extinguishers(r: Rand, n: number, style: SerialStyle): Ext[] {
  return Array.from({ length: n }, () => {
    const k = r.pick(EXT_KINDS);
    return {
      type: TYPE_OF[k.agent],
      agent: k.agent,
      capacity: k.capacity,
      unit: k.unit,
      serial: serialIn(r, style),
      location: r.pick(PLACES),
      floor: r.pick(FLOORS),
      make: r.pick(BRANDS),
      bar: k.agent === 'CO2' ? undefined : r.pick([13, 13.5, 14, 14.5, 15]),
      mass: r.pick(k.masses),
    };
  });
}
const capOf = (e: Ext, space = ' ') => `${e.capacity}${space}${e.unit}`;
/** Gross mass and, but on CO2, the gauge: the readings a service paper carries. */
const extReadings = (e: Ext, bar = e.bar) => ({
  ...(bar !== undefined ? { GAUGE_PRESSURE: bar } : {}),
  GROSS_MASS: e.mass,
});

// ---------------------------------------------------------------- letterheads and footers

/** A logo box on the left, the firm's name and contacts right-aligned. */
function letterheadRight(p: Page, f: Firm): number {
  p.rect(50, 34, 54, 40);
  centreText(p, 77, 46, f.initials, 15, true);
  rightText(p, 545, 34, f.name, 13, true);
  rightText(p, 545, 52, `${f.street}, ${f.town}, ${f.code}`, 8);
  rightText(p, 545, 62, `Tel ${f.tel}   Fax ${f.fax}   ${f.email}`, 8);
  p.line(50, 84, 545, 84);
  return 98;
}

/** The firm centred over a double rule. */
function letterheadCentre(p: Page, f: Firm): number {
  centreText(p, 297, 32, f.name, 15, true);
  centreText(p, 297, 52, `${f.street} | ${f.town} | ${f.code}`, 8);
  centreText(p, 297, 62, `Tel: ${f.tel} | Fax: ${f.fax} | ${f.email}`, 8);
  p.line(50, 78, 545, 78);
  p.line(50, 80.5, 545, 80.5);
  return 94;
}

/** The firm's name in capitals in a band, its contacts on one line under it. */
function letterheadBand(p: Page, f: Firm): number {
  p.rect(50, 30, 495, 28);
  p.text(58, 38, f.name.toUpperCase(), 12, true);
  p.text(50, 64, `${f.street}, ${f.town} ${f.code}   |   T ${f.tel}   |   ${f.email}`, 8);
  return 86;
}

/** The firm's name and address stacked on the left. */
function letterheadLeft(p: Page, f: Firm): number {
  p.text(50, 32, f.name, 14, true);
  p.text(50, 51, f.street, 8.5);
  p.text(50, 61, `${f.town}, ${f.code}`, 8.5);
  p.text(50, 71, `T ${f.tel}   E ${f.email}`, 8.5);
  return 92;
}

/** Registration and VAT numbers under a rule at the foot of the page; a page note on the right. */
function footer(p: Page, f: Firm, note?: string): void {
  p.line(50, 794, 545, 794);
  p.text(50, 800, `${f.name}  |  Reg. No. ${f.reg}  |  VAT No. ${f.vat}`, 7);
  p.text(50, 810, f.directors, 6.5);
  if (note) rightText(p, 545, 810, note, 7.5);
}

// ================================================================ fresh3

/** SANS 1475 certificate: colon-aligned two-column header, a Position-first table in kPa with per-row hydro dates. */
const hExtColons: Template = (r) => {
  const p = new Page();
  const f = firmOf(r);
  const cert = `${r.int(1000, 9999)}`;
  const date = dateIn(r);
  const df = r.pick<Fmt>(['dMon', 'dmy']);
  const tech = r.pick(PEOPLE);
  const reg = `PE ${r.int(1000, 9999)}`;
  let y = letterheadRight(p, f);
  centreText(p, 297, y + 2, 'CERTIFICATE OF SERVICE', 15, true);
  centreText(p, 297, y + 21, 'Portable fire extinguishers - SANS 1475-1', 9);
  y += 44;
  colonForm(
    p,
    50,
    y,
    [
      [r.pick(['Certificate #', 'Cert No.']), cert],
      ['Client', r.pick(CLIENTS)],
      ['Site', `${r.int(2, 180)} ${r.pick(['Jan Smuts Ave', 'Old Main Road', 'Church Street'])}`],
      ['Order no', `PO ${r.int(40000, 89999)}`],
    ],
    62,
  );
  y = colonForm(
    p,
    320,
    y,
    [
      [r.pick(['Date of service', 'Serviced on']), fmt(date, df)],
      ['Next due', fmt(plusYears(date, 1), df)],
      ['Contact', r.pick(PEOPLE)],
      ['Tel', cell(r)],
    ],
    72,
  );
  const exts = extinguishers(r, r.int(6, 9), 'letters');
  const hydros = exts.map(() => dateIn(r, 2016, Number(date.slice(0, 4)) - 1));
  y = p.table(
    50,
    y + 10,
    [100, 45, 42, 62, 68, 45, 40, 83],
    ['Position', 'Equip.', 'Cap.', 'Brand', 'Ser#', 'kPa', 'kg', 'Last hydro'],
    exts.map((e, i) => [
      e.location,
      e.agent === 'FOAM' ? 'AFFF' : e.agent,
      capOf(e, ''),
      e.make,
      e.serial,
      e.bar === undefined ? '-' : String(Math.round(e.bar * 100)),
      e.mass.toFixed(1),
      fmt(hydros[i]!, 'dmy'),
    ]),
  );
  const permit = r.int(1000, 9999);
  colonForm(
    p,
    50,
    y + 14,
    [
      ['Service technician', tech],
      ['SAQCC reg. no.', reg],
      ['Service company', f.name],
    ],
    92,
  );
  stamp(p, 395, y + 70, 150, [f.short.toUpperCase(), `SABS PERMIT No. ${permit}`, 'SERVICED']);
  footer(p, f);
  return {
    pages: [p],
    truth: {
      kind: 'SERVICE_CERTIFICATE',
      document: {
        certificateNumber: cert,
        serviceDate: date,
        signatory: tech,
        saqccNumber: reg,
        contractor: f.name,
      },
      assets: exts.map((e, i) => ({
        type: e.type,
        make: e.make,
        serial: e.serial,
        location: e.location,
        lastServiceOn: date,
        lastTestOn: hydros[i],
        readings: extReadings(e),
      })),
    },
  };
};

const PANELS: [string, string][] = [
  ['Ziton', 'ZP3-AB'],
  ['Morley', 'DXc2'],
  ['Notifier', 'ID3000'],
  ['Advanced', 'MxPro 5'],
  ['C-Tec', 'CFP704'],
];

/** SANS 10139 certificate: boxes of unequal widths, a checklist ruled across, the signatory under a rule. */
const hDetectionBoxes: Template = (r) => {
  const p = new Page();
  const f = firmOf(r);
  const cert = `${r.pick(['D', 'FD'])}-${r.int(1000, 9999)}`;
  const date = dateIn(r);
  const tech = r.pick(PEOPLE);
  const reg = `FD${r.int(1000, 9999)}`;
  const [make, model] = r.pick(PANELS);
  const serial = `${r.int(100000, 999999)}`;
  const location = r.pick(['Security office', 'Reception', 'Guard house', 'Main foyer']);
  const batt = r.pick([26.6, 26.9, 27.1, 27.3]);
  const chg = r.pick([27.4, 27.6, 27.8]);
  let y = letterheadCentre(p, f);
  p.text(50, y, 'Fire Detection and Alarm System', 15, true);
  p.text(50, y + 20, 'CERTIFICATE OF INSPECTION (SANS 10139)', 10.5, true);
  y += 42;
  y = boxRow(p, 50, y, [
    ['Cert No.', cert, 120],
    [r.pick(['Inspection date', 'Date inspected']), fmt(date, 'iso'), 130],
    ['Premises', r.pick(CLIENTS), 245],
  ]);
  y = boxRow(p, 50, y, [
    ['Panel make', make, 120],
    ['Model', model, 130],
    ['Unit serial', serial, 120],
    ['Loops / zones', `${r.int(1, 4)} / ${r.int(4, 16)}`, 125],
  ]);
  y = boxRow(p, 50, y, [
    ['Panel location', location, 250],
    ['Batt. V (standby)', batt.toFixed(1), 120],
    ['Charger o/p V', chg.toFixed(1), 125],
  ]);
  y = acrossTable(
    p,
    50,
    y + 18,
    [300, 195],
    ['Check', 'Result'],
    [
      ['Mains supply and panel indicators', 'Satisfactory'],
      [`Standby batteries (2 x 12 V ${r.pick([7, 12, 17])} Ah)`, 'Satisfactory'],
      ['Detectors functionally tested', `${r.int(20, 35)} % sample`],
      ['Manual call points operated', 'All'],
      ['Sounders and beacons', 'Audible throughout'],
      ['Signal to monitoring company', `Received (acc. ${r.int(10000, 99999)})`],
    ],
  );
  p.text(50, y, 'The system was inspected and tested and is in working order.', 9);
  y += 44;
  underRule(p, 50, y, 150, tech, 'Name of competent person');
  underRule(p, 215, y, 120, reg, 'SAQCC Fire reg. no.');
  underRule(p, 350, y, 195, f.name, 'Maintenance contractor');
  footer(p, f);
  return {
    pages: [p],
    truth: {
      kind: 'SERVICE_CERTIFICATE',
      document: {
        certificateNumber: cert,
        serviceDate: date,
        signatory: tech,
        saqccNumber: reg,
        contractor: f.name,
      },
      assets: [
        {
          type: 'FIRE_ALARM_PANEL',
          make,
          model,
          serial,
          location,
          lastServiceOn: date,
          readings: { BATTERY_VOLTAGE: batt, CHARGER_VOLTAGE: chg },
        },
      ],
    },
  };
};

/** SANS 10287 certificate: colonless labels at a gap, a valve set in kPa, a pump table with blank cells. */
const hSprinklerGap: Template = (r) => {
  const p = new Page();
  const f = firmOf(r);
  const date = dateIn(r);
  const cert = `SP ${date.slice(0, 4)}/${r.int(100, 999)}`;
  const tech = r.pick(PEOPLE);
  const reg = `SPR ${r.int(1000, 9999)}`;
  const valve = {
    serial: serialIn(r, 'dash', 'VS'),
    make: r.pick(['Tyco', 'Viking', 'Reliable']),
    model: r.pick(['AV-1-300', 'J-1', 'Model E']),
    location: r.pick(['Pump house', 'Valve room', 'Basement plant room']),
    inst: r.pick([650, 700, 720, 780]),
    drain: r.pick([420, 460, 480, 520]),
  };
  const pumpMake = r.pick(['KSB', 'Grundfos', 'Ebara', 'Sulzer']);
  const duty = { serial: serialIn(r, 'mixed'), start: r.pick([6.5, 7, 7.5]), churn: r.pick([9.5, 10, 10.5]) };
  const jockey = { serial: serialIn(r, 'mixed'), cin: r.pick([7.5, 8]), cout: r.pick([9, 9.5]) };
  let y = letterheadBand(p, f);
  p.text(50, y, 'SPRINKLER SYSTEM INSPECTION CERTIFICATE', 14, true);
  p.text(50, y + 19, 'Annual inspection in terms of SANS 10287', 9);
  y += 40;
  gapForm(
    p,
    50,
    y,
    [
      ['Certificate No.', cert],
      ['Inspection date', fmt(date, 'dot')],
      ['Premises', r.pick(CLIENTS)],
      ['Inspector', tech],
      ['Reg. no', reg],
    ],
    92,
    9.5,
  );
  y = gapForm(
    p,
    330,
    y,
    [
      ['Hazard class', r.pick(['OH 2', 'OH 3', 'HHS 1'])],
      ['Design density', '5 mm/min'],
      ['Tank capacity', `${r.pick([120, 180, 240])} m3`],
      ['Area of operation', `${r.pick([216, 260, 360])} m2`],
    ],
    95,
    9.5,
  );
  y += 28;
  p.text(50, y, 'Installation control valve set', 11, true);
  p.line(50, y + 14, 545, y + 14);
  y += 22;
  gapForm(
    p,
    50,
    y,
    [
      ['Valve S/N', valve.serial],
      ['Make', valve.make],
      ['Model', valve.model],
    ],
    92,
    9.5,
  );
  y = gapForm(
    p,
    300,
    y,
    [
      ['Location', valve.location],
      ['Installation pressure', `${valve.inst} kPa`],
      ['Main drain residual', `${valve.drain} kPa`],
    ],
    118,
    9.5,
  );
  y += 24;
  p.text(50, y, 'Fire pumps', 11, true);
  p.line(50, y + 14, 545, y + 14);
  y = p.table(
    50,
    y + 24,
    [60, 58, 62, 72, 60, 60, 60, 60],
    ['Pump', 'Driver', 'Make', 'S/N', 'Start bar', 'Churn bar', 'Cut-in bar', 'Cut-out bar'],
    [
      ['Duty', 'Electric', pumpMake, duty.serial, String(duty.start), String(duty.churn), '', ''],
      ['Jockey', 'Electric', pumpMake, jockey.serial, '', '', String(jockey.cin), String(jockey.cout)],
    ],
  );
  p.text(
    50,
    y + 6,
    `Remarks: no impairments found. Next inspection due ${fmt(plusYears(date, 1), 'dot')}.`,
    9,
  );
  p.text(50, y + 60, 'Signature  ______________________', 9);
  p.text(320, y + 60, 'Date  ________________', 9);
  footer(p, f);
  return {
    pages: [p],
    truth: {
      kind: 'SERVICE_CERTIFICATE',
      document: { certificateNumber: cert, serviceDate: date, signatory: tech, saqccNumber: reg },
      assets: [
        {
          type: 'SPRINKLER_CONTROL_VALVE',
          make: valve.make,
          model: valve.model,
          serial: valve.serial,
          location: valve.location,
          lastServiceOn: date,
          readings: { INSTALLATION_PRESSURE: valve.inst / 100, MAIN_DRAIN_PRESSURE: valve.drain / 100 },
        },
        {
          type: 'SPRINKLER_ELECTRIC_PUMP',
          make: pumpMake,
          serial: duty.serial,
          lastServiceOn: date,
          readings: { START_PRESSURE: duty.start, CHURN_PRESSURE: duty.churn },
        },
        {
          type: 'SPRINKLER_JOCKEY_PUMP',
          make: pumpMake,
          serial: jockey.serial,
          lastServiceOn: date,
          readings: { CUT_IN_PRESSURE: jockey.cin, CUT_OUT_PRESSURE: jockey.cout },
        },
      ],
    },
  };
};

/** SANS 14520 certificate: two pairs on one line, a panel strung along a line, an unruled table in MPa. */
const hGasUnruled: Template = (r) => {
  const p = new Page();
  const f = firmOf(r);
  const cert = `${r.int(1000, 9999)}`;
  const date = dateIn(r);
  const tech = r.pick(PEOPLE);
  const reg = `GS ${r.int(1000, 9999)}`;
  const agent = r.pick(['FM-200', 'Novec 1230']);
  const panel = {
    make: r.pick(['Sigma', 'Kentec', 'Cooper']),
    model: r.pick(['XT+', 'Syncro AS', 'CF3000']),
    serial: serialIn(r, 'letters', 'GP'),
    batt: r.pick([26.8, 27.0, 27.2]),
  };
  let y = letterheadRight(p, f);
  p.text(50, y, 'Certificate of Inspection and Service', 15, true);
  p.text(50, y + 20, 'Gaseous fire extinguishing system - SANS 14520', 9);
  y += 42;
  p.text(50, y, `Certificate #: ${cert}`, 10);
  p.text(300, y, `Serviced on: ${fmt(date, 'dMonth')}`, 10);
  p.text(50, y + 17, `Client: ${r.pick(CLIENTS)}`, 10);
  p.text(300, y + 17, `Site ref: ${letter(r)}${letter(r)}-${r.int(100, 999)}`, 10);
  y += 46;
  p.text(50, y, 'Extinguishing control panel', 10.5, true);
  inlinePairs(p, 50, y + 18, [
    ['Make', panel.make],
    ['Model', panel.model],
    ['Ser#', panel.serial],
    ['Batt.', `${panel.batt.toFixed(1)} V`],
  ]);
  y += 52;
  p.text(50, y, 'Agent containers', 10.5, true);
  const cyls = Array.from({ length: r.int(2, 5) }, () => {
    const nominal = r.pick([45, 60, 75, 90]);
    const rated = r.pick([25, 42]);
    return {
      serial: serialIn(r, 'mixed'),
      nominal,
      mass: nominal - r.pick([0, 0.2, 0.4, 0.6]),
      bar: rated + r.pick([-0.4, 0, 0.3]),
      area: r.pick(['Server room', 'UPS room', 'Archive', 'Comms room']),
    };
  });
  y = looseTable(
    p,
    50,
    y + 20,
    [78, 70, 75, 78, 72, 122],
    ['Cyl. No', 'Agent', 'Nominal (kg)', 'Weighed (kg)', 'Press. (MPa)', 'Protected area'],
    cyls.map((c) => [
      c.serial,
      agent,
      c.nominal.toFixed(1),
      c.mass.toFixed(1),
      (c.bar / 10).toFixed(2),
      c.area,
    ]),
  );
  p.text(
    50,
    y + 4,
    'Containers weighed and within 5 % of the filled mass. Discharge test not carried out.',
    9,
  );
  colonForm(
    p,
    50,
    y + 40,
    [
      ['Technician', tech],
      ['SAQCC Gas reg.', reg],
      ['Service provider', f.name],
    ],
    82,
  );
  footer(p, f);
  return {
    pages: [p],
    truth: {
      kind: 'SERVICE_CERTIFICATE',
      document: {
        certificateNumber: cert,
        serviceDate: date,
        signatory: tech,
        saqccNumber: reg,
        contractor: f.name,
      },
      assets: [
        {
          type: 'GAS_CONTROL_PANEL',
          make: panel.make,
          model: panel.model,
          serial: panel.serial,
          lastServiceOn: date,
          readings: { BATTERY_VOLTAGE: panel.batt },
        },
        ...cyls.map((c) => ({
          type: 'GAS_CYLINDER',
          serial: c.serial,
          location: c.area,
          lastServiceOn: date,
          readings: { AGENT_MASS: c.mass, CYLINDER_PRESSURE: c.bar },
        })),
      ],
    },
  };
};

/** Hydrostatic certificate: a received date beside the test date, year of make and MPa columns, a month/year stamp. */
const hHydroStation: Template = (r) => {
  const p = new Page();
  const f = firmOf(r);
  const cert = `${r.int(2021, 2025)}-${r.int(1000, 9999)}`;
  const date = dateIn(r);
  const tech = r.pick(PEOPLE);
  let y = letterheadCentre(p, f);
  p.text(50, y, 'HYDROSTATIC TEST CERTIFICATE', 15, true);
  rightText(p, 545, y + 4, `Test station no. TS-0${r.int(10, 99)}`, 9);
  y = colonForm(
    p,
    50,
    y + 30,
    [
      ['Cert No.', cert],
      ['Hydro date', fmt(date, 'dMon')],
      ['Received', fmt(plusDays(date, -r.int(3, 12)), 'dMon')],
      ['Customer', r.pick(CLIENTS)],
    ],
    70,
  );
  const exts = extinguishers(r, r.int(4, 8), 'slash');
  y = p.table(
    50,
    y + 10,
    [72, 68, 48, 74, 88, 70, 65],
    ['Cyl. No', 'Mfr', 'Yr mfd', 'Cap.', 'Test press. (MPa)', 'Perm. exp. %', 'Result'],
    exts.map((e) => [
      e.serial,
      e.make,
      `20${e.serial.slice(0, 2)}`,
      `${capOf(e)} ${e.agent}`,
      e.agent === 'CO2' ? '25.0' : '2.5',
      e.agent === 'CO2' ? (r.int(10, 45) / 10).toFixed(1) : 'n/a',
      'Pass',
    ]),
  );
  p.text(50, y, 'Tested in accordance with SANS 1475-1 and SANS 10019; cylinders stamped with the', 9);
  p.text(50, y + 12, 'month and year of test.', 9);
  colonForm(
    p,
    50,
    y + 40,
    [
      ['Tested by', tech],
      ['Testing station', f.name],
    ],
    80,
  );
  stamp(p, 400, y + 36, 130, ['TESTED', stampMonth(date), `TS-0${r.int(10, 99)}`]);
  footer(p, f, 'Page 1 of 1');
  return {
    pages: [p],
    truth: {
      kind: 'HYDROSTATIC_TEST',
      document: { certificateNumber: cert, testDate: date, signatory: tech, contractor: f.name },
      assets: exts.map((e) => ({ type: e.type, make: e.make, serial: e.serial, lastTestOn: date })),
    },
  };
};

/** A service report over two pages (the table's header repeated), then hose reels in bar, unruled. */
const hReportTwoPage: Template = (r) => {
  const p1 = new Page();
  const p2 = new Page();
  const f = firmOf(r);
  const date = dateIn(r);
  const tech = r.pick(PEOPLE);
  const job = `${r.int(20000, 29999)}`;
  let y = letterheadCentre(p1, f);
  p1.text(50, y, 'SERVICE REPORT', 16, true);
  y = p1.form(
    50,
    y + 28,
    [
      ['Job card no', job],
      ['Date of service', fmt(date, 'dmy')],
      ['Customer', r.pick(CLIENTS)],
      ['Account', `${letter(r)}${letter(r)}${r.int(100, 999)}`],
      ['Technician', tech],
      ['Tel', cell(r)],
    ],
    2,
    ':',
    9.5,
  );
  const exts = extinguishers(r, r.int(15, 19), 'dash');
  const head = ['Floor', 'Item', 'Ser#', 'Cap.', 'bar', 'kg', 'Action'];
  const widths = [85, 75, 80, 50, 45, 45, 110];
  const row = (e: Ext) => [
    e.floor,
    `${e.agent === 'FOAM' ? 'Foam' : e.agent} ext.`,
    e.serial,
    capOf(e),
    e.bar === undefined ? '-' : String(e.bar),
    e.mass.toFixed(1),
    r.pick(['Serviced', 'Serviced', 'Serviced, new seal', 'Recharged']),
  ];
  p1.table(50, y + 8, widths, head, exts.slice(0, 12).map(row));
  footer(p1, f, 'Page 1/2');
  p2.text(50, 34, f.name, 10, true);
  p2.text(50, 50, `Service report (continued)   Job card no ${job}`, 9);
  y = p2.table(50, 74, widths, head, exts.slice(12).map(row));
  p2.text(50, y + 10, 'Hose reels', 11, true);
  const reels = Array.from({ length: r.int(2, 4) }, () => ({
    serial: serialIn(r, 'dash', 'HR'),
    location: r.pick(PLACES),
    kpa: r.pick([250, 280, 320, 350]),
  }));
  y = looseTable(
    p2,
    50,
    y + 32,
    [90, 130, 80, 110],
    ['Reel', 'Position', 'Hose', 'Dyn. pressure'],
    reels.map((h) => [h.serial, h.location, '30 m', `${(h.kpa / 100).toFixed(1)} bar`]),
  );
  underRule(p2, 50, y + 40, 180, '', 'Technician signature');
  underRule(p2, 300, y + 40, 180, '', 'Customer signature and date');
  footer(p2, f, 'Page 2/2');
  return {
    pages: [p1, p2],
    truth: {
      kind: 'SERVICE_REPORT',
      // A job card's number is not a certificate's.
      document: { serviceDate: date, signatory: tech },
      assets: [
        ...exts.map((e) => ({
          type: e.type,
          serial: e.serial,
          location: e.floor,
          lastServiceOn: date,
          readings: extReadings(e),
        })),
        ...reels.map((h) => ({
          type: 'HOSE_REEL',
          serial: h.serial,
          location: h.location,
          lastServiceOn: date,
          readings: { FLOW_PRESSURE: h.kpa },
        })),
      ],
    },
  };
};

/** A tax invoice: boxed header, serials on a small line under each item, totals and VAT, bank details. */
const hInvoiceSerials: Template = (r) => {
  const p = new Page();
  const f = firmOf(r);
  const date = dateIn(r);
  let y = letterheadLeft(p, f);
  rightText(p, 545, 34, 'TAX INVOICE', 18, true);
  y = boxRow(p, 50, y, [
    ['Invoice No.', `IN${r.int(100000, 999999)}`, 120],
    ['Date', fmt(date, 'dmy'), 110],
    ['Account', `${letter(r)}${letter(r)}${letter(r)}${r.int(100, 999)}`, 120],
    ['Your order', `PO${r.int(10000, 99999)}`, 145],
  ]);
  const client = r.pick(CLIENTS);
  p.text(50, y + 14, 'Bill to', 9, true);
  p.text(50, y + 27, client, 9.5);
  p.text(
    50,
    y + 39,
    `PO Box ${r.int(100, 9999)}, ${r.pick(['Germiston', 'Paarl', 'Durban'])}, ${r.int(1400, 7699)}`,
    9,
  );
  p.text(320, y + 14, 'Customer VAT No.', 9, true);
  p.text(320, y + 27, `4${digits(r, 9)}`, 9.5);
  y += 66;
  const products = [
    { code: 'DCP9', text: '9 kg DCP fire extinguisher c/w bracket', agent: 'DCP' as Agent, price: 89500 },
    { code: 'DCP45', text: '4.5 kg DCP fire extinguisher', agent: 'DCP' as Agent, price: 62000 },
    { code: 'CO25', text: '5 kg CO2 fire extinguisher', agent: 'CO2' as Agent, price: 185000 },
    { code: 'AFFF9', text: '9 L foam (AFFF) fire extinguisher', agent: 'FOAM' as Agent, price: 112000 },
  ];
  const chosen = products.filter(() => r.next() < 0.7);
  if (chosen.length === 0) chosen.push(products[0]!);
  const items = chosen.map((item) => {
    const serials = Array.from({ length: r.int(1, 3) }, () => serialIn(r, 'letters'));
    return { ...item, serials };
  });
  const lines = [
    ...items.map((i) => ({
      code: i.code,
      text: i.text,
      qty: i.serials.length,
      price: i.price,
      serials: i.serials,
    })),
    {
      code: 'SGN01',
      text: 'Photoluminescent sign, fire extinguisher',
      qty: r.int(2, 5),
      price: 8500,
      serials: [],
    },
    { code: 'CALL', text: 'Delivery and installation', qty: 1, price: 65000, serials: [] },
  ];
  const xs = [50, 85, 135, 370, 405, 475];
  const head = ['Item', 'Code', 'Description', 'Qty', 'Unit price', 'Amount'];
  p.line(50, y, 545, y);
  head.forEach((h, i) => {
    p.text(xs[i]!, y + 5, h, 8.5, true);
  });
  p.line(50, y + 19, 545, y + 19);
  y += 26;
  let subtotal = 0;
  lines.forEach((line, i) => {
    const amount = line.qty * line.price;
    subtotal += amount;
    [String(i + 1), line.code, line.text, String(line.qty), rands(line.price), rands(amount)].forEach(
      (c, j) => {
        p.text(xs[j]!, y, c, 8.5);
      },
    );
    y += 13;
    if (line.serials.length > 0) {
      p.text(135, y, `Serial nos: ${line.serials.join(', ')}`, 7.5);
      y += 12;
    }
    y += 4;
  });
  p.line(50, y, 545, y);
  const vat = Math.round(subtotal * 0.15);
  const totals: Pair[] = [
    ['Sub-total', rands(subtotal)],
    ['VAT 15%', rands(vat)],
    ['TOTAL DUE', rands(subtotal + vat)],
  ];
  totals.forEach(([label, value], i) => {
    p.text(380, y + 10 + i * 16, label, 9.5, i === 2);
    rightText(p, 545, y + 10 + i * 16, value, 9.5, i === 2);
  });
  y += 70;
  p.text(50, y, 'Banking details', 9, true);
  p.text(50, y + 13, `FNB Business  |  Account ${digits(r, 11)}  |  Branch code 250655`, 8.5);
  p.text(50, y + 25, `Please use invoice number as reference. Payment 30 days from statement.`, 8.5);
  footer(p, f);
  return {
    pages: [p],
    truth: {
      kind: 'DELIVERY_NOTE',
      document: {},
      assets: items.flatMap((i) => i.serials.map((serial) => ({ type: TYPE_OF[i.agent], serial }))),
    },
  };
};

/** A weekly fire-alarm test record: panel details colon-paired across the top, two-digit-year dates. */
const hLogWeekly: Template = (r) => {
  const p = new Page();
  const [make, model] = r.pick(PANELS);
  const serial = serialIn(r, 'digits');
  const location = r.pick(['Security office', 'Reception', 'Guard house']);
  p.text(50, 36, 'WEEKLY FIRE ALARM TEST RECORD', 14, true);
  p.text(50, 55, 'Record kept in terms of SANS 10139 - keep this book at the control panel', 8.5);
  inlinePairs(p, 50, 80, [['Premises', r.pick(CLIENTS)]], 9.5, ':');
  inlinePairs(
    p,
    50,
    98,
    [
      ['Make', make],
      ['Model', model],
      ['Serial No.', serial],
    ],
    9.5,
    ':',
  );
  inlinePairs(
    p,
    50,
    116,
    [
      ['Panel location', location],
      ['Zones', String(r.int(4, 12))],
    ],
    9.5,
    ':',
  );
  let day = dateIn(r, 2023, 2025);
  const initials = ['TM', 'NS', 'WS', 'KM', 'PN'];
  const rows = Array.from({ length: r.int(10, 14) }, (_, i) => {
    const row = [
      String(i + 1),
      fmt(day, 'dotShort'),
      `${pad(r.int(7, 10))}:${pad(r.int(0, 59))}`,
      `MCP ${r.int(1, 20)} / Zone ${r.int(1, 8)}`,
      'OK',
      r.pick(['None', 'None', 'None', 'Earth fault - cleared', 'Batt. low - reported']),
      r.pick(initials),
    ];
    day = plusDays(day, 7);
    return row;
  });
  p.table(
    50,
    140,
    [30, 65, 45, 125, 60, 105, 65],
    ['Wk', 'Date', 'Time', 'Device tested', 'Sounders', 'Faults', 'Tested by'],
    rows,
    9,
  );
  centreText(p, 297, 800, `- ${r.int(3, 40)} -`, 8);
  return {
    pages: [p],
    truth: {
      kind: 'LOG_BOOK',
      document: {},
      assets: [{ type: 'FIRE_ALARM_PANEL', make, model, serial, location }],
    },
  };
};

/** A quotation: prices, VAT and validity; nothing for the register. */
const hQuote: Template = (r) => {
  const p = new Page();
  const f = firmOf(r);
  const date = dateIn(r);
  let y = letterheadCentre(p, f);
  rightText(p, 545, y, 'QUOTATION', 16, true);
  y += 30;
  colonForm(
    p,
    50,
    y,
    [
      ['Quote No', `Q${date.slice(0, 4)}-${r.int(1000, 9999)}`],
      ['Date', fmt(date, 'dMon')],
      ['Valid until', fmt(plusDays(date, 30), 'dMon')],
      ['Attention', r.pick(PEOPLE)],
    ],
    60,
  );
  y = colonForm(
    p,
    300,
    y,
    [
      ['Customer', r.pick(CLIENTS)],
      ['Tel', cell(r)],
      ['Site visit', fmt(plusDays(date, -r.int(2, 9)), 'dMon')],
    ],
    60,
  );
  const lines: [string, number, number][] = [
    ['Supply 9 kg DCP extinguisher with bracket and sign', r.int(2, 8), 95000],
    ['Supply 5 kg CO2 extinguisher with bracket and sign', r.int(1, 3), 189000],
    ['Supply and fit 30 m x 20 mm hose reel', r.int(1, 2), 465000],
    ['Annual service of existing extinguishers', r.int(6, 30), 9500],
    ['Labour (hours)', r.int(2, 6), 45000],
  ];
  y = p.table(
    50,
    y + 16,
    [40, 255, 45, 75, 80],
    ['Item', 'Description', 'Qty', 'Unit (R)', 'Total (R)'],
    lines.map(([text, qty, price], i) => [
      String(i + 1),
      text,
      String(qty),
      rands(price).slice(2),
      rands(qty * price).slice(2),
    ]),
  );
  const sub = lines.reduce((a, [, qty, price]) => a + qty * price, 0);
  const vat = Math.round(sub * 0.15);
  (
    [
      ['Sub-total', sub],
      ['VAT @ 15%', vat],
      ['Total incl. VAT', sub + vat],
    ] as [string, number][]
  ).forEach(([label, cents], i) => {
    p.text(360, y + i * 15, label, 9.5, i === 2);
    rightText(p, 545, y + i * 15, rands(cents), 9.5, i === 2);
  });
  y += 64;
  p.text(50, y, 'Terms', 9.5, true);
  [
    'Prices are valid for 30 days from the date of this quotation. E&OE.',
    '50% deposit on acceptance, balance on completion.',
    'All equipment SABS approved; installation to SANS 1475-1 and SANS 10400-T.',
  ].forEach((line, i) => {
    p.text(50, y + 14 + i * 12, line, 8.5);
  });
  p.text(50, y + 70, `Prepared by ${r.pick(PEOPLE)}  |  ${cell(r)}`, 9);
  footer(p, f);
  return { pages: [p], truth: { kind: 'OTHER', document: {}, assets: [] } };
};

/** A letter ending a contract: references, an account number and a past certificate named in the prose. */
const hHandoverLetter: Template = (r) => {
  const p = new Page();
  const f = firmOf(r);
  const date = dateIn(r);
  const last = plusDays(date, -r.int(20, 200));
  let y = letterheadRight(p, f);
  p.text(50, y, `Our ref: ${f.initials}/${letter(r)}${letter(r)}/${r.int(100, 999)}`, 9);
  p.text(50, y + 12, `Your ref: ${r.int(1000, 9999)}`, 9);
  rightText(p, 545, y, fmt(date, 'monthDY'), 9.5);
  y += 38;
  const client = r.pick(CLIENTS);
  [
    'The Facilities Manager',
    client,
    `PO Box ${r.int(100, 9999)}`,
    `${r.pick(['Midrand', 'Bellville'])}, ${r.int(1000, 7999)}`,
  ].forEach((line, i) => {
    p.text(50, y + i * 12, line, 9.5);
  });
  y += 64;
  p.text(50, y, `Dear ${r.pick(['Mr Naidoo', 'Ms Jacobs', 'Mr Mokoena', 'Mrs Botha'])}`, 10);
  p.text(50, y + 22, `RE: TERMINATION OF MAINTENANCE AGREEMENT - ACCOUNT ${r.int(10000, 99999)}`, 10, true);
  const body = [
    'We acknowledge receipt of your notice and confirm that our maintenance agreement for the above',
    `premises ends at the close of this month. Our last service of the ${r.int(8, 40)} fire extinguishers and`,
    `${r.int(2, 8)} hose reels on site was carried out on ${fmt(last, 'dMonth')} under certificate ${r.int(1000, 9999)}.`,
    '',
    'Copies of the last three service certificates and of the hydrostatic test certificates are enclosed',
    'for the incoming contractor. The next annual service falls due within twelve months of the last one.',
    '',
    'Kindly settle the outstanding balance on your account within 30 days. Should you need anything',
    `further, please contact our office on ${f.tel}.`,
  ];
  body.forEach((line, i) => {
    p.text(50, y + 48 + i * 14, line, 9.5);
  });
  y += 48 + body.length * 14 + 24;
  p.text(50, y, 'Yours faithfully', 9.5);
  p.text(50, y + 40, r.pick(PEOPLE), 10, true);
  p.text(50, y + 54, `Branch Manager  |  ${cell(r)}`, 9);
  footer(p, f);
  return { pages: [p], truth: { kind: 'OTHER', document: {}, assets: [] } };
};

/** An installation certificate: boxed header, reels and hydrants ruled across, static and dynamic in bar. */
const hInstallReels: Template = (r) => {
  const p = new Page();
  const f = firmOf(r);
  const cert = `${r.int(10000, 99999)}`;
  const date = dateIn(r);
  const tech = r.pick(PEOPLE);
  const reg = `${r.int(1000, 9999)}/${letter(r)}`;
  let y = letterheadBand(p, f);
  p.text(50, y, 'Certificate of Installation', 16, true);
  p.text(50, y + 21, 'Fire hose reels and hydrants (SANS 543 / SANS 10400-W)', 9);
  y += 40;
  y = boxRow(p, 50, y, [
    ['Certificate No.', cert, 110],
    ['Date of installation', fmt(date, 'monthDY'), 130],
    ['Installer', f.name, 255],
  ]);
  y = boxRow(p, 50, y, [
    ['Project', r.pick(CLIENTS), 245],
    ['Order no.', `${r.int(10000, 99999)}`, 110],
    ['Water supply', 'Municipal + booster', 140],
  ]);
  const reels = Array.from({ length: r.int(3, 5) }, () => ({
    serial: serialIn(r, 'letters', 'HR'),
    floor: r.pick(FLOORS),
    stat: r.pick([400, 450, 500]),
    flow: r.pick([250, 300, 320, 350]),
  }));
  const hyds = Array.from({ length: r.int(1, 2) }, () => ({
    serial: serialIn(r, 'letters', 'HY'),
    floor: r.pick(['Ground floor', 'Basement', 'Yard']),
    stat: r.pick([600, 650, 700]),
    res: r.pick([400, 450, 500]),
  }));
  const bar = (kpa: number) => (kpa / 100).toFixed(1);
  y = acrossTable(
    p,
    50,
    y + 20,
    [75, 75, 95, 80, 85, 85],
    ['No.', 'Equip.', 'Floor', 'Static (bar)', 'Dynamic (bar)', 'Hose / outlet'],
    [
      ...reels.map((h) => [h.serial, 'Hose reel', h.floor, bar(h.stat), bar(h.flow), '30 m x 20 mm']),
      ...hyds.map((h) => [h.serial, 'Hydrant', h.floor, bar(h.stat), bar(h.res), '2 x 65 mm']),
    ],
  );
  p.text(50, y, 'Installed, flushed and pressure tested; all valves left open and labelled.', 9);
  colonForm(
    p,
    50,
    y + 36,
    [
      ['Installed by', tech],
      ['SAQCC reg.', reg],
      ['Signature', '_____________________'],
    ],
    70,
  );
  footer(p, f);
  return {
    pages: [p],
    truth: {
      kind: 'INSTALLATION_CERTIFICATE',
      document: { certificateNumber: cert, signatory: tech, saqccNumber: reg, contractor: f.name },
      assets: [
        ...reels.map((h) => ({
          type: 'HOSE_REEL',
          serial: h.serial,
          location: h.floor,
          installedOn: date,
          readings: { FLOW_PRESSURE: h.flow },
        })),
        ...hyds.map((h) => ({
          type: 'HYDRANT',
          serial: h.serial,
          location: h.floor,
          installedOn: date,
          readings: { STATIC_PRESSURE: h.stat, RESIDUAL_PRESSURE: h.res },
        })),
      ],
    },
  };
};

/** A delivery note of refilled cylinders: no ruling at all, a RECEIVED stamp with its own date and GRV number. */
const hDeliveryStamp: Template = (r) => {
  const p = new Page();
  const f = firmOf(r);
  const date = dateIn(r);
  let y = letterheadCentre(p, f);
  p.text(50, y, 'DELIVERY NOTE', 16, true);
  rightText(p, 545, y + 4, `No. ${r.int(10000, 99999)}`, 11, true);
  y = gapForm(
    p,
    50,
    y + 32,
    [
      ['Date', fmt(date, 'dMonth')],
      ['Deliver to', r.pick(CLIENTS)],
      ['Your order', `${r.int(1000, 9999)}/${r.int(10, 99)}`],
      ['Driver', r.pick(PEOPLE)],
    ],
    80,
    9.5,
  );
  const kinds = [
    { type: 'EXTINGUISHER_CO2', text: '5 kg CO2 extinguisher - recharged', style: 'mixed' as SerialStyle },
    { type: 'EXTINGUISHER_DCP', text: '9 kg DCP extinguisher - serviced', style: 'mixed' as SerialStyle },
    { type: 'GAS_CYLINDER', text: 'FM-200 container 60 kg - refilled', style: 'letters' as SerialStyle },
  ];
  const items = Array.from({ length: r.int(3, 6) }, () => {
    const k = r.pick(kinds);
    return { type: k.type, text: k.text, serial: serialIn(r, k.style) };
  });
  y = looseTable(
    p,
    50,
    y + 18,
    [50, 250, 120],
    ['Qty', 'Description', 'Cyl. No'],
    items.map((i) => ['1', i.text, i.serial]),
    { headRule: false, size: 9.5 },
  );
  p.text(50, y + 6, `Total items: ${items.length}`, 9.5, true);
  p.text(50, y + 40, 'Received in good order and condition', 9);
  underRule(p, 50, y + 70, 160, '', 'Received by (print and sign)');
  underRule(p, 240, y + 70, 100, '', 'Date');
  stamp(p, 385, y + 30, 150, [
    'RECEIVED',
    fmt(plusDays(date, 1), 'dMon').toUpperCase(),
    `GRV ${r.int(10000, 99999)}`,
    'STORES',
  ]);
  footer(p, f);
  return {
    pages: [p],
    truth: {
      kind: 'DELIVERY_NOTE',
      document: {},
      assets: items.map((i) => ({ type: i.type, serial: i.serial })),
    },
  };
};

export const FRESH3_TEMPLATES: Record<string, Template> = {
  hExtColons,
  hDetectionBoxes,
  hSprinklerGap,
  hGasUnruled,
  hHydroStation,
  hReportTwoPage,
  hInvoiceSerials,
  hLogWeekly,
  hQuote,
  hHandoverLetter,
  hInstallReels,
  hDeliveryStamp,
};

// ================================================================ fresh4

/** A psi gauge in bar, with the shared factor the register's unit is reached by. */
const psiToBar = (psi: number) => psi * PRESSURE_FACTORS_TO_BAR.psi!;

/** SANS 1475 certificate: capital labels above values in boxes, Item/Mfr/Cyl. No columns, psi, ISO hydro dates. */
const kExtBoxGridPsi: Template = (r) => {
  const p = new Page();
  const f = firmOf(r);
  const cert = `${letter(r)}${r.int(10000, 99999)}`;
  const date = dateIn(r);
  const tech = r.pick(PEOPLE);
  const reg = `${r.int(100, 999)}-${r.int(1000, 9999)}`;
  let y = letterheadCentre(p, f);
  centreText(p, 297, y, 'FIRE EXTINGUISHER SERVICE CERTIFICATE', 14, true);
  centreText(p, 297, y + 19, 'SANS 1475-1', 9);
  y += 40;
  y = boxRow(p, 50, y, [
    ['CERT NO.', cert, 100],
    ['SERVICED ON', fmt(date, 'dMonDash'), 100],
    ['NEXT DUE', fmt(plusYears(date, 1), 'dMonDash'), 100],
    ['ORDER NO.', `ORD-${r.int(10000, 99999)}`, 95],
    ['PAGE', '1 of 1', 100],
  ]);
  y = boxRow(p, 50, y, [
    ['CLIENT', r.pick(CLIENTS), 200],
    ['TECHNICIAN', tech, 150],
    ['SAQCC NO.', reg, 145],
  ]);
  const exts = extinguishers(r, r.int(5, 9), 'mixed');
  const psis = exts.map((e) => (e.agent === 'CO2' ? undefined : r.pick([190, 195, 200, 210, 220])));
  const hydros = exts.map(() => dateIn(r, 2017, Number(date.slice(0, 4)) - 1));
  y = p.table(
    50,
    y + 16,
    [30, 58, 62, 40, 40, 38, 34, 66, 127],
    ['Item', 'Mfr', 'Cyl. No', 'Type', 'Cap.', 'kg', 'psi', 'Hydro date', 'Position'],
    exts.map((e, i) => [
      String(i + 1),
      e.make,
      e.serial,
      e.agent,
      capOf(e, ''),
      e.mass.toFixed(1),
      psis[i] === undefined ? '-' : String(psis[i]),
      hydros[i]!,
      e.location,
    ]),
  );
  p.text(50, y, `Contractor: ${f.name}`, 9.5);
  p.text(50, y + 16, 'Signature: ____________________', 9.5);
  stamp(p, 380, y + 4, 165, [
    `SABS PERMIT 1475/${r.int(1000, 9999)}`,
    f.short.toUpperCase(),
    'APPROVED SERVICE CENTRE',
  ]);
  footer(p, f);
  return {
    pages: [p],
    truth: {
      kind: 'SERVICE_CERTIFICATE',
      document: {
        certificateNumber: cert,
        serviceDate: date,
        signatory: tech,
        saqccNumber: reg,
        contractor: f.name,
      },
      assets: exts.map((e, i) => ({
        type: e.type,
        make: e.make,
        serial: e.serial,
        location: e.location,
        lastServiceOn: date,
        lastTestOn: hydros[i],
        readings: extReadings(e, psis[i] === undefined ? undefined : psiToBar(psis[i]!)),
      })),
    },
  };
};

/** A flow test report: one bordered block per hydrant in bar, reels in kPa, a required minimum that is no reading. */
const kHydrantBlocks: Template = (r) => {
  const p = new Page();
  const f = firmOf(r);
  const date = dateIn(r);
  const tech = r.pick(PEOPLE);
  let y = letterheadRight(p, f);
  p.text(50, y, 'Hydrant & Hose Reel Flow Test Report', 15, true);
  y = gapForm(
    p,
    50,
    y + 28,
    [
      ['Ref', `FT${r.int(1000, 9999)}`],
      ['Inspection date', fmt(date, 'monthDY')],
      ['Site', r.pick(CLIENTS)],
      ['Tested by', tech],
    ],
    95,
    9.5,
  );
  const hyds = Array.from({ length: r.int(2, 4) }, () => ({
    serial: `HYD-${digits(r, 4)}`,
    location: r.pick(['North gate', 'Yard', 'Loading bay', 'Parking entrance', 'East boundary']),
    stat: r.pick([550, 600, 620, 680]),
    res: r.pick([350, 380, 410, 450]),
    flow: r.pick([900, 1100, 1250, 1500]),
  }));
  y += 16;
  hyds.forEach((h, i) => {
    const bx = 50 + (i % 2) * 252;
    const by = y + Math.floor(i / 2) * 104;
    p.rect(bx, by, 243, 96);
    p.text(bx + 8, by + 7, `Hydrant ${i + 1}`, 10, true);
    gapForm(
      p,
      bx + 8,
      by + 24,
      [
        ['Hydrant ID', h.serial],
        ['Position', h.location],
        ['Static', `${(h.stat / 100).toFixed(1)} bar`],
        ['Residual (flowing)', `${(h.res / 100).toFixed(1)} bar`],
        ['Flow', `${grouped(h.flow)} L/min`],
      ],
      100,
      8.5,
    );
  });
  y += Math.ceil(hyds.length / 2) * 104 + 14;
  p.text(50, y, 'Hose reels', 11, true);
  const reels = Array.from({ length: r.int(3, 6) }, () => ({
    serial: serialIn(r, 'dash', 'R'),
    location: r.pick(PLACES),
    kpa: r.pick([220, 260, 310, 340, 380]),
  }));
  y = looseTable(
    p,
    50,
    y + 20,
    [80, 130, 130, 80, 75],
    ['Reel', 'Position', 'Nozzle pressure (kPa)', 'Hose length', 'Condition'],
    reels.map((h) => [
      h.serial,
      h.location,
      String(h.kpa),
      '30 m',
      r.pick(['Good', 'Good', 'Nozzle replaced']),
    ]),
  );
  p.text(50, y + 4, 'Minimum required at the most remote reel: 300 kPa at 0.5 L/s (SANS 10400-W).', 8.5);
  footer(p, f);
  return {
    pages: [p],
    truth: {
      kind: 'SERVICE_REPORT',
      // 'Ref' is the report's filing number, not a certificate's.
      document: { serviceDate: date, signatory: tech },
      assets: [
        ...hyds.map((h) => ({
          type: 'HYDRANT',
          serial: h.serial,
          location: h.location,
          lastServiceOn: date,
          readings: { STATIC_PRESSURE: h.stat, RESIDUAL_PRESSURE: h.res },
        })),
        ...reels.map((h) => ({
          type: 'HOSE_REEL',
          serial: h.serial,
          location: h.location,
          lastServiceOn: date,
          readings: { FLOW_PRESSURE: h.kpa },
        })),
      ],
    },
  };
};

/** SANS 10287 certificate: a transposed pump table (one column per pump, readings as rows) in kPa. */
const kSprinklerTransposed: Template = (r) => {
  const p = new Page();
  const f = firmOf(r);
  const cert = `${r.int(100, 999)}/${date2(r)}`;
  const date = dateIn(r);
  const tech = r.pick(PEOPLE);
  const reg = `SP-${r.int(1000, 9999)}`;
  const makes = ['KSB', 'Grundfos', 'Ebara', 'Sulzer', 'Wilo'];
  const duty = {
    make: r.pick(makes),
    serial: serialIn(r, 'letters'),
    start: r.pick([650, 700, 750]),
    churn: r.pick([950, 1000, 1050]),
  };
  const diesel = {
    make: r.pick(['Lister', 'Deutz', 'Perkins']),
    serial: serialIn(r, 'letters'),
    start: r.pick([600, 650]),
    oil: r.pick([300, 350, 400]),
    run: r.pick([30, 30, 45]),
  };
  const jockey = {
    make: r.pick(makes),
    serial: serialIn(r, 'letters'),
    cin: r.pick([750, 800]),
    cout: r.pick([900, 950]),
  };
  let y = letterheadBand(p, f);
  p.text(50, y, 'CERTIFICATE OF SERVICE', 15, true);
  p.text(50, y + 20, 'Automatic sprinkler installation - SANS 10287', 9);
  y = colonForm(
    p,
    50,
    y + 42,
    [
      ['Certificate No.', cert],
      ['Date of service', fmt(date, 'dMon')],
      ['Next service due', fmt(plusYears(date, 1), 'dMon')],
      ['Property', r.pick(CLIENTS)],
      ['Erf no.', `Erf ${r.int(1000, 9999)}`],
      ['Contractor', f.name],
    ],
    95,
  );
  const dash = '-';
  y = p.table(
    50,
    y + 14,
    [140, 118, 118, 118],
    ['', 'Duty pump', 'Standby pump', 'Jockey pump'],
    [
      ['Driver', 'Electric', 'Diesel', 'Electric'],
      ['Make', duty.make, diesel.make, jockey.make],
      ['Serial no.', duty.serial, diesel.serial, jockey.serial],
      ['Start pressure (kPa)', String(duty.start), String(diesel.start), dash],
      ['Churn pressure (kPa)', String(duty.churn), dash, dash],
      ['Oil pressure (kPa)', dash, String(diesel.oil), dash],
      ['Run time (min)', dash, String(diesel.run), dash],
      ['Cut-in (kPa)', dash, dash, String(jockey.cin)],
      ['Cut-out (kPa)', dash, dash, String(jockey.cout)],
    ],
    9,
  );
  p.text(50, y, 'Fuel tank full; batteries and charger checked; alarm gong and flow switch operated.', 9);
  colonForm(
    p,
    50,
    y + 34,
    [
      ['Inspected by', tech],
      ['SAQCC Sprinkler reg.', reg],
    ],
    105,
  );
  footer(p, f);
  return {
    pages: [p],
    truth: {
      kind: 'SERVICE_CERTIFICATE',
      document: {
        certificateNumber: cert,
        serviceDate: date,
        signatory: tech,
        saqccNumber: reg,
        contractor: f.name,
      },
      assets: [
        {
          type: 'SPRINKLER_ELECTRIC_PUMP',
          make: duty.make,
          serial: duty.serial,
          lastServiceOn: date,
          readings: { START_PRESSURE: duty.start / 100, CHURN_PRESSURE: duty.churn / 100 },
        },
        {
          type: 'SPRINKLER_DIESEL_PUMP',
          make: diesel.make,
          serial: diesel.serial,
          lastServiceOn: date,
          readings: {
            START_PRESSURE: diesel.start / 100,
            OIL_PRESSURE: diesel.oil / 100,
            RUN_TIME: diesel.run,
          },
        },
        {
          type: 'SPRINKLER_JOCKEY_PUMP',
          make: jockey.make,
          serial: jockey.serial,
          lastServiceOn: date,
          readings: { CUT_IN_PRESSURE: jockey.cin / 100, CUT_OUT_PRESSURE: jockey.cout / 100 },
        },
      ],
    },
  };
};
/** A two-digit year for a certificate number's tail. */
const date2 = (r: Rand) => pad(r.int(21, 25));

/** SANS 14520 installation: boxes, a panel in a colonless form, a Zone-first table with '@ 21°C' in a heading. */
const kGasInstall: Template = (r) => {
  const p = new Page();
  const f = firmOf(r);
  const cert = `CI-${r.int(1000, 9999)}`;
  const date = dateIn(r);
  const tech = r.pick(PEOPLE);
  const reg = `GAS ${r.int(100, 999)}`;
  const agent = r.pick(['FM-200', 'Novec 1230']);
  const panel = {
    make: r.pick(['Kentec', 'Sigma', 'Advanced']),
    model: r.pick(['Sigma XT', 'Syncro AS', 'ExGo']),
    serial: serialIn(r, 'digits'),
    location: r.pick(['Server room door', 'Comms passage', 'Control room']),
  };
  let y = letterheadCentre(p, f);
  p.text(50, y, 'Installation & Commissioning Certificate', 15, true);
  p.text(50, y + 20, `Clean agent system (${agent}) - SANS 14520`, 9);
  y += 40;
  y = boxRow(p, 50, y, [
    ['Certificate No', cert, 110],
    ['Commissioned', fmt(date, 'ymdSlash'), 110],
    ['Installer', f.name, 275],
  ]);
  y = boxRow(p, 50, y, [
    ['Client', r.pick(CLIENTS), 245],
    ['Design standard', 'SANS 14520', 120],
    ['Agent', agent, 130],
  ]);
  y += 18;
  p.text(50, y, 'Extinguishing control panel', 10.5, true);
  gapForm(
    p,
    50,
    y + 18,
    [
      ['Make', panel.make],
      ['Model', panel.model],
    ],
    60,
    9.5,
  );
  y = gapForm(
    p,
    300,
    y + 18,
    [
      ['Ser. No.', panel.serial],
      ['Location', panel.location],
    ],
    60,
    9.5,
  );
  const cyls = Array.from({ length: r.int(2, 4) }, () => ({
    zone: r.pick(['Server room A', 'Server room B', 'UPS room', 'Comms room']),
    serial: serialIn(r, 'dash', 'C'),
    mass: r.pick([52.5, 67, 80.4, 106]),
    bar: r.pick([25, 42]),
  }));
  y = p.table(
    50,
    y + 14,
    [120, 100, 80, 80, 115],
    ['Zone', 'Container S/N', 'Agent', 'Charge (kg)', 'Pressure @ 21°C (bar)'],
    cyls.map((c) => [c.zone, c.serial, agent, String(c.mass), String(c.bar)]),
  );
  p.text(
    50,
    y,
    `Design concentration 7.5 %    Discharge time 10 s    Protected volume ${r.int(150, 600)} m3`,
    9,
  );
  p.text(50, y + 14, `Room integrity test ref. RIT-${r.int(1000, 9999)}: passed.`, 9);
  underRule(p, 50, y + 56, 180, tech, 'Commissioning engineer');
  underRule(p, 260, y + 56, 120, reg, 'SAQCC Gas reg. no.');
  footer(p, f);
  return {
    pages: [p],
    truth: {
      kind: 'INSTALLATION_CERTIFICATE',
      document: { certificateNumber: cert, signatory: tech, saqccNumber: reg, contractor: f.name },
      assets: [
        {
          type: 'GAS_CONTROL_PANEL',
          make: panel.make,
          model: panel.model,
          serial: panel.serial,
          location: panel.location,
          installedOn: date,
        },
        ...cyls.map((c) => ({
          type: 'GAS_CYLINDER',
          serial: c.serial,
          location: c.zone,
          installedOn: date,
          readings: { AGENT_MASS: c.mass, CYLINDER_PRESSURE: c.bar },
        })),
      ],
    },
  };
};

/** Hydrostatic certificate: colonless header, an unruled table with tare mass and water capacity, a stamp. */
const kHydroUnruled: Template = (r) => {
  const p = new Page();
  const f = firmOf(r);
  const cert = `${r.int(100000, 999999)}`;
  const date = dateIn(r);
  const tech = r.pick(PEOPLE);
  let y = letterheadRight(p, f);
  p.text(50, y, 'Certificate of Hydrostatic Pressure Test', 15, true);
  y = gapForm(
    p,
    50,
    y + 30,
    [
      ['Certificate No', cert],
      ['Date tested', fmt(date, 'dot')],
      ['Tested for', r.pick(CLIENTS)],
      ['Technician', tech],
    ],
    95,
    9.5,
  );
  const exts = extinguishers(r, r.int(4, 7), 'digits');
  const water = (e: Ext) =>
    e.agent === 'CO2' ? (e.capacity === 5 ? '7.5' : '3.0') : e.capacity === 9 ? '11.4' : '6.0';
  y = looseTable(
    p,
    50,
    y + 20,
    [70, 80, 75, 75, 60, 75, 55],
    ['Serial', 'Manufacturer', 'Contents', 'Water cap. (L)', 'Tare (kg)', 'Test pressure', 'Result'],
    exts.map((e) => [
      e.serial,
      e.make,
      `${e.agent === 'FOAM' ? 'Foam' : e.agent} ${capOf(e)}`,
      water(e),
      (e.mass - e.capacity).toFixed(1),
      e.agent === 'CO2' ? '250 bar' : '25 bar',
      'Pass',
    ]),
    { headRule: false, size: 8.5 },
  );
  p.text(50, y + 4, 'No leaks, no visible permanent expansion. Valves refitted with new O-rings.', 9);
  stamp(p, 390, y + 30, 140, ['TESTED', stampMonth(date), `TS ${r.int(10, 99)}`]);
  footer(p, f);
  return {
    pages: [p],
    truth: {
      kind: 'HYDROSTATIC_TEST',
      document: { certificateNumber: cert, testDate: date, signatory: tech },
      assets: exts.map((e) => ({ type: e.type, make: e.make, serial: e.serial, lastTestOn: date })),
    },
  };
};

/** SANS 14520 certificate: one bordered card per container (gross and agent mass both printed), a panel card. */
const kGasCards: Template = (r) => {
  const p = new Page();
  const f = firmOf(r);
  const cert = `${r.int(1000, 9999)}`;
  const date = dateIn(r);
  const tech = r.pick(PEOPLE);
  const reg = `${r.int(1000, 9999)}/GS`;
  const agent = r.pick(['FM-200', 'Novec 1230', 'CO2']);
  let y = letterheadBand(p, f);
  p.text(50, y, 'Gas Suppression Maintenance Certificate', 15, true);
  p.text(50, y + 20, 'Six-monthly inspection - SANS 14520', 9);
  y = colonForm(
    p,
    50,
    y + 42,
    [
      ['Cert. No', cert],
      ['Inspection date', fmt(date, 'dMonth')],
      ['Client', r.pick(CLIENTS)],
      ['Engineer', tech],
      ['SAQCC Gas reg.', reg],
    ],
    85,
  );
  const cyls = Array.from({ length: r.int(2, 4) }, () => {
    const mass = r.pick([45, 60.2, 74.8, 90]);
    return {
      serial: serialIn(r, 'letters'),
      mass,
      gross: mass + r.pick([48.5, 62, 71.5]),
      bar: agent === 'CO2' ? r.pick([55, 57]) : r.pick([24.6, 25, 41.8, 42]),
      area: r.pick(['Server room', 'Archive', 'UPS room', 'Switchroom']),
    };
  });
  const panel = {
    make: r.pick(['Kentec', 'Sigma']),
    serial: serialIn(r, 'dash', 'P'),
    batt: r.pick([26.8, 27.1]),
  };
  const cards = [
    ...cyls.map((c, i): [string, Pair[]] => [
      `Cylinder ${i + 1}`,
      [
        ['Ser#', c.serial],
        ['Agent', agent],
        ['Gross mass', `${c.gross.toFixed(1)} kg`],
        ['Agent mass', `${c.mass.toFixed(1)} kg`],
        ['Pressure', `${c.bar} bar`],
        ['Area', c.area],
      ],
    ]),
    [
      'Control panel',
      [
        ['Make', panel.make],
        ['S/N', panel.serial],
        ['Battery', `${panel.batt} V`],
        ['Indicators', 'All normal'],
      ],
    ] as [string, Pair[]],
  ];
  y += 16;
  cards.forEach(([title, pairs], i) => {
    const bx = 50 + (i % 2) * 252;
    const by = y + Math.floor(i / 2) * 128;
    p.rect(bx, by, 243, 120);
    p.text(bx + 8, by + 7, title, 10, true);
    gapForm(p, bx + 8, by + 25, pairs, 80, 8.5);
  });
  footer(p, f);
  return {
    pages: [p],
    truth: {
      kind: 'SERVICE_CERTIFICATE',
      document: { certificateNumber: cert, serviceDate: date, signatory: tech, saqccNumber: reg },
      assets: [
        ...cyls.map((c) => ({
          type: 'GAS_CYLINDER',
          serial: c.serial,
          location: c.area,
          lastServiceOn: date,
          readings: { AGENT_MASS: c.mass, CYLINDER_PRESSURE: c.bar },
        })),
        {
          type: 'GAS_CONTROL_PANEL',
          make: panel.make,
          serial: panel.serial,
          lastServiceOn: date,
          readings: { BATTERY_VOLTAGE: panel.batt },
        },
      ],
    },
  };
};

/** A delivery/collection note: a vehicle registration and driver, Ser# last but one, a RECEIVED stamp. */
const kCollectionNote: Template = (r) => {
  const p = new Page();
  const f = firmOf(r);
  const date = dateIn(r);
  let y = letterheadLeft(p, f);
  rightText(p, 545, 34, 'DELIVERY / COLLECTION NOTE', 13, true);
  rightText(p, 545, 52, `No. 0${r.int(10000, 99999)}`, 11);
  y = colonForm(
    p,
    50,
    y + 6,
    [
      ['Date', fmt(date, 'dmy')],
      ['Customer', r.pick(CLIENTS)],
      ['Vehicle reg.', `${r.pick(['ND', 'CA', 'GP', 'NP'])} ${r.int(100, 999)}-${r.int(100, 999)}`],
      ['Driver', r.pick(PEOPLE)],
    ],
    70,
  );
  const exts = extinguishers(r, r.int(4, 8), 'dash');
  y = p.table(
    50,
    y + 14,
    [40, 60, 110, 95, 190],
    ['Qty', 'Cap.', 'Type', 'Ser#', 'Condition'],
    exts.map((e) => [
      '1',
      capOf(e),
      { DCP: 'Dry powder', CO2: 'Carbon dioxide', FOAM: 'Foam' }[e.agent],
      e.serial,
      r.pick(['Returned after service', 'Returned after service', 'New unit', 'Exchange unit']),
    ]),
  );
  underRule(p, 50, y + 40, 160, '', 'Driver');
  underRule(p, 240, y + 40, 160, '', 'Received by');
  stamp(p, 420, y + 14, 125, [
    'RECEIVED',
    fmt(plusDays(date, r.int(0, 2)), 'dMon').toUpperCase(),
    'MAINTENANCE DEPT',
  ]);
  footer(p, f);
  return {
    pages: [p],
    truth: {
      kind: 'DELIVERY_NOTE',
      document: {},
      assets: exts.map((e) => ({ type: e.type, serial: e.serial })),
    },
  };
};

/** A tax invoice over two pages: a Unit serial column, lines without serials, totals on the second page. */
const kInvoiceTwoPage: Template = (r) => {
  const p1 = new Page();
  const p2 = new Page();
  const f = firmOf(r);
  const date = dateIn(r);
  const inv = `INV${r.int(100000, 999999)}`;
  let y = letterheadBand(p1, f);
  p1.text(50, y, 'TAX INVOICE', 16, true);
  y = colonForm(
    p1,
    50,
    y + 28,
    [
      ['Invoice No', inv],
      ['Invoice date', fmt(date, 'dMonth')],
      ['Account no', `${r.int(10000, 99999)}`],
      ['Order ref', `${letter(r)}${r.int(1000, 9999)}`],
    ],
    70,
  );
  const client = r.pick(CLIENTS);
  p1.text(320, y - 70, 'Invoice to', 9, true);
  p1.text(320, y - 56, client, 9.5);
  p1.text(320, y - 43, `VAT No. 4${digits(r, 9)}`, 9);
  const kinds: [string, Agent, number][] = [
    ['Service 9 kg DCP extinguisher', 'DCP', 9500],
    ['Service 4.5 kg DCP extinguisher', 'DCP', 8500],
    ['Service 5 kg CO2 extinguisher', 'CO2', 12500],
    ['Recharge 9 kg DCP extinguisher', 'DCP', 32000],
    ['Service 9 L foam extinguisher', 'FOAM', 11000],
  ];
  const lines = Array.from({ length: r.int(19, 24) }, () => {
    if (r.next() < 0.2) {
      const [text, price] = r.pick([
        ['Replace valve O-ring', 2500],
        ['Replace safety pin and seal', 1200],
        ['New service label', 600],
      ] as [string, number][]);
      return { text, serial: '', agent: undefined, price };
    }
    const [text, agent, price] = r.pick(kinds);
    return { text, serial: serialIn(r, 'slash'), agent, price };
  });
  const widths = [32, 200, 78, 30, 52, 48, 55];
  const head = ['Line', 'Description', 'Unit serial', 'Qty', 'Excl.', 'VAT', 'Incl.'];
  const row = (l: (typeof lines)[number], i: number) => {
    const vat = Math.round(l.price * 0.15);
    return [
      String(i + 1),
      l.text,
      l.serial,
      '1',
      rands(l.price).slice(2),
      rands(vat).slice(2),
      rands(l.price + vat).slice(2),
    ];
  };
  const onFirst = 17;
  p1.table(50, y + 14, widths, head, lines.slice(0, onFirst).map(row));
  footer(p1, f, 'Page 1 of 2');
  p2.text(50, 34, `TAX INVOICE ${inv} (continued)`, 11, true);
  p2.text(50, 50, client, 9);
  y = p2.table(
    50,
    72,
    widths,
    head,
    lines.slice(onFirst).map((l, i) => row(l, i + onFirst)),
  );
  const sub = lines.reduce((a, l) => a + l.price, 0);
  const vat = lines.reduce((a, l) => a + Math.round(l.price * 0.15), 0);
  (
    [
      ['Total excl. VAT', sub],
      ['VAT @ 15%', vat],
      ['Amount due', sub + vat],
    ] as [string, number][]
  ).forEach(([label, cents], i) => {
    p2.text(370, y + i * 16, label, 9.5, i === 2);
    rightText(p2, 545, y + i * 16, rands(cents), 9.5, i === 2);
  });
  p2.text(50, y + 70, `Bank: Standard Bank  Acc ${digits(r, 9)}  Branch 051001  Ref ${inv}`, 8.5);
  footer(p2, f, 'Page 2 of 2');
  return {
    pages: [p1, p2],
    truth: {
      kind: 'DELIVERY_NOTE',
      document: {},
      assets: lines
        .filter((l) => l.agent !== undefined)
        .map((l) => ({ type: TYPE_OF[l.agent!], serial: l.serial })),
    },
  };
};

/** A sprinkler weekly test log: the valve set named in a colonless header, dates without a year in the rows. */
const kSprinklerLog: Template = (r) => {
  const p = new Page();
  const serial = serialIn(r, 'dash', 'VS');
  const make = r.pick(['Tyco', 'Viking', 'Reliable']);
  const location = r.pick(['Basement pump room', 'Valve room', 'Pump house']);
  // Started early enough in the year for every row to fall in the year the header names.
  let day = `${r.int(2023, 2025)}-${pad(r.int(1, 9))}-${pad(r.int(1, 28))}`;
  p.text(50, 36, 'SPRINKLER INSTALLATION - WEEKLY TEST LOG', 14, true);
  p.text(50, 55, 'SANS 10287: record every weekly test. Keep this log in the valve room.', 8.5);
  gapForm(
    p,
    50,
    80,
    [
      ['Installation', 'Valve set 1 (wet pipe)'],
      ['Valve S/N', serial],
      ['Make', make],
    ],
    80,
    9.5,
  );
  gapForm(
    p,
    310,
    80,
    [
      ['Location', location],
      ['Year', day.slice(0, 4)],
      ['Premises', r.pick(CLIENTS)],
    ],
    62,
    9.5,
  );
  const rows = Array.from({ length: r.int(10, 15) }, () => {
    const row = [
      fmt(day, 'dMonNoYear'),
      'Yes',
      r.pick(['Sounded', 'Sounded', 'Weak - reported']),
      r.pick(['Started', 'Started', 'Started (manual)']),
      r.pick(['', '', 'Drain valve dripping', 'Gauge glass cracked']),
      r.pick(['TM', 'BM', 'EK', 'RC']),
    ];
    day = plusDays(day, 7);
    return row;
  });
  p.table(
    50,
    150,
    [60, 85, 85, 85, 125, 55],
    ['Date', 'Valves open', 'Alarm gong', 'Pump auto start', 'Remarks', 'Initials'],
    rows,
    9,
  );
  rightText(p, 545, 800, `Page ${r.int(2, 30)}`, 8);
  return {
    pages: [p],
    truth: {
      kind: 'LOG_BOOK',
      document: {},
      assets: [{ type: 'SPRINKLER_CONTROL_VALVE', make, serial, location }],
    },
  };
};

/** A quotation written as a letter: numbered lines with prices in the prose, no table. */
const kQuoteLetter: Template = (r) => {
  const p = new Page();
  const f = firmOf(r);
  const date = dateIn(r);
  let y = letterheadRight(p, f);
  p.text(50, y, fmt(date, 'dMonth'), 9.5);
  rightText(p, 545, y, `Quote ref: ${f.initials}${r.int(1000, 9999)}`, 9.5);
  y += 28;
  p.text(50, y, `Attention: ${r.pick(PEOPLE)}`, 9.5);
  p.text(50, y + 13, r.pick(CLIENTS), 9.5);
  y += 40;
  p.text(50, y, 'QUOTATION: FIRE PROTECTION UPGRADE', 11, true);
  y += 24;
  p.text(50, y, 'Following our site inspection we have pleasure in quoting as follows:', 9.5);
  y += 22;
  const lines: [string, number][] = [
    [
      `Supply and install ${r.int(4, 12)} x 9 kg DCP fire extinguishers with brackets and signs`,
      r.int(40, 110) * 10000,
    ],
    [
      `Supply and install ${r.int(1, 4)} x 30 m hose reels, including pipework from the riser`,
      r.int(90, 180) * 10000,
    ],
    ['Replace the fire alarm panel standby batteries (2 x 12 V 17 Ah)', r.int(18, 30) * 10000],
    ['Annual service of all equipment for the first year', r.int(20, 45) * 10000],
  ];
  lines.forEach(([text, cents], i) => {
    p.text(50, y, `${i + 1}.`, 9.5);
    p.text(68, y, text, 9.5);
    rightText(p, 545, y + 13, rands(cents), 9.5);
    y += 32;
  });
  const sub = lines.reduce((a, [, c]) => a + c, 0);
  p.line(380, y, 545, y);
  p.text(380, y + 6, 'Excl. VAT', 9.5);
  rightText(p, 545, y + 6, rands(sub), 9.5);
  p.text(380, y + 21, 'VAT 15%', 9.5);
  rightText(p, 545, y + 21, rands(Math.round(sub * 0.15)), 9.5);
  p.text(380, y + 36, 'Total', 9.5, true);
  rightText(p, 545, y + 36, rands(sub + Math.round(sub * 0.15)), 9.5, true);
  y += 70;
  [
    'This quotation is valid for 30 days. Lead time is 10 working days from the order.',
    `We trust this meets your requirements. Please call ${f.tel} should you have any questions.`,
  ].forEach((line, i) => {
    p.text(50, y + i * 14, line, 9.5);
  });
  p.text(50, y + 50, 'Kind regards', 9.5);
  p.text(50, y + 84, r.pick(PEOPLE), 10, true);
  p.text(50, y + 98, `Sales  |  ${cell(r)}`, 9);
  footer(p, f);
  return { pages: [p], truth: { kind: 'OTHER', document: {}, assets: [] } };
};

/** Installation of extinguishers: colon-aligned header, an unruled Floor-first table in MPa with decimal commas. */
const kExtInstallCommas: Template = (r) => {
  const p = new Page();
  const f = firmOf(r);
  const cert = `${r.int(1000, 9999)}/${date2(r)}`;
  const date = dateIn(r);
  const tech = r.pick(PEOPLE);
  const reg = `PE${r.int(10000, 99999)}`;
  const comma = (n: number, places = 1) => n.toFixed(places).replace('.', ',');
  let y = letterheadLeft(p, f);
  p.line(50, y - 6, 545, y - 6);
  p.text(50, y + 4, 'CERTIFICATE OF INSTALLATION', 15, true);
  p.text(50, y + 24, 'Portable fire extinguishers - SANS 1475-1 and SANS 10105-1', 9);
  y = colonForm(
    p,
    50,
    y + 48,
    [
      ['Certificate No', cert],
      ['Installation date', fmt(date, 'dmy')],
      ['Building', r.pick(CLIENTS)],
      ['Installer', f.name],
      ['Installed by', tech],
      ['SAQCC reg.', reg],
    ],
    90,
  );
  const exts = extinguishers(r, r.int(5, 10), 'letters');
  y = looseTable(
    p,
    50,
    y + 18,
    [85, 45, 50, 70, 80, 80, 70],
    ['Floor', 'Cat.', 'Cap.', 'Make', 'Unit serial', 'Gauge (MPa)', 'Gross kg'],
    exts.map((e) => [
      e.floor,
      e.agent === 'FOAM' ? 'AFFF' : e.agent,
      `${comma(e.capacity, e.capacity % 1 ? 1 : 0)} ${e.unit}`,
      e.make,
      e.serial,
      e.bar === undefined ? '-' : comma(e.bar / 10, 2),
      comma(e.mass),
    ]),
    { size: 9 },
  );
  p.text(50, y + 4, 'Each unit mounted on a bracket at 1,2 m to the handle, with a sign above it.', 9);
  p.text(50, y + 44, 'Signature: ______________________', 9.5);
  footer(p, f);
  return {
    pages: [p],
    truth: {
      kind: 'INSTALLATION_CERTIFICATE',
      document: { certificateNumber: cert, signatory: tech, saqccNumber: reg, contractor: f.name },
      assets: exts.map(
        (e): TruthAsset => ({
          type: e.type,
          make: e.make,
          serial: e.serial,
          location: e.floor,
          installedOn: date,
          readings: extReadings(e),
        }),
      ),
    },
  };
};

/** SANS 10139 certificate as a ruled two-column grid of label and value cells, the number boxed top right. */
const kDetectionGrid: Template = (r) => {
  const p = new Page();
  const f = firmOf(r);
  const cert = `${r.int(10000, 99999)}`;
  const date = dateIn(r);
  const tech = r.pick(PEOPLE);
  const reg = `DET ${r.int(1000, 9999)}`;
  const [make, model] = r.pick(PANELS);
  const serial = serialIn(r, 'mixed');
  const location = r.pick(['Ground floor foyer', 'Control room', 'Security office']);
  const batt = r.pick([26.7, 27.0, 27.2]);
  const chg = r.pick([27.3, 27.5, 27.7]);
  let y = letterheadCentre(p, f);
  p.text(50, y + 4, 'Certificate of Maintenance', 15, true);
  p.text(50, y + 24, 'Fire detection and alarm system - SANS 10139', 9);
  p.rect(400, y, 145, 36);
  p.text(406, y + 4, 'Certificate No.', 7.5);
  p.text(406, y + 17, cert, 12, true);
  y += 52;
  y = p.table(
    50,
    y,
    [190, 305],
    ['Item', 'Details'],
    [
      ['Premises', r.pick(CLIENTS)],
      ['Date of inspection', fmt(date, 'iso')],
      ['Control panel make', make],
      ['Model', model],
      ['Serial No.', serial],
      ['Panel location', location],
      ['Standby battery', `2 x 12 V ${r.pick([7, 12, 17])} Ah`],
      ['Battery voltage (measured)', `${batt.toFixed(1)} V DC`],
      ['Charger voltage', `${chg.toFixed(1)} V DC`],
      ['Number of zones', String(r.int(4, 16))],
      ['Next inspection due', fmt(plusYears(date, 1), 'iso')],
      ['Inspected by', tech],
      ['SAQCC reg. no.', reg],
      ['Company', f.name],
    ],
    9.5,
  );
  p.text(50, y, 'I certify that the system has been maintained in accordance with SANS 10139.', 9);
  p.text(50, y + 40, 'Signature ____________________', 9.5);
  footer(p, f);
  return {
    pages: [p],
    truth: {
      kind: 'SERVICE_CERTIFICATE',
      document: {
        certificateNumber: cert,
        serviceDate: date,
        signatory: tech,
        saqccNumber: reg,
        contractor: f.name,
      },
      assets: [
        {
          type: 'FIRE_ALARM_PANEL',
          make,
          model,
          serial,
          location,
          lastServiceOn: date,
          readings: { BATTERY_VOLTAGE: batt, CHARGER_VOLTAGE: chg },
        },
      ],
    },
  };
};

export const FRESH4_TEMPLATES: Record<string, Template> = {
  kExtBoxGridPsi,
  kHydrantBlocks,
  kSprinklerTransposed,
  kGasInstall,
  kHydroUnruled,
  kGasCards,
  kCollectionNote,
  kInvoiceTwoPage,
  kSprinklerLog,
  kQuoteLetter,
  kExtInstallCommas,
  kDetectionGrid,
};
