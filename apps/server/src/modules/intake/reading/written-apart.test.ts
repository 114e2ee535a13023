/**
 * Layouts from the development corpus's fifth set, written apart from the reader: characters printed one
 * to a box, rows of boxes under a section heading, a plain 'Test date' on a service paper, a completion
 * date, a row's own name before its labels, an invoice's serial lists, headers set over three lines.
 */
import type { IntakeField } from '@firebreak/shared';
import { describe, expect, it } from 'vitest';
import { readPaperwork } from './read-paperwork';
import { type FixtureLine, fixturePage, rowsAt } from './test-pages';

const today = '2025-06-30';
const values = (fields: IntakeField[]) => Object.fromEntries(fields.map((f) => [f.id, f.value]));

describe('characters printed one to a box', () => {
  it('reads a serial and a certificate number printed a character to a box as one word each', () => {
    const page = fixturePage([
      [0.08, 0.04, 'Coastal Suppression Services', 14],
      [0.08, 0.09, 'HYDROSTATIC TEST CERTIFICATE', 13],
      [0.6, 0.09, 'Cert # H T 4 3 9 4 0'],
      [0.55, 0.14, 'Date of test: 21-Sep-20'],
      [0.1, 0.2, 'Serial no.'],
      [0.22, 0.2, 'K 4 4 7 9 7 5 5'],
      [0.57, 0.2, 'Mnf dt'],
      [0.65, 0.2, '0 2 / 2 0 0 5'],
      [0.1, 0.24, 'Agent: CO2'],
    ]);
    const read = values(readPaperwork([page], { today }).fields);
    expect(read).toMatchObject({
      'document.certificateNumber': 'HT43940',
      'document.testDate': '2020-09-21',
      'asset:0.serial': 'K4479755',
      'asset:0.type': 'GAS_CYLINDER',
      'asset:0.lastTestOn': '2020-09-21',
    });
    // 'Mnf dt' is the month of manufacture, not the make.
    expect(read['asset:0.make']).toBeUndefined();
  });

  it('leaves single letters of prose and a list of ticks as they are', () => {
    const page = fixturePage([
      [0.08, 0.05, 'SERVICE REPORT', 14],
      [0.08, 0.1, 'Serial No: AB12345'],
      [0.08, 0.14, 'Zones tested: 1 2 4 7 16'],
    ]);
    expect(values(readPaperwork([page], { today }).fields)['asset:0.serial']).toBe('AB12345');
  });
});

describe('rows of boxes under section headings', () => {
  it("types each pump by the heading over its boxes and reads 'S/No' and 'Mnf' under them", () => {
    const block = (top: number, heading: string, make: string, serial: string): FixtureLine[] => [
      [0.1, top, heading],
      ...rowsAt(
        [0.1, 0.27, 0.49],
        [
          ['Mnf', 'Model', 'S/No'],
          [make, 'NK 80', serial],
        ],
        top + 0.025,
        0.012,
      ),
    ];
    const page = fixturePage([
      [0.08, 0.04, 'VAAL FIRE & RESCUE EQUIPMENT', 14],
      [0.7, 0.04, 'SERVICE REPORT', 14],
      [0.6, 0.08, 'Test date 2021/05/10'],
      ...block(0.14, 'ELECTRIC FIRE PUMP (duty)', 'Lowara', 'G63162932'),
      ...block(0.26, 'DIESEL FIRE PUMP (standby)', 'John Deere', '31604490'),
      ...block(0.38, 'JOCKEY PUMP', 'Grundfos', 'M021802'),
    ]);
    const read = values(readPaperwork([page], { today }).fields);
    expect(read).toMatchObject({
      'document.serviceDate': '2021-05-10',
      'asset:0.type': 'SPRINKLER_ELECTRIC_PUMP',
      'asset:0.serial': 'G63162932',
      'asset:0.make': 'Lowara',
      'asset:0.lastServiceOn': '2021-05-10',
      'asset:1.type': 'SPRINKLER_DIESEL_PUMP',
      'asset:1.serial': '31604490',
      'asset:2.type': 'SPRINKLER_JOCKEY_PUMP',
      'asset:2.serial': 'M021802',
    });
    // A pump run's plain 'Test date' on a service paper is the visit's date, not a pressure test's.
    expect(read['document.testDate']).toBeUndefined();
  });

  it('keeps a hydrostatic certificate’s test date as its test date', () => {
    const page = fixturePage([
      [0.08, 0.05, 'HYDROSTATIC TEST CERTIFICATE', 14],
      [0.08, 0.1, 'Test date: 08.11.23'],
      [0.08, 0.14, 'Cylinder serial no: SN595137'],
    ]);
    const read = values(readPaperwork([page], { today }).fields);
    expect(read['document.testDate']).toBe('2023-11-08');
    expect(read['document.serviceDate']).toBeUndefined();
  });
});

describe('an installation certificate listing its equipment', () => {
  it("takes each row's type from its own name and the completion date as the installation date", () => {
    const page = fixturePage([
      [0.08, 0.04, 'Coastal Suppression Services', 14],
      [0.3, 0.09, 'CERTIFICATE OF INSTALLATION', 14],
      [0.08, 0.15, 'Cert # INS-8947'],
      [0.08, 0.19, 'Date of completion December 24, 2017'],
      [0.1, 0.25, 'Alarm valve set'],
      [0.34, 0.25, 'Mnf. Tyco'],
      [0.5, 0.25, 'Mdl. J-1'],
      [0.7, 0.25, 'S/No 95834'],
      [0.34, 0.265, 'Loc. Valve room'],
      [0.1, 0.29, 'Jockey pump'],
      [0.34, 0.29, 'Mnf. Grundfos'],
      [0.5, 0.29, 'Mdl. 1SV17'],
      [0.7, 0.29, 'S/No V0304421'],
      [0.34, 0.305, 'Loc. Pump house'],
      [0.1, 0.5, 'Gerrit Coetzee'],
      [0.1, 0.515, 'Competent person'],
    ]);
    const { kind, fields } = readPaperwork([page], { today });
    expect(kind).toBe('INSTALLATION_CERTIFICATE');
    expect(values(fields)).toMatchObject({
      'document.signatory': 'Gerrit Coetzee',
      'asset:0.type': 'SPRINKLER_CONTROL_VALVE',
      'asset:0.serial': '95834',
      'asset:0.make': 'Tyco',
      'asset:0.model': 'J-1',
      'asset:0.location': 'Valve room',
      'asset:0.installedOn': '2017-12-24',
      'asset:1.type': 'SPRINKLER_JOCKEY_PUMP',
      'asset:1.serial': 'V0304421',
      'asset:1.installedOn': '2017-12-24',
    });
  });
});

describe("an invoice's line items", () => {
  it('reads one asset per serial listed under a line and stops at the sub total', () => {
    const page = fixturePage([
      [0.08, 0.04, 'Boland Brandbeveiliging', 14],
      [0.7, 0.04, 'TAX INVOICE', 16],
      ...rowsAt(
        [0.09, 0.15, 0.25, 0.73, 0.85],
        [['qty', 'code', 'description', 'unit price', 'amount']],
        0.2,
      ),
      ...rowsAt(
        [0.09, 0.15, 0.25, 0.73, 0.85],
        [['2', 'AF9', '9L AFFF foam extinguisher', '960.00', '1920.00']],
        0.23,
      ),
      [0.25, 0.245, 's/n: E8343413, E6886835'],
      ...rowsAt(
        [0.09, 0.15, 0.25, 0.73, 0.85],
        [['1', 'CO2-5', '5kg CO2 extinguisher', '1450.00', '1450.00']],
        0.27,
      ),
      [0.25, 0.285, 's/n: 2622572'],
      [0.67, 0.33, 'sub total'],
      [0.85, 0.33, '3370.00'],
    ]);
    const read = values(readPaperwork([page], { today }).fields);
    expect(read).toMatchObject({
      'document.contractor': 'Boland Brandbeveiliging',
      'asset:0.serial': 'E8343413',
      'asset:0.type': 'EXTINGUISHER_FOAM',
      'asset:1.serial': 'E6886835',
      'asset:1.type': 'EXTINGUISHER_FOAM',
      'asset:2.serial': '2622572',
      'asset:2.type': 'EXTINGUISHER_CO2',
    });
    expect(read['asset:3.serial']).toBeUndefined();
  });
});

describe('a header set over three lines', () => {
  it("reads 'Static' over 'press.' over '(kPa)' as one column and its unit", () => {
    const xs = [0.08, 0.14, 0.36, 0.48, 0.6, 0.8];
    const page = fixturePage([
      [0.08, 0.04, 'Coastal Suppression Services', 14],
      [0.6, 0.04, 'HYDRANT FLOW TEST', 14],
      [0.08, 0.09, 'Date tested: 20 SEP 2023'],
      ...rowsAt(xs, [['No', 'Loc.', 'Hydrant', 'Static', 'Residual', 'Valve']], 0.14, 0.012),
      ...rowsAt(xs, [['', '', 'type', 'press.', 'press.', 'S/No']], 0.152, 0.012),
      ...rowsAt(xs, [['', '', '', '(kPa)', '(kPa)', '']], 0.164, 0.012),
      ...rowsAt(
        xs,
        [
          ['1', 'Block A east', 'Underground', '740', '490', 'HV49857'],
          ['2', 'Gate 1', 'Pillar 2-way', '410', '200', 'H15877'],
        ],
        0.19,
      ),
    ]);
    const read = values(readPaperwork([page], { today }).fields);
    expect(read).toMatchObject({
      'document.serviceDate': '2023-09-20',
      'asset:0.type': 'HYDRANT',
      'asset:0.serial': 'HV49857',
      'asset:0.location': 'Block A east',
      'asset:0.reading:STATIC_PRESSURE': '740',
      'asset:0.reading:RESIDUAL_PRESSURE': '490',
      'asset:1.serial': 'H15877',
      'asset:1.location': 'Gate 1',
    });
  });
});

describe('values set against the right margin', () => {
  it('reads each label’s value at the far right, not the next label below it', () => {
    const form = (rows: [string, string][]) =>
      rows.flatMap(([label, value], r): FixtureLine[] => [
        [0.12, 0.16 + r * 0.026, label],
        [0.9 - value.length * 0.0084, 0.16 + r * 0.026, value],
      ]);
    const page = fixturePage([
      [0.08, 0.04, 'Umhlanga Fire Systems', 14],
      [0.36, 0.11, 'FIRE DETECTION SYSTEM', 12],
      [0.39, 0.13, 'Certificate of Maintenance', 11],
      ...form([
        ['CERTIFICATE NO.', 'FD-2019-4907'],
        ['INSP. DT', 'May 17, 2024'],
        ['PANEL MAKE', 'C-Tec'],
        ['PANEL SERIAL', 'S/7078668'],
        ['LOCATION OF PANEL', 'Guard house'],
        ['NO. OF ZONES / LOOPS', '16 / 1'],
      ]),
    ]);
    const read = values(readPaperwork([page], { today }).fields);
    expect(read).toMatchObject({
      'document.contractor': 'Umhlanga Fire Systems',
      'document.certificateNumber': 'FD-2019-4907',
      'document.serviceDate': '2024-05-17',
      'asset:0.type': 'FIRE_ALARM_PANEL',
      'asset:0.make': 'C-Tec',
      'asset:0.serial': 'S/7078668',
      'asset:0.location': 'Guard house',
      'asset:0.lastServiceOn': '2024-05-17',
    });
  });
});
