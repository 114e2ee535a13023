import type { IntakeField } from '@firebreak/shared';
import { describe, expect, it } from 'vitest';
import { readPaperwork } from './read-paperwork';
import { fixturePage, jitter, rowsAt, tilt } from './test-pages';

const today = '2025-06-30';
const values = (fields: { id: string; value: string }[]) =>
  Object.fromEntries(fields.map((f) => [f.id, f.value]));
const byId = (fields: IntakeField[]) => new Map(fields.map((f) => [f.id, f]));

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
    expect(f.get('document.certificateNumber')).toMatchObject({
      value: 'FS-2025-00412',
      words: 'FS-2025-00412',
      page: 1,
    });
    expect(f.get('document.serviceDate')).toMatchObject({ value: '2025-03-12', words: '12/03/2025' });
    expect(f.get('document.signatory')?.value).toBe('Sipho Ndlovu');
    expect(f.get('document.saqccNumber')?.value).toBe('1234-F');
    expect(f.get('document.contractor')?.value).toBe('Blaze Fire Services');
    expect(f.get('asset:0.type')?.value).toBe('FIRE_ALARM_PANEL');
    expect(f.get('asset:0.serial')?.value).toBe('ZP3-884512');
    expect(f.get('asset:0.make')?.value).toBe('Ziton');
    expect(f.get('asset:0.model')?.value).toBe('ZP3');
    expect(f.get('asset:0.location')?.value).toBe('Ground floor reception');
    expect(f.get('asset:0.reading:BATTERY_VOLTAGE')).toMatchObject({
      value: '27.2',
      unit: 'V',
      words: '27.2 V',
    });
    expect(f.get('asset:0.reading:CHARGER_VOLTAGE')).toMatchObject({ value: '27.6', unit: 'V' });
    expect(values(fields)).toEqual({
      'document.certificateNumber': 'FS-2025-00412',
      'document.serviceDate': '2025-03-12',
      'document.signatory': 'Sipho Ndlovu',
      'document.saqccNumber': '1234-F',
      'document.contractor': 'Blaze Fire Services',
      'asset:0.type': 'FIRE_ALARM_PANEL',
      'asset:0.serial': 'ZP3-884512',
      'asset:0.lastServiceOn': '2025-03-12',
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
  const header = [
    'No',
    'Type',
    'Size',
    'Serial No',
    'Location',
    'Pressure (bar)',
    'Service Date',
    'Next Due',
    'Remarks',
  ];
  const xs = [0.04, 0.08, 0.18, 0.25, 0.38, 0.58, 0.7, 0.8, 0.9];
  const report = (rows: string[][], source: 'text' | 'ocr' = 'text') =>
    fixturePage(
      [
        [0.35, 0.04, 'FIRE EXTINGUISHER SERVICE REPORT'],
        ...rowsAt([0.05, 0.25, 0.55, 0.7], [['Report No:', 'SR-7781', 'Date:', '14 March 2025']], 0.08),
        ...rowsAt([0.05, 0.25], [['Client:', 'Acme Warehousing']], 0.1),
        ...rowsAt(xs, [header, ...rows], 0.16),
        ...rowsAt(
          [0.05, 0.25, 0.55, 0.7],
          [['Technician:', 'J. van der Merwe', 'SAQCC FIRE', '01-2345']],
          0.5,
        ),
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
        ...rowsAt(
          xs,
          [
            [
              'No',
              'Type',
              'Size',
              'Seria1 No',
              'Location',
              'Pressure (bar)',
              'Service Date',
              'Next Due',
              'Remarks',
            ],
          ],
          0.16,
        ),
        ...rowsAt(
          xs,
          [['1', 'DCP', '9kg', 'AB12345', 'Loading bay', 'l4', '14/O3/2025', '03/2026', 'OK']],
          0.18,
        ),
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
      ...rowsAt(
        [0.05, 0.3],
        [
          ['Certificate No.', '12345'],
          ['Date of test:', '2025-02-03'],
          ['Tested by:', 'Pieter Botha'],
        ],
        0.08,
      ),
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

describe('other kinds of paper', () => {
  it('reads a label-above-value installation certificate', () => {
    const page = fixturePage([
      [0.25, 0.04, 'CERTIFICATE OF INSTALLATION'],
      [0.25, 0.06, 'Automatic sprinkler installation - SANS 10287'],
      ...rowsAt(
        [0.05, 0.35, 0.65],
        [
          ['Certificate Number', 'Installing Contractor', 'Date of Installation'],
          ['INS/2024/118', 'Aqua Sprinkler Systems', '3 Sept 2024'],
        ],
        0.1,
      ),
      ...rowsAt(
        [0.05, 0.35, 0.65],
        [
          ['Equipment', 'Serial Number', 'Location'],
          ['Jockey pump', 'JP-55102', 'Pump room'],
        ],
        0.16,
      ),
      ...rowsAt(
        [0.05, 0.35],
        [
          ['Cut-in pressure:', '6.5 bar'],
          ['Cut-out pressure:', '850 kPa'],
        ],
        0.22,
      ),
      ...rowsAt(
        [0.05, 0.35],
        [
          ['Signed by:', 'A. Pillay'],
          ['SAQCC Fire Reg. No.', 'SAQCC-F-4471'],
        ],
        0.3,
      ),
    ]);
    const { kind, fields } = readPaperwork([page], { today });
    expect(kind).toBe('INSTALLATION_CERTIFICATE');
    expect(values(fields)).toEqual({
      'document.certificateNumber': 'INS/2024/118',
      'document.signatory': 'A. Pillay',
      'document.saqccNumber': 'SAQCC-F-4471',
      'document.contractor': 'Aqua Sprinkler Systems',
      'asset:0.type': 'SPRINKLER_JOCKEY_PUMP',
      'asset:0.serial': 'JP-55102',
      'asset:0.location': 'Pump room',
      'asset:0.installedOn': '2024-09-03',
      'asset:0.reading:CUT_IN_PRESSURE': '6.5',
      'asset:0.reading:CUT_OUT_PRESSURE': '8.5',
    });
    const f = byId(fields);
    expect(f.get('asset:0.reading:CUT_OUT_PRESSURE')).toMatchObject({ unit: 'bar', words: '850 kPa' });
    expect(f.get('document.certificateNumber')?.box?.[1]).toBeCloseTo(0.12, 3);
  });

  it('reads serials from a delivery note but no certificate number', () => {
    const page = fixturePage([
      [0.35, 0.04, 'DELIVERY NOTE'],
      ...rowsAt(
        [0.05, 0.3],
        [
          ['Delivery Note No:', 'DN 55123'],
          ['Date:', '02/04/2025'],
          ['Certificate No:', 'C-1'],
        ],
        0.08,
      ),
      ...rowsAt(
        [0.05, 0.15, 0.6, 0.8],
        [
          ['Qty', 'Description', 'Serial No', 'Unit Price'],
          ['1', '9kg DCP fire extinguisher', 'DX9-00871', '950.00'],
          ['1', '5kg CO2 fire extinguisher', 'CO5-11209', '1450.00'],
          ['4', 'Hose reel signs', '', '35.00'],
        ],
        0.16,
      ),
    ]);
    const { kind, fields } = readPaperwork([page], { today });
    expect(kind).toBe('DELIVERY_NOTE');
    expect(values(fields)).toEqual({
      'asset:0.type': 'EXTINGUISHER_DCP',
      'asset:0.serial': 'DX9-00871',
      'asset:1.type': 'EXTINGUISHER_CO2',
      'asset:1.serial': 'CO5-11209',
    });
  });

  it('proposes nothing from an unrelated invoice', () => {
    const page = fixturePage([
      [0.35, 0.04, 'TAX INVOICE'],
      ...rowsAt(
        [0.05, 0.3],
        [
          ['Invoice No:', 'INV-20931'],
          ['Date:', '05/05/2025'],
          ['VAT No:', '4123456789'],
        ],
        0.08,
      ),
      ...rowsAt(
        [0.05, 0.15, 0.7],
        [
          ['Qty', 'Description', 'Amount'],
          ['2', 'Office chairs', '2400.00'],
          ['1', 'Printer cartridges', '650.00'],
        ],
        0.16,
      ),
    ]);
    const { kind, fields } = readPaperwork([page], { today });
    expect(kind).toBe('DELIVERY_NOTE');
    expect(fields).toEqual([]);
  });

  it('reads a fire alarm log book page without taking its entries as assets', () => {
    const page = fixturePage([
      [0.3, 0.04, 'FIRE ALARM LOG BOOK  (SANS 10139)'],
      ...rowsAt(
        [0.05, 0.3],
        [
          ['Panel make:', 'Ziton'],
          ['Panel model:', 'ZP2-F8'],
          ['Serial No:', 'ZP2-10231'],
        ],
        0.08,
      ),
      ...rowsAt(
        [0.05, 0.2, 0.6, 0.8],
        [
          ['Date', 'Event', 'Action taken', 'Initials'],
          ['03/01/2025', 'Weekly test zone 2', 'Sounders OK', 'TM'],
          ['10/01/2025', 'Fault: battery low', 'Battery replaced', 'TM'],
        ],
        0.18,
      ),
    ]);
    const { kind, fields } = readPaperwork([page], { today });
    expect(kind).toBe('LOG_BOOK');
    expect(values(fields)).toEqual({
      'asset:0.type': 'FIRE_ALARM_PANEL',
      'asset:0.serial': 'ZP2-10231',
      'asset:0.make': 'Ziton',
      'asset:0.model': 'ZP2-F8',
    });
  });

  it('proposes no assets from a covering letter', () => {
    const page = fixturePage([
      [0.05, 0.04, 'Blaze Fire Services (Pty) Ltd'],
      [0.05, 0.1, 'Dear Sir or Madam'],
      [0.05, 0.12, 'Please find attached the certificates for the fire extinguishers and hose reels'],
      [0.05, 0.14, 'serviced at your premises. The next service is due in March 2026.'],
      [0.05, 0.18, 'Kind regards'],
    ]);
    const { kind, fields } = readPaperwork([page], { today });
    expect(kind).toBe('OTHER');
    expect(fields).toEqual([]);
  });

  it('reads defects listed under a heading and ties one to its asset by serial', () => {
    const page = fixturePage([
      [0.3, 0.04, 'SERVICE CERTIFICATE'],
      ...rowsAt(
        [0.05, 0.3],
        [
          ['Date:', '20 Jun 2025'],
          ['Hose reel serial:', 'HR-0042'],
          ['Flow pressure:', '350 kPa'],
        ],
        0.08,
      ),
      [0.05, 0.2, 'Defects noted:'],
      [0.05, 0.22, '1. Hose reel HR-0042 nozzle missing'],
      [0.05, 0.24, '2. Signage faded at the north exit'],
    ]);
    const { kind, fields } = readPaperwork([page], { today });
    expect(kind).toBe('SERVICE_CERTIFICATE');
    expect(values(fields)).toEqual({
      'document.serviceDate': '2025-06-20',
      'asset:0.type': 'HOSE_REEL',
      'asset:0.serial': 'HR-0042',
      'asset:0.lastServiceOn': '2025-06-20',
      'asset:0.reading:FLOW_PRESSURE': '350',
      'defect:0.description': 'Hose reel HR-0042 nozzle missing',
      'defect:0.assetRef': 'asset:0',
      'defect:1.description': 'Signage faded at the north exit',
    });
  });

  it('merges one serial read on two pages and keeps each field on its own page', () => {
    const first = fixturePage([
      [0.3, 0.04, 'CERTIFICATE OF INSPECTION'],
      ...rowsAt(
        [0.05, 0.3],
        [
          ['Cylinder type:', 'FM-200'],
          ['Cyl No:', 'FM2-7781'],
          ['Location:', 'Server room'],
        ],
        0.08,
      ),
    ]);
    const second = fixturePage(
      [
        ...rowsAt(
          [0.05, 0.3],
          [
            ['Cyl No:', 'FM2-7781'],
            ['Cylinder pressure:', '25 bar'],
            ['Agent mass:', '45,5 kg'],
          ],
          0.08,
        ),
      ],
      { page: 2 },
    );
    const { fields } = readPaperwork([first, second], { today });
    const f = byId(fields);
    expect(f.get('asset:0.serial')).toMatchObject({ value: 'FM2-7781', page: 1 });
    expect(f.get('asset:0.reading:CYLINDER_PRESSURE')).toMatchObject({ value: '25', page: 2 });
    expect(f.get('asset:0.reading:AGENT_MASS')).toMatchObject({ value: '45.5', unit: 'kg', page: 2 });
    expect(f.has('asset:1.serial')).toBe(false);
  });
});

describe('table edges', () => {
  it('keeps a row without a serial apart, joins a wrapped location and stops at prose', () => {
    const xs = [0.05, 0.2, 0.35, 0.55, 0.75];
    const page = fixturePage([
      [0.3, 0.04, 'HOSE REEL AND HYDRANT INSPECTION REPORT', 14],
      ...rowsAt(xs, [['Type', 'Serial No', 'Location', 'Pressure kPa', 'Last Service']], 0.1),
      ...rowsAt(xs, [['Hose reel', 'HR-101', 'Level 1 east', '320', '02/05/2025']], 0.12),
      ...rowsAt(xs, [['', '', 'stairwell']], 0.135),
      ...rowsAt(xs, [['Hose reel', '', 'Level 2 west', '310', '02/05/2025']], 0.155),
      ...rowsAt(xs, [['Hydrant', 'HY-7', 'Main gate', '', '02/05/2025']], 0.175),
      [0.05, 0.195, 'All hose reels were run out and the DCP units in the plant room were not inspected'],
    ]);
    const { kind, fields } = readPaperwork([page], { today });
    expect(kind).toBe('SERVICE_REPORT');
    expect(values(fields)).toEqual({
      'asset:0.type': 'HOSE_REEL',
      'asset:0.serial': 'HR-101',
      'asset:0.location': 'Level 1 east stairwell',
      'asset:0.lastServiceOn': '2025-05-02',
      'asset:0.reading:FLOW_PRESSURE': '320',
      'asset:1.type': 'HOSE_REEL',
      'asset:1.location': 'Level 2 west',
      'asset:1.lastServiceOn': '2025-05-02',
      'asset:1.reading:FLOW_PRESSURE': '310',
      'asset:2.type': 'HYDRANT',
      'asset:2.serial': 'HY-7',
      'asset:2.location': 'Main gate',
      'asset:2.lastServiceOn': '2025-05-02',
    });
    const location = byId(fields).get('asset:0.location')!;
    expect(location.box?.[1]).toBeCloseTo(0.12, 3);
    expect(location.box?.[3]).toBeCloseTo(0.135 + 10 / 842 - 0.12, 3);
  });

  it('takes no label-like line below an empty label as its value', () => {
    const page = fixturePage([
      [0.3, 0.04, 'CERTIFICATE OF SERVICE'],
      ...rowsAt(
        [0.05, 0.3],
        [
          ['Serial No:', 'DX-1001'],
          ['Make:', ''],
          ['Pump rating:', '500 l/min'],
          ['Location:', ''],
          ['Technician:', ''],
        ],
        0.08,
      ),
      [0.05, 0.2, 'Blaze Fire Services (Pty) Ltd'],
    ]);
    const { fields } = readPaperwork([page], { today });
    expect(values(fields)).toEqual({ 'asset:0.serial': 'DX-1001' });
  });
});

describe('a tilted scan', () => {
  it('reads a form and a table tilted by 1.5 degrees as it reads them straight', () => {
    const xs = [0.05, 0.18, 0.3, 0.48, 0.66];
    const straight = fixturePage([
      [0.3, 0.04, 'CERTIFICATE OF SERVICE', 14],
      ...rowsAt(
        [0.05, 0.55],
        [
          ['Certificate No:', 'FS-2025-00999'],
          ['Date of Service:', '12 Mar 2025'],
        ],
        0.08,
      ),
      ...rowsAt(xs, [['Type', 'Size', 'Serial No', 'Location', 'Mass (kg)']], 0.16),
      ...rowsAt(
        xs,
        [
          ['DCP', '9kg', 'AB100', 'Store', '13.6'],
          ['CO2', '5kg', 'AB101', 'Office', '14.9'],
        ],
        0.18,
        0.03,
      ),
    ]);
    const read = readPaperwork([straight], { today });
    expect(values(read.fields)).toEqual({
      'document.certificateNumber': 'FS-2025-00999',
      'document.serviceDate': '2025-03-12',
      'asset:0.type': 'EXTINGUISHER_DCP',
      'asset:0.serial': 'AB100',
      'asset:0.lastServiceOn': '2025-03-12',
      'asset:0.location': 'Store',
      'asset:0.reading:GROSS_MASS': '13.6',
      'asset:1.type': 'EXTINGUISHER_CO2',
      'asset:1.serial': 'AB101',
      'asset:1.lastServiceOn': '2025-03-12',
      'asset:1.location': 'Office',
      'asset:1.reading:GROSS_MASS': '14.9',
    });
    expect(values(readPaperwork([tilt(straight, 1.5)], { today }).fields)).toEqual(values(read.fields));
  });
});

describe('a full page with letterhead, client block and footer', () => {
  it('proposes only what the paper states', () => {
    const xs = [0.05, 0.1, 0.22, 0.3, 0.43, 0.62, 0.72, 0.84];
    const page = fixturePage([
      [0.05, 0.02, 'Blaze Fire Services (Pty) Ltd', 12],
      [0.05, 0.04, 'Reg No: 2010/123456/07   VAT No: 4123456789'],
      [0.05, 0.055, 'Tel: 011 555 0101   Email: info@blaze.example'],
      [0.6, 0.02, 'SAQCC Fire Reg: 0234-F'],
      [0.3, 0.09, 'ANNUAL SERVICE CERTIFICATE', 16],
      [0.3, 0.11, 'Portable fire extinguishers - SANS 1475-1'],
      ...rowsAt(
        [0.05, 0.22, 0.55, 0.72],
        [
          ['Client:', 'Acme Warehousing', 'Certificate No:', 'BF 2025/0412'],
          ['Site:', '12 Main Road, Germiston', 'Date:', '14/03/2025'],
          ['Order No:', 'PO-7788', 'Job No:', 'J-5512'],
        ],
        0.15,
      ),
      ...rowsAt(
        xs,
        [['No', 'Type', 'Size', 'Serial No', 'Location', 'Mass (kg)', 'Next HPT', 'Remarks']],
        0.24,
      ),
      ...rowsAt(
        xs,
        [
          ['1', 'DCP', '9kg', 'SA19-0012', 'Reception', '14.2', '2027', 'Serviced'],
          ['2', 'DCP', '4.5kg', 'SA19-0013', 'Kitchen', '7.9', '2027', 'Gauge faulty - needs replacing'],
          ['3', 'CO2', '5kg', 'C5-88121', 'Server room', '15.1', '2026', 'Serviced'],
        ],
        0.26,
      ),
      [
        0.05,
        0.34,
        'We certify that the above equipment was serviced in accordance with SANS 1475-1 and is in good working order.',
      ],
      ...rowsAt(
        [0.05, 0.22, 0.55, 0.72],
        [
          ['Technician:', 'Thabo Mokoena', 'Signature:', ''],
          ['SAQCC No:', 'SAQCC-PFE-1182', 'Date:', '14/03/2025'],
        ],
        0.38,
      ),
      [0.05, 0.95, 'Next service due: March 2026. Page 1 of 1'],
    ]);
    const { kind, fields } = readPaperwork([page], { today });
    expect(kind).toBe('SERVICE_CERTIFICATE');
    expect(values(fields)).toEqual({
      'document.certificateNumber': 'BF 2025/0412',
      'document.serviceDate': '2025-03-14',
      'document.signatory': 'Thabo Mokoena',
      'document.saqccNumber': 'SAQCC-PFE-1182',
      'document.contractor': 'Blaze Fire Services (Pty) Ltd',
      'asset:0.type': 'EXTINGUISHER_DCP',
      'asset:0.serial': 'SA19-0012',
      'asset:0.lastServiceOn': '2025-03-14',
      'asset:0.location': 'Reception',
      'asset:0.reading:GROSS_MASS': '14.2',
      'asset:1.type': 'EXTINGUISHER_DCP',
      'asset:1.serial': 'SA19-0013',
      'asset:1.lastServiceOn': '2025-03-14',
      'asset:1.location': 'Kitchen',
      'asset:1.reading:GROSS_MASS': '7.9',
      'asset:2.type': 'EXTINGUISHER_CO2',
      'asset:2.serial': 'C5-88121',
      'asset:2.lastServiceOn': '2025-03-14',
      'asset:2.location': 'Server room',
      'asset:2.reading:GROSS_MASS': '15.1',
      'defect:0.description': 'Gauge faulty - needs replacing',
      'defect:0.assetRef': 'asset:1',
    });
    // A mild scan of the same page: boxes off by up to 2 pt, tilted by 1.5 degrees.
    for (const seed of [1, 2, 3, 4, 5]) {
      const scanned = readPaperwork([tilt(jitter(page, seed, 2), seed % 2 ? 1.5 : -1.5)], { today });
      expect(values(scanned.fields)).toEqual(values(fields));
    }
  });
});

describe('label variants', () => {
  it('reads a one-cylinder hydrostatic form and leaves manufacture and due dates alone', () => {
    const page = fixturePage([
      [0.3, 0.04, 'CYLINDER PRESSURE TEST CERTIFICATE', 14],
      ...rowsAt(
        [0.05, 0.35],
        [
          ['Cert. No.', 'HT 88120'],
          ['Cylinder Serial No', 'MX-44017'],
          ['Extinguisher type', 'Dry chemical powder 9 kg'],
          ['Manufacture date:', '06/2015'],
          ['Date of manufacture', '01/06/2015'],
          ['Test pressure:', '2.5 MPa'],
          ['Pressure:', '25 bar'],
          ['Date of Test', '3 February 2025'],
          ['Next test due', '3 February 2030'],
          ['Tested by', 'K. Naidoo'],
        ],
        0.08,
      ),
    ]);
    const { kind, fields } = readPaperwork([page], { today });
    expect(kind).toBe('HYDROSTATIC_TEST');
    expect(values(fields)).toEqual({
      'document.certificateNumber': 'HT 88120',
      'document.testDate': '2025-02-03',
      'document.signatory': 'K. Naidoo',
      'asset:0.type': 'EXTINGUISHER_DCP',
      'asset:0.serial': 'MX-44017',
      'asset:0.lastTestOn': '2025-02-03',
    });
  });

  it('reads S/N and a manufacturer serial, and a model that is a bare number', () => {
    const page = fixturePage([
      [0.3, 0.04, 'SERVICE CERTIFICATE'],
      ...rowsAt(
        [0.05, 0.35],
        [
          ['Equipment:', 'Diesel fire pump'],
          ['Manufacturer:', 'KSB'],
          ['Model:', '3000'],
          ["Manufacturer's serial:", 'KSB-99-1201'],
          ['Oil pressure:', '45 psi'],
        ],
        0.08,
      ),
      ...rowsAt(
        [0.05, 0.35],
        [
          ['Equipment:', 'Jockey pump'],
          ['S/N:', 'JP-7'],
          ['Cut-in:', '7 bar'],
        ],
        0.22,
      ),
    ]);
    const { fields } = readPaperwork([page], { today });
    expect(values(fields)).toEqual({
      'asset:0.type': 'SPRINKLER_DIESEL_PUMP',
      'asset:0.serial': 'KSB-99-1201',
      'asset:0.make': 'KSB',
      'asset:0.model': '3000',
      'asset:0.reading:OIL_PRESSURE': '3.103',
      'asset:1.type': 'SPRINKLER_JOCKEY_PUMP',
      'asset:1.serial': 'JP-7',
      'asset:1.reading:CUT_IN_PRESSURE': '7',
    });
  });
});

describe('gas suppression', () => {
  it('reads CO2 and FM-200 cylinders of a suppression system as gas cylinders', () => {
    const xs = [0.05, 0.2, 0.35, 0.5, 0.65];
    const page = fixturePage([
      [0.2, 0.04, 'GAS SUPPRESSION SYSTEM INSPECTION CERTIFICATE', 14],
      ...rowsAt(
        [0.05, 0.3],
        [
          ['Certificate No:', 'GS-0091'],
          ['Inspection date:', '2025-04-01'],
        ],
        0.08,
      ),
      ...rowsAt(
        xs,
        [
          ['Cylinder No', 'Agent', 'Location', 'Pressure', 'Contents (kg)'],
          ['CY-1', 'CO2', 'Generator room', '', '45'],
          ['CY-2', 'FM-200', 'Server room', '24.8 bar', '52.5'],
        ],
        0.14,
      ),
      ...rowsAt([0.05, 0.3], [['Type: Inergen', 'Serial No: IG-9', 'Location: Archive']], 0.3),
    ]);
    const { kind, fields } = readPaperwork([page], { today });
    expect(kind).toBe('SERVICE_CERTIFICATE');
    expect(values(fields)).toEqual({
      'document.certificateNumber': 'GS-0091',
      'document.serviceDate': '2025-04-01',
      'asset:0.type': 'GAS_CYLINDER',
      'asset:0.serial': 'CY-1',
      'asset:0.lastServiceOn': '2025-04-01',
      'asset:0.location': 'Generator room',
      'asset:0.reading:AGENT_MASS': '45',
      'asset:1.type': 'GAS_CYLINDER',
      'asset:1.serial': 'CY-2',
      'asset:1.lastServiceOn': '2025-04-01',
      'asset:1.location': 'Server room',
      'asset:1.reading:CYLINDER_PRESSURE': '24.8',
      'asset:1.reading:AGENT_MASS': '52.5',
      'asset:2.type': 'GAS_CYLINDER',
      'asset:2.serial': 'IG-9',
      'asset:2.lastServiceOn': '2025-04-01',
      'asset:2.location': 'Archive',
    });
  });
});

describe('delivery note details', () => {
  it('reads a serial written into the item description, and a date after a weekday', () => {
    const page = fixturePage([
      [0.35, 0.04, 'DELIVERY NOTE', 14],
      ...rowsAt(
        [0.05, 0.15, 0.75],
        [
          ['Qty', 'Description', 'Unit Price'],
          ['1', 'Addressable fire alarm panel S/N: FP-20931', '18500.00'],
          ['1', '9kg DCP fire extinguisher', '950.00'],
        ],
        0.12,
      ),
    ]);
    const { fields } = readPaperwork([page], { today });
    expect(values(fields)).toEqual({ 'asset:0.type': 'FIRE_ALARM_PANEL', 'asset:0.serial': 'FP-20931' });
    expect(byId(fields).get('asset:0.serial')?.words).toBe('FP-20931');
    const report = fixturePage([
      [0.3, 0.04, 'SERVICE REPORT', 14],
      ...rowsAt([0.05, 0.3], [['Service Report No', 'SR 2025-0042']], 0.08),
    ]);
    expect(values(readPaperwork([report], { today }).fields)).toEqual({
      'document.certificateNumber': 'SR 2025-0042',
    });
    const certificate = fixturePage([
      [0.3, 0.04, 'SERVICE CERTIFICATE', 14],
      ...rowsAt([0.05, 0.3], [['Date of service;', 'Wednesday, 12 March 2025']], 0.08),
    ]);
    expect(values(readPaperwork([certificate], { today }).fields)).toEqual({
      'document.serviceDate': '2025-03-12',
    });
  });
});

describe('a table over two pages', () => {
  it('reads rows that go on at the top of the next page without a header, not its letterhead', () => {
    const xs = [0.05, 0.2, 0.35, 0.55];
    const first = fixturePage([
      [0.3, 0.04, 'SERVICE REPORT', 14],
      ...rowsAt(
        xs,
        [
          ['Type', 'Serial No', 'Location', 'Service Date'],
          ['DCP 9kg', 'P1-001', 'Store', '01/04/2025'],
        ],
        0.9,
      ),
      [0.45, 0.97, 'Page 1 of 2'],
    ]);
    const second = fixturePage(
      [
        [0.05, 0.02, 'Blaze Fire Services  Tel 011 555 0101'],
        ...rowsAt(
          xs,
          [
            ['CO2 5kg', 'P1-002', 'Office', '01/04/2025'],
            ['Foam 9L', 'P1-003', 'Canteen', '01/04/2025'],
          ],
          0.06,
        ),
        ...rowsAt([0.05, 0.3], [['Technician:', 'Lerato Dlamini']], 0.2),
      ],
      { page: 2 },
    );
    const { fields } = readPaperwork([first, second], { today });
    expect(values(fields)).toEqual({
      'document.signatory': 'Lerato Dlamini',
      'asset:0.type': 'EXTINGUISHER_DCP',
      'asset:0.serial': 'P1-001',
      'asset:0.location': 'Store',
      'asset:0.lastServiceOn': '2025-04-01',
      'asset:1.type': 'EXTINGUISHER_CO2',
      'asset:1.serial': 'P1-002',
      'asset:1.location': 'Office',
      'asset:1.lastServiceOn': '2025-04-01',
      'asset:2.type': 'EXTINGUISHER_FOAM',
      'asset:2.serial': 'P1-003',
      'asset:2.location': 'Canteen',
      'asset:2.lastServiceOn': '2025-04-01',
    });
    expect(byId(fields).get('asset:1.serial')?.page).toBe(2);
  });
});

describe('crowded tables', () => {
  it('keeps a long location that spills under the next header, and cells set close together apart', () => {
    const page = fixturePage([
      [0.3, 0.04, 'SERVICE REPORT', 14],
      ...rowsAt(
        [0.05, 0.12, 0.2, 0.34, 0.56],
        [['Type', 'Size', 'Serial No', 'Location', 'Pressure (bar)']],
        0.1,
      ),
      ...rowsAt(
        [0.05, 0.12, 0.2, 0.34, 0.56],
        [['DCP', '9kg', 'AB12345', 'Ground floor east wing', '14']],
        0.12,
      ),
    ]);
    const { fields } = readPaperwork([page], { today });
    expect(values(fields)).toEqual({
      'asset:0.type': 'EXTINGUISHER_DCP',
      'asset:0.serial': 'AB12345',
      'asset:0.location': 'Ground floor east wing',
      'asset:0.reading:GAUGE_PRESSURE': '14',
    });
    const tight = fixturePage([
      [0.3, 0.04, 'SERVICE REPORT', 14],
      ...rowsAt(
        [0.05, 0.09, 0.13, 0.24],
        [
          ['Type', 'Size', 'Serial No', 'Location'],
          ['DCP', '9kg', 'AB12345', 'Store'],
        ],
        0.1,
      ),
    ]);
    expect(values(readPaperwork([tight], { today }).fields)).toEqual({
      'asset:0.type': 'EXTINGUISHER_DCP',
      'asset:0.serial': 'AB12345',
      'asset:0.location': 'Store',
    });
  });
});

describe('more negatives', () => {
  it('proposes nothing from a quotation or an unsigned form', () => {
    const quote = fixturePage([
      [0.35, 0.04, 'QUOTATION', 14],
      ...rowsAt(
        [0.05, 0.3],
        [
          ['Quote No:', 'Q-2025-118'],
          ['Date:', '05/05/2025'],
          ['Job No:', 'J-7781'],
        ],
        0.08,
      ),
      ...rowsAt(
        [0.05, 0.15, 0.7],
        [
          ['Qty', 'Description', 'Amount'],
          ['6', '9kg DCP fire extinguishers', '5700.00'],
          ['1', 'Service of hose reels', '1200.00'],
        ],
        0.16,
      ),
    ]);
    expect(readPaperwork([quote], { today })).toEqual({ kind: 'OTHER', fields: [] });
    const blank = fixturePage([
      [0.3, 0.04, 'CERTIFICATE OF SERVICE', 14],
      ...rowsAt(
        [0.05, 0.35],
        [
          ['Certificate No:', '________'],
          ['Date:', '__/__/____'],
          ['Technician:', 'Not Applicable'],
          ['Serial No:', 'N/A'],
        ],
        0.08,
      ),
    ]);
    expect(readPaperwork([blank], { today })).toEqual({ kind: 'SERVICE_CERTIFICATE', fields: [] });
  });
});
