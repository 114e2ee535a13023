/**
 * The development corpus's fifth fresh set (issue 32): twelve layouts written without looking at the
 * reader: comb boxes for certificate and cylinder numbers, labels with values pushed to the right margin
 * in one run, tables with wrapped headers and units, serials in the last column, numbered rows, tick
 * columns, a two-page table whose header repeats, pumps in kPa, hydrants with static/residual pressure,
 * cylinders with agent mass, a narrow delivery slip, a panel log page and a condemnation letter.
 */
import type { TruthAsset } from './docs';
import { Page, type Rand, type Template, type Truth } from './docs';

// ---------------------------------------------------------------- values

const FIRMS = [
  'Phoenix Fire Maintenance CC',
  'Tshwane Fire Protection (Pty) Ltd',
  'Coastal Suppression Services',
  'Vaal Fire & Rescue Equipment',
  'Lowveld Extinguisher Services',
  'Boland Brandbeveiliging',
  'Umhlanga Fire Systems',
  'Free State Fire Control',
];
const TECHS = [
  'M. J. Nkosi',
  'Bongani Zulu',
  'Hendrik Steyn',
  'Fatima Patel',
  'Charl du Toit',
  'Nomvula Sithole',
  'Gerrit Coetzee',
  'Kagiso Molefe',
  'W. A. Fourie',
  'Ayanda Cele',
];
const CLIENTS = [
  'Sunnyside Shopping Centre',
  'Mkhize Logistics Depot',
  'St Anne\u2019s Primary School',
  'Oceanview Apartments Body Corporate',
  'Greenfields Cold Storage',
  'Rivonia Office Park Block C',
  'Karoo Agri Co-op',
  'Harbour Engineering Works',
];
const TOWNS = [
  'Centurion',
  'Pinetown',
  'George',
  'Polokwane',
  'Vereeniging',
  'Paarl',
  'Nelspruit',
  'Kimberley',
];
const STREETS = [
  'Voortrekker Rd',
  'Church St',
  'Main Road',
  'Jan Smuts Ave',
  'Old Mutual Lane',
  'Dr Pixley Kaseme St',
];
const PLACES = [
  'Front office',
  'Canteen',
  'Fire escape 2nd flr',
  'Dispatch',
  'Generator room',
  'Corridor west',
  'Admin block',
  'Paint store',
  'MCC room',
  'Ground flr lobby',
  'Warehouse aisle 4',
  'Guard house',
  'Workshop bay 3',
  'Level 1 lift lobby',
];
const EXT_MAKES = ['Fireco', 'Safequip', 'Protek', 'Flamestop', 'Sentinel', 'Chubb'];
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
const isoOf = (r: Rand, from = 2016, to = 2025) =>
  `${r.int(from, to)}-${pad(r.int(1, 12))}-${pad(r.int(1, 28))}`;
const addDays = (iso: string, days: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
const addYears = (iso: string, n: number) => `${Number(iso.slice(0, 4)) + n}${iso.slice(4)}`;

type Fmt = 'dd.mm.yy' | 'yyyy/mm/dd' | 'd-MMM-yy' | 'MMMM d, yyyy' | 'dd MMM yyyy' | 'dd/mm/yyyy';
function fmt(iso: string, f: Fmt): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  switch (f) {
    case 'dd.mm.yy':
      return `${pad(d)}.${pad(m)}.${String(y).slice(2)}`;
    case 'yyyy/mm/dd':
      return `${y}/${pad(m)}/${pad(d)}`;
    case 'd-MMM-yy':
      return `${d}-${MONTHS[m - 1]}-${String(y).slice(2)}`;
    case 'MMMM d, yyyy':
      return `${LONG_MONTHS[m - 1]} ${d}, ${y}`;
    case 'dd MMM yyyy':
      return `${pad(d)} ${MONTHS[m - 1]!.toUpperCase()} ${y}`;
    default:
      return `${pad(d)}/${pad(m)}/${y}`;
  }
}

/** Serials unique within one document. */
function serials() {
  const seen = new Set<string>();
  return (make: () => string): string => {
    for (;;) {
      const s = make();
      if (!seen.has(s)) {
        seen.add(s);
        return s;
      }
    }
  };
}
const digits = (r: Rand, n: number) => Array.from({ length: n }, () => String(r.int(0, 9))).join('');
const phone = (r: Rand) => `0${r.int(11, 87)} ${r.int(100, 999)} ${digits(r, 4)}`;
const saqccOf = (r: Rand) =>
  r.pick([
    `FIRE/${digits(r, 4)}`,
    `SP ${digits(r, 5)}`,
    `${r.int(1, 9)}-${digits(r, 4)}`,
    `FA-${digits(r, 4)}`,
  ]);

// ---------------------------------------------------------------- drawing helpers

/** Helvetica advance widths (per 1000) for ASCII 32..126. */
const HELV = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556,
  556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278,
  500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469,
  556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500,
  278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];
function widthOf(text: string, size: number, bold = false): number {
  let w = 0;
  for (const ch of text) w += HELV[ch.charCodeAt(0) - 32] ?? 556;
  return (w * size * (bold ? 1.06 : 1)) / 1000;
}
function rightText(p: Page, right: number, y: number, text: string, size = 10, bold = false) {
  p.text(right - widthOf(text, size, bold), y, text, size, bold);
}
function centreText(p: Page, cx: number, y: number, text: string, size = 10, bold = false) {
  p.text(cx - widthOf(text, size, bold) / 2, y, text, size, bold);
}
/** Label and value in one run, spaces between so that the value ends near `right`. */
function spread(label: string, value: string, x: number, right: number, size: number): string {
  const gap = right - x - widthOf(label, size) - widthOf(value, size);
  const n = Math.max(3, Math.round(gap / widthOf(' ', size)));
  return `${label}${' '.repeat(n)}${value}`;
}
/** Each character of `chars` in its own small box; returns the x after the comb. */
function comb(p: Page, x: number, y: number, chars: string, w = 13, h = 17, size = 10): number {
  [...chars].forEach((ch, i) => {
    const bx = x + i * w;
    p.rect(bx, y, w, h);
    if (ch !== ' ') centreText(p, bx + w / 2, y + (h - size) / 2 + 0.5, ch, size);
  });
  return x + chars.length * w;
}
const box = (ticked: boolean) => (ticked ? '[X]' : '[  ]');

type Col = { w: number; head: string; align?: 'l' | 'r' | 'c' };
/** A ruled grid whose header cells may wrap onto several lines ('\n'); returns the y below. */
function grid(
  p: Page,
  x: number,
  y: number,
  cols: Col[],
  rows: string[][],
  o: { size?: number; headSize?: number; rowH?: number; boldHead?: boolean } = {},
): number {
  const size = o.size ?? 8.5;
  const hs = o.headSize ?? 7.5;
  const rowH = o.rowH ?? size * 2;
  const lines = Math.max(...cols.map((c) => c.head.split('\n').length));
  const headH = lines * hs * 1.2 + 6;
  const total = cols.reduce((a, c) => a + c.w, 0);
  const cell = (cx: number, c: Col, cy: number, text: string, s: number, bold: boolean) => {
    if (c.align === 'r') rightText(p, cx + c.w - 3, cy, text, s, bold);
    else if (c.align === 'c') centreText(p, cx + c.w / 2, cy, text, s, bold);
    else p.text(cx + 3, cy, text, s, bold);
  };
  let cx = x;
  for (const c of cols) {
    c.head.split('\n').forEach((ln, i) => {
      cell(cx, c, y + 3 + i * hs * 1.2, ln, hs, o.boldHead ?? true);
    });
    cx += c.w;
  }
  rows.forEach((row, ri) => {
    let rx = x;
    row.forEach((text, ci) => {
      const c = cols[ci]!;
      cell(rx, c, y + headH + ri * rowH + (rowH - size) / 2, text, size, false);
      rx += c.w;
    });
  });
  const bottom = y + headH + rows.length * rowH;
  p.line(x, y, x + total, y);
  p.line(x, y + headH, x + total, y + headH);
  for (let i = 1; i <= rows.length; i++) p.line(x, y + headH + i * rowH, x + total, y + headH + i * rowH);
  cx = x;
  for (let i = 0; i <= cols.length; i++) {
    p.line(cx, y, cx, bottom);
    cx += cols[i]?.w ?? 0;
  }
  return bottom;
}

type Ext = {
  type: string;
  agent: string;
  cap: string;
  make: string;
  serial: string;
  location: string;
  mass: number;
  pressure?: number;
};
function extinguishers(r: Rand, n: number, serialOf: () => string): Ext[] {
  const places = [...PLACES];
  return Array.from({ length: n }, () => {
    const t = r.pick([
      ['EXTINGUISHER_DCP', 'DCP', '9kg'],
      ['EXTINGUISHER_DCP', 'DCP', '4.5kg'],
      ['EXTINGUISHER_DCP', 'DCP', '2.5kg'],
      ['EXTINGUISHER_CO2', 'CO2', '5kg'],
      ['EXTINGUISHER_CO2', 'CO2', '2kg'],
      ['EXTINGUISHER_FOAM', 'AFFF', '9L'],
    ] as const);
    const mass =
      t[2] === '9kg'
        ? r.pick([13.8, 14.2, 14.6, 15.1])
        : t[2] === '4.5kg'
          ? r.pick([7.6, 7.9, 8.2])
          : t[2] === '2.5kg'
            ? r.pick([4.4, 4.6, 4.9])
            : t[2] === '5kg'
              ? r.pick([14.9, 15.3, 15.8])
              : t[2] === '2kg'
                ? r.pick([5.6, 5.9, 6.2])
                : r.pick([13.1, 13.5, 14.0]);
    const at = r.int(0, places.length - 1);
    const location = places.length > 0 ? places.splice(at, 1)[0]! : r.pick(PLACES);
    return {
      type: t[0],
      agent: t[1],
      cap: t[2],
      make: r.pick(EXT_MAKES),
      serial: serialOf(),
      location,
      mass,
      pressure: t[0] === 'EXTINGUISHER_CO2' ? undefined : r.pick([12, 13, 13.5, 14, 15]),
    };
  });
}
const extReadings = (e: Ext) =>
  e.pressure === undefined ? { GROSS_MASS: e.mass } : { GAUGE_PRESSURE: e.pressure, GROSS_MASS: e.mass };

/** A letterhead of small print under a bold name; returns the y below. */
function letterhead(p: Page, r: Rand, firm: string, x = 50, y = 38): number {
  p.text(x, y, firm, 15, true);
  p.text(
    x,
    y + 19,
    `${r.int(2, 240)} ${r.pick(STREETS)}, ${r.pick(TOWNS)}  \u00b7  Tel ${phone(r)}  \u00b7  Reg. No. 20${pad(r.int(0, 19))}/${digits(r, 6)}/${r.pick(['07', '23'])}  \u00b7  VAT ${4}${digits(r, 9)}`,
    6.5,
  );
  return y + 34;
}
function footer(p: Page, r: Rand, pageNo: number, pages: number, form: string) {
  p.line(50, 800, 545, 800);
  p.text(50, 805, form, 6.5);
  rightText(p, 545, 805, `Page ${pageNo} of ${pages}`, 6.5);
  centreText(
    p,
    297,
    805,
    `Printed ${r.pick(['by', 'for'])} ${r.pick(['SwiftPrint', 'Docuprint', 'Formsmith'])} ${digits(r, 4)}`,
    6,
  );
}

// ---------------------------------------------------------------- templates

/** Service certificate: the certificate number in comb boxes, a table with wrapped headers, serial last. */
const c5CombServiceCert: Template = (r) => {
  const p = new Page();
  const firm = r.pick(FIRMS);
  const tech = r.pick(TECHS);
  const saqcc = saqccOf(r);
  const cert = `${r.pick(['C', 'S', 'SC'])}${digits(r, r.int(5, 6))}`;
  const date = isoOf(r, 2017, 2025);
  const uniq = serials();
  const prefix = r.pick(['', 'A', 'K', 'FX']);
  const items = extinguishers(r, r.int(5, 9), () => uniq(() => `${prefix}${digits(r, 6)}`));
  const remarks = items.map(() => r.pick(['Pass', 'Pass', 'Pass', 'Fail', 'Replaced']));
  const df: Fmt = 'dd.mm.yy';

  let y = letterhead(p, r, firm);
  p.text(50, y + 6, 'CERTIFICATE OF SERVICE', 13, true);
  p.text(50, y + 22, 'Portable fire extinguishers  \u2013  SANS 1475-1', 7);
  p.text(352, y + 8, 'Cert #', 9, true);
  comb(p, 388, y + 4, cert.padEnd(9, ' '), 15, 19, 11);
  y += 44;
  p.line(50, y, 545, y);
  y += 10;
  p.text(50, y, 'client', 7);
  p.text(50, y + 9, r.pick(CLIENTS), 11, true);
  p.text(50, y + 24, `${r.int(1, 300)} ${r.pick(STREETS)}, ${r.pick(TOWNS)}`, 8);
  p.text(330, y, 'date of service', 7);
  p.text(330, y + 9, fmt(date, df), 11, true);
  p.text(440, y, 'next service due', 7);
  p.text(440, y + 9, fmt(addYears(date, 1), df), 11);
  p.text(330, y + 26, `order no. ${digits(r, 7)}`, 7);
  p.text(440, y + 26, `acc. ${r.pick(['ACC', 'CL'])}${digits(r, 4)}`, 7);
  y += 46;

  const rows = items.map((e, i) => [
    String(i + 1),
    e.location,
    `${e.agent} ${e.cap}`,
    e.make,
    e.mass.toFixed(1),
    e.pressure === undefined ? '\u2013' : String(e.pressure),
    remarks[i]!,
    e.serial,
  ]);
  y = grid(
    p,
    50,
    y,
    [
      { w: 24, head: 'No.', align: 'c' },
      { w: 118, head: 'Location' },
      { w: 62, head: 'Type &\nsize' },
      { w: 66, head: 'Make' },
      { w: 48, head: 'Gross\nmass\n(kg)', align: 'r' },
      { w: 46, head: 'Press.\n(bar)', align: 'r' },
      { w: 60, head: 'Remarks' },
      { w: 71, head: 'Serial\nnumber' },
    ],
    rows,
    { size: 9, rowH: 20 },
  );
  y += 14;
  p.text(50, y, 'Work done:', 8, true);
  p.text(
    110,
    y,
    `${box(true)} Serviced   ${box(r.next() < 0.5)} Recharged   ${box(false)} Pressure tested   ${box(r.next() < 0.3)} New seals fitted`,
    8,
  );
  y += 30;
  p.text(
    50,
    y,
    'I certify that the above equipment has been inspected and maintained in accordance with SANS 1475-1.',
    7.5,
  );
  y += 34;
  p.line(50, y, 220, y);
  p.line(300, y, 460, y);
  p.text(50, y + 4, tech, 10);
  p.text(50, y + 17, 'technician (print name)', 6.5);
  p.text(300, y + 4, saqcc, 10);
  p.text(300, y + 17, 'saqcc reg. no.', 6.5);
  footer(p, r, 1, 1, `Form SC-07 rev.${r.int(2, 9)}   Doc. ${digits(r, 6)}`);

  const truth: Truth = {
    kind: 'SERVICE_CERTIFICATE',
    document: {
      certificateNumber: cert,
      serviceDate: date,
      signatory: tech,
      saqccNumber: saqcc,
      contractor: firm,
    },
    assets: items.map((e) => ({
      type: e.type,
      make: e.make,
      serial: e.serial,
      location: e.location,
      lastServiceOn: date,
      readings: extReadings(e),
    })),
  };
  return { pages: [p], truth };
};

/** Fire alarm panel maintenance certificate: labels left, values pushed to the right margin in one run. */
const c5PanelRightAligned: Template = (r) => {
  const p = new Page();
  const firm = r.pick(FIRMS);
  const tech = r.pick(TECHS);
  const saqcc = saqccOf(r);
  const cert = `FD-${r.int(2018, 2025)}-${digits(r, 4)}`;
  const date = isoOf(r, 2018, 2025);
  const [make, model] = r.pick([
    ['Ziton', 'ZP3'],
    ['Morley-IAS', 'DXc4'],
    ['Advanced', 'MxPro 5'],
    ['Notifier', 'ID3000'],
    ['C-Tec', 'CFP704'],
  ] as const);
  const serial = `${r.pick(['', 'S/', 'P'])}${digits(r, 7)}`;
  const location = r.pick([
    'Security control room',
    'Reception',
    'Ground flr lobby',
    'Guard house',
    'Admin block',
  ]);
  const bat = r.pick([25.9, 26.4, 26.8, 27.1, 27.3]);
  const chg = r.pick([27.2, 27.4, 27.6, 27.8]);
  const upper = r.next() < 0.5;
  const L = (s: string) => (upper ? s.toUpperCase() : s);

  letterhead(p, r, firm);
  p.line(50, 80, 545, 80);
  centreText(p, 297, 92, 'FIRE DETECTION SYSTEM', 12, true);
  centreText(p, 297, 108, 'Certificate of Maintenance', 11);
  const rows: [string, string][] = [
    [L('Certificate No.'), cert],
    [L('Client'), r.pick(CLIENTS)],
    [L('Site address'), `${r.int(1, 300)} ${r.pick(STREETS)}, ${r.pick(TOWNS)}`],
    [L('Insp. dt'), fmt(date, 'MMMM d, yyyy')],
    [L('Panel make'), make],
    [L('Panel model'), model],
    [L('Panel serial'), serial],
    [L('Location of panel'), location],
    [L('No. of zones / loops'), `${r.pick([4, 8, 12, 16])} / ${r.int(1, 4)}`],
    [L('Standby battery voltage (V)'), bat.toFixed(1)],
    [L('Charger output voltage (V)'), chg.toFixed(1)],
    [L('Battery date code'), `${pad(r.int(1, 12))}/${r.int(18, 24)}`],
    [L('Battery capacity'), `2 x 12V ${r.pick([7, 12, 17, 24])}Ah`],
    [L('Next inspection due'), fmt(addDays(date, r.pick([91, 182, 365])), 'MMMM d, yyyy')],
  ];
  let y = 140;
  rows.forEach(([l, v], i) => {
    const size = i === 0 ? 11 : 10;
    p.text(70, y, spread(l, v, 70, 525, size), size, i === 0);
    p.line(70, y + size + 4, 525, y + size + 4);
    y += 22;
  });
  y += 12;
  p.text(70, y, L('Work carried out'), 9, true);
  y += 16;
  const checks = [
    ['Inspected', true],
    ['Batteries load tested', true],
    ['Batteries replaced', r.next() < 0.3],
    ['Sounders tested', true],
    ['Detectors tested', r.next() < 0.7],
    ['Panel replaced', false],
  ] as const;
  checks.forEach(([t, on], i) => {
    p.text(70 + (i % 3) * 155, y + Math.floor(i / 3) * 15, `${box(on)} ${t}`, 9);
  });
  y += 44;
  p.text(70, y, 'Comments:', 9, true);
  p.text(
    130,
    y,
    r.pick([
      'System normal on departure.',
      'Zone 3 MCP glass cracked \u2013 quoted separately.',
      'Fault log cleared. No faults.',
    ]),
    9,
  );
  y += 50;
  p.text(70, y, spread('Inspected by', tech, 70, 300, 10), 10);
  p.text(320, y, spread('SAQCC Fire Det. Reg.', saqcc, 320, 525, 10), 10);
  p.line(70, y + 40, 250, y + 40);
  p.text(70, y + 43, 'signature', 6.5);
  footer(p, r, 1, 1, `FD/CM/${r.int(1, 9)}  issue ${r.int(1, 5)}`);
  return {
    pages: [p],
    truth: {
      kind: 'SERVICE_CERTIFICATE',
      document: {
        certificateNumber: cert,
        serviceDate: date,
        signatory: tech,
        saqccNumber: saqcc,
        contractor: firm,
      },
      assets: [
        {
          type: 'FIRE_ALARM_PANEL',
          make,
          model,
          serial,
          location,
          lastServiceOn: date,
          readings: { BATTERY_VOLTAGE: bat, CHARGER_VOLTAGE: chg },
        },
      ],
    },
  };
};

/** Pump test service report: one box per pump, large values with small units, pressures in kPa. */
const c5PumpBoxes: Template = (r) => {
  const p = new Page();
  const firm = r.pick(FIRMS);
  const tech = r.pick(TECHS);
  const date = isoOf(r, 2016, 2025);
  const uniq = serials();
  const sn = () => uniq(() => `${r.pick(['', 'M', 'KSB-', 'G'])}${digits(r, r.int(6, 8))}`);
  const kpa = (lo: number, hi: number) => r.int(lo / 10, hi / 10) * 10;
  const elec = {
    make: r.pick(['KSB', 'Grundfos', 'Sulzer', 'Lowara']),
    model: r.pick(['Etanorm 65-200', 'NK 80-250', 'ETA 100-33', 'e-NSC 65-250']),
    serial: sn(),
    start: kpa(500, 750),
    churn: kpa(900, 1300),
  };
  const diesel = {
    make: r.pick(['Deutz', 'Perkins', 'Cummins', 'John Deere']),
    model: r.pick(['BF4M2012', '1104D-44', '4BTA3.9-F', '4045HF']),
    serial: sn(),
    start: kpa(400, 650),
    oil: kpa(250, 450),
    run: r.pick([30, 30, 45, 60]),
    fuel: r.pick([70, 75, 80, 90, 95, 100]),
  };
  const jockey = {
    make: r.pick(['Grundfos', 'Lowara', 'DAB', 'Ebara']),
    model: r.pick(['CR 3-15', 'CR 5-20', '1SV15', 'KVC 40/80']),
    serial: sn(),
    cutIn: kpa(700, 850),
    cutOut: kpa(900, 1050),
  };

  p.text(50, 40, firm.toUpperCase(), 12, true);
  p.text(50, 56, `Sprinkler & fire pump division  \u00b7  ${phone(r)}  \u00b7  after hours ${phone(r)}`, 6.5);
  rightText(p, 545, 40, 'SERVICE REPORT', 14, true);
  rightText(p, 545, 58, `Job no. ${r.int(10000, 99999)}`, 8);
  p.line(50, 72, 545, 72);
  p.text(50, 82, `Site: ${r.pick(CLIENTS)}`, 10);
  p.text(
    50,
    97,
    `Pump house, ${r.pick(['north side', 'basement level -1', 'behind block D', 'next to reservoir'])}`,
    8,
  );
  p.text(360, 82, 'Test date', 7);
  p.text(410, 78, fmt(date, 'yyyy/mm/dd'), 14, true);
  p.text(360, 99, 'Weekly / Annual:', 7);
  p.text(420, 99, r.pick(['Annual', 'Weekly']), 8);

  const bigValue = (x: number, y: number, label: string, value: string, unit: string) => {
    p.text(x, y, label, 6.5);
    p.text(x, y + 9, value, 16, true);
    p.text(x + widthOf(value, 16, true) + 2, y + 16, unit, 6.5);
  };
  const pumpBox = (
    y: number,
    title: string,
    m: { make: string; model: string; serial: string },
    vals: [string, string, string][],
  ) => {
    p.rect(50, y, 495, 92);
    p.rect(50, y, 495, 16);
    p.text(56, y + 4, title, 9, true);
    p.text(56, y + 24, 'Mnf', 6.5);
    p.text(56, y + 32, m.make, 10);
    p.text(160, y + 24, 'Model', 6.5);
    p.text(160, y + 32, m.model, 10);
    p.text(290, y + 24, 'S/No', 6.5);
    p.text(290, y + 32, m.serial, 10);
    p.text(420, y + 24, 'Rating', 6.5);
    p.text(420, y + 32, `${r.pick([15, 22, 37, 45, 55])} kW / ${r.pick([1450, 2900])} rpm`, 9);
    p.line(50, y + 50, 545, y + 50);
    vals.forEach(([l, v, u], i) => {
      bigValue(56 + i * 122, y + 56, l, v, u);
    });
    return y + 104;
  };
  let y = 124;
  y = pumpBox(y, 'ELECTRIC FIRE PUMP (duty)', elec, [
    ['Start pressure', String(elec.start), 'kPa'],
    ['Churn pressure', String(elec.churn), 'kPa'],
    ['Motor current', String(r.int(40, 110)), 'A'],
  ]);
  y = pumpBox(y, 'DIESEL FIRE PUMP (standby)', diesel, [
    ['Start pressure', String(diesel.start), 'kPa'],
    ['Oil pressure', String(diesel.oil), 'kPa'],
    ['Run time', String(diesel.run), 'min'],
    ['Fuel level', String(diesel.fuel), '%'],
  ]);
  y = pumpBox(y, 'JOCKEY PUMP', jockey, [
    ['Cut-in', String(jockey.cutIn), 'kPa'],
    ['Cut-out', String(jockey.cutOut), 'kPa'],
    ['Starts per hour', String(r.int(0, 3)), ''],
  ]);
  p.text(50, y, 'Checks', 9, true);
  y += 14;
  [
    `${box(true)} Batteries / charger OK`,
    `${box(true)} Valves strapped open`,
    `${box(r.next() < 0.5)} Fuel topped up`,
    `${box(r.next() < 0.3)} Leaks noted`,
  ].forEach((t, i) => {
    p.text(50 + (i % 2) * 250, y + Math.floor(i / 2) * 14, t, 8.5);
  });
  y += 40;
  p.text(50, y, 'Remarks:', 9, true);
  p.text(
    100,
    y,
    r.pick([
      'All pumps started on pressure drop. Plant left on AUTO.',
      'Diesel slow to crank; batteries to be replaced.',
    ]),
    9,
  );
  y += 50;
  p.line(50, y, 230, y);
  p.text(50, y + 4, `Technician: ${tech}`, 9);
  p.line(330, y, 530, y);
  p.text(330, y + 4, 'Client representative', 9);
  footer(p, r, 1, 1, `PR-${r.int(10, 99)}/${r.int(1, 9)}`);

  const bar = (k: number) => Math.round(k) / 100;
  return {
    pages: [p],
    truth: {
      kind: 'SERVICE_REPORT',
      document: { serviceDate: date, signatory: tech, contractor: firm },
      assets: [
        {
          type: 'SPRINKLER_ELECTRIC_PUMP',
          make: elec.make,
          model: elec.model,
          serial: elec.serial,
          lastServiceOn: date,
          readings: { START_PRESSURE: bar(elec.start), CHURN_PRESSURE: bar(elec.churn) },
        },
        {
          type: 'SPRINKLER_DIESEL_PUMP',
          make: diesel.make,
          model: diesel.model,
          serial: diesel.serial,
          lastServiceOn: date,
          readings: {
            START_PRESSURE: bar(diesel.start),
            OIL_PRESSURE: bar(diesel.oil),
            RUN_TIME: diesel.run,
            FUEL_LEVEL: diesel.fuel,
          },
        },
        {
          type: 'SPRINKLER_JOCKEY_PUMP',
          make: jockey.make,
          model: jockey.model,
          serial: jockey.serial,
          lastServiceOn: date,
          readings: { CUT_IN_PRESSURE: bar(jockey.cutIn), CUT_OUT_PRESSURE: bar(jockey.cutOut) },
        },
      ],
    },
  };
};

/** Hydrant flow test on a landscape sheet: location first, serial last, pitot and flow as distractors. */
const c5HydrantLandscape: Template = (r) => {
  const p = new Page();
  p.els.push({ t: 'landscape' });
  const firm = r.pick(FIRMS);
  const tech = r.pick(TECHS);
  const date = isoOf(r, 2018, 2025);
  const uniq = serials();
  const n = r.int(4, 8);
  const locs = [
    'Gate 1',
    'Gate 2',
    'Parking north',
    'Parking south',
    'Block A east',
    'Block B west',
    'Loading yard',
    'Tank farm',
    'Canteen lawn',
    'Workshop road',
  ];
  const hyd = Array.from({ length: n }, (_, i) => {
    const stat = r.int(35, 75) * 10;
    return {
      loc: locs.splice(r.int(0, locs.length - 1), 1)[0]!,
      kind: r.pick(['Pillar 2-way', 'Pillar single', 'Underground']),
      stat,
      res: stat - r.int(8, 25) * 10,
      pitot: r.int(10, 30) * 10,
      flow: r.int(90, 180) * 10,
      serial: uniq(() => `${r.pick(['H', 'HV', ''])}${digits(r, 5)}`),
      n: i + 1,
    };
  });
  // landscape: 842 wide x 595 high
  p.text(40, 34, firm, 14, true);
  p.text(40, 52, `SABS-approved hydrant & reticulation testing  \u00b7  Tel ${phone(r)}`, 7);
  rightText(p, 802, 34, 'HYDRANT FLOW TEST', 14, true);
  rightText(p, 802, 52, `Municipal permit ${r.pick(['WP', 'HYD'])}/${digits(r, 5)}`, 7);
  p.line(40, 66, 802, 66);
  p.text(40, 76, `Property: ${r.pick(CLIENTS)}`, 10);
  p.text(360, 76, `Date tested: ${fmt(date, 'dd MMM yyyy')}`, 10);
  p.text(600, 76, `Main size: ${r.pick([100, 150, 200])} mm`, 10);
  let y = grid(
    p,
    40,
    96,
    [
      { w: 28, head: 'No', align: 'c' },
      { w: 130, head: 'Loc.' },
      { w: 110, head: 'Hydrant\ntype' },
      { w: 72, head: 'Static\npress.\n(kPa)', align: 'r' },
      { w: 72, head: 'Residual\npress.\n(kPa)', align: 'r' },
      { w: 66, head: 'Pitot\n(kPa)', align: 'r' },
      { w: 74, head: 'Flow\n(L/min)', align: 'r' },
      { w: 88, head: 'Remarks' },
      { w: 122, head: 'Valve\nS/No' },
    ],
    hyd.map((h) => [
      String(h.n),
      h.loc,
      h.kind,
      String(h.stat),
      String(h.res),
      String(h.pitot),
      String(h.flow),
      h.res >= 300 ? 'Pass' : 'Fail \u2013 low res.',
      h.serial,
    ]),
    { size: 9.5, rowH: 22, headSize: 8 },
  );
  y += 16;
  p.text(
    40,
    y,
    'Flow measured with 65 mm outlet and pitot gauge. Minimum required 1 500 L/min at 300 kPa residual (SANS 10400-W).',
    7,
  );
  y += 40;
  p.line(40, y, 240, y);
  p.text(40, y + 4, tech, 10);
  p.text(40, y + 17, 'Tested by', 6.5);
  p.line(520, y, 720, y);
  p.text(520, y + 4, fmt(date, 'dd MMM yyyy'), 10);
  p.text(520, y + 17, 'Date', 6.5);
  p.text(40, 570, `HFT-${digits(r, 5)}`, 6.5);
  rightText(p, 802, 570, 'Page 1 of 1', 6.5);
  return {
    pages: [p],
    truth: {
      kind: 'SERVICE_REPORT',
      document: { serviceDate: date, signatory: tech, contractor: firm },
      assets: hyd.map((h) => ({
        type: 'HYDRANT',
        serial: h.serial,
        location: h.loc,
        lastServiceOn: date,
        readings: { STATIC_PRESSURE: h.stat, RESIDUAL_PRESSURE: h.res },
      })),
    },
  };
};

/** Hydrostatic test of gas cylinders: each cylinder's serial in comb boxes, agent mass, test pressure. */
const c5CylinderComb: Template = (r) => {
  const p = new Page();
  const firm = r.pick(FIRMS);
  const tech = r.pick(TECHS);
  const cert = `HT ${digits(r, 5)}`;
  const date = isoOf(r, 2016, 2025);
  const uniq = serials();
  const n = r.int(1, 3);
  const agent = r.pick([
    ['FM-200', [25.6, 41.2, 58.9, 81.6]],
    ['Novec 1230', [35.0, 52.5, 70.3]],
    ['CO2', [45.0, 45.0, 22.7]],
  ] as const);
  const make = r.pick(['Kidde', 'Fike', 'Siex', 'Sevo', 'Tyco']);
  const cyl = Array.from({ length: n }, () => ({
    serial: uniq(() => `${r.pick(['', 'K', 'SX'])}${digits(r, r.int(6, 8))}`),
    mass: r.pick(agent[1]),
    made: `${pad(r.int(1, 12))}/${r.int(2002, 2016)}`,
    cap: r.pick([40, 67, 80, 120]),
  }));
  let y = letterhead(p, r, firm);
  p.text(50, y + 4, 'HYDROSTATIC TEST CERTIFICATE', 14, true);
  p.text(50, y + 22, 'High pressure gas cylinders  \u2013  SANS 10019', 7.5);
  rightText(p, 545, y + 4, `Cert # ${cert}`, 11, true);
  rightText(p, 545, y + 22, `Test station reg. no. TS ${r.int(10, 299)}`, 7.5);
  y += 42;
  p.line(50, y, 545, y);
  y += 10;
  p.text(50, y, `Owner: ${r.pick(CLIENTS)}`, 9);
  p.text(330, y, `Date of test: ${fmt(date, 'd-MMM-yy')}`, 9);
  y += 14;
  p.text(
    50,
    y,
    `System: ${agent[0]} total flooding, ${r.pick(['server room', 'archive', 'MCC room', 'control room'])}`,
    9,
  );
  p.text(330, y, `Mnf: ${make}`, 9);
  y += 22;
  for (const [i, c] of cyl.entries()) {
    p.rect(50, y, 495, 132);
    p.text(56, y + 6, `Cylinder ${i + 1} of ${n}`, 9, true);
    p.text(56, y + 26, 'Serial no.', 8);
    comb(p, 120, y + 22, c.serial, 14, 18, 10.5);
    p.text(340, y + 26, 'Mnf dt', 8);
    comb(p, 380, y + 22, c.made, 14, 18, 10.5);
    const cells: [string, string][] = [
      ['Water cap. (L)', String(c.cap)],
      ['Tare (kg)', (c.cap * 1.15).toFixed(1)],
      ['Agent', agent[0]],
      ['Agent mass (kg)', c.mass.toFixed(1)],
      ['Test press. (bar)', String(r.pick([250, 225, 190]))],
      ['Perm. exp. (%)', (r.int(1, 45) / 10).toFixed(1)],
    ];
    cells.forEach(([l, v], k) => {
      const cx = 56 + (k % 3) * 163;
      const cy = y + 54 + Math.floor(k / 3) * 30;
      p.text(cx, cy, l, 6.5);
      p.text(cx, cy + 9, v, 11);
    });
    p.text(56, y + 116, `Result:  ${box(true)} Pass   ${box(false)} Fail   ${box(false)} Condemned`, 8.5);
    y += 142;
  }
  y += 10;
  p.text(
    50,
    y,
    'Cylinders were visually inspected internally and externally and hydrostatically tested; valves re-fitted with new seals.',
    7,
  );
  y += 40;
  p.line(50, y, 250, y);
  p.text(50, y + 4, tech, 10);
  p.text(50, y + 17, 'Authorised tester', 6.5);
  p.text(330, y + 4, `Re-test due: ${fmt(addYears(date, 5), 'd-MMM-yy')}`, 8);
  footer(p, r, 1, 1, `HT/F/${r.int(1, 20)}`);
  return {
    pages: [p],
    truth: {
      kind: 'HYDROSTATIC_TEST',
      document: { certificateNumber: cert, testDate: date, signatory: tech, contractor: firm },
      assets: cyl.map((c) => ({
        type: 'GAS_CYLINDER',
        make,
        serial: c.serial,
        lastTestOn: date,
        readings: { AGENT_MASS: c.mass },
      })),
    },
  };
};

/** Hydrostatic test register of extinguishers over two pages, header repeated, pass/fail tick columns. */
const c5HydroTwoPage: Template = (r) => {
  const firm = r.pick(FIRMS);
  const tech = r.pick(TECHS);
  const saqcc = saqccOf(r);
  const cert = `${r.int(100, 999)}/${r.int(18, 25)}`;
  const date = isoOf(r, 2017, 2025);
  const uniq = serials();
  const n = r.int(26, 36);
  const rowsData = Array.from({ length: n }, () => {
    const t = r.pick([
      ['EXTINGUISHER_DCP', 'DCP', '9'],
      ['EXTINGUISHER_DCP', 'DCP', '4.5'],
      ['EXTINGUISHER_CO2', 'CO2', '5'],
      ['EXTINGUISHER_FOAM', 'Foam', '9'],
    ] as const);
    return {
      type: t[0],
      agent: t[1],
      cap: t[2],
      make: r.pick(EXT_MAKES),
      year: r.int(2004, 2020),
      serial: uniq(() => `${r.pick(['', 'B', 'SN'])}${digits(r, 6)}`),
      press: t[0] === 'EXTINGUISHER_CO2' ? 250 : r.pick([25, 30]),
      pass: r.next() > 0.1,
    };
  });
  const perPage = 22;
  const pages: Page[] = [];
  const cols: Col[] = [
    { w: 26, head: '#', align: 'c' },
    { w: 86, head: 'Serial No.' },
    { w: 72, head: 'Mnf' },
    { w: 44, head: 'Agent' },
    { w: 48, head: 'Cap.\n(kg/L)', align: 'r' },
    { w: 44, head: 'Year\nof\nmnf', align: 'c' },
    { w: 58, head: 'Test\npress.\n(bar)', align: 'r' },
    { w: 42, head: 'Pass', align: 'c' },
    { w: 42, head: 'Fail', align: 'c' },
    { w: 33, head: 'Init.', align: 'c' },
  ];
  const initials = tech
    .split(/[\s.]+/)
    .filter(Boolean)
    .map((w) => w[0])
    .join('');
  const total = Math.ceil(n / perPage);
  const form = `QF-23 rev ${r.int(1, 6)}`;
  for (let pg = 0; pg < total; pg++) {
    const p = new Page();
    let y: number;
    if (pg === 0) {
      y = letterhead(p, r, firm);
      p.text(50, y + 2, 'Hydrostatic Pressure Test  \u2013  Portable Extinguishers', 13, true);
      y += 24;
      p.text(50, y, `Certificate no. ${cert}`, 10, true);
      p.text(250, y, `Test date ${fmt(date, 'dd.mm.yy')}`, 10);
      p.text(420, y, `SAQCC ${saqcc}`, 10);
      y += 16;
      p.text(
        50,
        y,
        `Customer: ${r.pick(CLIENTS)}   \u00b7   Delivery note ${digits(r, 5)}   \u00b7   ${n} units`,
        8,
      );
      y += 18;
    } else {
      p.text(50, 40, `${firm}  \u2013  certificate no. ${cert} (continued)`, 9, true);
      y = 60;
    }
    const slice = rowsData.slice(pg * perPage, (pg + 1) * perPage);
    y = grid(
      p,
      50,
      y,
      cols,
      slice.map((d, i) => [
        String(pg * perPage + i + 1),
        d.serial,
        d.make,
        d.agent,
        d.cap,
        String(d.year),
        String(d.press),
        d.pass ? 'x' : '',
        d.pass ? '' : 'x',
        initials,
      ]),
      { size: 8.5, rowH: 19 },
    );
    if (pg === total - 1) {
      y += 16;
      p.text(
        50,
        y,
        'Units marked Fail have been condemned and stamped. Test in accordance with SANS 1475-1 / SANS 10019.',
        7.5,
      );
      y += 36;
      p.line(50, y, 240, y);
      p.text(50, y + 4, tech, 10);
      p.text(50, y + 17, 'Tested and certified by', 6.5);
      p.text(330, y + 4, `Next test due ${fmt(addYears(date, 5), 'dd.mm.yy')}`, 8);
    }
    footer(p, r, pg + 1, total, form);
    pages.push(p);
  }
  return {
    pages,
    truth: {
      kind: 'HYDROSTATIC_TEST',
      document: {
        certificateNumber: cert,
        testDate: date,
        signatory: tech,
        saqccNumber: saqcc,
        contractor: firm,
      },
      assets: rowsData.map((d) => ({ type: d.type, make: d.make, serial: d.serial, lastTestOn: date })),
    },
  };
};

/** Sprinkler installation certificate: abbreviated labels ('Mnf', 'Mdl', 'S/No', 'Loc.'), numbered clauses. */
const c5SprinklerInstall: Template = (r) => {
  const p = new Page();
  const firm = r.pick(FIRMS);
  const tech = r.pick(TECHS);
  const cert = `${r.pick(['INS', 'CI', 'SPK'])}-${digits(r, 4)}`;
  const date = isoOf(r, 2014, 2025);
  const uniq = serials();
  const sn = () => uniq(() => `${r.pick(['', 'V', 'AV', 'T'])}${digits(r, r.int(5, 7))}`);
  const valvePress = r.int(55, 95) * 10;
  const assets = [
    {
      title: 'Alarm valve set',
      type: 'SPRINKLER_CONTROL_VALVE',
      make: r.pick(['Tyco', 'Viking', 'Reliable', 'Globe']),
      model: r.pick(['AV-1-300', 'J-1', 'Model E', 'Model H']),
      serial: sn(),
      loc: r.pick(['Valve room', 'Sprinkler valve house', 'Basement plant room']),
      extra: `Installation press. ${valvePress} kPa`,
    },
    {
      title: 'Electric fire pump',
      type: 'SPRINKLER_ELECTRIC_PUMP',
      make: r.pick(['KSB', 'Grundfos', 'Sulzer']),
      model: r.pick(['Etanorm 80-250', 'NKG 100-200', 'APE 100']),
      serial: sn(),
      loc: 'Pump house',
      extra: `${r.pick([37, 45, 55, 75])} kW, ${r.pick([2900, 1450])} rpm`,
    },
    {
      title: 'Jockey pump',
      type: 'SPRINKLER_JOCKEY_PUMP',
      make: r.pick(['Grundfos', 'Lowara', 'DAB']),
      model: r.pick(['CR 3-17', 'CR 5-16', '1SV17']),
      serial: sn(),
      loc: 'Pump house',
      extra: `${r.pick([1.5, 2.2, 3])} kW`,
    },
    {
      title: 'Water motor alarm gong',
      type: 'SPRINKLER_ALARM_GONG',
      make: r.pick(['Tyco', 'Viking', 'Globe']),
      model: r.pick(['WMA-1', 'F-2', 'Model G']),
      serial: sn(),
      loc: r.pick(['External wall at valve room', 'Entrance facade']),
      extra: '',
    },
  ];
  const withGong = r.next() < 0.6;
  const list = withGong ? assets : assets.slice(0, 3);

  let y = letterhead(p, r, firm);
  p.rect(50, y, 495, 44);
  centreText(p, 297, y + 7, 'CERTIFICATE OF INSTALLATION', 14, true);
  centreText(p, 297, y + 27, 'Automatic sprinkler installation  \u2013  SANS 10287', 8);
  y += 56;
  p.text(50, y, `Cert #  ${cert}`, 10, true);
  rightText(p, 545, y, `ASIB cert. ${r.pick(['A', 'B'])}${digits(r, 4)}`, 8);
  y += 18;
  p.text(50, y, `Premises  ${r.pick(CLIENTS)}, ${r.pick(TOWNS)}`, 9);
  y += 14;
  p.text(
    50,
    y,
    `Hazard class  ${r.pick(['OH1', 'OH2', 'OH3', 'HHS2'])}     Heads installed  ${r.int(80, 900)}     Design density  ${r.pick([5, 7.5, 10])} mm/min`,
    9,
  );
  y += 14;
  p.text(50, y, `Date of completion  ${fmt(date, 'MMMM d, yyyy')}`, 9, true);
  y += 24;
  p.text(50, y, '1.  Equipment installed', 10, true);
  y += 16;
  for (const a of list) {
    p.text(62, y, a.title, 9, true);
    p.text(200, y, `Mnf. ${a.make}`, 8.5);
    p.text(300, y, `Mdl. ${a.model}`, 8.5);
    p.text(420, y, `S/No ${a.serial}`, 8.5);
    y += 13;
    p.text(200, y, `Loc. ${a.loc}`, 8);
    if (a.extra) p.text(420, y, a.extra, 7);
    y += 18;
  }
  y += 6;
  p.text(50, y, '2.  Tests carried out', 10, true);
  y += 16;
  [
    `${box(true)} Hydraulic test ${r.pick([15, 16])} bar for 2 hours   ${box(true)} Flushed   ${box(true)} Alarm test`,
    `${box(true)} Pump automatic start   ${box(r.next() < 0.5)} Full flow test   ${box(false)} Deviations (see attached)`,
  ].forEach((t) => {
    p.text(62, y, t, 8.5);
    y += 14;
  });
  y += 10;
  p.text(50, y, '3.  Declaration', 10, true);
  y += 16;
  p.text(
    62,
    y,
    'We certify that the installation described above has been installed and tested in accordance',
    8.5,
  );
  p.text(62, y + 12, 'with SANS 10287 and the approved drawings, and is complete and in working order.', 8.5);
  y += 46;
  p.line(62, y, 260, y);
  p.text(62, y + 4, tech, 10);
  p.text(62, y + 17, 'Competent person', 6.5);
  p.line(330, y, 530, y);
  p.text(330, y + 4, fmt(date, 'MMMM d, yyyy'), 10);
  p.text(330, y + 17, 'Date', 6.5);
  footer(p, r, 1, 1, `Dwg ref. ${r.pick(['SP', 'FP'])}-${digits(r, 3)}-${r.pick(['A', 'B', 'C'])}`);

  const truthAssets: TruthAsset[] = list.map((a) => ({
    type: a.type,
    make: a.make,
    model: a.model,
    serial: a.serial,
    location: a.loc,
    installedOn: date,
    ...(a.type === 'SPRINKLER_CONTROL_VALVE'
      ? { readings: { INSTALLATION_PRESSURE: valvePress / 100 } }
      : {}),
  }));
  return {
    pages: [p],
    truth: {
      kind: 'INSTALLATION_CERTIFICATE',
      document: { certificateNumber: cert, signatory: tech, contractor: firm },
      assets: truthAssets,
    },
  };
};

/** Tax invoice for new units: lower-case labels, serials in small print under each line item. */
const c5InvoiceSerials: Template = (r) => {
  const p = new Page();
  const firm = r.pick(FIRMS);
  const date = isoOf(r, 2016, 2025);
  const uniq = serials();
  const products = [
    ['EXTINGUISHER_DCP', '9kg DCP extinguisher', 'DCP9', 689],
    ['EXTINGUISHER_DCP', '4.5kg DCP extinguisher', 'DCP4.5', 449],
    ['EXTINGUISHER_CO2', '5kg CO2 extinguisher', 'CO2-5', 1450],
    ['EXTINGUISHER_FOAM', '9L AFFF foam extinguisher', 'AF9', 960],
  ] as const;
  const lines = Array.from({ length: r.int(2, 3) }, () => {
    const pr = r.pick(products);
    const make = r.pick(EXT_MAKES);
    const qty = r.int(1, 4);
    const pre = r.pick(['', 'N', 'E']);
    return { pr, make, qty, serials: Array.from({ length: qty }, () => uniq(() => `${pre}${digits(r, 7)}`)) };
  });
  // unique product lines
  const seenP = new Set<string>();
  const items = lines.filter((l) => {
    if (seenP.has(l.pr[1])) return false;
    seenP.add(l.pr[1]);
    return true;
  });
  letterhead(p, r, firm);
  rightText(p, 545, 38, 'TAX INVOICE', 18, true);
  p.line(50, 84, 545, 84);
  const meta: [string, string][] = [
    ['inv no.', `IN${digits(r, 6)}`],
    ['date', fmt(date, 'dd/mm/yyyy')],
    ['acc #', `${r.pick(['CASH', 'C'])}${digits(r, 3)}`],
    ['your order', `PO ${digits(r, 5)}`],
    ['rep', r.pick(['Office', 'JP', 'TS', 'Counter'])],
  ];
  meta.forEach(([l, v], i) => {
    p.text(370, 94 + i * 13, l, 8);
    p.text(440, 94 + i * 13, v, 9);
  });
  p.text(50, 94, 'bill to', 8);
  p.text(50, 105, r.pick(CLIENTS), 10, true);
  p.text(50, 119, `${r.int(1, 300)} ${r.pick(STREETS)}`, 8.5);
  p.text(50, 130, r.pick(TOWNS), 8.5);
  p.text(50, 144, `vat no. 4${digits(r, 9)}`, 8);
  let y = 172;
  p.line(50, y, 545, y);
  p.text(54, y + 4, 'qty', 8, true);
  p.text(90, y + 4, 'code', 8, true);
  p.text(150, y + 4, 'description', 8, true);
  rightText(p, 470, y + 4, 'unit price', 8, true);
  rightText(p, 541, y + 4, 'amount', 8, true);
  y += 16;
  p.line(50, y, 545, y);
  y += 6;
  let sub = 0;
  for (const l of items) {
    const amt = l.qty * l.pr[3];
    sub += amt;
    p.text(58, y, String(l.qty), 9.5);
    p.text(90, y, l.pr[2], 9.5);
    p.text(150, y, `${l.pr[1]} \u2013 ${l.make}`, 9.5);
    rightText(p, 470, y, l.pr[3].toFixed(2), 9.5);
    rightText(p, 541, y, amt.toFixed(2), 9.5);
    y += 13;
    p.text(150, y, `s/n: ${l.serials.join(', ')}`, 6.5);
    y += 11;
    p.text(150, y, `c/w wall bracket, SABS mark, ${r.pick(['service tag', 'signage', 'safety pin'])}`, 6.5);
    y += 18;
  }
  p.line(50, y, 545, y);
  y += 8;
  const vat = Math.round(sub * 15) / 100;
  [
    ['sub total', sub.toFixed(2)],
    ['vat 15%', vat.toFixed(2)],
    ['total R', (sub + vat).toFixed(2)],
  ].forEach(([l, v], i) => {
    p.text(400, y + i * 14, l!, 9, i === 2);
    rightText(p, 541, y + i * 14, v!, 9, i === 2);
  });
  y += 60;
  p.text(50, y, 'goods received in good order', 8);
  p.line(50, y + 30, 230, y + 30);
  p.text(50, y + 33, 'signature', 6.5);
  p.line(300, y + 30, 450, y + 30);
  p.text(300, y + 33, 'date', 6.5);
  y += 60;
  p.text(50, y, `Banking: FNB  acc ${digits(r, 11)}  branch 250655  \u00b7  ref: inv no.`, 7);
  footer(p, r, 1, 1, `E&OE  \u00b7  ${digits(r, 6)}`);
  const assets: TruthAsset[] = items.flatMap((l) =>
    l.serials.map((s) => ({ type: l.pr[0], make: l.make, serial: s })),
  );
  return { pages: [p], truth: { kind: 'DELIVERY_NOTE', document: { contractor: firm }, assets } };
};

/** A narrow carbon-copy delivery slip for units returned after workshop service. */
const c5NarrowSlip: Template = (r) => {
  const p = new Page();
  const firm = r.pick(FIRMS);
  const date = isoOf(r, 2015, 2025);
  const uniq = serials();
  const items = extinguishers(r, r.int(3, 6), () => uniq(() => `${r.pick(['', 'A', 'T'])}${digits(r, 5)}`));
  const x = 60;
  const right = 320;
  p.rect(x - 10, 30, right - x + 20, 560);
  p.text(x, 42, firm, 10.5, true);
  p.text(x, 57, `Tel ${phone(r)}`, 7);
  p.text(x, 66, `${r.pick(TOWNS)} branch`, 7);
  p.line(x, 80, right, 80);
  centreText(p, (x + right) / 2, 86, 'DELIVERY NOTE', 12, true);
  rightText(p, right, 104, `No. ${r.int(1000, 9999)}`, 11, true);
  p.text(x, 104, fmt(date, 'yyyy/mm/dd'), 9);
  p.text(x, 122, 'Deliver to:', 7);
  p.text(x, 131, r.pick(CLIENTS), 9);
  p.text(x, 143, `Veh. reg. ${r.pick(['ND', 'CA', 'GP', 'FS'])} ${digits(r, 3)}-${digits(r, 3)}`, 7);
  let y = 162;
  p.line(x, y, right, y);
  p.text(x, y + 4, 'Qty', 7, true);
  p.text(x + 26, y + 4, 'Item / Serial', 7, true);
  rightText(p, right, y + 4, 'Work', 7, true);
  y += 15;
  p.line(x, y, right, y);
  y += 6;
  for (const e of items) {
    p.text(x + 4, y, '1', 9);
    p.text(x + 26, y, `${e.cap} ${e.agent} ${e.make}`, 9);
    y += 12;
    p.text(x + 26, y, `S/No ${e.serial}`, 9);
    y += 12;
    const recharged = r.next() < 0.5;
    p.text(x + 26, y, `${box(true)} Serviced  ${box(recharged)} Recharged  ${box(false)} Hyd. test`, 7);
    y += 16;
    p.line(x + 26, y - 4, right, y - 4);
  }
  y += 10;
  p.text(x, y, `Total units: ${items.length}`, 9, true);
  y += 30;
  p.text(x, y, 'Received by (print):', 7);
  p.line(x + 80, y + 8, right, y + 8);
  y += 24;
  p.text(x, y, 'Signature:', 7);
  p.line(x + 80, y + 8, right, y + 8);
  y += 24;
  p.text(x, y, 'Driver:', 7);
  p.text(x + 80, y - 2, r.pick(['Sipho', 'Jacob', 'Piet', 'Themba', 'Ronald']), 9);
  p.text(x, 578, 'CUSTOMER COPY  \u2013  white: customer  pink: office  blue: book', 5.5);
  return {
    pages: [p],
    truth: {
      kind: 'DELIVERY_NOTE',
      document: { contractor: firm },
      assets: items.map((e) => ({ type: e.type, make: e.make, serial: e.serial })),
    },
  };
};

/** A fire alarm log book page (SANS 10139): panel details at the top, dated events below. */
const c5PanelLogPage: Template = (r) => {
  const p = new Page();
  const [make, model] = r.pick([
    ['Ziton', 'ZP2-F8'],
    ['Gent', 'Vigilon'],
    ['Advanced', 'MxPro 4'],
    ['Detect', 'DT-16'],
    ['Morley-IAS', 'ZXe'],
  ] as const);
  const serial = `${r.pick(['', 'N', '0'])}${digits(r, 6)}`;
  const location = r.pick(['Reception desk', 'Security control room', 'Main entrance foyer']);
  const start = isoOf(r, 2015, 2025);
  p.text(50, 36, 'FIRE DETECTION AND ALARM SYSTEM  \u2013  LOG BOOK', 12, true);
  rightText(p, 545, 36, `page ${r.int(12, 96)}`, 9);
  p.text(50, 52, 'Keep at the control panel. Record every event, test, fault and visit (SANS 10139).', 7);
  p.rect(50, 66, 495, 54);
  const cell = (x: number, y: number, l: string, v: string) => {
    p.text(x, y, l, 6.5);
    p.text(x, y + 9, v, 10);
  };
  cell(56, 70, 'Premises', r.pick(CLIENTS));
  cell(300, 70, 'Panel location', location);
  cell(56, 95, 'Panel mnf', make);
  cell(180, 95, 'Model', model);
  cell(300, 95, 'Serial no', serial);
  cell(430, 95, 'Zones', String(r.pick([4, 8, 12, 16, 24])));
  let d = start;
  const events: string[][] = [];
  const n = r.int(9, 15);
  let visited = false;
  for (let i = 0; i < n; i++) {
    d = addDays(d, r.int(3, 9));
    let kind = r.pick(['weekly', 'weekly', 'weekly', 'fault', 'false', 'visit']);
    if (kind === 'visit' && visited) kind = 'weekly';
    if (kind === 'visit') visited = true;
    const ev =
      kind === 'weekly'
        ? [`Weekly test MCP zone ${r.int(1, 8)}`, 'Sounders OK, reset']
        : kind === 'fault'
          ? [`Earth fault`, r.pick(['Contractor called', 'Cleared by tech'])]
          : kind === 'false'
            ? [`Alarm zone ${r.int(1, 8)} \u2013 toaster`, 'Silenced, reset']
            : ['Quarterly maintenance', `Batt ${r.pick(['26.9', '27.2', '27.0'])}V OK`];
    events.push([
      fmt(d, 'dd.mm.yy'),
      `${pad(r.int(6, 18))}:${pad(r.int(0, 59))}`,
      ev[0]!,
      ev[1]!,
      r.pick(['JM', 'SB', 'ND', 'PK', 'TL']),
    ]);
  }
  let y = grid(
    p,
    50,
    134,
    [
      { w: 58, head: 'Date' },
      { w: 40, head: 'Time' },
      { w: 170, head: 'Event / test /\nfault' },
      { w: 167, head: 'Action taken' },
      { w: 60, head: 'Sign' },
    ],
    events,
    { size: 8.5, rowH: 21 },
  );
  // empty ruled rows below
  for (let i = 1; i <= 6 && y + 21 < 780; i++) {
    p.line(50, y + 21, 545, y + 21);
    y += 21;
  }
  p.text(
    50,
    800,
    `Log book no. ${r.int(1, 9)}  \u00b7  ${r.pick(['Fire Protection Association', 'FDIA'])} format`,
    6.5,
  );
  return {
    pages: [p],
    truth: {
      kind: 'LOG_BOOK',
      document: {},
      assets: [{ type: 'FIRE_ALARM_PANEL', make, model, serial, location }],
    },
  };
};

/** A letter condemning extinguishers, serials in the body and a short list; letter date and ref are not service data. */
const c5CondemnLetter: Template = (r) => {
  const p = new Page();
  const firm = r.pick(FIRMS);
  const tech = r.pick(TECHS);
  const date = isoOf(r, 2016, 2025);
  const uniq = serials();
  const items = extinguishers(r, r.int(2, 4), () => uniq(() => `${r.pick(['', 'C', 'D'])}${digits(r, 6)}`));
  const client = r.pick(CLIENTS);
  letterhead(p, r, firm);
  p.line(50, 76, 545, 76);
  let y = 100;
  p.text(50, y, fmt(addDays(date, r.int(1, 6)), 'MMMM d, yyyy'), 10);
  rightText(p, 545, y, `Our ref: ${r.pick(['Q', 'L'])}${digits(r, 4)}`, 9);
  y += 28;
  p.text(50, y, 'The Facilities Manager', 10);
  p.text(50, y + 13, client, 10);
  p.text(50, y + 26, r.pick(TOWNS), 10);
  y += 54;
  p.text(50, y, 'Dear Sir / Madam', 10);
  y += 22;
  p.text(50, y, 'RE: CONDEMNED FIRE EXTINGUISHERS', 10, true);
  y += 22;
  const body = [
    'During our routine inspection of your premises the following extinguishers were found to be',
    'unserviceable and were condemned in terms of SANS 1475-1 (corrosion of the shell / failed',
    'pressure test). They have been marked with a red condemned label and must be replaced.',
  ];
  for (const b of body) {
    p.text(50, y, b, 10);
    y += 14;
  }
  y += 10;
  items.forEach((e, i) => {
    p.text(66, y, `${i + 1})`, 10);
    p.text(86, y, `${e.cap} ${e.agent}, ${e.make}, S/No ${e.serial}  \u2013  ${e.location}`, 10);
    y += 16;
  });
  y += 10;
  const total = items.length * r.pick([720, 850, 990]);
  for (const b of [
    `We can supply ${items.length} replacement unit(s) at R ${total.toFixed(2)} excl. VAT (quote attached, valid 30 days).`,
    'Please note that your insurer may regard condemned units as non-compliant until replaced.',
  ]) {
    p.text(50, y, b, 10);
    y += 14;
  }
  y += 24;
  p.text(50, y, 'Yours faithfully', 10);
  y += 44;
  p.text(50, y, tech, 10, true);
  p.text(50, y + 13, r.pick(['Service Manager', 'Branch Manager', 'Senior Technician']), 9);
  p.text(50, y + 26, firm, 9);
  footer(
    p,
    r,
    1,
    1,
    `Directors: ${r.pick(['J. Smit', 'P. Naidoo', 'T. Mabuza'])}, ${r.pick(['R. Jacobs', 'L. Venter', 'S. Govender'])}`,
  );
  return {
    pages: [p],
    truth: {
      kind: 'OTHER',
      document: { signatory: tech, contractor: firm },
      assets: items.map((e) => ({ type: e.type, make: e.make, serial: e.serial, location: e.location })),
    },
  };
};

/** Hose reel service certificate: labels ending '#', '=', '.', pressures in MPa, pass/fail tick columns. */
const c5HoseReelMpa: Template = (r) => {
  const p = new Page();
  const firm = r.pick(FIRMS);
  const tech = r.pick(TECHS);
  const saqcc = saqccOf(r);
  const cert = `${digits(r, 5)}`;
  const date = isoOf(r, 2016, 2025);
  const uniq = serials();
  const make = r.pick(['Hosecraft', 'Firemaster', 'Reelmax', 'Angus']);
  const n = r.int(4, 9);
  const places = [...PLACES];
  const reels = Array.from({ length: n }, (_, i) => ({
    ref: `HR${i + 1}`,
    loc: places.splice(r.int(0, places.length - 1), 1)[0]!,
    len: r.pick([20, 30, 30, 36]),
    mpa: r.int(20, 48) / 100,
    pass: r.next() > 0.15,
    serial: uniq(() => `${r.pick(['', 'HR', 'R'])}${digits(r, 5)}`),
  }));
  p.text(50, 38, firm, 13, true);
  p.text(
    50,
    55,
    `${r.pick(TOWNS)}  |  ${phone(r)}  |  service@${firm.split(' ')[0]!.toLowerCase()}.co.za`,
    7,
  );
  p.rect(350, 30, 195, 40);
  p.text(358, 36, 'Cert#', 8);
  p.text(400, 34, cert, 16, true);
  p.text(358, 56, `Date=  ${fmt(date, 'dd MMM yyyy')}`, 9);
  p.line(50, 80, 545, 80);
  p.text(50, 90, 'HOSE REEL INSPECTION & SERVICE CERTIFICATE', 12, true);
  p.text(50, 106, 'SANS 543 / SANS 10400-T', 7);
  p.text(50, 122, `Client.  ${r.pick(CLIENTS)}`, 9);
  p.text(330, 122, `Mnf.  ${make}`, 9);
  p.text(50, 136, `Water supply=  ${r.pick(['Municipal', 'Booster pump', 'Tank + pump'])}`, 9);
  p.text(330, 136, `Next due=  ${fmt(addYears(date, 1), 'dd MMM yyyy')}`, 9);
  const rows = reels.map((h) => [
    h.ref,
    h.loc,
    String(h.len),
    h.mpa.toFixed(2),
    h.pass ? 'x' : '',
    h.pass ? '' : 'x',
    h.serial,
  ]);
  let y = grid(
    p,
    50,
    156,
    [
      { w: 34, head: 'Ref' },
      { w: 150, head: 'Location' },
      { w: 50, head: 'Hose\nlength\n(m)', align: 'r' },
      { w: 70, head: 'Flow press.\nat nozzle\n(MPa)', align: 'r' },
      { w: 38, head: 'Pass', align: 'c' },
      { w: 38, head: 'Fail', align: 'c' },
      { w: 115, head: 'Serial' },
    ],
    rows,
    { size: 9.5, rowH: 21 },
  );
  y += 14;
  p.text(
    50,
    y,
    `${box(true)} Hose run out and inspected   ${box(true)} Nozzle checked   ${box(r.next() < 0.4)} Guides / glands replaced`,
    8.5,
  );
  y += 30;
  p.text(50, y, 'Tech.', 8);
  p.text(90, y - 2, tech, 11);
  p.line(88, y + 12, 260, y + 12);
  p.text(330, y, 'Reg#', 8);
  p.text(360, y - 2, saqcc, 11);
  p.line(358, y + 12, 530, y + 12);
  footer(p, r, 1, 1, `HRC ${r.int(1, 9)}/${r.int(10, 24)}`);
  return {
    pages: [p],
    truth: {
      kind: 'SERVICE_CERTIFICATE',
      document: {
        certificateNumber: cert,
        serviceDate: date,
        signatory: tech,
        saqccNumber: saqcc,
        contractor: firm,
      },
      assets: reels.map((h) => ({
        type: 'HOSE_REEL',
        make,
        serial: h.serial,
        location: h.loc,
        lastServiceOn: date,
        readings: { FLOW_PRESSURE: Math.round(h.mpa * 1000) },
      })),
    },
  };
};

export const FRESH5_TEMPLATES: Record<string, Template> = {
  c5CombServiceCert,
  c5PanelRightAligned,
  c5PumpBoxes,
  c5HydrantLandscape,
  c5CylinderComb,
  c5HydroTwoPage,
  c5SprinklerInstall,
  c5InvoiceSerials,
  c5NarrowSlip,
  c5PanelLogPage,
  c5CondemnLetter,
  c5HoseReelMpa,
};
