/**
 * The maintenance catalogue (issue 16): every kind of asset a site register may hold, grouped by the
 * system it belongs to, with the standard it is kept to and its routine tasks by frequency. It is data
 * kept in the repository (docs/decisions/0063), checked by `maintenanceCatalogueSchema` in a test and
 * served by `GET /api/asset-types`. The task texts are our own summaries of routine practice; they
 * cite no clause numbers, and the standard itself governs where they differ.
 */
import { REGISTRATION_FOR_SYSTEM } from '../registrations/rules';
import type { AssetType } from './schemas';

export const FREQUENCIES = [
  'WEEKLY',
  'MONTHLY',
  'QUARTERLY',
  'SIX_MONTHLY',
  'ANNUAL',
  'FIVE_YEARLY',
] as const;
export type Frequency = (typeof FREQUENCIES)[number];
export const FREQUENCY_LABELS: Record<Frequency, string> = {
  WEEKLY: 'Weekly',
  MONTHLY: 'Monthly',
  QUARTERLY: 'Quarterly',
  SIX_MONTHLY: 'Six-monthly',
  ANNUAL: 'Annual',
  FIVE_YEARLY: 'Five-yearly',
};

export const SYSTEMS = [
  'SPRINKLER',
  'DETECTION',
  'GAS_SUPPRESSION',
  'PORTABLE_EXTINGUISHER',
  'HOSE_REEL',
  'HYDRANT',
] as const;
export type FireSystem = (typeof SYSTEMS)[number];
export const SYSTEM_LABELS: Record<FireSystem, string> = {
  SPRINKLER: 'Sprinkler system',
  DETECTION: 'Fire detection and alarm',
  GAS_SUPPRESSION: 'Gas suppression',
  PORTABLE_EXTINGUISHER: 'Portable extinguishers',
  HOSE_REEL: 'Hose reels',
  HYDRANT: 'Hydrants',
};

/** The standard each system is maintained to. Hydrants are under the building regulations' fire part. */
export const SYSTEM_STANDARDS: Record<FireSystem, string> = {
  SPRINKLER: 'SANS 10287',
  DETECTION: 'SANS 10139',
  GAS_SUPPRESSION: 'SANS 14520',
  PORTABLE_EXTINGUISHER: 'SANS 1475',
  HOSE_REEL: 'SANS 543',
  HYDRANT: 'SANS 10400-W',
};

export const ASSET_TYPE_KEYS = [
  'SPRINKLER_CONTROL_VALVE',
  'SPRINKLER_ELECTRIC_PUMP',
  'SPRINKLER_DIESEL_PUMP',
  'SPRINKLER_JOCKEY_PUMP',
  'SPRINKLER_ALARM_GONG',
  'SPRINKLER_HEADS_ZONE',
  'FIRE_ALARM_PANEL',
  'SMOKE_DETECTOR_ZONE',
  'HEAT_DETECTOR',
  'MANUAL_CALL_POINT',
  'SOUNDER_BEACON',
  'GAS_CYLINDER',
  'GAS_CONTROL_PANEL',
  'EXTINGUISHER_DCP',
  'EXTINGUISHER_CO2',
  'EXTINGUISHER_FOAM',
  'HOSE_REEL',
  'HYDRANT',
] as const;
export type AssetTypeKey = (typeof ASSET_TYPE_KEYS)[number];

type Entry = { key: AssetTypeKey; label: string; system: FireSystem; tasks: [Frequency, string][] };
/** [key, label, unit, physical minimum, physical maximum] */
type Reading = [string, string, string, number, number];

/** Readings by asset type; the ranges are what the instrument or the asset can physically show. */
const READINGS: Partial<Record<AssetTypeKey, Reading[]>> = {
  SPRINKLER_CONTROL_VALVE: [
    ['INSTALLATION_PRESSURE', 'Installation pressure', 'bar', 0, 25],
    ['MAIN_DRAIN_PRESSURE', 'Main drain residual pressure', 'bar', 0, 25],
  ],
  SPRINKLER_ELECTRIC_PUMP: [
    ['START_PRESSURE', 'Start pressure', 'bar', 0, 25],
    ['CHURN_PRESSURE', 'Churn pressure', 'bar', 0, 30],
  ],
  SPRINKLER_DIESEL_PUMP: [
    ['START_PRESSURE', 'Start pressure', 'bar', 0, 25],
    ['OIL_PRESSURE', 'Oil pressure', 'bar', 0, 10],
    ['RUN_TIME', 'Run time', 'min', 0, 240],
    ['FUEL_LEVEL', 'Fuel level', '%', 0, 100],
  ],
  SPRINKLER_JOCKEY_PUMP: [
    ['CUT_IN_PRESSURE', 'Cut-in pressure', 'bar', 0, 25],
    ['CUT_OUT_PRESSURE', 'Cut-out pressure', 'bar', 0, 25],
  ],
  FIRE_ALARM_PANEL: [
    ['BATTERY_VOLTAGE', 'Standby battery voltage', 'V', 0, 60],
    ['CHARGER_VOLTAGE', 'Charger output voltage', 'V', 0, 60],
  ],
  SMOKE_DETECTOR_ZONE: [['DEVICES_TESTED', 'Detectors tested', 'devices', 0, 2000]],
  SOUNDER_BEACON: [['SOUND_LEVEL', 'Sound level', 'dB(A)', 0, 140]],
  GAS_CYLINDER: [
    ['CYLINDER_PRESSURE', 'Cylinder pressure', 'bar', 0, 300],
    ['AGENT_MASS', 'Agent mass', 'kg', 0, 1000],
  ],
  GAS_CONTROL_PANEL: [['BATTERY_VOLTAGE', 'Standby battery voltage', 'V', 0, 60]],
  EXTINGUISHER_DCP: [
    ['GAUGE_PRESSURE', 'Gauge pressure', 'bar', 0, 30],
    ['GROSS_MASS', 'Gross mass', 'kg', 0, 150],
  ],
  EXTINGUISHER_CO2: [['GROSS_MASS', 'Gross mass', 'kg', 0, 150]],
  EXTINGUISHER_FOAM: [
    ['GAUGE_PRESSURE', 'Gauge pressure', 'bar', 0, 30],
    ['GROSS_MASS', 'Gross mass', 'kg', 0, 150],
  ],
  HOSE_REEL: [['FLOW_PRESSURE', 'Pressure at the nozzle while flowing', 'kPa', 0, 2500]],
  HYDRANT: [
    ['STATIC_PRESSURE', 'Static pressure', 'kPa', 0, 2500],
    ['RESIDUAL_PRESSURE', 'Residual pressure while flowing', 'kPa', 0, 2500],
  ],
};

const ENTRIES: Entry[] = [
  {
    key: 'SPRINKLER_CONTROL_VALVE',
    label: 'Sprinkler control valve set',
    system: 'SPRINKLER',
    tasks: [
      ['WEEKLY', 'Read and record the water and air pressure gauges on each installation'],
      ['WEEKLY', 'Confirm every stop valve is open and strapped or locked in the open position'],
      ['QUARTERLY', 'Run the main drain test and compare the pressure drop with earlier readings'],
      ['ANNUAL', 'Strip, clean and inspect the alarm valve clack and seat; replace worn seals'],
      ['FIVE_YEARLY', 'Overhaul the valve set and check gauges against a calibrated instrument'],
    ],
  },
  {
    key: 'SPRINKLER_ELECTRIC_PUMP',
    label: 'Sprinkler pump (electric)',
    system: 'SPRINKLER',
    tasks: [
      ['WEEKLY', 'Start the pump automatically by dropping pressure and let it run; record start pressure'],
      ['MONTHLY', 'Check the controller indicators, phase supply and pump room heating and drainage'],
      ['ANNUAL', 'Run a full flow test and compare delivery with the duty point on the pump curve'],
    ],
  },
  {
    key: 'SPRINKLER_DIESEL_PUMP',
    label: 'Sprinkler pump (diesel)',
    system: 'SPRINKLER',
    tasks: [
      ['WEEKLY', 'Run the engine for at least half an hour; record oil pressure, temperature and fuel level'],
      ['WEEKLY', 'Check the starting batteries, charger output and electrolyte level'],
      [
        'SIX_MONTHLY',
        'Change fuel and oil filters as the engine maker requires; test the fail-to-start alarm',
      ],
      ['ANNUAL', 'Run a full flow test and service the engine: oil, coolant, belts and exhaust'],
    ],
  },
  {
    key: 'SPRINKLER_JOCKEY_PUMP',
    label: 'Jockey pump',
    system: 'SPRINKLER',
    tasks: [
      ['MONTHLY', 'Check cut-in and cut-out pressures and count how often it starts in an hour'],
      ['ANNUAL', 'Inspect the seals, non-return valve and pressure switch; replace what is worn'],
    ],
  },
  {
    key: 'SPRINKLER_ALARM_GONG',
    label: 'Alarm gong / flow switch',
    system: 'SPRINKLER',
    tasks: [
      ['WEEKLY', 'Open the alarm test valve and confirm the gong sounds and the flow switch signals'],
      ['QUARTERLY', 'Confirm the flow switch signal reaches the fire panel and any remote monitoring'],
      ['ANNUAL', 'Clean the water motor strainer and nozzle; check the gong mounting and drain'],
    ],
  },
  {
    key: 'SPRINKLER_HEADS_ZONE',
    label: 'Sprinkler heads (zone)',
    system: 'SPRINKLER',
    tasks: [
      ['QUARTERLY', 'Look for painted, corroded, damaged or obstructed heads and storage too close below'],
      ['ANNUAL', 'Check the spare heads cabinet holds each type and rating in use, with a spanner'],
      ['FIVE_YEARLY', 'Inspect a sample of pipework internally for corrosion and obstruction'],
    ],
  },
  {
    key: 'FIRE_ALARM_PANEL',
    label: 'Fire alarm control panel',
    system: 'DETECTION',
    tasks: [
      ['WEEKLY', 'Operate one call point or detector in turn and confirm the panel and sounders respond'],
      ['MONTHLY', 'Check the standby batteries and charger; review the log book for faults and false alarms'],
      ['QUARTERLY', 'Simulate mains failure and check the panel runs on batteries; test the fault signals'],
      ['ANNUAL', 'Check every zone, output and cause-and-effect; replace batteries at the end of their life'],
    ],
  },
  {
    key: 'SMOKE_DETECTOR_ZONE',
    label: 'Smoke detector zone',
    system: 'DETECTION',
    tasks: [
      ['QUARTERLY', 'Look for detectors covered, painted, damaged or blocked by new partitions or racking'],
      ['ANNUAL', 'Test every detector with a smoke test aerosol or tester and confirm the panel shows it'],
      ['FIVE_YEARLY', 'Clean or replace detectors as the maker advises; check for contamination drift'],
    ],
  },
  {
    key: 'HEAT_DETECTOR',
    label: 'Heat detector',
    system: 'DETECTION',
    tasks: [
      ['QUARTERLY', 'Check detectors are undamaged and suit the room use (kitchens, plant rooms)'],
      ['ANNUAL', 'Test each detector with a heat source and confirm the panel shows the right zone'],
    ],
  },
  {
    key: 'MANUAL_CALL_POINT',
    label: 'Manual call point',
    system: 'DETECTION',
    tasks: [
      ['WEEKLY', 'Test a different call point each week with its key so each is tested in turn'],
      ['ANNUAL', 'Test every call point; check signs, covers and that none is obstructed'],
    ],
  },
  {
    key: 'SOUNDER_BEACON',
    label: 'Sounder / beacon',
    system: 'DETECTION',
    tasks: [
      ['WEEKLY', 'Confirm sounders are heard and beacons seen during the weekly alarm test'],
      ['ANNUAL', 'Measure sound levels in occupied areas and confirm they are above background noise'],
    ],
  },
  {
    key: 'GAS_CYLINDER',
    label: 'Gas cylinder / agent container',
    system: 'GAS_SUPPRESSION',
    tasks: [
      ['MONTHLY', 'Read the container pressure gauges and check seals, tags and manual releases'],
      [
        'SIX_MONTHLY',
        'Check the agent quantity by weight or level indicator; recharge any container that has lost too much',
      ],
      ['ANNUAL', 'Inspect pipework, nozzles and supports; check the protected room is still as designed'],
      ['FIVE_YEARLY', 'Have containers and flexible hoses inspected and pressure-tested as required'],
    ],
  },
  {
    key: 'GAS_CONTROL_PANEL',
    label: 'Gas extinguishing control panel',
    system: 'GAS_SUPPRESSION',
    tasks: [
      [
        'MONTHLY',
        'Check the panel shows normal, the hold and abort switches work and warning signs are in place',
      ],
      ['SIX_MONTHLY', 'Test detection, release sequence and shutdowns with the actuators isolated'],
      ['ANNUAL', 'Check room integrity (door seals, penetrations) so the agent will hold its concentration'],
    ],
  },
  {
    key: 'EXTINGUISHER_DCP',
    label: 'Portable extinguisher (dry chemical powder)',
    system: 'PORTABLE_EXTINGUISHER',
    tasks: [
      ['MONTHLY', 'Check it is in place, visible, the seal intact and the gauge in the green'],
      ['ANNUAL', 'Service by a registered person: weigh, check the powder is free-flowing, renew the tag'],
      ['FIVE_YEARLY', 'Discharge, pressure-test the cylinder and recharge with fresh powder'],
    ],
  },
  {
    key: 'EXTINGUISHER_CO2',
    label: 'Portable extinguisher (CO2)',
    system: 'PORTABLE_EXTINGUISHER',
    tasks: [
      ['MONTHLY', 'Check it is in place, the seal intact and the horn undamaged'],
      ['ANNUAL', 'Service by a registered person: weigh against the stamped mass, renew the tag'],
      ['FIVE_YEARLY', 'Pressure-test the cylinder and replace the horn and hose if worn'],
    ],
  },
  {
    key: 'EXTINGUISHER_FOAM',
    label: 'Portable extinguisher (foam)',
    system: 'PORTABLE_EXTINGUISHER',
    tasks: [
      ['MONTHLY', 'Check it is in place, the seal intact and the gauge in the green'],
      [
        'ANNUAL',
        'Service by a registered person: check pressure and the condition of the charge, renew the tag',
      ],
      ['FIVE_YEARLY', 'Discharge, pressure-test the cylinder and recharge with fresh foam solution'],
    ],
  },
  {
    key: 'HOSE_REEL',
    label: 'Hose reel',
    system: 'HOSE_REEL',
    tasks: [
      ['MONTHLY', 'Check the reel is unobstructed, the valve closed and the hose and nozzle undamaged'],
      ['ANNUAL', 'Run the full length of hose out under pressure; check flow, leaks, swivel and guide'],
    ],
  },
  {
    key: 'HYDRANT',
    label: 'Hydrant',
    system: 'HYDRANT',
    tasks: [
      ['QUARTERLY', 'Check the hydrant is marked, reachable and its outlets capped and undamaged'],
      ['ANNUAL', 'Open the hydrant, flush it and record static and running pressures'],
    ],
  },
];

export const MAINTENANCE_CATALOGUE: readonly AssetType[] = ENTRIES.map((entry) => ({
  key: entry.key,
  label: entry.label,
  system: entry.system,
  systemLabel: SYSTEM_LABELS[entry.system],
  standard: SYSTEM_STANDARDS[entry.system],
  registration: REGISTRATION_FOR_SYSTEM[entry.system],
  tasks: entry.tasks.map(([frequency, task]) => ({ frequency, task })),
  readings: (READINGS[entry.key] ?? []).map(([key, label, unit, min, max]) => ({
    key,
    label,
    unit,
    min,
    max,
  })),
}));

const BY_KEY = new Map(MAINTENANCE_CATALOGUE.map((type) => [type.key, type]));

export function assetTypeOf(key: string): AssetType | undefined {
  return BY_KEY.get(key as AssetTypeKey);
}

export function isAssetTypeKey(value: string): value is AssetTypeKey {
  return BY_KEY.has(value as AssetTypeKey);
}

/** A type's tasks grouped by frequency, in FREQUENCIES order, frequencies without tasks left out. */
export function tasksByFrequency(type: AssetType): { frequency: Frequency; tasks: string[] }[] {
  return FREQUENCIES.map((frequency) => ({
    frequency,
    tasks: type.tasks.filter((t) => t.frequency === frequency).map((t) => t.task),
  })).filter((group) => group.tasks.length > 0);
}

/** A type named by its key or its label, any case and spacing (CSV import); undefined when unknown. */
export function resolveAssetType(text: string): AssetType | undefined {
  const wanted = text.trim().toLowerCase().replace(/\s+/g, ' ');
  if (wanted === '') return undefined;
  return MAINTENANCE_CATALOGUE.find(
    (type) => type.key.toLowerCase() === wanted || type.label.toLowerCase() === wanted,
  );
}
