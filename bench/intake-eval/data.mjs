// The evaluation set's world: a seeded random source, South African contractors, one building's
// register (the assets the papers name), and the ways a date, a pressure or a mass gets printed.

/** mulberry32: the same sequence for the same seed on every machine. */
export function rng(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const r = {
    next,
    int: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: (list) => list[Math.floor(next() * list.length)],
    chance: (p) => next() < p,
    gaussian: () => {
      const u = Math.max(next(), 1e-12);
      return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * next());
    },
    sample: (list, n) => {
      const copy = [...list];
      const out = [];
      while (out.length < n && copy.length) out.push(copy.splice(Math.floor(next() * copy.length), 1)[0]);
      return out;
    },
  };
  return r;
}

export const CONTRACTORS = [
  {
    name: 'Flamecrest Fire Protection (Pty) Ltd',
    short: 'Flamecrest',
    address: ['14 Electron Avenue', 'Isando, Kempton Park', '1600'],
    phone: '011 392 4410',
    email: 'service@flamecrest.co.za',
    vat: '4470251883',
  },
  {
    name: 'Cape Sentinel Fire cc',
    short: 'Cape Sentinel',
    address: ['Unit 5, Montague Park', 'Montague Gardens, Cape Town', '7441'],
    phone: '021 551 7302',
    email: 'admin@capesentinel.co.za',
    vat: '4120187734',
  },
  {
    name: 'Umhlanga Fire & Safety (Pty) Ltd',
    short: 'Umhlanga Fire',
    address: ['22 Umhlanga Rocks Drive', 'Durban North', '4051'],
    phone: '031 563 0918',
    email: 'jobs@umhlangafire.co.za',
    vat: '4310299514',
  },
  {
    name: 'Highveld Brandbeveiliging BK',
    short: 'Highveld Brand',
    address: ['9 Kerkstraat', 'Pretoria Central, Pretoria', '0002'],
    phone: '012 323 8841',
    email: 'info@hvbrand.co.za',
    vat: '4680123902',
  },
  {
    name: 'Bay Fire Equipment Services',
    short: 'Bay Fire',
    address: ['41 Burman Road', 'Deal Party, Gqeberha', '6001'],
    phone: '041 484 2270',
    email: 'office@bayfire.co.za',
    vat: '4590341127',
  },
  {
    name: 'Ignis Suppression Systems (Pty) Ltd',
    short: 'Ignis Suppression',
    address: ['3 Director Road', 'Spartan, Kempton Park', '1619'],
    phone: '011 975 6630',
    email: 'projects@ignis-ss.co.za',
    vat: '4027715560',
  },
];

export const PEOPLE = [
  'Johan van der Merwe',
  'Sipho Ndlovu',
  'Thandiwe Mokoena',
  'Pieter Botha',
  'Ayesha Patel',
  'Lwazi Khumalo',
  'Riaan Steyn',
  'Nomvula Dube',
  'Charl Fourie',
  'Kagiso Molefe',
];

export const SITE = {
  name: 'Rosebank Towers',
  client: 'Mabena Property Holdings',
  address: '19 Biermann Avenue, Rosebank, Johannesburg, 2196',
};

const MONTHS = [
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

export const DATE_STYLES = ['d/m/Y', 'd-m-Y', 'd.m.y', 'Y-m-d', 'd Month Y', 'd Mon Y'];

/** An ISO date as printed in one of the styles South African paperwork uses. */
export function formatDate(iso, style) {
  const [y, m, d] = iso.split('-');
  const dd = d;
  const month = MONTHS[Number(m) - 1];
  switch (style) {
    case 'd/m/Y':
      return `${dd}/${m}/${y}`;
    case 'd-m-Y':
      return `${dd}-${m}-${y}`;
    case 'd.m.y':
      return `${dd}.${m}.${y.slice(2)}`;
    case 'Y-m-d':
      return iso;
    case 'd Month Y':
      return `${Number(dd)} ${month} ${y}`;
    case 'd Mon Y':
      return `${Number(dd)} ${month.slice(0, 3)} ${y}`;
    default:
      throw new Error(style);
  }
}

/** A random date between two ISO dates (inclusive). */
export function dateBetween(r, from, to) {
  const a = Date.parse(`${from}T00:00:00Z`);
  const b = Date.parse(`${to}T00:00:00Z`);
  return new Date(a + Math.floor(r.next() * ((b - a) / 86_400_000 + 1)) * 86_400_000)
    .toISOString()
    .slice(0, 10);
}

export function addDays(iso, days) {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

const BAR_PER = { bar: 1, kPa: 0.01, psi: 0.0689476 };
const round = (x, places) => Math.round(x * 10 ** places) / 10 ** places;

/**
 * A pressure printed in `unit`, and its true value in the catalogue's unit (`catalogueUnit` 'bar' or
 * 'kPa'), computed from the printed number so the truth is what the paper says.
 */
export function pressure(bar, unit, catalogueUnit = 'bar') {
  let printed;
  if (unit === 'bar') printed = round(bar, 1);
  else if (unit === 'kPa') printed = Math.round(bar * 100);
  else printed = Math.round(bar / BAR_PER.psi);
  const inBar = printed * BAR_PER[unit];
  const value = catalogueUnit === 'kPa' ? round(inBar * 100, 3) : round(inBar, 4);
  const text = unit === 'bar' ? `${printed.toFixed(1)} bar` : `${printed} ${unit}`;
  return { text, number: String(printed), unit, value };
}

/** The building's register: what the previous contractor's papers describe. */
export function buildInventory(r) {
  const assets = [];
  const floors = [
    'Basement B2',
    'Basement B1',
    'Ground floor',
    'Level 1',
    'Level 2',
    'Level 3',
    'Level 4',
    'Level 5',
  ];
  const spots = [
    'lift lobby',
    'east stairwell',
    'west stairwell',
    'kitchen',
    'server room',
    'reception',
    'parking ramp',
    'DB room',
    'passage near toilets',
    'loading bay',
  ];
  const used = new Set();
  const location = () => {
    for (;;) {
      const where = `${r.pick(floors)} ${r.pick(spots)}`;
      if (!used.has(where)) {
        used.add(where);
        return where;
      }
    }
  };
  const serials = new Set();
  const unique = (make) => {
    for (;;) {
      const s = make();
      if (!serials.has(s)) {
        serials.add(s);
        return s;
      }
    }
  };
  const extMakes = [
    { make: 'Flamestop', dcp: ['FS9DCP', 'FS4.5DCP'], co2: ['FS5CO2'], foam: ['FS9AFFF'] },
    { make: 'Chubb', dcp: ['CH-9-ABC', 'CH-4.5-ABC'], co2: ['CH-5-CO2'], foam: ['CH-9-F'] },
    {
      make: 'Firechief',
      dcp: ['FC 9 DCP', 'FC 2.5 DCP'],
      co2: ['FC 5 CO2', 'FC 2 CO2'],
      foam: ['FC 9 AFFF'],
    },
    { make: 'ASP', dcp: ['ASP-DP9', 'ASP-DP4'], co2: ['ASP-C5'], foam: ['ASP-F9'] },
  ];
  for (let i = 0; i < 40; i++) {
    const m = r.pick(extMakes);
    const roll = r.next();
    const type = roll < 0.65 ? 'EXTINGUISHER_DCP' : roll < 0.88 ? 'EXTINGUISHER_CO2' : 'EXTINGUISHER_FOAM';
    const model = r.pick(type === 'EXTINGUISHER_DCP' ? m.dcp : type === 'EXTINGUISHER_CO2' ? m.co2 : m.foam);
    const capacity = Number(/(\d+(?:\.\d)?)/.exec(model)[1]);
    assets.push({
      type,
      make: m.make,
      model,
      capacity,
      serial: unique(() =>
        r.pick([
          () =>
            `${m.make.slice(0, 2).toUpperCase()}${r.int(19, 24)}-${String(r.int(100, 99999)).padStart(5, '0')}`,
          () => `${r.int(1000000, 9999999)}`,
          () => `${r.pick([...'ABCDEFGHJKLMNPRSTUVWXYZ'])}${r.int(10000, 99999)}`,
        ])(),
      ),
      location: location(),
      installedOn: dateBetween(r, '2016-01-01', '2023-12-31'),
      label: `FE${String(i + 1).padStart(2, '0')}`,
    });
  }
  const hoseMakes = [
    ['Lubbe', 'LHR-30'],
    ['Lubbe', 'LHR-25'],
    ['ASP', 'ASP HR 30m x 25mm'],
    ['Spectrum', 'SPX-HR30'],
  ];
  for (let i = 0; i < 12; i++) {
    const [make, model] = r.pick(hoseMakes);
    assets.push({
      type: 'HOSE_REEL',
      make,
      model,
      serial: unique(() => `HR${r.int(2000, 9999)}${r.pick([...'ABCDEFGHJKLMNPRSTUVWXYZ'])}`),
      location: location(),
      installedOn: dateBetween(r, '2012-01-01', '2022-12-31'),
      label: `HR${i + 1}`,
    });
  }
  for (let i = 0; i < 4; i++)
    assets.push({
      type: 'HYDRANT',
      make: r.pick(['Lubbe', 'Spectrum']),
      model: r.pick(['Double-headed 65mm', 'SA-65 landing valve']),
      serial: unique(() => `HYD-${r.int(100, 999)}`),
      location: location(),
      installedOn: dateBetween(r, '2010-01-01', '2020-12-31'),
      label: `H${i + 1}`,
    });
  const panel = r.pick([
    ['Ziton', 'ZP3 4-loop'],
    ['Notifier', 'NFS2-3030'],
    ['Apollo', 'Soteria AX-8'],
  ]);
  assets.push({
    type: 'FIRE_ALARM_PANEL',
    make: panel[0],
    model: panel[1],
    serial: unique(() => `${panel[0].slice(0, 1)}P${r.int(100000, 999999)}`),
    location: 'Ground floor reception',
    installedOn: dateBetween(r, '2015-01-01', '2021-12-31'),
    label: 'FACP',
  });
  for (let z = 1; z <= 8; z++)
    assets.push({
      type: 'SMOKE_DETECTOR_ZONE',
      make: r.pick(['Apollo', 'Ziton', 'Notifier']),
      model: r.pick(['Discovery optical', 'ZP730', 'FSP-951']),
      location: `Zone ${z} - ${floors[z - 1]}`,
      installedOn: dateBetween(r, '2015-01-01', '2021-12-31'),
      zone: z,
      devices: r.int(8, 46),
      label: `Zone ${z}`,
    });
  const valves = ['Installation 1 (basement parking)', 'Installation 2 (office floors)'];
  for (const [i, where] of valves.entries())
    assets.push({
      type: 'SPRINKLER_CONTROL_VALVE',
      make: r.pick(['Tyco', 'Viking', 'Reliable']),
      model: r.pick(['AV-1-300 wet alarm valve', 'J-1 alarm check valve', 'Model E 150mm']),
      serial: unique(() => `VS${r.int(10000, 99999)}`),
      location: `Sprinkler valve room - ${where}`,
      installedOn: dateBetween(r, '2008-01-01', '2015-12-31'),
      label: `Installation ${i + 1}`,
    });
  const pumps = [
    ['SPRINKLER_ELECTRIC_PUMP', 'KSB', 'Etanorm 100-250', 'Electric duty pump'],
    ['SPRINKLER_DIESEL_PUMP', 'Lubbe', 'Perkins 1104D / KSB 100-250', 'Diesel standby pump'],
    ['SPRINKLER_JOCKEY_PUMP', 'Grundfos', 'CR 3-15', 'Jockey pump'],
  ];
  for (const [type, make, model, label] of pumps)
    assets.push({
      type,
      make,
      model,
      serial: unique(() => `${make.slice(0, 3).toUpperCase()}${r.int(100000, 999999)}`),
      location: 'Pump room, Basement B2',
      installedOn: dateBetween(r, '2008-01-01', '2015-12-31'),
      label,
    });
  for (let i = 0; i < 4; i++) {
    const fm = i < 2;
    assets.push({
      type: 'GAS_CYLINDER',
      make: fm ? 'Fike' : 'Ansul',
      model: fm ? 'FM-200 80L container' : 'Inergen 80L 300 bar',
      agent: fm ? 'FM-200' : 'Inergen',
      serial: unique(() => `CY${r.int(100000, 999999)}`),
      location: fm ? 'Server room, Level 2' : 'Archive store, Basement B1',
      installedOn: dateBetween(r, '2014-01-01', '2020-12-31'),
      label: `Cyl ${i + 1}`,
    });
  }
  assets.push({
    type: 'GAS_CONTROL_PANEL',
    make: 'Ziton',
    model: 'ZP2-GE',
    serial: unique(() => `GCP${r.int(10000, 99999)}`),
    location: 'Server room, Level 2',
    installedOn: dateBetween(r, '2014-01-01', '2020-12-31'),
    label: 'Gas panel',
  });
  return assets;
}

export const TYPE_WORDS = {
  EXTINGUISHER_DCP: ['DCP', 'Dry chemical powder', 'DCP extinguisher', 'ABC powder'],
  EXTINGUISHER_CO2: ['CO2', 'Carbon dioxide', 'CO2 extinguisher'],
  EXTINGUISHER_FOAM: ['Foam', 'AFFF foam', 'Foam extinguisher'],
  HOSE_REEL: ['Hose reel', 'Fire hose reel', 'HR'],
  HYDRANT: ['Hydrant', 'Fire hydrant', 'Landing valve'],
  FIRE_ALARM_PANEL: ['Fire alarm panel', 'Fire alarm control panel', 'FACP'],
  SMOKE_DETECTOR_ZONE: ['Smoke detector zone', 'Detection zone', 'Smoke detectors'],
  SPRINKLER_CONTROL_VALVE: ['Sprinkler valve set', 'Alarm valve set', 'Sprinkler control valve'],
  SPRINKLER_ELECTRIC_PUMP: ['Electric fire pump', 'Sprinkler pump (electric)'],
  SPRINKLER_DIESEL_PUMP: ['Diesel fire pump', 'Sprinkler pump (diesel)'],
  SPRINKLER_JOCKEY_PUMP: ['Jockey pump', 'Pressure maintenance pump'],
  GAS_CYLINDER: ['Gas cylinder', 'Agent container', 'Suppression cylinder'],
  GAS_CONTROL_PANEL: ['Gas control panel', 'Extinguishing control panel'],
};
