/**
 * Layouts whose words the reader's lists do not all name: table columns typed by their values, OCR's
 * slips in label words, dot leaders, rows of boxes, titles that name the work, side-by-side forms.
 */
import type { IntakeField } from '@firebreak/shared';
import { describe, expect, it } from 'vitest';
import { isLeader } from './layout';
import { mendLabelWords } from './ocr';
import { readPaperwork } from './read-paperwork';
import { fixturePage, rowsAt } from './test-pages';

const today = '2025-06-30';
const values = (fields: IntakeField[]) => Object.fromEntries(fields.map((f) => [f.id, f.value]));

describe('table columns typed by their values', () => {
  it("reads the serials of a column headed 'Identification' and the dates of one headed 'Last checked'", () => {
    const page = fixturePage([
      [0.1, 0.05, 'Annual Inspection - Fire Hose Reels', 14],
      ...rowsAt(
        [0.05, 0.22, 0.42, 0.6, 0.75],
        [
          ['Identification', 'Where', 'Last checked', 'Hose (m)', 'Flow (kPa)'],
          ['FHR86997', 'Loading bay', '25/09/2024', '30', '310'],
          ['FHR13894', 'Stairwell B', '25/09/2024', '30', '280'],
        ],
        0.2,
      ),
    ]);
    const { kind, fields } = readPaperwork([page], { today });
    expect(kind).toBe('SERVICE_REPORT');
    const read = values(fields);
    expect(read).toMatchObject({
      'asset:0.serial': 'FHR86997',
      'asset:0.location': 'Loading bay',
      'asset:0.lastServiceOn': '2024-09-25',
      'asset:1.serial': 'FHR13894',
      'asset:1.location': 'Stairwell B',
    });
  });

  it('takes a header it cannot name as a table only when two rows or more hold distinct serials under it', () => {
    const table = fixturePage([
      [0.1, 0.05, 'HYDROSTATIC TESTING REGISTER', 14],
      ...rowsAt(
        [0.05, 0.2, 0.35, 0.5, 0.65],
        [
          ['Cylinder ID', 'Contents', 'Capacity', 'Mfr', 'Tested'],
          ['FX18665', 'Foam', '9 L', 'Chubb', '19/09/2023'],
          ['98997', 'DCP', '9 kg', 'Firechief', '19/09/2023'],
        ],
        0.2,
      ),
    ]);
    expect(values(readPaperwork([table], { today }).fields)).toMatchObject({
      'asset:0.serial': 'FX18665',
      'asset:0.type': 'EXTINGUISHER_FOAM',
      'asset:0.make': 'Chubb',
      'asset:0.lastTestOn': '2023-09-19',
      'asset:1.serial': '98997',
      'asset:1.type': 'EXTINGUISHER_DCP',
    });
    // Item numbers and repeated codes are no serials; a column of certificate numbers never is.
    const notSerials = fixturePage([
      [0.1, 0.05, 'SERVICE REPORT', 14],
      ...rowsAt(
        [0.05, 0.2, 0.35, 0.5],
        [
          ['Item', 'Cert No.', 'Contents', 'Mfr'],
          ['1', 'C-20411', 'Foam', 'Chubb'],
          ['2', 'C-20412', 'DCP', 'Chubb'],
        ],
        0.2,
      ),
    ]);
    const fields = readPaperwork([notSerials], { today }).fields;
    expect(fields.filter((f) => f.key === 'serial')).toEqual([]);
  });
});

describe("OCR's slips in labels", () => {
  it('mends a label word misread by a letter without moving any position, and leaves words in their own right', () => {
    expect(mendLabelWords('Certfficate No: 10246')).toBe('Certificate No: 10246');
    expect(mendLabelWords('TECHNLCIAN')).toBe('TECHNICIAN');
    expect(mendLabelWords('Installer: Cape Fire')).toBe('Installer: Cape Fire');
    expect(mendLabelWords('Tester Zanele')).toBe('Tester Zanele');
    // Values are not mended where they are read: the serial keeps its letters.
    const page = fixturePage([
      [0.1, 0.05, 'CERTIFICATE OF SERVICE', 14],
      ...rowsAt(
        [0.1, 0.4],
        [
          ['Certfficate No:', 'SC-7781'],
          ['Date of servlce:', '12/03/2025'],
          ['Technlcian:', 'Johan Botha'],
        ],
        0.12,
      ),
    ]);
    expect(values(readPaperwork([page], { today }).fields)).toEqual({
      'document.certificateNumber': 'SC-7781',
      'document.serviceDate': '2025-03-12',
      'document.signatory': 'Johan Botha',
    });
  });

  it('drops dot leaders, printed or as OCR reads them, and reads the value beyond them', () => {
    expect(isLeader('................')).toBe(true);
    expect(isLeader('ccccceeceienninenne.')).toBe(true);
    expect(isLeader('.ccvvveeennn.')).toBe(true);
    expect(isLeader('convenience')).toBe(false);
    expect(isLeader('Services')).toBe(false);
    const page = fixturePage([
      [0.1, 0.05, 'Fire Detection - Commissioning', 14],
      ...rowsAt(
        [0.08, 0.22, 0.4],
        [
          ['Installed by', '..........', 'Cape Fire Protection'],
          ['Commissioned', '....ccoeevvnnee.', '27 May 2021'],
          ['Equipment', '.............', 'Fire alarm panel'],
          ['Identification', '..........', 'FP13341'],
          ['Battery (V)', 'ccocoeevvneennn.', '27.4'],
          ['Certificate', '.........', '10246'],
          ['Competent person', '......', 'Johan Botha'],
        ],
        0.12,
      ),
    ]);
    const { kind, fields } = readPaperwork([page], { today });
    expect(kind).toBe('INSTALLATION_CERTIFICATE');
    expect(values(fields)).toMatchObject({
      'document.certificateNumber': '10246',
      'document.signatory': 'Johan Botha',
      'document.contractor': 'Cape Fire Protection',
      'asset:0.type': 'FIRE_ALARM_PANEL',
      'asset:0.serial': 'FP13341',
      'asset:0.installedOn': '2021-05-27',
      'asset:0.reading:BATTERY_VOLTAGE': '27.4',
    });
  });
});

describe('forms laid out in other ways', () => {
  it('reads a row of boxes, labels over values, as a form and not as a table of one row', () => {
    const page = fixturePage([
      [0.1, 0.05, 'DIESEL FIRE PUMP - WEEKLY RUN', 14],
      ...rowsAt(
        [0.09, 0.37, 0.65],
        [
          ['PUMP S/N', 'MAKE', 'RUN DATE'],
          ['DP57603', 'Grundfos', '28.10.2024'],
          ['START PRESS (BAR)', 'OIL PRESS. (BAR)', 'OPERATOR'],
          ['7.5', '4.5', 'Anele Khumalo'],
        ],
        0.14,
        0.016,
      ),
    ]);
    const { kind, fields } = readPaperwork([page], { today });
    expect(kind).toBe('SERVICE_REPORT');
    expect(values(fields)).toMatchObject({
      'document.serviceDate': '2024-10-28',
      'document.signatory': 'Anele Khumalo',
      'asset:0.serial': 'DP57603',
      'asset:0.make': 'Grundfos',
      'asset:0.reading:START_PRESSURE': '7.5',
      'asset:0.reading:OIL_PRESSURE': '4.5',
    });
  });

  it('types each of two forms side by side by the heading over it', () => {
    const page = fixturePage([
      [0.1, 0.05, 'Hydrant and Hose Reel Inspection Report', 14],
      [0.08, 0.12, 'Inspection date 28 October 2024'],
      ...rowsAt(
        [0.08, 0.27, 0.5, 0.69],
        [
          ['HYDRANT', '', 'HOSE REEL'],
          ['Identification', 'HYD42840', 'Identification', 'HRL59702'],
          ['Sited at', 'Server room', 'Sited at', 'Workshop'],
          ['Static pressure', '450 kPa', 'Flow pressure', '350 kPa'],
        ],
        0.17,
        0.024,
      ),
    ]);
    const read = values(readPaperwork([page], { today }).fields);
    expect(read).toMatchObject({
      'document.serviceDate': '2024-10-28',
      'asset:0.type': 'HYDRANT',
      'asset:0.serial': 'HYD42840',
      'asset:0.location': 'Server room',
      'asset:0.reading:STATIC_PRESSURE': '450',
      'asset:1.type': 'HOSE_REEL',
      'asset:1.serial': 'HRL59702',
      'asset:1.location': 'Workshop',
      'asset:1.reading:FLOW_PRESSURE': '350',
    });
  });

  it("reads '11th of July 2019' and a title that names only the work", () => {
    const page = fixturePage([
      [0.1, 0.05, 'Quarterly Check - Gaseous Suppression', 14],
      ...rowsAt(
        [0.08, 0.3],
        [
          ['Date of visit.', '11th of July 2019'],
          ['Engineer.', 'Sipho Ndlovu'],
        ],
        0.12,
      ),
    ]);
    const { kind, fields } = readPaperwork([page], { today });
    expect(kind).toBe('SERVICE_REPORT');
    expect(values(fields)).toEqual({
      'document.serviceDate': '2019-07-11',
      'document.signatory': 'Sipho Ndlovu',
    });
  });
});

describe('serials OCR was unsure of', () => {
  it('leaves a row whose serial OCR read with low confidence to the office, and reads the rows around it', () => {
    const page = fixturePage(
      [
        [0.1, 0.05, 'CERTIFICATE OF SERVICE', 14],
        ...rowsAt(
          [0.05, 0.22, 0.4, 0.6],
          [
            ['Serial No', 'Type', 'Location', 'Date serviced'],
            ['BE07677', 'CO2', 'Kitchen', '21/12/2023'],
            ['BEO7678', 'DCP', 'Store', '21/12/2023'],
            ['DCP9', 'DCP', 'Office', '21/12/2023'],
          ],
          0.2,
        ),
      ],
      { source: 'ocr' },
    );
    page.words = page.words.map((word) => ({ ...word, confidence: word.text === 'BEO7678' ? 0.26 : 0.91 }));
    const serials = readPaperwork([page], { today }).fields.filter((f) => f.key === 'serial');
    // The misread 'BEO7678' and an agent run into its size ('DCP9') are not proposed as serials.
    expect(serials.map((f) => f.value)).toEqual(['BE07677']);
  });
});

describe('serials listed under a line and tables under a heading', () => {
  it("proposes one extinguisher a serial of an invoice line's 'Serial nos:', and none for a line without", () => {
    const page = fixturePage([
      [0.6, 0.04, 'TAX INVOICE', 14],
      ...rowsAt(
        [0.08, 0.15, 0.23, 0.62],
        [
          ['Item', 'Code', 'Description', 'Qty'],
          ['1', 'CO25', '5 kg CO2 fire extinguisher', '2'],
          ['', '', 'Serial nos: ET50617, TT55176', ''],
          ['2', 'SGN01', 'Photoluminescent sign, fire extinguisher', '5'],
        ],
        0.2,
        0.016,
      ),
    ]);
    const { kind, fields } = readPaperwork([page], { today });
    expect(kind).toBe('DELIVERY_NOTE');
    expect(values(fields)).toEqual({
      'asset:0.type': 'EXTINGUISHER_CO2',
      'asset:0.serial': 'ET50617',
      'asset:1.type': 'EXTINGUISHER_CO2',
      'asset:1.serial': 'TT55176',
    });
  });

  it('types the rows of a table by the short heading just above it', () => {
    const page = fixturePage([
      [0.1, 0.05, 'SERVICE REPORT', 14],
      [0.08, 0.17, 'Hose reels'],
      ...rowsAt(
        [0.08, 0.25, 0.45, 0.6],
        [
          ['Reel', 'Position', 'Hose', 'Dyn. pressure'],
          ['HR-901887', 'Staff kitchen', '30 m', '2.8 bar'],
          ['HR-562980', 'Generator room', '30 m', '2.5 bar'],
        ],
        0.2,
      ),
    ]);
    expect(values(readPaperwork([page], { today }).fields)).toMatchObject({
      'asset:0.type': 'HOSE_REEL',
      'asset:0.serial': 'HR-901887',
      'asset:0.location': 'Staff kitchen',
      'asset:1.type': 'HOSE_REEL',
      'asset:1.serial': 'HR-562980',
    });
  });
});

describe('a header set over two lines', () => {
  it("reads 'Serial' over 'No.' and 'Date of' over 'last test' as the columns they name", () => {
    const page = fixturePage([
      [0.1, 0.05, 'HYDROSTATIC TEST CERTIFICATE', 14],
      ...rowsAt(
        [0.06, 0.22, 0.38, 0.56],
        [
          ['Serial', 'Extinguisher', 'Location', 'Date of'],
          ['No.', 'type', '', 'last test'],
          ['KX-20931', '9 kg DCP', 'Workshop', '14/03/2025'],
          ['KX-20932', '5 kg CO2', 'Server room', '14/03/2025'],
        ],
        0.2,
        0.016,
      ),
    ]);
    expect(values(readPaperwork([page], { today }).fields)).toMatchObject({
      'asset:0.serial': 'KX-20931',
      'asset:0.type': 'EXTINGUISHER_DCP',
      'asset:0.location': 'Workshop',
      'asset:0.lastTestOn': '2025-03-14',
      'asset:1.serial': 'KX-20932',
      'asset:1.type': 'EXTINGUISHER_CO2',
    });
  });
});

describe('bilingual forms and spaced serials', () => {
  it("reads 'Datum: 14 Maart 2025', 'Reeksnommer' and a serial printed 'AB 12345'", () => {
    const page = fixturePage([
      [0.1, 0.05, 'SERVICE CERTIFICATE / DIENSSERTIFIKAAT', 14],
      ...rowsAt(
        [0.08, 0.35],
        [
          ['Datum:', '14 Maart 2025'],
          ['Extinguisher:', '9 kg DCP'],
          ['Reeksnommer:', 'AB 12345'],
        ],
        0.12,
      ),
    ]);
    expect(values(readPaperwork([page], { today }).fields)).toMatchObject({
      'document.serviceDate': '2025-03-14',
      'asset:0.type': 'EXTINGUISHER_DCP',
      'asset:0.serial': 'AB 12345',
      'asset:0.lastServiceOn': '2025-03-14',
    });
  });
});

describe('more label wordings', () => {
  it("reads 'Certificate of Service No.', 'HPT date', 'Date of last test' and 'SN:'", () => {
    const page = fixturePage([
      [0.1, 0.05, 'HYDROSTATIC TEST', 14],
      [0.08, 0.1, 'Certificate of Pressure Test No. HT-2291'],
      ...rowsAt(
        [0.08, 0.35],
        [
          ['HPT date:', '03/02/2025'],
          ['Cylinder:', '9 kg DCP'],
          ['SN:', 'QX40021'],
          ['Date of last test:', '03/02/2020'],
        ],
        0.14,
      ),
    ]);
    expect(values(readPaperwork([page], { today }).fields)).toMatchObject({
      'document.certificateNumber': 'HT-2291',
      'document.testDate': '2025-02-03',
      'asset:0.serial': 'QX40021',
      'asset:0.lastTestOn': '2020-02-03',
    });
  });
});

describe('the contractor named by the letterhead', () => {
  it('takes the firm heading the paper when no label names the contractor, never the client or a title', () => {
    const page = fixturePage([
      [0.08, 0.04, 'Amanzi Fire Protection (Pty) Ltd', 16],
      [0.08, 0.07, 'PO Box 412, Bellville  Tel 021 555 0192  Reg 2004/123456/07', 8],
      [0.08, 0.11, 'Quarterly Check - Gaseous Suppression', 13],
      [0.08, 0.16, 'Client: Harbour Cold Storage (Pty) Ltd', 10],
      [0.08, 0.19, 'Date of service: 14/03/2025', 10],
    ]);
    const read = values(readPaperwork([page], { today }).fields);
    expect(read['document.contractor']).toBe('Amanzi Fire Protection (Pty) Ltd');
  });

  it('keeps a labelled contractor before the letterhead, and proposes none from a paper with no firm at its top', () => {
    const labelled = fixturePage([
      [0.08, 0.04, 'Karoo Fire & Safety', 16],
      [0.08, 0.1, 'Contractor: Blaze Guard Fire Services', 10],
    ]);
    expect(values(readPaperwork([labelled], { today }).fields)['document.contractor']).toBe(
      'Blaze Guard Fire Services',
    );
    const prose = fixturePage([
      [0.08, 0.04, 'Service visit', 16],
      [0.08, 0.08, 'Called contractor', 10],
      [0.08, 0.5, 'Cape Fire Protection', 10],
    ]);
    expect(values(readPaperwork([prose], { today }).fields)['document.contractor']).toBeUndefined();
  });
});
