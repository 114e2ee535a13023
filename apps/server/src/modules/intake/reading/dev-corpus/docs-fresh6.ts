/**
 * The development corpus's sixth fresh set (issue 32): twelve layouts written apart from the reader, of
 * every kind: a narrative service report, a landscape register of narrow columns, a certificate whose
 * facts sit in a stamp and a footer, a hydrostatic report per cylinder, a tax invoice, a bilingual
 * delivery note, log book pages, a bilingual maintenance certificate, a flow test with grouped headers,
 * gas and sprinkler installation certificates and a quotation letter. Deterministic for a seed.
 */
import { PRESSURE_FACTORS_TO_BAR } from '@firebreak/shared';
import { Page, type Rand, type Template, type TruthAsset } from './docs';

// ---------------------------------------------------------------- values

const FIRMS6 = [
  'Vaal Fire Protection cc',
  'Lowveld Brandbeveiliging',
  'Coastal Fire & Rescue Supplies',
  'Amatola Fire Services',
  'Protea Fire Engineering (Pty) Ltd',
  'Boland Blusser Dienste',
  'Sentinel Suppression Systems',
  'Mzansi Fire Maintenance',
];
const PEOPLE6 = [
  'Kagiso Molefe',
  'Hendrik Jacobs',
  'Nomvula Zulu',
  'Dawid Steyn',
  'Precious Nkosi',
  'Werner Olivier',
  'Bongani Mahlangu',
  'Charmaine Adams',
  'Riaan de Klerk',
  'Themba Shabalala',
];
const CLIENTS = [
  ['Riverside Shopping Centre', '12 Main Road, Witbank'],
  ['Karee Cold Storage (Pty) Ltd', 'Plot 44, Brits'],
  ['St. Anne\u2019s Retirement Village', '7 Church Street, Paarl'],
  ['Umgeni Logistics Park', '3 Nandi Drive, Durban North'],
  ['Hoerskool Oosterlig', 'Kerkstraat 19, Bloemfontein'],
  ['Nkomazi Sugar Mill', 'R571, Malelane'],
  ['Protea Motors', '88 Voortrekker Road, Goodwood'],
] as const;
const PLACES6 = [
  'Reception',
  'Foyer',
  'Kitchen',
  'Canteen',
  'Workshop',
  'Stores',
  'Dispatch',
  'Server room',
  'Boardroom',
  'Passage 1st floor',
  'Stairwell A',
  'Stairwell C',
  'Generator room',
  'Admin office',
  'Loading dock',
  'Paint store',
  'Switch room',
  'Parking P1',
];
const EXT_MAKES = ['Flamestop', 'Fireco', 'Lupus', 'Chubb', 'Safequip', 'Firemaster'];
const TOWNS = ['Nelspruit', 'Witbank', 'Kempton Park', 'Pinetown', 'Stellenbosch', 'East London'];

const LONG = [
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
const AFR = [
  'Januarie',
  'Februarie',
  'Maart',
  'April',
  'Mei',
  'Junie',
  'Julie',
  'Augustus',
  'September',
  'Oktober',
  'November',
  'Desember',
];

// ---------------------------------------------------------------- dates and numbers

const pad = (n: number) => String(n).padStart(2, '0');
function dateIn(r: Rand, from = 2016, to = 2025): string {
  return `${r.int(from, to)}-${pad(r.int(1, 12))}-${pad(r.int(1, 28))}`;
}
function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
const addYears = (iso: string, n: number) => `${Number(iso.slice(0, 4)) + n}${iso.slice(4)}`;
const addMonths = (iso: string, n: number) => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const t = y * 12 + (m - 1) + n;
  return `${Math.floor(t / 12)}-${pad((t % 12) + 1)}-${pad(d)}`;
};

type Fmt = 'dmy' | 'dmy2' | 'dot' | 'dash' | 'ymdSlash' | 'long' | 'afr' | 'mon' | 'MON';
function fd(iso: string, f: Fmt): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  switch (f) {
    case 'dmy':
      return `${pad(d)}/${pad(m)}/${y}`;
    case 'dmy2':
      return `${pad(d)}/${pad(m)}/${String(y).slice(2)}`;
    case 'dot':
      return `${pad(d)}.${pad(m)}.${y}`;
    case 'dash':
      return `${pad(d)}-${pad(m)}-${y}`;
    case 'ymdSlash':
      return `${y}/${pad(m)}/${pad(d)}`;
    case 'long':
      return `${d} ${LONG[m - 1]} ${y}`;
    case 'afr':
      return `${d} ${AFR[m - 1]} ${y}`;
    case 'mon':
      return `${d} ${LONG[m - 1]!.slice(0, 3)} ${y}`;
    case 'MON':
      return `${pad(d)}-${LONG[m - 1]!.slice(0, 3).toUpperCase()}-${y}`;
  }
}
/** A number with a decimal comma, as South African paperwork often prints it. */
const comma = (n: number, digits = 1) => n.toFixed(digits).replace('.', ',');
/** Thousands with a space: 1 400. */
const spaced = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
const money = (n: number) => {
  const [whole, cents] = n.toFixed(2).split('.');
  return `${spaced(Number(whole))}.${cents}`;
};
const toBar = (value: number, unit: string) => value * PRESSURE_FACTORS_TO_BAR[unit.toLowerCase()]!;

function serialLike(r: Rand): string {
  const L = 'ABCDEFGHJKLMNPRSTUVWXYZ';
  const l = () => L[r.int(0, L.length - 1)]!;
  switch (r.int(0, 4)) {
    case 0:
      return `${l()}${l()}${r.int(10000, 99999)}`;
    case 1:
      return String(r.int(100000, 9999999));
    case 2:
      return `${l()}${l()}-${r.int(15, 24)}-${r.int(1000, 99999)}`;
    case 3:
      return `${l()}${r.int(1000000, 9999999)}`;
    default:
      return `${r.int(15, 24)}${l()}${r.int(1000, 9999)}`;
  }
}
function saqccOf(r: Rand, prefix?: string): string {
  if (prefix) return `${prefix} ${r.int(1000, 9999)}`;
  return r.pick([
    `FA${r.int(10000, 99999)}`,
    `SQ-${r.int(1000, 9999)}`,
    `PFE ${r.int(100, 9999)}`,
    `${r.int(2008, 2023)}/PE/${r.int(100, 999)}`,
  ]);
}
const phone = (r: Rand) => `0${r.int(11, 87)} ${r.int(100, 999)} ${r.int(1000, 9999)}`;

// ---------------------------------------------------------------- drawing helpers

/** Roughly Helvetica's advance widths, for placing text (em fractions). */
function tw(text: string, size: number, bold = false): number {
  let w = 0;
  for (const ch of text) {
    if ("il.,:;|!'’".includes(ch)) w += 0.25;
    else if ('fjtI/()[]- '.includes(ch)) w += 0.3;
    else if ('mwMW@'.includes(ch)) w += 0.87;
    else if (ch >= 'A' && ch <= 'Z') w += 0.68;
    else if (ch >= '0' && ch <= '9') w += 0.556;
    else w += 0.53;
  }
  return w * size * (bold ? 1.07 : 1);
}
function center(p: Page, cx: number, y: number, text: string, size = 10, bold = false) {
  p.text(cx - tw(text, size, bold) / 2, y, text, size, bold);
}
function right(p: Page, rx: number, y: number, text: string, size = 10, bold = false) {
  p.text(rx - tw(text, size, bold), y, text, size, bold);
}
/** Running prose wrapped to a width; returns the y below. */
function prose(p: Page, x: number, y: number, width: number, text: string, size = 10, lead = 1.45): number {
  const words = text.split(' ');
  let line = '';
  for (const word of words) {
    const next = line ? `${line} ${word}` : word;
    if (tw(next, size) > width && line) {
      p.text(x, y, line, size);
      y += size * lead;
      line = word;
    } else line = next;
  }
  if (line) {
    p.text(x, y, line, size);
    y += size * lead;
  }
  return y;
}
function landscape(p: Page) {
  p.els.push({ t: 'landscape' });
}

/** A header cell: its text (lines split by \n) and how many columns it spans; null is merged with the cell above. */
type Head = string | [string, number] | null;
/**
 * A ruled grid with header rows whose cells may span columns (grouped headers) or continue the cell
 * above (null), and body cells that continue the cell above (null: a cell merged down). Returns the y below.
 */
function grid(
  p: Page,
  x: number,
  y: number,
  widths: number[],
  head: Head[][],
  body: (string | null)[][],
  o: { size?: number; rowH?: number; align?: ('l' | 'c' | 'r')[]; headSize?: number } = {},
): number {
  const size = o.size ?? 8;
  const hs = o.headSize ?? size;
  const rowH = o.rowH ?? size * 2;
  const xs = [x];
  for (const w of widths) xs.push(xs[xs.length - 1]! + w);
  const x1 = xs[xs.length - 1]!;
  let top = y;
  p.line(x, top, x1, top);
  // Header rows.
  const headRows = head.map((row) => {
    const cells: { c: number; span: number; text: string | null }[] = [];
    let c = 0;
    for (const cell of row) {
      if (cell === null) {
        cells.push({ c, span: 1, text: null });
        c += 1;
      } else if (typeof cell === 'string') {
        cells.push({ c, span: 1, text: cell });
        c += 1;
      } else {
        cells.push({ c, span: cell[1], text: cell[0] });
        c += cell[1];
      }
    }
    return cells;
  });
  headRows.forEach((cells, ri) => {
    const lines = Math.max(1, ...cells.map((cell) => (cell.text ?? '').split('\n').length));
    const h = lines * hs * 1.2 + 7;
    for (const cell of cells) {
      const cx0 = xs[cell.c]!;
      const cx1 = xs[cell.c + cell.span]!;
      if (ri > 0 && cell.text !== null) p.line(cx0, top, cx1, top);
      if (cell.c > 0) p.line(cx0, top, cx0, top + h);
      if (cell.text) {
        const ls = cell.text.split('\n');
        ls.forEach((l, li) => {
          center(p, (cx0 + cx1) / 2, top + 4 + li * hs * 1.2, l, hs, true);
        });
      }
    }
    p.line(x, top, x, top + h);
    p.line(x1, top, x1, top + h);
    top += h;
  });
  p.line(x, top, x1, top);
  // Body rows.
  body.forEach((row, ri) => {
    row.forEach((cell, c) => {
      const cx0 = xs[c]!;
      const cx1 = xs[c + 1]!;
      if (ri > 0 && cell !== null) p.line(cx0, top, cx1, top);
      if (c > 0) p.line(cx0, top, cx0, top + rowH);
      if (!cell) return;
      const a = o.align?.[c] ?? 'l';
      const ty = top + (rowH - size) / 2;
      if (a === 'c') center(p, (cx0 + cx1) / 2, ty, cell, size);
      else if (a === 'r') right(p, cx1 - 3, ty, cell, size);
      else p.text(cx0 + 3, ty, cell, size);
    });
    p.line(x, top, x, top + rowH);
    p.line(x1, top, x1, top + rowH);
    top += rowH;
  });
  p.line(x, top, x1, top);
  return top;
}

/** A letterhead: the firm's name and address, in one of a few arrangements. Returns the y below. */
function letterhead(p: Page, r: Rand, firm: string, width = 595): number {
  const town = r.pick(TOWNS);
  const style = r.int(0, 2);
  const addr = `${r.int(2, 240)} ${r.pick(['Industrial Road', 'Kruger Street', 'Station Lane', 'Jan Smuts Ave'])}, ${town}`;
  const contact = `Tel: ${phone(r)}  |  Fax: ${phone(r)}  |  info@${firm.split(' ')[0]!.toLowerCase()}.co.za`;
  if (style === 0) {
    center(p, width / 2, 32, firm.toUpperCase(), 15, true);
    center(p, width / 2, 52, addr, 8);
    center(p, width / 2, 63, contact, 8);
    p.line(40, 78, width - 40, 78);
    p.line(40, 80, width - 40, 80);
    return 94;
  }
  if (style === 1) {
    const initials = firm
      .split(' ')
      .filter((w) => /^[A-Z]/.test(w))
      .slice(0, 3)
      .map((w) => w[0])
      .join('');
    p.rect(40, 28, 46, 46);
    center(p, 63, 43, initials, 15, true);
    p.text(96, 32, firm, 14, true);
    p.text(96, 52, addr, 8);
    p.text(96, 63, contact, 8);
    return 92;
  }
  p.text(40, 30, firm, 16, true);
  right(p, width - 40, 30, addr, 8);
  right(p, width - 40, 41, `Tel ${phone(r)}`, 8);
  right(
    p,
    width - 40,
    52,
    `Co. Reg. ${r.int(1995, 2020)}/${r.int(100000, 999999)}/0${r.pick([7, 8, 23])}`,
    8,
  );
  p.line(40, 70, width - 40, 70);
  return 84;
}

// ---------------------------------------------------------------- extinguishers

type Ext = {
  type: 'EXTINGUISHER_DCP' | 'EXTINGUISHER_CO2' | 'EXTINGUISHER_FOAM';
  label: string;
  afr: string;
  cap: string;
  make: string;
  model: string;
  serial: string;
  location: string;
  bar?: number;
  mass: number;
};
function extOf(r: Rand, places = PLACES6): Ext {
  const k = r.int(0, 5);
  const make = r.pick(EXT_MAKES);
  const serial = serialLike(r);
  const location = r.pick(places);
  if (k <= 1)
    return {
      type: 'EXTINGUISHER_DCP',
      label: 'DCP',
      afr: 'DROË POEIER',
      cap: '9 kg',
      make,
      model: r.pick(['DP9', 'ABC-9', 'FS9D', 'SP9']),
      serial,
      location,
      bar: r.int(12, 15),
      mass: r.int(140, 166) / 10,
    };
  if (k === 2) {
    const cap = r.pick(['4.5 kg', '2.5 kg']);
    return {
      type: 'EXTINGUISHER_DCP',
      label: 'DCP',
      afr: 'DROË POEIER',
      cap,
      make,
      model: r.pick(['DP4', 'ABC-4.5', 'SP2.5']),
      serial,
      location,
      bar: r.int(12, 15),
      mass: cap === '4.5 kg' ? r.int(74, 86) / 10 : r.int(44, 55) / 10,
    };
  }
  if (k <= 4) {
    const cap = r.pick(['5 kg', '2 kg']);
    return {
      type: 'EXTINGUISHER_CO2',
      label: 'CO2',
      afr: 'KOOLSUURGAS',
      cap,
      make,
      model: r.pick(['CO5', 'C5-AL', 'CO2-2']),
      serial,
      location,
      mass: cap === '5 kg' ? r.int(135, 165) / 10 : r.int(55, 75) / 10,
    };
  }
  return {
    type: 'EXTINGUISHER_FOAM',
    label: 'Foam',
    afr: 'SKUIM',
    cap: '9 L',
    make,
    model: r.pick(['AFFF9', 'F9-SS']),
    serial,
    location,
    bar: r.int(12, 15),
    mass: r.int(130, 158) / 10,
  };
}
function extReadings(e: Ext): Record<string, number> {
  return e.bar === undefined ? { GROSS_MASS: e.mass } : { GAUGE_PRESSURE: e.bar, GROSS_MASS: e.mass };
}
const uniqueSerials = <T extends { serial: string }>(items: T[]) =>
  items.filter((e, i) => items.findIndex((o) => o.serial === e.serial) === i);

// ---------------------------------------------------------------- 1. narrative service report

const narrativeReport: Template = (r) => {
  const p = new Page();
  const firm = r.pick(FIRMS6);
  const tech = r.pick(PEOPLE6);
  const rep = r.pick(PEOPLE6.filter((n) => n !== tech));
  const [client, address] = r.pick(CLIENTS);
  const date = dateIn(r, 2018, 2025);
  const f = r.pick(['dmy', 'long', 'dot'] as const);
  const unit = r.pick(['bar', 'kPa'] as const);
  const saqcc = saqccOf(r);
  let y = letterhead(p, r, firm);
  p.text(40, y + 4, 'SERVICE REPORT', 15, true);
  right(p, 555, y + 4, `Job No. ${r.int(20000, 89999)}`, 9);
  right(p, 555, y + 16, `Order No. ${r.pick(['PO', 'ORD', ''])}${r.int(1000, 99999)}`, 9);
  y += 36;
  p.text(40, y, `Client:  ${client}`, 10);
  p.text(40, y + 14, `Site:     ${address}`, 10);
  y += 40;
  y = prose(
    p,
    40,
    y,
    515,
    `On ${fd(date, f)} our technician ${tech} attended site to carry out the ${r.pick(['routine six-monthly', 'annual', 'scheduled'])} service of the portable fire equipment and hose reels in terms of SANS 1475-1 and SANS 1128-2. Access was arranged with ${rep}.`,
  );
  y += 8;
  const exts = uniqueSerials(Array.from({ length: r.int(3, 6) }, () => extOf(r)));
  const assets: TruthAsset[] = [];
  const pressure = (e: Ext) => (unit === 'bar' ? `${comma(e.bar!)} bar` : `${spaced(e.bar! * 100)} kPa`);
  const condemnedAt = r.int(0, exts.length);
  exts.forEach((e, i) => {
    const cap = e.cap.replace('.', ',');
    const what = `${cap} ${e.label}`;
    let s: string;
    if (i === condemnedAt) {
      s = `The ${what} extinguisher, serial ${e.serial}, at ${e.location} was condemned (${r.pick(['corrosion at the base of the cylinder', 'damaged valve thread', 'cylinder dented', 'beyond hydrostatic test date and not economical to test'])}) and removed from site.`;
      assets.push({ type: e.type, serial: e.serial, location: e.location });
    } else {
      const v = r.int(0, 2);
      const reads =
        e.bar === undefined
          ? `gross mass ${comma(e.mass)} kg`
          : `gauge ${pressure(e)}, gross mass ${comma(e.mass)} kg`;
      if (v === 0)
        s = `We serviced the ${what} unit, serial ${e.serial}, at ${e.location}; it was found in good order (${reads}).`;
      else if (v === 1)
        s = `At ${e.location} the ${what} (s/n ${e.serial}) was ${r.pick(['recharged', 'serviced and resealed', 'refilled'])}: ${reads}.`;
      else s = `${what} no. ${e.serial} in the ${e.location}: serviced, ${reads}, new seal and tag fitted.`;
      assets.push({
        type: e.type,
        serial: e.serial,
        location: e.location,
        lastServiceOn: date,
        readings: extReadings(e),
      });
    }
    y = prose(p, 52, y, 500, s);
    y += 3;
  });
  const reels = r.int(0, 2);
  for (let i = 0; i < reels; i++) {
    const loc = r.pick(PLACES6.filter((pl) => !assets.some((a) => a.location === pl)));
    const kpa = r.int(22, 45) * 10;
    y = prose(
      p,
      52,
      y,
      500,
      `The hose reel at ${loc} was run out to full length, inspected and flow tested; the pressure at the nozzle while flowing was ${unit === 'bar' ? `${comma(kpa / 100)} bar` : `${kpa} kPa`}.`,
    );
    y += 3;
    assets.push({ type: 'HOSE_REEL', location: loc, lastServiceOn: date, readings: { FLOW_PRESSURE: kpa } });
  }
  y += 10;
  p.text(40, y, 'Recommendations', 11, true);
  y += 18;
  y = prose(
    p,
    40,
    y,
    515,
    `Quotation Q${r.int(1000, 9999)} will follow for the replacement of the condemned unit. The next service is due on ${fd(addMonths(date, 6), f)}. Please keep the equipment unobstructed and report any discharge to our office on ${phone(r)}.`,
  );
  y += 30;
  p.text(40, y, `Report compiled by: ${tech}`, 10);
  p.text(40, y + 16, `SAQCC Fire Reg. No.: ${saqcc}`, 10);
  p.text(330, y, 'Signature: ______________________', 10);
  p.text(330, y + 32, `Client representative: ${rep}`, 9);
  p.text(330, y + 46, 'Signature: ______________________', 9);
  return {
    pages: [p],
    truth: {
      kind: 'SERVICE_REPORT',
      document: { serviceDate: date, signatory: tech, saqccNumber: saqcc, contractor: firm },
      assets,
    },
  };
};

// ---------------------------------------------------------------- 2. landscape register

const landscapeRegister: Template = (r) => {
  const p = new Page();
  landscape(p);
  const firm = r.pick(FIRMS6);
  const tech = r.pick(PEOPLE6);
  const [client, address] = r.pick(CLIENTS);
  const date = dateIn(r, 2019, 2025);
  const cert = `${r.pick(['', 'C', 'SC'])}${r.int(10000, 99999)}`;
  const saqcc = saqccOf(r);
  const caps = r.next() < 0.5;
  p.text(30, 26, firm, 13, true);
  p.text(30, 44, `${r.pick(TOWNS)}  \u2022  Tel ${phone(r)}`, 8);
  center(p, 421, 26, 'CERTIFICATE OF SERVICE', 14, true);
  center(p, 421, 44, 'Portable Fire Extinguishers  \u2014  SANS 1475-1 / SANS 1475-2', 9);
  p.rect(622, 20, 190, 48);
  p.text(628, 25, `Certificate No.  ${cert}`, 9, true);
  p.text(628, 39, `Date of service  ${fd(date, 'dmy')}`, 9);
  p.text(628, 53, `Account  ${r.int(1000, 9999)}/${r.pick(['A', 'B', 'C'])}`, 9);
  p.text(30, 76, `Client: ${client}`, 9);
  p.text(330, 76, `Premises: ${address}`, 9);
  const up = (s: string) => (caps ? s.toUpperCase() : s);
  const exts = uniqueSerials(Array.from({ length: r.int(9, 17) }, () => extOf(r)));
  const assets: TruthAsset[] = [];
  const rows = exts.map((e, i) => {
    const action = r.pick(['S', 'S', 'S', 'R', 'R', 'HPT', 'C'] as const);
    const hpt = action === 'HPT' ? date : addDays(date, -r.int(120, 1700));
    const condemned = action === 'C';
    const asset: TruthAsset = {
      type: e.type,
      make: up(e.make),
      model: e.model,
      serial: e.serial,
      location: up(e.location),
      lastTestOn: hpt,
    };
    if (!condemned) {
      asset.lastServiceOn = date;
      asset.readings = extReadings(e);
    }
    assets.push(asset);
    return [
      String(i + 1),
      up(e.location),
      e.label.toUpperCase(),
      e.cap.replace(' ', ''),
      up(e.make),
      e.model,
      e.serial,
      String(Number(hpt.slice(0, 4)) - r.int(0, 4)),
      fd(hpt, 'dmy2'),
      condemned || e.bar === undefined ? '-' : comma(e.bar),
      condemned ? '-' : comma(e.mass),
      condemned ? 'N' : 'Y',
      condemned ? 'N' : 'Y',
      e.type === 'EXTINGUISHER_CO2' ? r.pick(['Y', 'HORN']) : 'Y',
      condemned ? 'N' : 'Y',
      action,
      condemned
        ? r.pick(['CYLINDER CORRODED', 'FAILED HPT', 'VALVE DAMAGED'])
        : r.pick(['', '', '', 'Bracket replaced', 'Sign missing', 'Moved from store']),
    ];
  });
  const widths = [20, 90, 34, 32, 58, 44, 62, 28, 46, 34, 34, 24, 22, 26, 26, 34, 168];
  const y = grid(
    p,
    30,
    96,
    widths,
    [
      [
        'No.',
        'Location',
        'Type',
        'Cap.',
        'Make',
        'Model',
        'Serial No.',
        'Yr\nMfd',
        'Last\nHPT',
        'Press.\n(bar)',
        'Mass\n(kg)',
        'Seal',
        'Pin',
        'Hose/\nHorn',
        'Label',
        'Action',
        'Remarks',
      ],
    ],
    rows,
    {
      size: 7,
      rowH: 14,
      headSize: 6.5,
      align: ['c', 'l', 'c', 'c', 'l', 'l', 'l', 'c', 'c', 'r', 'r', 'c', 'c', 'c', 'c', 'c', 'l'],
    },
  );
  p.text(
    30,
    y + 8,
    'Action codes:  S = Serviced   R = Recharged   HPT = Hydrostatic pressure tested this visit   C = Condemned (removed from service)',
    7,
  );
  p.text(30, y + 20, `Next service due: ${fd(addYears(date, 1), 'dmy')}     Page 1 of 1`, 7);
  const fy = Math.max(y + 44, 500);
  p.line(30, fy, 812, fy);
  p.text(30, fy + 10, `Service technician: ${tech}`, 9);
  p.text(250, fy + 10, `SAQCC Fire Reg. No: ${saqcc}`, 9);
  p.text(440, fy + 10, 'Signature: __________________', 9);
  p.text(640, fy + 10, 'Client: __________________', 9);
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
      assets,
    },
  };
};

// ---------------------------------------------------------------- 3. certificate with a stamp and a footer

const stampCertificate: Template = (r) => {
  const p = new Page();
  const firm = r.pick(FIRMS6);
  const signer = r.pick(PEOPLE6);
  const [client, address] = r.pick(CLIENTS);
  const date = dateIn(r, 2017, 2025);
  const cert = `${r.int(1000, 9999)}`;
  const saqcc = saqccOf(r, r.pick(['DET', 'FDI', 'DI']));
  const [make, model] = r.pick([
    ['Ziton', 'ZP2-F8'],
    ['Advanced', 'MxPro 5'],
    ['Bentel', 'J-408'],
    ['Morley-IAS', 'DXc4'],
    ['Notifier', 'NFS-320'],
  ] as const);
  const serial = serialLike(r);
  const panelLoc = r.pick(['Reception', 'Security office', 'Foyer', 'Control room']);
  const batt = r.int(258, 276) / 10;
  const charger = r.int(270, 283) / 10;
  // Border and title.
  p.rect(28, 28, 539, 786);
  p.rect(32, 32, 531, 778);
  center(p, 297, 56, firm.toUpperCase(), 12, true);
  center(p, 297, 92, 'CERTIFICATE OF INSPECTION AND TEST', 18, true);
  center(p, 297, 116, 'Fire Detection and Alarm System  \u2014  SANS 10139', 11);
  let y = 160;
  y = prose(
    p,
    60,
    y,
    475,
    `This is to certify that the fire detection and alarm installation at ${client}, ${address}, comprising a ${make} ${model} control panel, serial number ${serial}, located at ${panelLoc}, together with the zones listed below, has been inspected and tested in accordance with SANS 10139 and the manufacturer\u2019s instructions and was found to be in working order on the date shown in the stamp below.`,
    10.5,
    1.55,
  );
  y += 6;
  y = prose(
    p,
    60,
    y,
    475,
    `Standby batteries: 2 x 12 V ${r.pick(['7', '18', '26'])} Ah, measured at ${comma(batt)} V on standby; charger output ${comma(charger)} V. Mains failure and battery disconnect faults were simulated and reported at the panel.`,
    10.5,
    1.55,
  );
  y += 12;
  const zoneNames = [
    'Ground floor offices',
    'Warehouse',
    'First floor',
    'Kitchen & canteen',
    'Plant room',
    'Parking',
  ];
  const zones = Array.from({ length: r.int(2, 5) }, (_, i) => ({
    n: i + 1,
    area: zoneNames[i]!,
    dets: r.int(4, 60),
    snd: r.int(1, 8),
  }));
  y = grid(
    p,
    60,
    y,
    [50, 180, 85, 75, 85],
    [['Zone', 'Area', 'Detectors\ntested', 'Sounders', 'Result']],
    zones.map((z) => [String(z.n), z.area, String(z.dets), String(z.snd), r.pick(['Pass', 'Pass', 'Pass*'])]),
    { size: 9, rowH: 17, align: ['c', 'l', 'c', 'c', 'c'] },
  );
  p.text(60, y + 6, '* Pass with remarks, see service report attached.', 8);
  // The stamp.
  const sx = r.pick([300, 330]);
  const sy = 560;
  p.rect(sx, sy, 215, 130);
  p.rect(sx + 4, sy + 4, 207, 122);
  center(p, sx + 107, sy + 12, `${firm.split(' ')[0]!.toUpperCase()} FIRE`, 11, true);
  center(p, sx + 107, sy + 27, 'INSPECTED & TESTED', 9, true);
  p.line(sx + 12, sy + 41, sx + 203, sy + 41);
  p.text(sx + 12, sy + 48, `CERT No.  ${cert}`, 10, true);
  p.text(sx + 12, sy + 64, `DATE  ${fd(date, r.pick(['dot', 'MON', 'dmy'] as const))}`, 10, true);
  p.text(sx + 12, sy + 80, `SAQCC  ${saqcc}`, 10, true);
  p.text(sx + 12, sy + 98, 'SIGN ________________', 9);
  p.text(sx + 12, sy + 112, signer.toUpperCase(), 8);
  p.text(60, sy + 20, 'Client\u2019s acceptance:', 9);
  p.text(60, sy + 50, '_______________________', 9);
  p.text(60, sy + 64, 'Name / Date', 8);
  // Footer block.
  p.line(40, 740, 555, 740);
  const vat = `4${r.int(100000000, 999999999)}`;
  center(
    p,
    297,
    748,
    `${firm}  \u2022  Reg. No. ${r.int(1998, 2020)}/${r.int(100000, 999999)}/07  \u2022  VAT No. ${vat}`,
    7.5,
  );
  center(
    p,
    297,
    760,
    `Directors: ${r.pick(PEOPLE6)}, ${r.pick(PEOPLE6)}  \u2022  SAQCC Fire registered company  \u2022  Printed ${fd(addDays(date, r.int(0, 5)), 'ymdSlash')}`,
    7.5,
  );
  center(p, 297, 772, 'This certificate is valid for twelve months from the date of inspection.', 7.5);
  const zoneAssets: TruthAsset[] = zones.map((z) => ({
    type: 'SMOKE_DETECTOR_ZONE',
    location: z.area,
    lastServiceOn: date,
    readings: { DEVICES_TESTED: z.dets },
  }));
  return {
    pages: [p],
    truth: {
      kind: 'SERVICE_CERTIFICATE',
      document: {
        certificateNumber: cert,
        serviceDate: date,
        signatory: signer.toUpperCase(),
        saqccNumber: saqcc,
        contractor: firm,
      },
      assets: [
        {
          type: 'FIRE_ALARM_PANEL',
          make,
          model,
          serial,
          location: panelLoc,
          lastServiceOn: date,
          readings: { BATTERY_VOLTAGE: batt, CHARGER_VOLTAGE: charger },
        },
        ...zoneAssets,
      ],
    },
  };
};

// ---------------------------------------------------------------- 4. hydrostatic test per cylinder

const hydroPerCylinder: Template = (r) => {
  const firm = r.pick(FIRMS6);
  const tester = r.pick(PEOPLE6);
  const inspector = r.pick(PEOPLE6.filter((n) => n !== tester));
  const [client] = r.pick(CLIENTS);
  const date = dateIn(r, 2016, 2025);
  const cert = `HT/${date.slice(0, 4)}/${pad(r.int(1, 99))}${r.int(10, 99)}`;
  const f = r.pick(['dmy', 'dot', 'ymdSlash'] as const);
  const unit = r.pick(['bar', 'MPa', 'psi'] as const);
  const gas = r.pick([
    { agent: 'CO2', wc: 67.5, work: 150, test: 250, makes: ['Vítkovice', 'Faber', 'Worthington'] },
    { agent: 'FM-200', wc: 80, work: 25, test: 60, makes: ['Kidde', 'Fike', 'Worthington'] },
    { agent: 'INERGEN', wc: 80, work: 200, test: 300, makes: ['Faber', 'Luxfer', 'Mannesmann'] },
    { agent: 'Nitrogen', wc: 50, work: 200, test: 300, makes: ['Faber', 'Luxfer'] },
  ]);
  const show = (bar: number) =>
    unit === 'bar'
      ? `${bar} bar`
      : unit === 'MPa'
        ? `${comma(bar / 10, 1)} MPa`
        : `${spaced(Math.round(bar / PRESSURE_FACTORS_TO_BAR.psi!))} psi`;
  const cyls = uniqueSerials(
    Array.from({ length: r.int(3, 7) }, () => {
      const total = r.int(900, 2600) / 10;
      const perm = r.next() < 0.15 ? r.int(110, 180) / 10 : r.int(0, 60) / 10;
      return {
        serial: serialLike(r),
        make: r.pick(gas.makes),
        wc: gas.wc,
        tare: r.int(520, 980) / 10,
        total,
        perm,
        pct: (perm / total) * 100,
        stamp: `${pad(r.int(1, 12))}/${String(r.int(1998, 2016)).slice(2)}`,
      };
    }),
  );
  const pages: Page[] = [];
  let p = new Page();
  const head = (pg: Page, n: number) => {
    pg.text(40, 30, firm, 13, true);
    right(pg, 555, 30, `Page ${n}`, 8);
    pg.text(40, 48, `Approved test station No. TS ${r.int(100, 999)}  \u2022  Tel ${phone(r)}`, 8);
    pg.text(40, 72, 'HYDROSTATIC PRESSURE TEST REPORT', 15, true);
    pg.text(40, 92, 'Seamless steel gas cylinders  \u2014  SANS 10019', 9);
    pg.rect(380, 66, 175, 40);
    pg.text(386, 71, 'Certificate No.', 7.5);
    pg.text(386, 84, cert, 12, true);
    pg.line(40, 114, 555, 114);
  };
  head(p, 1);
  p.text(40, 124, `Owner: ${client}`, 9.5);
  p.text(300, 124, `Contents: ${gas.agent}`, 9.5);
  p.text(40, 138, `Date of test: ${fd(date, f)}`, 9.5);
  p.text(300, 138, `Test medium: water at ${r.int(15, 24)} \u00b0C`, 9.5);
  let y = 160;
  cyls.forEach((c, i) => {
    if (y + 118 > 760) {
      pages.push(p);
      p = new Page();
      head(p, pages.length + 1);
      y = 128;
    }
    const pass = c.pct <= 10;
    p.rect(40, y, 515, 108);
    p.text(48, y + 6, `CYLINDER ${i + 1}`, 9, true);
    p.line(40, y + 20, 555, y + 20);
    const L: [string, string][] = [
      ['Serial no.', c.serial],
      ['Manufacturer', c.make],
      ['Stamp mark', c.stamp],
      ['Water capacity', `${comma(c.wc, 1)} L`],
      ['Tare mass', `${comma(c.tare)} kg`],
    ];
    const R: [string, string][] = [
      ['Working pressure', show(gas.work)],
      ['Test pressure', show(gas.test)],
      ['Total expansion', `${comma(c.total)} cm\u00b3`],
      ['Permanent expansion', `${comma(c.perm)} cm\u00b3 (${comma(c.pct, 2)} %)`],
      ['Next test due', fd(addYears(date, 5), f)],
    ];
    L.forEach(([l, v], k) => {
      p.text(48, y + 26 + k * 15, l, 8.5);
      p.text(130, y + 26 + k * 15, v, 9, k === 0);
    });
    R.forEach(([l, v], k) => {
      p.text(268, y + 26 + k * 15, l, 8.5);
      p.text(370, y + 26 + k * 15, v, 9);
    });
    p.rect(492, y + 4, 56, 14);
    center(p, 520, y + 7, pass ? 'PASS' : 'FAIL', 8.5, true);
    right(p, 486, y + 7, `Tested ${fd(date, f)}`, 8);
    y += 116;
  });
  if (y + 90 > 800) {
    pages.push(p);
    p = new Page();
    head(p, pages.length + 1);
    y = 128;
  }
  y += 8;
  p.text(
    40,
    y,
    'Rejection criterion: permanent expansion above 10 % of total expansion. Failed cylinders are',
    8,
  );
  p.text(40, y + 11, 'stamped and rendered unserviceable.', 8);
  p.text(40, y + 36, `Tested by: ${tester}`, 9.5);
  p.text(40, y + 52, 'Signature: ____________________', 9);
  p.text(300, y + 36, `Approved inspector: ${inspector}`, 9.5);
  p.text(300, y + 52, `AIA ref. ${r.int(1000, 9999)}/${r.int(10, 99)}`, 9);
  pages.push(p);
  return {
    pages,
    truth: {
      kind: 'HYDROSTATIC_TEST',
      document: { certificateNumber: cert, testDate: date, signatory: tester, contractor: firm },
      assets: cyls.map((c) => ({ type: 'GAS_CYLINDER', make: c.make, serial: c.serial, lastTestOn: date })),
    },
  };
};

// ---------------------------------------------------------------- 5. tax invoice

const taxInvoice: Template = (r) => {
  const p = new Page();
  const firm = r.pick(FIRMS6);
  const [client, address] = r.pick(CLIENTS);
  const date = dateIn(r, 2018, 2025);
  const inv = `IN${r.int(100000, 999999)}`;
  let y = letterhead(p, r, firm);
  p.text(40, y, 'TAX INVOICE', 18, true);
  const meta: [string, string][] = [
    ['Invoice No.', inv],
    ['Date', fd(date, r.pick(['dmy', 'ymdSlash', 'mon'] as const))],
    ['Your Order No.', `${r.pick(['PO', '45', 'ORD-'])}${r.int(10000, 999999)}`],
    ['Account', `${client.slice(0, 3).toUpperCase()}${r.int(100, 999)}`],
    ['Our VAT No.', `4${r.int(100000000, 999999999)}`],
    ['Sales Rep', r.pick(PEOPLE6)],
  ];
  meta.forEach(([l, v], i) => {
    p.text(370, y + i * 13, l, 8.5);
    p.text(450, y + i * 13, v, 8.5, i === 0);
  });
  y += 28;
  p.rect(40, y, 160, 62);
  p.text(45, y + 4, 'INVOICE TO', 7.5, true);
  p.text(45, y + 18, client, 8.5);
  p.text(45, y + 30, address, 8);
  p.text(45, y + 42, `Cust. VAT No. 4${r.int(100000000, 999999999)}`, 7.5);
  p.rect(206, y, 150, 62);
  p.text(211, y + 4, 'DELIVER TO', 7.5, true);
  p.text(211, y + 18, r.pick(['Main gate, attn Stores', 'Site office', 'Receiving bay 2']), 8.5);
  p.text(211, y + 30, `Tel ${phone(r)}`, 8);
  y += 90;
  type Line = {
    qty: number;
    code: string;
    desc: string;
    serials: string[];
    price: number;
    type?: string;
    make?: string;
    model?: string;
  };
  const lines: Line[] = [];
  const n = r.int(2, 4);
  for (let i = 0; i < n; i++) {
    const e = extOf(r);
    const qty = r.int(1, 3);
    const serials = Array.from({ length: qty }, () => serialLike(r));
    lines.push({
      qty,
      code: `${e.label.slice(0, 2).toUpperCase()}${e.cap.replace(/\D/g, '')}-${r.int(10, 99)}`,
      desc: `${e.make.toUpperCase()} ${e.cap.replace(' ', '').toUpperCase()} ${e.label.toUpperCase()} FIRE EXTINGUISHER ${e.model}`,
      serials,
      price: r.int(450, 2400) + r.int(0, 99) / 100,
      type: e.type,
      make: e.make.toUpperCase(),
      model: e.model,
    });
  }
  if (r.next() < 0.6) {
    const make = r.pick(['Ziton', 'Advanced', 'Bentel']);
    const model = r.pick(['ZP1-F2', 'MxPro 4', 'J-424']);
    lines.push({
      qty: 1,
      code: `FAP-${r.int(100, 999)}`,
      desc: `${make.toUpperCase()} ${model} CONVENTIONAL PANEL`,
      serials: [serialLike(r)],
      price: r.int(3500, 9000) + 0.5,
      type: 'FIRE_ALARM_PANEL',
      make: make.toUpperCase(),
      model,
    });
  }
  lines.push(
    { qty: r.int(2, 8), code: 'BRK-01', desc: 'WALL BRACKET', serials: [], price: 45 },
    { qty: r.int(2, 8), code: 'SGN-PV', desc: 'PHOTOLUMINESCENT SIGN FIRE EXT.', serials: [], price: 85 },
    { qty: 1, code: 'LAB', desc: 'DELIVERY & INSTALLATION', serials: [], price: r.int(350, 900) },
  );
  const rows: string[][] = [];
  let sub = 0;
  for (const l of lines) {
    const amount = l.qty * l.price;
    sub += amount;
    const serialRows = l.serials.length ? l.serials : [''];
    serialRows.forEach((s, i) => {
      rows.push(
        i === 0 ? [String(l.qty), l.code, l.desc, s, money(l.price), money(amount)] : ['', '', '', s, '', ''],
      );
    });
  }
  y = grid(
    p,
    40,
    y,
    [28, 56, 206, 80, 70, 75],
    [['Qty', 'Code', 'Description', 'Serial No.', 'Unit Price', 'Amount']],
    rows,
    {
      size: 7.5,
      rowH: 14,
      align: ['c', 'l', 'l', 'l', 'r', 'r'],
    },
  );
  const vat = sub * 0.15;
  const tot: [string, string][] = [
    ['Sub Total', money(sub)],
    ['VAT @ 15%', money(vat)],
    ['TOTAL (ZAR)', money(sub + vat)],
  ];
  tot.forEach(([l, v], i) => {
    p.text(400, y + 8 + i * 15, l, 9, i === 2);
    right(p, 552, y + 8 + i * 15, v, 9, i === 2);
  });
  p.line(400, y + 52, 555, y + 52);
  y += 70;
  p.text(40, y, 'Goods remain the property of the supplier until paid in full. E&OE.', 7.5);
  p.text(
    40,
    y + 11,
    `Banking: ${r.pick(['FNB', 'ABSA', 'Nedbank', 'Standard Bank'])}  Acc ${r.int(10000000, 99999999)}${r.int(100, 999)}  Branch ${r.int(100000, 299999)}  Ref: ${inv}`,
    7.5,
  );
  p.text(40, y + 40, 'Received in good order by: ____________________   Date: ____________', 8.5);
  const assets: TruthAsset[] = [];
  for (const l of lines)
    for (const s of l.serials) assets.push({ type: l.type, make: l.make, model: l.model, serial: s });
  return { pages: [p], truth: { kind: 'DELIVERY_NOTE', document: { contractor: firm }, assets } };
};

// ---------------------------------------------------------------- 6. bilingual delivery note

const bilingualDelivery: Template = (r) => {
  const p = new Page();
  const firm = r.pick(FIRMS6);
  const [client, address] = r.pick(CLIENTS);
  const date = dateIn(r, 2015, 2025);
  p.rect(40, 30, 515, 70);
  p.text(50, 38, firm.toUpperCase(), 14, true);
  p.text(50, 58, `Posbus / PO Box ${r.int(10, 9999)}, ${r.pick(TOWNS)}`, 8);
  p.text(50, 70, `Tel ${phone(r)}   Sel / Cell ${phone(r)}`, 8);
  right(p, 545, 38, 'AFLEWERINGSBRIEF', 13, true);
  right(p, 545, 55, 'DELIVERY NOTE', 11, true);
  right(p, 545, 76, `No. ${pad(r.int(0, 9))}${r.int(1000, 9999)}`, 12, true);
  const boxes: [string, string][] = [
    ['Kli\u00ebnt / Customer', client.toUpperCase()],
    ['Adres / Address', address.toUpperCase()],
    ['Datum / Date', fd(date, r.pick(['dmy', 'afr', 'dot'] as const)).toUpperCase()],
    ['Bestelling No. / Order No.', `${r.int(1000, 99999)}`],
    ['Voertuig / Vehicle', `${r.pick(['CA', 'ND', 'GP', 'MP'])} ${r.int(100, 999)}-${r.int(100, 999)}`],
    ['Rekening / Account', `${r.int(100, 999)}${r.pick(['A', 'K', 'P'])}`],
  ];
  const bw = [257, 258];
  boxes.forEach(([l, v], i) => {
    const bx = 40 + (i % 2) * bw[0]!;
    const by = 110 + Math.floor(i / 2) * 32;
    p.rect(bx, by, bw[i % 2]!, 32);
    p.text(bx + 4, by + 3, l, 7);
    p.text(bx + 4, by + 15, v, 9.5);
  });
  const items: { qty: number; desc: string; serial: string; loc: string; type: string }[] = [];
  const n = r.int(3, 7);
  for (let i = 0; i < n; i++) {
    const k = r.int(0, 2);
    const loc = r.pick(PLACES6).toUpperCase();
    if (k === 0)
      items.push({
        qty: 1,
        desc: `SLANGTOLLER / HOSE REEL ${r.pick(['30 M x 20 MM', '30M X 25MM'])}`,
        serial: serialLike(r),
        loc,
        type: 'HOSE_REEL',
      });
    else {
      const e = extOf(r);
      items.push({
        qty: 1,
        desc: `${e.afr} / ${e.label.toUpperCase()} ${e.cap.replace('.', ',').toUpperCase()}`,
        serial: e.serial,
        loc,
        type: e.type,
      });
    }
  }
  const uniq = uniqueSerials(items);
  const rows: string[][] = uniq.map((it, i) => [String(i + 1), String(it.qty), it.desc, it.serial, it.loc]);
  rows.push(['', String(r.int(2, 6)), 'BRANDKOMBERS / FIRE BLANKETS 1,2 x 1,2 M', '', 'KITCHEN']);
  rows.push(['', String(r.int(4, 10)), 'TEKENS / SIGNS (PHOTOLUMINESCENT)', '', '']);
  const y = grid(
    p,
    40,
    220,
    [28, 58, 205, 104, 120],
    [
      [
        'No.',
        'Hoeveelheid\nQty',
        'Beskrywing / Description',
        'Reeksnommer\nSerial No.',
        'Ligging / Location',
      ],
    ],
    rows,
    { size: 8, rowH: 17, align: ['c', 'c', 'l', 'l', 'l'] },
  );
  p.text(40, y + 14, 'Goedere ontvang in goeie orde / Goods received in good order', 8.5, true);
  const receiver = r.pick(PEOPLE6);
  p.text(40, y + 40, 'Ontvang deur / Received by: _____________________', 9);
  p.text(40, y + 58, `Naam / Name: ${receiver.toUpperCase()}`, 9);
  p.text(320, y + 40, 'Handtekening / Signature: ______________', 9);
  p.text(320, y + 58, 'Tyd / Time: ____:____', 9);
  center(p, 297, 800, 'WIT - KLI\u00ebNT / WHITE - CUSTOMER     PIENK - KANTOOR / PINK - OFFICE', 7);
  return {
    pages: [p],
    truth: {
      kind: 'DELIVERY_NOTE',
      document: { contractor: firm.toUpperCase() },
      assets: uniq.map((it) => ({ type: it.type, serial: it.serial, location: it.loc })),
    },
  };
};

// ---------------------------------------------------------------- 7. log book pages

const logBook: Template = (r) => {
  const p = new Page();
  const [client] = r.pick(CLIENTS);
  const start = dateIn(r, 2017, 2025);
  const initials = ['TS', 'B.M.', 'JvR', 'NZ', 'PN', 'DS'];
  const pick2 = [r.pick(initials), r.pick(initials)];
  const variant = r.int(0, 1);
  right(p, 555, 24, `Page ${r.int(12, 80)}`, 9);
  if (variant === 0) {
    const diesel = {
      make: r.pick(['Deutz', 'Cummins', 'Perkins']),
      model: r.pick(['BF4M2012', '6BTA5.9', '1104D']),
      serial: serialLike(r),
    };
    const elec = {
      make: r.pick(['KSB', 'Grundfos', 'Sulzer']),
      model: r.pick(['Etanorm 65-250', 'NK 80-250', 'APP 32']),
      serial: serialLike(r),
    };
    const jockey = {
      make: r.pick(['Grundfos', 'Lowara', 'DAB']),
      model: r.pick(['CR 3-15', 'e-SV 5', 'KVC 55']),
      serial: serialLike(r),
    };
    p.text(40, 34, 'FIRE PUMP WEEKLY TEST RECORD', 15, true);
    p.text(40, 54, `Premises: ${client}      Pump house`, 9.5);
    const y0 = grid(
      p,
      40,
      72,
      [95, 120, 140, 160],
      [['Pump', 'Make', 'Model', 'Serial No.']],
      [
        ['Electric (duty)', elec.make, elec.model, elec.serial],
        ['Diesel (standby)', diesel.make, diesel.model, diesel.serial],
        ['Jockey', jockey.make, jockey.model, jockey.serial],
      ],
      { size: 8.5, rowH: 16 },
    );
    const unit = r.pick(['kPa', 'bar'] as const);
    const pr = (kpa: number) => (unit === 'kPa' ? String(kpa) : comma(kpa / 100));
    const rows: string[][] = [];
    for (let i = 0; i < r.int(8, 14); i++) {
      const d = addDays(start, i * 7 + r.int(0, 1));
      rows.push([
        fd(d, 'dmy2'),
        pr(r.int(38, 45) * 10),
        String(r.int(5, 10)),
        pr(r.int(36, 44) * 10),
        pr(r.int(25, 45) * 10),
        String(r.int(10, 30)),
        `${r.int(6, 10) * 10}%`,
        pr(r.int(48, 52) * 10),
        pr(r.int(56, 60) * 10),
        r.pick(['', '', '', 'Oil topped up', 'Batt. low', 'Gland leak', 'OK']),
        r.pick(pick2),
      ]);
    }
    grid(
      p,
      40,
      y0 + 20,
      [44, 40, 34, 40, 38, 34, 34, 36, 40, 125, 30],
      [
        ['Date', ['Electric', 2], ['Diesel', 4], ['Jockey', 2], 'Remarks', 'Init.'],
        [
          null,
          `Start\n(${unit})`,
          'Run\n(min)',
          `Start\n(${unit})`,
          `Oil\n(${unit})`,
          'Run\n(min)',
          'Fuel',
          `Cut-in\n(${unit})`,
          `Cut-out\n(${unit})`,
          null,
          null,
        ],
      ],
      rows,
      { size: 8, rowH: 17, headSize: 7, align: ['c', 'c', 'c', 'c', 'c', 'c', 'c', 'c', 'c', 'l', 'c'] },
    );
    return {
      pages: [p],
      truth: {
        kind: 'LOG_BOOK',
        document: {},
        assets: [
          { type: 'SPRINKLER_ELECTRIC_PUMP', ...elec, location: 'Pump house' },
          { type: 'SPRINKLER_DIESEL_PUMP', ...diesel, location: 'Pump house' },
          { type: 'SPRINKLER_JOCKEY_PUMP', ...jockey, location: 'Pump house' },
        ],
      },
    };
  }
  const make = r.pick(['Ziton', 'Advanced', 'Bentel', 'Morley-IAS']);
  const serial = serialLike(r);
  p.text(40, 34, 'Fire Alarm System Log Book', 16, true);
  p.text(40, 56, 'Record of weekly tests, faults, false alarms and servicing (SANS 10139)', 9);
  p.rect(40, 74, 515, 40);
  p.text(46, 80, `Premises: ${client}`, 9);
  p.text(46, 96, `Panel: ${make}   S/N ${serial}   Location: Security office`, 9);
  const rows: string[][] = [];
  for (let i = 0; i < r.int(10, 18); i++) {
    const d = addDays(start, i * 7);
    const event = r.pick(['Weekly test', 'Weekly test', 'Weekly test', 'Fault', 'False alarm']);
    rows.push([
      fd(d, 'dot'),
      `${pad(r.int(7, 16))}:${pad(r.int(0, 59))}`,
      event,
      event === 'Weekly test' ? `MCP zone ${r.int(1, 6)}` : '',
      event === 'Fault'
        ? r.pick(['Earth fault', 'Batt fault', 'Zone 3 open'])
        : event === 'False alarm'
          ? 'Toaster, kitchen'
          : 'Sounders OK',
      event === 'Weekly test' ? '' : r.pick(['Reset', 'Technician called', 'Cleared']),
      r.pick(pick2),
    ]);
  }
  grid(
    p,
    40,
    130,
    [62, 38, 70, 75, 130, 90, 50],
    [['Date', 'Time', 'Event', 'Device / zone', 'Details', 'Action taken', 'Initials']],
    rows,
    { size: 8, rowH: 18 },
  );
  return {
    pages: [p],
    truth: {
      kind: 'LOG_BOOK',
      document: {},
      assets: [{ type: 'FIRE_ALARM_PANEL', make, serial, location: 'Security office' }],
    },
  };
};

// ---------------------------------------------------------------- 8. bilingual maintenance certificate

const bilingualCert: Template = (r) => {
  const p = new Page();
  const firm = r.pick(FIRMS6);
  const tech = r.pick(PEOPLE6);
  const [client, address] = r.pick(CLIENTS);
  const date = dateIn(r, 2015, 2025);
  const cert = `${r.int(100000, 999999)}`;
  const saqcc = saqccOf(r);
  let y = letterhead(p, r, firm);
  center(p, 297, y + 2, 'SERTIFIKAAT VAN ONDERHOUD', 14, true);
  center(p, 297, y + 20, 'CERTIFICATE OF MAINTENANCE', 11, true);
  y += 42;
  const boxes: [string, string][] = [
    ['Sertifikaat Nr. / Certificate No.', cert],
    ['Datum van diens / Date of service', fd(date, r.pick(['afr', 'dmy', 'dot'] as const)).toUpperCase()],
    ['Eienaar / Owner', client.toUpperCase()],
    ['Perseel / Premises', address.toUpperCase()],
  ];
  boxes.forEach(([l, v], i) => {
    const bx = 40 + (i % 2) * 257.5;
    const by = y + Math.floor(i / 2) * 34;
    p.rect(bx, by, 257.5, 34);
    p.text(bx + 4, by + 4, l, 7);
    p.text(bx + 4, by + 17, v, 10);
  });
  y += 82;
  const kpa = r.next() < 0.6;
  const exts = uniqueSerials(Array.from({ length: r.int(5, 12) }, () => extOf(r)));
  const assets: TruthAsset[] = [];
  const rows = exts.map((e, i) => {
    const loc = e.location.toUpperCase();
    assets.push({
      type: e.type,
      serial: e.serial,
      location: loc,
      lastServiceOn: date,
      readings: extReadings(e),
    });
    return [
      String(i + 1),
      loc,
      `${e.afr} / ${e.label.toUpperCase()}`,
      e.cap.replace('.', ',').toUpperCase(),
      comma(e.mass),
      e.bar === undefined ? 'N.V.T.' : kpa ? spaced(e.bar * 100) : comma(e.bar),
      e.serial,
      r.pick(['D', 'D', 'H', 'D/S']),
    ];
  });
  y = grid(
    p,
    40,
    y,
    [24, 100, 118, 46, 52, 56, 75, 44],
    [
      [
        'Nr.\nNo.',
        'Ligging\nLocation',
        'Tipe\nType',
        'Grootte\nSize',
        'Massa\nMass (kg)',
        `Druk\nPressure (${kpa ? 'kPa' : 'bar'})`,
        'Reeksnommer\nSerial No.',
        'Diens\nService',
      ],
    ],
    rows,
    { size: 7.5, rowH: 16, headSize: 7, align: ['c', 'l', 'l', 'c', 'r', 'r', 'l', 'c'] },
  );
  p.text(
    40,
    y + 6,
    'D = Diens / Service    H = Herlaai / Recharge    S = Seël vervang / Seal replaced    N.V.T. = Nie van toepassing / N/A',
    7,
  );
  y += 30;
  y = prose(
    p,
    40,
    y,
    515,
    'Hiermee word gesertifiseer dat die bogenoemde toerusting ondersoek en in diens gestel is volgens SANS 1475-1. / This is to certify that the above equipment has been inspected and maintained in accordance with SANS 1475-1.',
    8.5,
  );
  y += 24;
  const boxes2: [string, string][] = [
    ['Naam / Name', tech.toUpperCase()],
    ['SAQCC Reg. Nr. / No.', saqcc],
    ['Handtekening / Signature', ''],
  ];
  boxes2.forEach(([l, v], i) => {
    const bx = 40 + i * 171.6;
    p.rect(bx, y, 171.6, 38);
    p.text(bx + 4, y + 4, l, 7);
    p.text(bx + 4, y + 19, v, 10);
  });
  p.text(40, y + 52, `Volgende diens / Next service: ${fd(addYears(date, 1), 'dmy')}`, 8);
  return {
    pages: [p],
    truth: {
      kind: 'SERVICE_CERTIFICATE',
      document: {
        certificateNumber: cert,
        serviceDate: date,
        signatory: tech.toUpperCase(),
        saqccNumber: saqcc,
        contractor: firm,
      },
      assets,
    },
  };
};

// ---------------------------------------------------------------- 9. flow test report with grouped headers

const flowTest: Template = (r) => {
  const p = new Page();
  const firm = r.pick(FIRMS6);
  const tech = r.pick(PEOPLE6);
  const [client, address] = r.pick(CLIENTS);
  const date = dateIn(r, 2018, 2025);
  const unit = r.pick(['kPa', 'bar', 'MPa'] as const);
  const show = (kpa: number) =>
    unit === 'kPa' ? String(kpa) : unit === 'bar' ? comma(kpa / 100, 2) : comma(kpa / 1000, 2);
  let y = letterhead(p, r, firm);
  p.text(40, y, 'HYDRANT & HOSE REEL FLOW TEST REPORT', 14, true);
  p.text(40, y + 20, `Site: ${client}, ${address}`, 9);
  p.text(40, y + 33, `Tested on ${fd(date, r.pick(['long', 'dmy', 'MON'] as const))} by ${tech}`, 9);
  right(p, 555, y + 33, `Water supply: ${r.pick(['Municipal', 'Tank & booster', 'Borehole & tank'])}`, 9);
  y += 56;
  const areas = r.pick([
    ['GROUND FLOOR', 'FIRST FLOOR', 'SECOND FLOOR'],
    ['BLOCK A', 'BLOCK B', 'YARD'],
    ['WAREHOUSE', 'OFFICES', 'PERIMETER'],
  ]);
  const rows: (string | null)[][] = [];
  const assets: TruthAsset[] = [];
  let h = 0;
  let hr = 0;
  for (const area of areas) {
    const n = r.int(1, 3);
    for (let i = 0; i < n; i++) {
      const hyd = r.next() < 0.4;
      const stat = r.int(30, 65) * 10;
      const res = stat - r.int(5, 20) * 10;
      const flow = hyd ? r.int(900, 1500) : r.int(24, 40);
      if (hyd) {
        h++;
        rows.push([
          i === 0 ? area : null,
          `H${h}`,
          'Hydrant',
          '-',
          '-',
          show(stat),
          show(res),
          String(flow),
          r.pick(['Pass', 'Pass', 'Fail']),
        ]);
        assets.push({
          type: 'HYDRANT',
          location: area,
          lastServiceOn: date,
          readings: { STATIC_PRESSURE: stat, RESIDUAL_PRESSURE: res },
        });
      } else {
        hr++;
        const make = r.pick(['Fire-Flo', 'Flamestop', 'Hosequip']).toUpperCase();
        const serial = serialLike(r);
        rows.push([
          i === 0 ? area : null,
          `HR${hr}`,
          'Hose reel',
          make,
          serial,
          show(stat),
          show(res),
          String(flow),
          'Pass',
        ]);
        assets.push({
          type: 'HOSE_REEL',
          make,
          serial,
          location: area,
          lastServiceOn: date,
          readings: { FLOW_PRESSURE: res },
        });
      }
    }
  }
  y = grid(
    p,
    40,
    y,
    [82, 30, 56, 62, 72, 50, 50, 55, 58],
    [
      ['Area', 'Ref', 'Type', 'Make', 'Serial No.', [`Pressure (${unit})`, 2], 'Flow\n(L/min)', 'Result'],
      [null, null, null, null, null, 'Static', 'Residual', null, null],
    ],
    rows,
    { size: 7.5, rowH: 16, align: ['l', 'c', 'l', 'l', 'l', 'r', 'r', 'r', 'c'] },
  );
  y += 16;
  p.text(40, y, 'Notes', 10, true);
  y += 16;
  y = prose(
    p,
    40,
    y,
    515,
    `Residual pressure was read at the hydrant outlet or hose reel nozzle with the outlet flowing fully open. Minimum required by SANS 10400-W: 300 kPa residual at the most remote hose reel. ${r.pick(['Hydrant valve spindles greased.', 'Two hose reel nozzles replaced.', 'No defects noted.'])}`,
    8.5,
  );
  y += 26;
  p.text(40, y, `Tested by: ${tech}`, 9.5);
  p.text(300, y, 'Signature: ____________________', 9.5);
  return {
    pages: [p],
    truth: {
      kind: 'SERVICE_REPORT',
      document: { serviceDate: date, signatory: tech, contractor: firm },
      assets,
    },
  };
};

// ---------------------------------------------------------------- 10. gas suppression installation certificate

const gasInstall: Template = (r) => {
  const p = new Page();
  const firm = r.pick(FIRMS6);
  const signer = r.pick(PEOPLE6);
  const [client, address] = r.pick(CLIENTS);
  const date = dateIn(r, 2014, 2025);
  const cert = `GI-${r.int(100, 999)}/${date.slice(2, 4)}`;
  const saqcc = saqccOf(r, r.pick(['GAS', 'GSI']));
  const agent = r.pick([
    { name: 'FM-200 (HFC-227ea)', bar: 25, psi: 360, kg: [40, 60, 90, 120] },
    { name: 'NOVEC 1230', bar: 42, psi: 610, kg: [50, 80, 110] },
    { name: 'INERGEN (IG-541)', bar: 300, psi: 4350, kg: [22, 26] },
  ]);
  const punit = r.pick(['bar', 'psi'] as const);
  const room = r.pick(['Server room', 'UPS room', 'Archive', 'Control room']);
  let y = letterhead(p, r, firm);
  p.text(40, y, 'CERTIFICATE OF INSTALLATION', 15, true);
  p.text(40, y + 19, 'Gaseous fire extinguishing system  \u2014  SANS 14520', 9.5);
  p.rect(405, y - 4, 150, 36);
  p.text(410, y, 'Cert. No.', 7.5);
  p.text(410, y + 13, cert, 12, true);
  y += 44;
  const section = (t: string) => {
    p.text(40, y, t, 10, true);
    p.line(40, y + 14, 555, y + 14);
    y += 22;
  };
  section('1.  PREMISES AND PROTECTED RISK');
  p.text(48, y, `Owner: ${client}`, 9);
  p.text(300, y, `Address: ${address}`, 9);
  p.text(48, y + 14, `Protected area: ${room}`, 9);
  p.text(300, y + 14, `Volume: ${r.int(40, 400)} m\u00b3   Design conc.: ${comma(r.int(70, 90) / 10)} %`, 9);
  y += 38;
  section('2.  AGENT CONTAINERS');
  const cyls = uniqueSerials(
    Array.from({ length: r.int(1, 4) }, () => ({
      serial: serialLike(r),
      make: r.pick(['Kidde', 'Fike', 'Sevo', 'Tyco']),
      kg: r.pick(agent.kg) + r.int(0, 9) / 10,
      hpt: addDays(date, -r.int(30, 900)),
    })),
  );
  const showP = punit === 'bar' ? String(agent.bar) : String(agent.psi);
  const barOf = punit === 'bar' ? agent.bar : toBar(agent.psi, 'psi');
  y = grid(
    p,
    40,
    y,
    [34, 84, 62, 110, 60, 70, 95],
    [
      [
        'No.',
        'Serial No.',
        'Make',
        'Agent',
        'Fill mass\n(kg)',
        `Pressure\n@ 21\u00b0C (${punit})`,
        'Last hydro test',
      ],
    ],
    cyls.map((c, i) => [String(i + 1), c.serial, c.make, agent.name, comma(c.kg), showP, fd(c.hpt, 'dmy')]),
    { size: 8, rowH: 16, align: ['c', 'l', 'l', 'l', 'r', 'r', 'c'] },
  );
  y += 16;
  section('3.  CONTROL AND DETECTION');
  const [panelMake, panelModel] = r.pick([
    ['Kentec', 'Sigma XT+'],
    ['Kentec', 'Syncro AS'],
    ['Ziton', 'ZP2-XT'],
    ['Advanced', 'MxPro 5 EXT'],
  ] as const);
  const panel = { make: panelMake, model: panelModel, serial: serialLike(r) };

  const batt = r.int(260, 275) / 10;
  const lines: [string, string][] = [
    ['Control panel', `${panel.make} ${panel.model}`],
    ['Panel serial no.', panel.serial],
    ['Panel location', 'Outside protected area, at entrance door'],
    ['Standby battery', `${comma(batt)} V measured`],
    ['Detection', `${r.int(2, 8)} x photoelectric, 2 zones (coincidence)`],
    ['Hold / abort', 'Fitted at door'],
  ];
  lines.forEach(([l, v], i) => {
    p.text(48, y + i * 14, l, 9);
    p.text(170, y + i * 14, v, 9, i === 1);
  });
  y += lines.length * 14 + 14;
  section('4.  COMMISSIONING');
  y = prose(
    p,
    48,
    y,
    500,
    `Room integrity (door fan) test carried out on ${fd(addDays(date, -r.int(1, 10)), 'dmy')}: retention time ${r.int(10, 20)} minutes. The system was commissioned and handed over on ${fd(date, r.pick(['dmy', 'long'] as const))}. Full discharge test not carried out; simulated release with actuators removed.`,
    9,
  );
  y += 10;
  section('5.  DECLARATION');
  y = prose(
    p,
    48,
    y,
    500,
    'I, the undersigned, certify that the system described above has been installed in accordance with SANS 14520 and the approved design, and has been commissioned and tested.',
    9,
  );
  y += 20;
  p.text(48, y, `Name: ${signer}`, 9.5);
  p.text(48, y + 16, `SAQCC Gas Reg.: ${saqcc}`, 9.5);
  p.text(300, y, 'Signature: ____________________', 9.5);
  p.text(300, y + 16, `Date: ${fd(date, 'dmy')}`, 9.5);
  return {
    pages: [p],
    truth: {
      kind: 'INSTALLATION_CERTIFICATE',
      document: {
        certificateNumber: cert,
        serviceDate: date,
        signatory: signer,
        saqccNumber: saqcc,
        contractor: firm,
      },
      assets: [
        ...cyls.map(
          (c): TruthAsset => ({
            type: 'GAS_CYLINDER',
            make: c.make,
            serial: c.serial,
            location: room,
            installedOn: date,
            lastTestOn: c.hpt,
            readings: { CYLINDER_PRESSURE: barOf, AGENT_MASS: c.kg },
          }),
        ),
        {
          type: 'GAS_CONTROL_PANEL',
          make: panel.make,
          model: panel.model,
          serial: panel.serial,
          installedOn: date,
          readings: { BATTERY_VOLTAGE: batt },
        },
      ],
    },
  };
};

// ---------------------------------------------------------------- 11. sprinkler installation certificate

const sprinklerInstall: Template = (r) => {
  const p = new Page();
  const firm = r.pick(FIRMS6);
  const signer = r.pick(PEOPLE6);
  const [client, address] = r.pick(CLIENTS);
  const date = dateIn(r, 2012, 2025);
  const cert = `${r.pick(['SP', 'ASIB-C', ''])}${r.int(1000, 9999)}`;
  const unit = r.pick(['kPa', 'bar', 'psi'] as const);
  const show = (bar: number) =>
    unit === 'kPa'
      ? String(Math.round(bar * 100))
      : unit === 'bar'
        ? comma(bar, 1)
        : String(Math.round(bar / PRESSURE_FACTORS_TO_BAR.psi!));
  /** The printed value back in bar, as the paper states it. */
  const asBar = (bar: number) =>
    unit === 'kPa'
      ? Math.round(bar * 100) / 100
      : unit === 'bar'
        ? Number(bar.toFixed(1))
        : toBar(Math.round(bar / PRESSURE_FACTORS_TO_BAR.psi!), 'psi');
  center(p, 297, 30, firm.toUpperCase(), 13, true);
  center(p, 297, 48, `Automatic Sprinkler Installers  \u2022  ASIB member No. ${r.int(100, 999)}`, 8.5);
  p.rect(40, 66, 515, 52);
  center(p, 297, 74, 'CERTIFICATE OF INSTALLATION', 16, true);
  center(p, 297, 96, 'Automatic sprinkler installation  \u2014  SANS 10287', 10);
  let y = 132;
  const facts: [string, string][] = [
    ['Certificate No.', cert],
    ['Date commissioned', fd(date, r.pick(['dmy', 'long', 'ymdSlash'] as const))],
    ['Premises', client],
    ['Address', address],
    ['Hazard class', r.pick(['OH2', 'OH3', 'HHS1', 'HHP2'])],
    ['Water supply', r.pick(['Tank 250 m\u00b3 + pumps', 'Town main + booster'])],
  ];
  facts.forEach(([l, v], i) => {
    const x = 40 + (i % 2) * 258;
    const yy = y + Math.floor(i / 2) * 16;
    p.text(x, yy, `${l}:`, 8.5, true);
    p.text(x + 92, yy, v, 8.5);
  });
  y += 58;
  p.text(40, y, 'A.  INSTALLATION CONTROL VALVE SETS', 10, true);
  y += 16;
  const valves = Array.from({ length: r.int(1, 3) }, (_, i) => {
    const inst = r.int(60, 110) / 10;
    return {
      n: i + 1,
      kind: r.pick(['Wet alarm', 'Wet alarm', 'Dry pipe', 'Pre-action']),
      size: r.pick(['100 mm', '150 mm']),
      make: r.pick(['Viking', 'Tyco', 'Reliable']),
      serial: serialLike(r),
      inst,
      drain: Math.round((inst - r.int(10, 30) / 10) * 10) / 10,
      heads: r.int(80, 900),
      area: r.pick(['Warehouse', 'Offices', 'Mezzanine', 'Basement parking']),
    };
  });
  y = grid(
    p,
    40,
    y,
    [34, 62, 46, 56, 80, 58, 58, 44, 77],
    [
      ['Set', 'Type', 'Size', 'Make', 'Serial No.', [`Pressure (${unit})`, 2], 'Heads', 'Area served'],
      [null, null, null, null, null, 'Installation', 'Main drain', null, null],
    ],
    valves.map((v) => [
      String(v.n),
      v.kind,
      v.size,
      v.make,
      v.serial,
      show(v.inst),
      show(v.drain),
      String(v.heads),
      v.area,
    ]),
    { size: 7.5, rowH: 16, align: ['c', 'l', 'l', 'l', 'l', 'r', 'r', 'r', 'l'] },
  );
  y += 18;
  p.text(40, y, 'B.  FIRE PUMPS', 10, true);
  y += 16;
  const pumps = [
    {
      duty: 'Electric',
      type: 'SPRINKLER_ELECTRIC_PUMP',
      start: r.int(50, 70) / 10,
      churn: r.int(95, 120) / 10,
    },
    { duty: 'Diesel', type: 'SPRINKLER_DIESEL_PUMP', start: r.int(40, 55) / 10, churn: r.int(95, 120) / 10 },
    { duty: 'Jockey', type: 'SPRINKLER_JOCKEY_PUMP', start: r.int(75, 85) / 10, churn: r.int(88, 95) / 10 },
  ].map((pp) => ({
    ...pp,
    make:
      pp.duty === 'Diesel'
        ? r.pick(['Deutz / KSB', 'Cummins / Sulzer'])
        : r.pick(['KSB', 'Grundfos', 'Sulzer']),
    serial: serialLike(r),
    rated: pp.duty === 'Jockey' ? `${r.int(2, 6)} m\u00b3/h` : `${r.int(15, 45) * 100} L/min`,
  }));
  y = grid(
    p,
    40,
    y,
    [56, 92, 84, 80, 64, 64, 75],
    [
      ['Pump', 'Make', 'Serial No.', 'Rated flow', [`Pressures (${unit})`, 2], 'Remarks'],
      [null, null, null, null, 'Start / Cut-in', 'Churn / Cut-out', null],
    ],
    pumps.map((pp) => [
      pp.duty,
      pp.make,
      pp.serial,
      pp.rated,
      show(pp.start),
      show(pp.churn),
      r.pick(['', 'Auto start OK', 'Witnessed']),
    ]),
    { size: 7.5, rowH: 16, align: ['l', 'l', 'l', 'l', 'r', 'r', 'l'] },
  );
  y += 18;
  p.text(40, y, 'C.  DECLARATION', 10, true);
  y += 16;
  y = prose(
    p,
    40,
    y,
    515,
    `We certify that the sprinkler installation described above was installed, flushed and hydraulically tested at ${show(15)} ${unit} for two hours without leakage, and commissioned on the date stated above in accordance with SANS 10287 and the approved drawings (Dwg ${r.int(100, 999)}-${r.pick(['A', 'B', 'C'])}).`,
    9,
  );
  y += 26;
  p.text(40, y, 'For and on behalf of the installer:', 9);
  p.text(40, y + 30, '______________________________', 9);
  p.text(40, y + 44, signer, 9.5, true);
  p.text(40, y + 58, r.pick(['Contracts Manager', 'Technical Director', 'Installation Engineer']), 8.5);
  p.text(330, y + 30, '______________________________', 9);
  p.text(330, y + 44, 'Owner / Owner\u2019s representative', 8.5);
  const valveAssets: TruthAsset[] = valves.map((v) => ({
    type: 'SPRINKLER_CONTROL_VALVE',
    make: v.make,
    serial: v.serial,
    location: v.area,
    installedOn: date,
    readings: { INSTALLATION_PRESSURE: asBar(v.inst), MAIN_DRAIN_PRESSURE: asBar(v.drain) },
  }));
  const pumpAssets: TruthAsset[] = pumps.map((pp) => ({
    type: pp.type,
    make: pp.make,
    serial: pp.serial,
    installedOn: date,
    readings:
      pp.type === 'SPRINKLER_JOCKEY_PUMP'
        ? { CUT_IN_PRESSURE: asBar(pp.start), CUT_OUT_PRESSURE: asBar(pp.churn) }
        : pp.type === 'SPRINKLER_ELECTRIC_PUMP'
          ? { START_PRESSURE: asBar(pp.start), CHURN_PRESSURE: asBar(pp.churn) }
          : { START_PRESSURE: asBar(pp.start) },
  }));
  return {
    pages: [p],
    truth: {
      kind: 'INSTALLATION_CERTIFICATE',
      document: { certificateNumber: cert, serviceDate: date, signatory: signer, contractor: firm },
      assets: [...valveAssets, ...pumpAssets],
    },
  };
};

// ---------------------------------------------------------------- 12. quotation letter

const quoteLetter: Template = (r) => {
  const p = new Page();
  const firm = r.pick(FIRMS6);
  const writer = r.pick(PEOPLE6);
  const [client, address] = r.pick(CLIENTS);
  const visit = dateIn(r, 2018, 2025);
  const written = addDays(visit, r.int(2, 12));
  let y = letterhead(p, r, firm);
  p.text(40, y, fd(written, 'long'), 10);
  right(p, 555, y, `Our ref: Q${written.slice(2, 4)}-${r.int(100, 999)}`, 9);
  right(p, 555, y + 13, `Your ref: ${r.pick(['Facilities', 'PO to follow', `WO ${r.int(1000, 9999)}`])}`, 9);
  y += 30;
  const to = r.pick(PEOPLE6.filter((n) => n !== writer));
  p.text(40, y, `Attention: ${to}`, 10);
  p.text(40, y + 14, client, 10);
  p.text(40, y + 28, address, 10);
  y += 56;
  p.text(40, y, `Dear ${to.split(' ')[0]}`, 10);
  y += 22;
  p.text(40, y, 'RE: QUOTATION \u2014 HYDROSTATIC TESTING AND REPLACEMENT OF FIRE EQUIPMENT', 10, true);
  y += 22;
  y = prose(
    p,
    40,
    y,
    515,
    `Thank you for your time during our service visit on ${fd(visit, r.pick(['long', 'dmy'] as const))}. While servicing the equipment on site we noted the following items, which we recommend be attended to before the next municipal inspection:`,
  );
  y += 6;
  const assets: TruthAsset[] = [];
  const items = uniqueSerials(Array.from({ length: r.int(2, 4) }, () => extOf(r)));
  items.forEach((e, i) => {
    const tested = addDays(visit, -r.int(1830, 2400));
    const tf = r.pick(['dmy', 'long', 'dot'] as const);
    const s =
      i % 2 === 0
        ? `The ${e.cap.replace('.', ',')} ${e.label} extinguisher, serial ${e.serial}, in the ${e.location} was last pressure tested on ${fd(tested, tf)} and is now due for its five-yearly hydrostatic test.`
        : `The ${e.label} unit at ${e.location} (serial no. ${e.serial}), last hydrostatically tested on ${fd(tested, tf)}, has a ${r.pick(['damaged discharge hose', 'cracked valve body', 'perished O-ring', 'broken gauge'])} and should be replaced rather than tested.`;
    p.text(48, y, '\u2022', 10);
    y = prose(p, 60, y, 495, s);
    y += 4;
    assets.push({ type: e.type, serial: e.serial, location: e.location, lastTestOn: tested });
  });
  y += 8;
  p.text(40, y, 'Our price for the above is as follows:', 10);
  y += 18;
  const prices: string[][] = [
    ['Hydrostatic pressure test incl. recharge', String(r.int(1, 3)), money(r.int(280, 420))],
    ['Replacement extinguisher 9 kg DCP', String(r.int(1, 2)), money(r.int(650, 980))],
    ['Labour and travelling', '1', money(r.int(350, 750))],
  ];
  y = grid(p, 60, y, [290, 60, 100], [['Description', 'Qty', 'Price excl. VAT']], prices, {
    size: 9,
    rowH: 17,
    align: ['l', 'c', 'r'],
  });
  y += 14;
  y = prose(
    p,
    40,
    y,
    515,
    `All prices exclude VAT at 15%. This quotation is valid for 30 days. Kindly forward an official order to accept, quoting the reference above, or call us on ${phone(r)}.`,
  );
  y += 20;
  p.text(40, y, 'Yours faithfully', 10);
  p.text(40, y + 40, writer, 10, true);
  p.text(40, y + 54, r.pick(['Service Manager', 'Branch Manager', 'Sales Consultant']), 9);
  p.text(40, y + 68, `for ${firm}`, 9);
  return {
    pages: [p],
    truth: { kind: 'OTHER', document: { signatory: writer, contractor: firm }, assets },
  };
};

export const FRESH6_TEMPLATES: Record<string, Template> = {
  f6NarrativeReport: narrativeReport,
  f6LandscapeRegister: landscapeRegister,
  f6StampCertificate: stampCertificate,
  f6HydroPerCylinder: hydroPerCylinder,
  f6TaxInvoice: taxInvoice,
  f6BilingualDelivery: bilingualDelivery,
  f6LogBook: logBook,
  f6BilingualCert: bilingualCert,
  f6FlowTest: flowTest,
  f6GasInstall: gasInstall,
  f6SprinklerInstall: sprinklerInstall,
  f6QuoteLetter: quoteLetter,
};
