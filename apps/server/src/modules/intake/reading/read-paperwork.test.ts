import { describe, expect, it } from 'vitest';
import { fixturePage, rowsAt } from './fixture';
import { readPaperwork } from './read-paperwork';

const today = '2025-06-30';
const values = (fields: { id: string; value: string }[]) => Object.fromEntries(fields.map((f) => [f.id, f.value]));
const byId = (fields: { id: string }[]) => new Map(fields.map((f) => [f.id, f]));

describe('readPaperwork', () => {
  it('reads a two-column service certificate for one alarm panel', () => {
    const page = fixturePage([
      [0.3, 0.05, 'CERTIFICATE OF SERVICE'],
      [0.3, 0.07, 'Fire Detection and Alarm System'],
      ...rowsAt(
        [0.1, 0.4],
        [
          ['Certificate No:', 'FS-2025-00412'],
          ['Date of Service:', '12/03/2025'],
          ['Panel Type:', 'Addressable fire alarm panel'],
          ['Make:', 'Ziton'],
          ['Model:', 'ZP3'],
          ['Serial No:', 'ZP3-884512'],
          ['Location:', 'Ground floor reception'],
          ['Battery voltage:', '27.2 V'],
          ['Charger voltage:', '27.6V'],
          ['Next service due:', '12/03/2026'],
          ['Technician:', 'Sipho Ndlovu'],
          ['SAQCC Reg No:', '1234-F'],
          ['Contractor:', 'Blaze Fire Services'],
        ],
        0.15,
      ),
    ]);
    const { kind, fields } = readPaperwork([page], { today });
    expect(kind).toBe('SERVICE_CERTIFICATE');
    const f = byId(fields);
    expect(f.get('document.certificateNumber')).toMatchObject({ value: 'FS-2025-00412', words: 'FS-2025-00412', page: 1 });
    expect(f.get('document.serviceDate')).toMatchObject({ value: '2025-03-12', words: '12/03/2025' });
    expect(f.get('document.signatory')?.value).toBe('Sipho Ndlovu');
    expect(f.get('document.saqccNumber')?.value).toBe('1234-F');
    expect(f.get('document.contractor')?.value).toBe('Blaze Fire Services');
    expect(f.get('asset:0.type')?.value).toBe('FIRE_ALARM_PANEL');
    expect(f.get('asset:0.serial')?.value).toBe('ZP3-884512');
    expect(f.get('asset:0.make')?.value).toBe('Ziton');
    expect(f.get('asset:0.model')?.value).toBe('ZP3');
    expect(f.get('asset:0.location')?.value).toBe('Ground floor reception');
    expect(f.get('asset:0.reading:BATTERY_VOLTAGE')).toMatchObject({ value: '27.2', unit: 'V', words: '27.2 V' });
    expect(f.get('asset:0.reading:CHARGER_VOLTAGE')).toMatchObject({ value: '27.6', unit: 'V' });
    expect(values(fields)).toEqual({
      'document.certificateNumber': 'FS-2025-00412',
      'document.serviceDate': '2025-03-12',
      'document.signatory': 'Sipho Ndlovu',
      'document.saqccNumber': '1234-F',
      'document.contractor': 'Blaze Fire Services',
      'asset:0.type': 'FIRE_ALARM_PANEL',
      'asset:0.serial': 'ZP3-884512',
      'asset:0.make': 'Ziton',
      'asset:0.model': 'ZP3',
      'asset:0.location': 'Ground floor reception',
      'asset:0.reading:BATTERY_VOLTAGE': '27.2',
      'asset:0.reading:CHARGER_VOLTAGE': '27.6',
    });
    // The words, page and box are the value's, not its label's.
    const serial = page.words.find((w) => w.text === 'ZP3-884512')!;
    expect(f.get('asset:0.serial')?.box).toEqual(serial.box.map((n) => Math.round(n * 10000) / 10000));
    const type = f.get('asset:0.type')!;
    expect(type.words).toBe('fire alarm panel');
    const first = page.words.find((w) => w.text === 'fire')!;
    const last = page.words.find((w) => w.text === 'panel')!;
    expect(type.box?.[0]).toBeCloseTo(first.box[0], 3);
    expect(type.box?.[2]).toBeCloseTo(last.box[0] + last.box[2] - first.box[0], 3);
  });
});

describe('tables of assets', () => {
  const header = ['No', 'Type', 'Size', 'Serial No', 'Location', 'Pressure (bar)', 'Service Date', 'Next Due', 'Remarks'];
  const xs = [0.04, 0.08, 0.18, 0.25, 0.38, 0.58, 0.7, 0.8, 0.9];
  const report = (rows: string[][], source: 'text' | 'ocr' = 'text') =>
    fixturePage(
      [
        [0.35, 0.04, 'FIRE EXTINGUISHER SERVICE REPORT'],
        ...rowsAt([0.05, 0.25, 0.55, 0.7], [['Report No:', 'SR-7781', 'Date:', '14 March 2025']], 0.08),
        ...rowsAt([0.05, 0.25], [['Client:', 'Acme Warehousing']], 0.1),
        ...rowsAt(xs, [header, ...rows], 0.16),
        ...rowsAt([0.05, 0.25, 0.55, 0.7], [['Technician:', 'J. van der Merwe', 'SAQCC FIRE', '01-2345']], 0.5),
      ],
      { source },
    );

  it('reads one asset per row, by column', () => {
    const { kind, fields } = readPaperwork(
      [
        report([
          ['1', 'DCP', '9kg', 'AB12345', 'Loading bay', '14', '14/03/2025', '03/2026', 'OK'],
          ['2', 'CO2', '5kg', 'CX-99812', 'Server room', '', '14/03/2025', '03/2026', 'Horn damaged'],
          ['3', 'Foam', '9L', 'F7781', 'Kitchen', '12.5', '14/03/2025', '03/2026', 'OK'],
        ]),
      ],
      { today },
    );
    expect(kind).toBe('SERVICE_REPORT');
    expect(values(fields)).toEqual({
      'document.certificateNumber': 'SR-7781',
      'document.serviceDate': '2025-03-14',
      'document.signatory': 'J. van der Merwe',
      'document.saqccNumber': '01-2345',
      'asset:0.type': 'EXTINGUISHER_DCP',
      'asset:0.serial': 'AB12345',
      'asset:0.location': 'Loading bay',
      'asset:0.lastServiceOn': '2025-03-14',
      'asset:0.reading:GAUGE_PRESSURE': '14',
      'asset:1.type': 'EXTINGUISHER_CO2',
      'asset:1.serial': 'CX-99812',
      'asset:1.location': 'Server room',
      'asset:1.lastServiceOn': '2025-03-14',
      'asset:2.type': 'EXTINGUISHER_FOAM',
      'asset:2.serial': 'F7781',
      'asset:2.location': 'Kitchen',
      'asset:2.lastServiceOn': '2025-03-14',
      'asset:2.reading:GAUGE_PRESSURE': '12.5',
      'defect:0.description': 'Horn damaged',
      'defect:0.assetRef': 'asset:1',
    });
    const f = byId(fields);
    expect(f.get('asset:0.reading:GAUGE_PRESSURE')).toMatchObject({ unit: 'bar', words: '14' });
    expect(f.get('asset:1.serial')?.box?.[1]).toBeCloseTo(0.16 + 2 * 0.02, 3);
  });

  it('reads the same table through OCR noise (O for 0, l for 1, glued labels)', () => {
    const page = fixturePage(
      [
        [0.35, 0.04, 'FIRE EXTINGUlSHER SERVlCE REPORT'],
        ...rowsAt([0.05, 0.7], [['ReportNo:SR-7781', 'Date: l4/O3/2025']], 0.08),
        ...rowsAt(xs, [['No', 'Type', 'Size', 'Seria1 No', 'Location', 'Pressure (bar)', 'Service Date', 'Next Due', 'Remarks']], 0.16),
        ...rowsAt(xs, [['1', 'DCP', '9kg', 'AB12345', 'Loading bay', 'l4', '14/O3/2025', '03/2026', 'OK']], 0.18),
      ],
      { source: 'ocr' },
    );
    const { kind, fields } = readPaperwork([page], { today });
    expect(kind).toBe('SERVICE_REPORT');
    const f = byId(fields);
    expect(f.get('document.certificateNumber')).toMatchObject({ value: 'SR-7781', words: 'SR-7781' });
    expect(f.get('document.serviceDate')).toMatchObject({ value: '2025-03-14', words: 'l4/O3/2025' });
    expect(f.get('asset:0.serial')?.value).toBe('AB12345');
    expect(f.get('asset:0.lastServiceOn')).toMatchObject({ value: '2025-03-14', words: '14/O3/2025' });
    expect(f.get('asset:0.reading:GAUGE_PRESSURE')?.value).toBe('14');
  });

  it('reads a hydrostatic test certificate without taking the test pressure as a reading', () => {
    const page = fixturePage([
      [0.3, 0.04, 'HYDROSTATIC TEST CERTIFICATE'],
      ...rowsAt([0.05, 0.3], [['Certificate No.', '12345'], ['Date of test:', '2025-02-03'], ['Tested by:', 'Pieter Botha']], 0.08),
      ...rowsAt(
        [0.05, 0.2, 0.32, 0.45, 0.62, 0.75],
        [
          ['Cyl No', 'Type', 'Capacity', 'Test Pressure', 'Result', 'Test Date'],
          ['77812', 'DCP', '4.5 kg', '25 bar', 'Pass', '03.02.25'],
          ['77813', 'CO2', '5 kg', '250 bar', 'Pass', '03.02.25'],
        ],
        0.2,
      ),
    ]);
    const { kind, fields } = readPaperwork([page], { today });
    expect(kind).toBe('HYDROSTATIC_TEST');
    expect(values(fields)).toEqual({
      'document.certificateNumber': '12345',
      'document.testDate': '2025-02-03',
      'document.signatory': 'Pieter Botha',
      'asset:0.type': 'EXTINGUISHER_DCP',
      'asset:0.serial': '77812',
      'asset:0.lastTestOn': '2025-02-03',
      'asset:1.type': 'EXTINGUISHER_CO2',
      'asset:1.serial': '77813',
      'asset:1.lastTestOn': '2025-02-03',
    });
  });
});
