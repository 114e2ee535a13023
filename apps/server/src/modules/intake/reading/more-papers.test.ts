import type { IntakeField, ReadPage } from '@firebreak/shared';
import { describe, expect, it } from 'vitest';
import { scoreReading } from './dev-corpus/score';
import { readPaperwork } from './read-paperwork';
import { fixturePage, rowsAt } from './test-pages';
import { takeSerial } from './values';

const today = '2025-06-30';
const values = (fields: IntakeField[]) => Object.fromEntries(fields.map((f) => [f.id, f.value]));
const byId = (fields: IntakeField[]) => new Map(fields.map((f) => [f.id, f]));

describe('a paper date carried to its assets', () => {
  it("gives each table row without a date of its own the service certificate's date, pointing at it", () => {
    const page = fixturePage([
      [0.1, 0.05, 'CERTIFICATE OF SERVICE', 16],
      [0.1, 0.12, 'Certificate No: SC-1001'],
      [0.1, 0.14, 'Date of service: 12/03/2025'],
      ...rowsAt(
        [0.1, 0.25, 0.4, 0.6],
        [
          ['Serial No', 'Type', 'Location', 'Last service'],
          ['AB1001', 'DCP', 'Kitchen', ''],
          ['AB1002', 'CO2', 'Store', '02 Jan 2025'],
        ],
        0.2,
      ),
    ]);
    const { kind, fields } = readPaperwork([page], { today });
    expect(kind).toBe('SERVICE_CERTIFICATE');
    const f = byId(fields);
    expect(f.get('asset:0.lastServiceOn')).toMatchObject({ value: '2025-03-12', words: '12/03/2025' });
    expect(f.get('asset:0.lastServiceOn')?.box).toEqual(f.get('document.serviceDate')?.box);
    // The row's own date wins.
    expect(f.get('asset:1.lastServiceOn')?.value).toBe('2025-01-02');
  });

  it("gives a test certificate's assets its test date, and an installation certificate's its commissioning date", () => {
    const test = fixturePage([
      [0.1, 0.05, 'HYDROSTATIC TEST CERTIFICATE', 16],
      [0.1, 0.12, 'Test date: 03/02/2025'],
      ...rowsAt(
        [0.1, 0.3, 0.5],
        [
          ['Cyl. No.', 'Type', 'Capacity'],
          ['CY-501', 'DCP', '9 kg'],
        ],
        0.2,
      ),
    ]);
    expect(values(readPaperwork([test], { today }).fields)).toMatchObject({
      'asset:0.serial': 'CY-501',
      'asset:0.lastTestOn': '2025-02-03',
    });
    const install = fixturePage([
      [0.1, 0.05, 'CERTIFICATE OF INSTALLATION', 16],
      [0.1, 0.12, 'Date of commissioning: 10/01/2025'],
      ...rowsAt(
        [0.1, 0.3, 0.5],
        [
          ['Cylinder No', 'Agent', 'Area'],
          ['G-1', 'FM-200', 'Server room'],
          ['G-2', 'FM-200', 'UPS room'],
        ],
        0.2,
      ),
    ]);
    const fields = values(readPaperwork([install], { today }).fields);
    expect(fields['asset:0.installedOn']).toBe('2025-01-10');
    expect(fields['asset:1.installedOn']).toBe('2025-01-10');
  });

  it('carries nothing on a delivery note or a log book', () => {
    const note = fixturePage([
      [0.1, 0.05, 'DELIVERY NOTE', 16],
      [0.1, 0.12, 'Date: 03/02/2025'],
      ...rowsAt(
        [0.1, 0.2, 0.6],
        [
          ['Qty', 'Description', 'Serial No'],
          ['1', '9kg DCP extinguisher', 'DX-1'],
        ],
        0.2,
      ),
    ]);
    const fields = values(readPaperwork([note], { today }).fields);
    expect(fields['asset:0.serial']).toBe('DX-1');
    expect(Object.keys(fields).some((id) => /lastServiceOn|lastTestOn|installedOn/.test(id))).toBe(false);
  });
});

describe('labels and headers seen on contractors’ papers', () => {
  it('reads Company, Inspected by and a Registration No. beside the signatory from boxes', () => {
    const page = fixturePage([
      [0.1, 0.05, 'Maintenance Certificate', 16],
      [0.1, 0.12, 'Company', 7.5],
      [0.4, 0.12, 'Inspected by', 7.5],
      [0.7, 0.12, 'Registration No.', 7.5],
      [0.1, 0.135, 'Blaze Guard Fire'],
      [0.4, 0.135, 'Thabo Mokoena'],
      [0.7, 0.135, '2078/F'],
    ]);
    const fields = values(readPaperwork([page], { today }).fields);
    expect(fields).toMatchObject({
      'document.contractor': 'Blaze Guard Fire',
      'document.signatory': 'Thabo Mokoena',
      'document.saqccNumber': '2078/F',
    });
  });

  it("takes no company's registration far from the signatory as SAQCC's", () => {
    const page = fixturePage([
      [0.1, 0.03, 'Registration No. 2001/012345/07'],
      [0.1, 0.05, 'SERVICE REPORT', 16],
      [0.1, 0.5, 'Technician: Thabo Mokoena'],
    ]);
    expect(values(readPaperwork([page], { today }).fields)['document.saqccNumber']).toBeUndefined();
  });

  it('reads Ext. No, Capacity and Position columns, and a hose reel table by its H/R No. header', () => {
    const ext = fixturePage([
      [0.1, 0.05, 'INSPECTION CERTIFICATE', 16],
      ...rowsAt(
        [0.1, 0.25, 0.4, 0.55, 0.8],
        [
          ['Ext. No', 'Agent', 'Capacity', 'Position', 'Gauge'],
          ['A29722', 'Foam', '9 L', 'Server room', '15 bar'],
        ],
        0.2,
      ),
    ]);
    expect(values(readPaperwork([ext], { today }).fields)).toMatchObject({
      'asset:0.serial': 'A29722',
      'asset:0.type': 'EXTINGUISHER_FOAM',
      'asset:0.location': 'Server room',
      'asset:0.reading:GAUGE_PRESSURE': '15',
    });
    const reels = fixturePage([
      [0.1, 0.05, 'SERVICE REPORT', 16],
      ...rowsAt(
        [0.1, 0.2, 0.4, 0.65],
        [
          ['Item', 'H/R No.', 'Location', 'Flow pressure (kPa)'],
          ['1', 'HR1001', 'Kitchen', '350'],
        ],
        0.2,
      ),
    ]);
    const f = byId(readPaperwork([reels], { today }).fields);
    expect(f.get('asset:0.type')).toMatchObject({ value: 'HOSE_REEL', words: 'H/R' });
    expect(f.get('asset:0.reading:FLOW_PRESSURE')?.value).toBe('350');
  });

  it('types each pump by the heading above its serial and reads churn pressure', () => {
    const page = fixturePage([
      [0.1, 0.05, 'Sprinkler Pump Inspection Report', 16],
      [0.1, 0.12, 'Inspection date: 2025-05-01'],
      [0.1, 0.16, 'Electric fire pump', 11],
      [0.1, 0.19, 'Serial No: EP-1'],
      [0.5, 0.19, 'Start pressure: 8 bar'],
      [0.1, 0.21, 'Churn pressure: 11 bar'],
      [0.1, 0.25, 'Jockey pump', 11],
      [0.1, 0.28, 'Serial No: JP-1'],
      [0.5, 0.28, 'Cut-in pressure: 9 bar'],
    ]);
    expect(values(readPaperwork([page], { today }).fields)).toMatchObject({
      'asset:0.type': 'SPRINKLER_ELECTRIC_PUMP',
      'asset:0.reading:CHURN_PRESSURE': '11',
      'asset:1.type': 'SPRINKLER_JOCKEY_PUMP',
      'asset:1.reading:CUT_IN_PRESSURE': '9',
    });
  });

  it('keeps a 5 kg CO2 an extinguisher at a firm named for suppression, and drops a mass missing its point', () => {
    const page = fixturePage([
      [0.1, 0.03, 'Rand Suppression Systems', 14],
      [0.1, 0.06, 'CERTIFICATE OF SERVICE', 16],
      ...rowsAt(
        [0.1, 0.25, 0.4, 0.55],
        [
          ['Serial No', 'Type', 'Size', 'Mass (kg)'],
          ['C-1', 'CO2', '5 kg', '14.6'],
          ['D-1', 'DCP', '9 kg', '134'],
        ],
        0.2,
      ),
    ]);
    const fields = values(readPaperwork([page], { today }).fields);
    expect(fields['asset:0.type']).toBe('EXTINGUISHER_CO2');
    expect(fields['asset:0.reading:GROSS_MASS']).toBe('14.6');
    expect(fields['asset:1.reading:GROSS_MASS']).toBeUndefined();
  });
});

/**
 * The page as OCR reads a photo turned by `degrees`: each word's centre turned about the page's top left
 * (in points), and its box the upright box around the turned word (taller by its width times the sine).
 */
function turn(page: ReadPage, degrees: number): ReadPage {
  const a = (degrees * Math.PI) / 180;
  const [cos, sin] = [Math.cos(a), Math.sin(a)];
  return {
    ...page,
    source: 'ocr',
    words: page.words.map((word) => {
      const [x, y, w, h] = word.box;
      const [cx, cy] = [(x + w / 2) * page.width, (y + h / 2) * page.height];
      const [wp, hp] = [w * page.width, h * page.height];
      const [tx, ty] = [cx * cos - cy * sin, cx * sin + cy * cos];
      const [bw, bh] = [wp * cos + hp * Math.abs(sin), hp * cos + wp * Math.abs(sin)];
      return {
        text: word.text,
        box: [(tx - bw / 2) / page.width, (ty - bh / 2) / page.height, bw / page.width, bh / page.height],
      };
    }),
  };
}

describe('a page photographed at an angle', () => {
  it('reads a form and a table turned by 7 degrees as it reads them straight', () => {
    const page = fixturePage([
      [0.2, 0.05, 'SERVICE CERTIFICATE', 16],
      [0.1, 0.12, 'Certificate No: SC-77'],
      [0.5, 0.12, 'Date of service: 12/03/2025'],
      ...rowsAt(
        [0.1, 0.3, 0.45, 0.65],
        [
          ['Serial No', 'Type', 'Location', 'Pressure (bar)'],
          ['AB100', 'DCP', 'Kitchen', '14'],
          ['AB101', 'Foam', 'Store room', '12'],
        ],
        0.2,
      ),
    ]);
    const straight = values(readPaperwork([page], { today }).fields);
    expect(straight['asset:1.reading:GAUGE_PRESSURE']).toBe('12');
    expect(values(readPaperwork([turn(page, 7)], { today }).fields)).toEqual(straight);
    expect(values(readPaperwork([turn(page, -7)], { today }).fields)).toEqual(straight);
  });
});

describe('kinds without a title', () => {
  it('reads a log book page by its Date, Time and Event header, and a certificate by its labels', () => {
    const log = fixturePage([
      ...rowsAt(
        [0.1, 0.25, 0.4],
        [
          ['Date', 'Time', 'Event'],
          ['01/03/2025', '08:10', 'Weekly test'],
        ],
        0.2,
      ),
    ]);
    expect(readPaperwork([log], { today }).kind).toBe('LOG_BOOK');
    const cert = fixturePage([
      [0.1, 0.12, 'Ceruficate No: 4471'],
      [0.1, 0.14, 'Date of inspection: 01/03/2025'],
    ]);
    expect(readPaperwork([cert], { today }).kind).toBe('SERVICE_CERTIFICATE');
  });
});

describe('dev corpus scoring', () => {
  it('counts a right value, a wrong one and a missed one per field', () => {
    const field = (group: string, key: string, value: string): IntakeField => ({
      id: `${group}.${key}`,
      group,
      key,
      label: key,
      value,
      unit: null,
      words: value,
      page: 1,
      box: null,
    });
    const score = scoreReading(
      {
        kind: 'SERVICE_CERTIFICATE',
        document: { certificateNumber: 'C1' },
        assets: [{ serial: 'S1', location: 'Kitchen', type: 'HOSE_REEL' }],
      },
      'SERVICE_CERTIFICATE',
      [
        field('document', 'certificateNumber', 'C1'),
        field('asset:0', 'serial', 'S1'),
        field('asset:0', 'location', 'Store'),
      ],
    );
    expect(score.kindRight).toBe(true);
    expect(score.fields.certificateNumber).toEqual({ proposed: 1, right: 1, truth: 1, found: 1 });
    expect(score.fields.location).toEqual({ proposed: 1, right: 0, truth: 1, found: 0 });
    expect(score.fields.type).toEqual({ proposed: 0, right: 0, truth: 1, found: 0 });
  });
});

describe('serials', () => {
  it('takes capitals and digits, and no serial with a lone small letter OCR made of a digit', () => {
    expect(takeSerial('SN95638 ')?.value).toBe('SN95638');
    expect(takeSerial('abc-123')?.value).toBe('abc-123');
    expect(takeSerial('SNg5638')).toBeNull();
    expect(takeSerial('FA3818g')).toBeNull();
  });
});

describe('letters and tables that name less', () => {
  it("reads a letter's 'was serviced on' date, not one 'to be serviced on'", () => {
    const letter = fixturePage([
      [0.1, 0.05, 'SERVICE REPORT', 14],
      [0.1, 0.12, 'The extinguishers listed below were serviced on 12 March 2025 and are in order.'],
      ...rowsAt(
        [0.1, 0.3, 0.5],
        [
          ['Serial Number', 'Extinguisher type', 'Location'],
          ['A100', 'DCP', 'Kitchen'],
        ],
        0.2,
      ),
    ]);
    const fields = values(readPaperwork([letter], { today }).fields);
    expect(fields['document.serviceDate']).toBe('2025-03-12');
    expect(fields['asset:0.lastServiceOn']).toBe('2025-03-12');
    const plan = fixturePage([
      [0.1, 0.05, 'SERVICE REPORT', 14],
      [0.1, 0.12, 'The pump is to be serviced on 12 March 2025 by the contractor.'],
    ]);
    expect(values(readPaperwork([plan], { today }).fields)['document.serviceDate']).toBeUndefined();
  });

  it("types rows by a Contents column's agent, and by the heading when only a serial names them", () => {
    const test = fixturePage([
      [0.1, 0.05, 'Pressure Test Certificate', 16],
      ...rowsAt(
        [0.1, 0.3, 0.5],
        [
          ['Cylinder Serial', 'Contents', 'Size'],
          ['C-10', 'DCP', '9 kg'],
        ],
        0.2,
      ),
    ]);
    expect(values(readPaperwork([test], { today }).fields)['asset:0.type']).toBe('EXTINGUISHER_DCP');
    const reels = fixturePage([
      [0.1, 0.05, 'Installation Certificate - Hose Reels', 16],
      ...rowsAt(
        [0.1, 0.3, 0.5],
        [
          ['Reel No', 'Location', 'Hose length'],
          ['R-1', 'Kitchen', '30 m'],
        ],
        0.2,
      ),
    ]);
    const sin = fixturePage([
      [0.1, 0.05, 'SERVICE CERTIFICATE', 16],
      ...rowsAt(
        [0.1, 0.3, 0.5],
        [
          ['SIN', 'Description', 'Floor'],
          ['SN-9', '9 kg DCP', 'Ground'],
        ],
        0.2,
      ),
    ]);
    expect(values(readPaperwork([sin], { today }).fields)['asset:0.serial']).toBe('SN-9');
    expect(values(readPaperwork([reels], { today }).fields)).toMatchObject({
      'asset:0.serial': 'R-1',
      'asset:0.type': 'HOSE_REEL',
      'asset:0.location': 'Kitchen',
    });
  });
});
