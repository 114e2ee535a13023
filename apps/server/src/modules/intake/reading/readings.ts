/**
 * A labelled number as one of the catalogue's readings for an asset type: which reading a label means
 * depends on the type (a 'pressure' is an extinguisher's gauge pressure, a hose reel's flowing
 * pressure), and the value must carry a unit that converts to the catalogue's and fall in its range.
 */
import { type AssetTypeKey, assetTypeOf } from '@firebreak/shared';
import type { Draft } from './fields';
import { subPiece } from './fields';
import type { ReadingHint } from './labels';
import type { Piece } from './layout';
import { pieceText } from './layout';
import { convert, findQuantity, type QuantityUnit } from './units';

const BY_HINT: Partial<Record<ReadingHint, Partial<Record<AssetTypeKey, string>>>> = {
  pressure: {
    EXTINGUISHER_DCP: 'GAUGE_PRESSURE',
    EXTINGUISHER_FOAM: 'GAUGE_PRESSURE',
    GAS_CYLINDER: 'CYLINDER_PRESSURE',
    HOSE_REEL: 'FLOW_PRESSURE',
    SPRINKLER_CONTROL_VALVE: 'INSTALLATION_PRESSURE',
  },
  cylinderPressure: { GAS_CYLINDER: 'CYLINDER_PRESSURE' },
  staticPressure: { HYDRANT: 'STATIC_PRESSURE' },
  residualPressure: { HYDRANT: 'RESIDUAL_PRESSURE', HOSE_REEL: 'FLOW_PRESSURE' },
  cutIn: { SPRINKLER_JOCKEY_PUMP: 'CUT_IN_PRESSURE' },
  cutOut: { SPRINKLER_JOCKEY_PUMP: 'CUT_OUT_PRESSURE' },
  startPressure: { SPRINKLER_ELECTRIC_PUMP: 'START_PRESSURE', SPRINKLER_DIESEL_PUMP: 'START_PRESSURE' },
  oilPressure: { SPRINKLER_DIESEL_PUMP: 'OIL_PRESSURE' },
  churn: { SPRINKLER_ELECTRIC_PUMP: 'CHURN_PRESSURE' },
  mainDrain: { SPRINKLER_CONTROL_VALVE: 'MAIN_DRAIN_PRESSURE' },
  installationPressure: { SPRINKLER_CONTROL_VALVE: 'INSTALLATION_PRESSURE' },
  battery: { FIRE_ALARM_PANEL: 'BATTERY_VOLTAGE', GAS_CONTROL_PANEL: 'BATTERY_VOLTAGE' },
  charger: { FIRE_ALARM_PANEL: 'CHARGER_VOLTAGE' },
  grossMass: {
    EXTINGUISHER_DCP: 'GROSS_MASS',
    EXTINGUISHER_CO2: 'GROSS_MASS',
    EXTINGUISHER_FOAM: 'GROSS_MASS',
  },
  agentMass: { GAS_CYLINDER: 'AGENT_MASS' },
};

/**
 * The reading `piece` holds for an asset of `type`, labelled with `hint`; `headerUnit` is a unit the
 * label or column header names when the value itself has none.
 */
export function readReading(
  type: AssetTypeKey,
  hint: ReadingHint,
  piece: Piece,
  headerUnit: QuantityUnit | null,
): Draft | null {
  const key = BY_HINT[hint]?.[type];
  const reading = key ? assetTypeOf(type)?.readings.find((r) => r.key === key) : undefined;
  if (!reading) return null;
  const text = pieceText(piece);
  const quantity = findQuantity(text);
  if (!quantity) return null;
  // The number must open the value: '10 bar' or '10', not 'seal 2 of 3'.
  if (text.slice(0, quantity.from).trim() !== '') return null;
  const unit = quantity.unit ?? headerUnit;
  if (!unit) return null;
  const value = convert(quantity.value, unit, reading.unit);
  if (value === null || value < reading.min || value > reading.max) return null;
  return {
    key: `reading:${reading.key}`,
    label: reading.label,
    value: String(value),
    unit: reading.unit,
    pieces: [subPiece(piece, quantity.from, quantity.to)],
  };
}
