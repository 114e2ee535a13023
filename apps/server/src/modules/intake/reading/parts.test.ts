import { describe, expect, it } from 'vitest';
import { findAssetType } from './asset-types';
import { readDateAt } from './dates';
import { readKind } from './kinds';
import { buildLines } from './layout';
import { fixturePage } from './test-pages';
import { convert, findQuantity } from './units';
import { takeName, takeNumber } from './values';

const today = '2025-06-30';
const date = (text: string) => readDateAt(text, today)?.iso ?? null;

describe('dates', () => {
  it('reads South African day-first dates in their usual forms', () => {
    expect(date('12/03/2025')).toBe('2025-03-12');
    expect(date('12-03-2025')).toBe('2025-03-12');
    expect(date('12.03.25')).toBe('2025-03-12');
    expect(date('2025-03-12')).toBe('2025-03-12');
    expect(date('12 March 2025')).toBe('2025-03-12');
    expect(date('12 Mar 2025')).toBe('2025-03-12');
    expect(date('3rd Sept 2024')).toBe('2024-09-03');
    expect(date('l2/O3/2025')).toBe('2025-03-12');
  });

  it('reads no month alone, no impossible day, nothing after today', () => {
    expect(date('March 2025')).toBeNull();
    expect(date('03/2025')).toBeNull();
    expect(date('31/02/2025')).toBeNull();
    expect(date('03/13/2025')).toBeNull();
    expect(date('12/03/2026')).toBeNull();
    expect(date('12/03-2025')).toBeNull();
  });

  it('says how much text the date took', () => {
    expect(readDateAt('  12 Mar 2025 Technician', today)).toEqual({ iso: '2025-03-12', length: 13 });
  });
});

describe('units', () => {
  it('reads a number and its unit, with a decimal comma', () => {
    expect(findQuantity('4,5 kg')).toMatchObject({ value: 4.5, unit: 'kg' });
    expect(findQuantity('1050kPa')).toMatchObject({ value: 1050, unit: 'kpa' });
    expect(findQuantity('27.3V')).toMatchObject({ value: 27.3, unit: 'v' });
    expect(findQuantity('14')).toMatchObject({ value: 14, unit: null });
  });

  it("converts to the catalogue's unit", () => {
    expect(convert(1050, 'kpa', 'bar')).toBe(10.5);
    expect(convert(1.2, 'mpa', 'bar')).toBe(12);
    expect(convert(150, 'psi', 'bar')).toBe(10.342);
    expect(convert(3.5, 'bar', 'kPa')).toBe(350);
    expect(convert(12, 'v', 'V')).toBe(12);
    expect(convert(12, 'kg', 'bar')).toBeNull();
  });
});

describe('asset types', () => {
  it.each([
    ['9kg DCP', 'EXTINGUISHER_DCP'],
    ['Dry chemical powder', 'EXTINGUISHER_DCP'],
    ['CO2', 'EXTINGUISHER_CO2'],
    ['C02 5kg', 'EXTINGUISHER_CO2'],
    ['DCP9kg', 'EXTINGUISHER_DCP'],
    ['CO25kg', 'EXTINGUISHER_CO2'],
    ['AFFF foam', 'EXTINGUISHER_FOAM'],
    ['Hose reel', 'HOSE_REEL'],
    ['Fire hydrant', 'HYDRANT'],
    ['Addressable fire alarm panel', 'FIRE_ALARM_PANEL'],
    ['Optical smoke detector', 'SMOKE_DETECTOR_ZONE'],
    ['Jockey pump', 'SPRINKLER_JOCKEY_PUMP'],
    ['Diesel fire pump', 'SPRINKLER_DIESEL_PUMP'],
    ['Sprinkler control valve set', 'SPRINKLER_CONTROL_VALVE'],
    ['FM-200 cylinder', 'GAS_CYLINDER'],
    ['Inergen', 'GAS_CYLINDER'],
    ['FM-200 control panel', 'GAS_CONTROL_PANEL'],
  ])('%s is %s', (text, key) => {
    expect(findAssetType(text)?.key).toBe(key);
  });

  it('names no type for words that name none or several', () => {
    expect(findAssetType('Water 9L')).toBeNull();
    expect(findAssetType('DCP and CO2')).toBeNull();
    expect(findAssetType('Fire extinguisher')).toBeNull();
    // A firm's name or a site map is no extinguisher.
    expect(findAssetType('ABC Fire Services')).toBeNull();
    expect(findAssetType('Site map')).toBeNull();
    expect(findAssetType('Blaze Co 2019')).toBeNull();
    expect(findAssetType('ABC powder')?.key).toBe('EXTINGUISHER_DCP');
  });
});

describe('values', () => {
  it('takes a serial but not a quantity, a date or a blank', () => {
    expect(takeNumber('AB12345 Loading bay')?.value).toBe('AB12345');
    expect(takeNumber('6.5 bar')).toBeNull();
    expect(takeNumber('25 bar')).toBeNull();
    expect(takeNumber('12/03/2025')).toBeNull();
    expect(takeNumber('N/A')).toBeNull();
  });

  it('takes a name but not a firm', () => {
    expect(takeName('J. van der Merwe')?.value).toBe('J. van der Merwe');
    expect(takeName('Blaze Fire Services')).toBeNull();
    expect(takeName('signature:')).toBeNull();
  });
});

describe('kinds', () => {
  const kindOf = (lines: [number, number, string, number?][]) =>
    readKind(buildLines(fixturePage(lines)), 842);

  it('reads the title printed larger before a letterhead line that names another kind', () => {
    expect(
      kindOf([
        [0.05, 0.02, 'Invoice to: Acme Warehousing'],
        [0.3, 0.06, 'Certificate of Inspection', 16],
      ]),
    ).toBe('SERVICE_CERTIFICATE');
  });

  it.each([
    ['Hydrostatic Test Certificate', 'HYDROSTATIC_TEST'],
    ['Pressure Test Certificate', 'HYDROSTATIC_TEST'],
    ['Certificate of Installation', 'INSTALLATION_CERTIFICATE'],
    ['Annual Service Certificate', 'SERVICE_CERTIFICATE'],
    ['Fire Extinguisher Service Report', 'SERVICE_REPORT'],
    ['Job Card', 'SERVICE_REPORT'],
    ['Tax Invoice', 'DELIVERY_NOTE'],
    ['Delivery Note', 'DELIVERY_NOTE'],
    ['Fire Alarm Log Book', 'LOG_BOOK'],
    ['Dear Sir', 'OTHER'],
  ])('%s is %s', (title, kind) => {
    expect(kindOf([[0.3, 0.05, title]])).toBe(kind);
  });
});
