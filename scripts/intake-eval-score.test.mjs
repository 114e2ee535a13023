// The intake evaluation's scorer (bench/intake-eval/score.mjs) on a small hand-made batch answer:
// assets paired by serial, else by type and location; strings ignoring case and spaces, dates exact,
// readings within 1 %; the totals per key, level and kind; the share needing no edit.
import { describe, expect, it } from 'vitest';
import {
  aggregate,
  editDistance,
  formatReport,
  matchAssets,
  sameReading,
  sameValue,
  scoreBatch,
  scoreFile,
  wordSimilarity,
} from '../bench/intake-eval/score.mjs';

const field = (group, key, value) => ({
  id: `${group}.${key}`,
  group,
  key,
  label: key,
  value: String(value),
  unit: null,
  words: String(value),
  page: 1,
  box: [0, 0, 0.1, 0.02],
});
const fileOf = (fileName, kind, fields, status = 'PROPOSED') => ({
  id: fileName,
  fileName,
  documentId: null,
  documentSlug: null,
  status,
  progress: 100,
  error: null,
  kind,
  kindLabel: kind,
  pages: [{ page: 1, width: 595, height: 842 }],
  fields,
  duplicates: [],
  nextDue: [],
  decidedAt: null,
  decidedBy: null,
});

const serviceCert = {
  file: 'doc-001.pdf',
  kind: 'SERVICE_CERTIFICATE',
  level: 'text',
  document: {
    certificateNumber: 'SC-2024-0042',
    serviceDate: '2024-03-12',
    contractor: 'Cape Sentinel Fire cc',
  },
  assets: [
    {
      type: 'EXTINGUISHER_DCP',
      make: 'Flamestop',
      serial: 'FS22-00412',
      location: 'Level 1 lift lobby',
      lastServiceOn: '2024-03-12',
      readings: { GROSS_MASS: 15.2, GAUGE_PRESSURE: 14 },
    },
    {
      type: 'EXTINGUISHER_CO2',
      make: 'Chubb',
      serial: 'Q70702',
      location: 'Server room',
      lastServiceOn: '2024-03-12',
      readings: { GROSS_MASS: 17 },
    },
  ],
  defects: ['FE30 at Basement B1 lift lobby: cylinder corroded, unit condemned'],
};

/** Every true value of the service certificate proposed right, the assets in the other order. */
const perfect = [
  field('document', 'certificateNumber', 'sc-2024-0042'),
  field('document', 'serviceDate', '2024-03-12'),
  field('document', 'contractor', 'Cape  Sentinel Fire CC'),
  field('asset:0', 'type', 'EXTINGUISHER_CO2'),
  field('asset:0', 'make', 'Chubb'),
  field('asset:0', 'serial', 'Q 70702'),
  field('asset:0', 'location', 'Server room'),
  field('asset:0', 'lastServiceOn', '2024-03-12'),
  field('asset:0', 'reading:GROSS_MASS', '17.0'),
  field('asset:1', 'type', 'EXTINGUISHER_DCP'),
  field('asset:1', 'make', 'FLAMESTOP'),
  field('asset:1', 'serial', 'FS22-00412'),
  field('asset:1', 'location', 'Level 1 lift lobby'),
  field('asset:1', 'lastServiceOn', '2024-03-12'),
  field('asset:1', 'reading:GROSS_MASS', '15.2'),
  field('asset:1', 'reading:GAUGE_PRESSURE', '13.96'), // 202.5 psi
  field('defect:0', 'description', 'FE30 Basement B1 lift lobby cylinder corroded - condemned'),
];

describe('comparing values', () => {
  it('takes strings ignoring case and spaces, dates exactly, readings within 1 %', () => {
    expect(sameValue('serial', 'fs 22-00412', 'FS22-00412')).toBe(true);
    expect(sameValue('serial', 'FS22-0041Z', 'FS22-00412')).toBe(false);
    expect(sameValue('serviceDate', '2024-03-12', '2024-03-12')).toBe(true);
    expect(sameValue('serviceDate', '2024-12-03', '2024-03-12')).toBe(false);
    expect(sameReading('13.9', 14)).toBe(true);
    expect(sameReading('13.8', 14)).toBe(false);
    expect(sameReading('1400', 14)).toBe(false);
    expect(sameReading('', 0)).toBe(false);
    expect(sameValue('reading:FLOW_PRESSURE', '350', 350)).toBe(true);
    expect(sameValue('make', 'Chubb', undefined)).toBe(false);
  });

  it('measures how alike two defect texts are by their words', () => {
    expect(wordSimilarity('Hose cracked at drum', 'hose cracked at the drum')).toBeGreaterThan(0.8);
    expect(wordSimilarity('Pump room drain blocked', 'Sounder not audible')).toBe(0);
  });
});

describe('pairing asset groups with true assets', () => {
  it('pairs by serial first, then by type and location, each true asset once', () => {
    const proposed = new Map([
      [
        'asset:0',
        [field('asset:0', 'type', 'EXTINGUISHER_DCP'), field('asset:0', 'location', 'level 1 lift lobby')],
      ],
      ['asset:1', [field('asset:1', 'serial', 'q70702')]],
      [
        'asset:2',
        [
          field('asset:2', 'serial', 'NOPE'),
          field('asset:2', 'type', 'EXTINGUISHER_DCP'),
          field('asset:2', 'location', 'Level 1 lift lobby'),
        ],
      ],
    ]);
    const pairs = matchAssets(proposed, serviceCert.assets);
    expect(pairs.get('asset:1')).toBe(1);
    expect(pairs.get('asset:0')).toBe(0);
    expect(pairs.has('asset:2')).toBe(false);
  });

  it('last pairs a serial misread by a letter or two on the same type, when nothing else pairs it', () => {
    const truth = [
      { type: 'EXTINGUISHER_CO2', serial: 'CY884213' },
      { type: 'GAS_CYLINDER', serial: 'CY884218' },
    ];
    const proposed = new Map([
      ['asset:0', [field('asset:0', 'type', 'GAS_CYLINDER'), field('asset:0', 'serial', 'CY8B4213')]],
      ['asset:1', [field('asset:1', 'serial', 'XX999999')]],
    ]);
    const pairs = matchAssets(proposed, truth);
    expect(pairs.get('asset:0')).toBe(1);
    expect(pairs.has('asset:1')).toBe(false);
    expect(editDistance('cy884213', 'cy8b4213')).toBe(1);
  });
});

describe('scoring a file', () => {
  it('needs no edit when every true value is proposed right', () => {
    const s = scoreFile(fileOf('doc-001.pdf', 'SERVICE_CERTIFICATE', perfect), serviceCert);
    expect(s.kindCorrect).toBe(true);
    expect(s.proposed).toBe(17);
    expect(s.correct).toBe(17);
    expect(s.missed).toBe(0);
    expect(s.noEdit).toBe(true);
  });

  it('pairs an asset with a misread serial by type and location and marks only the serial wrong', () => {
    const fields = perfect.map((f) =>
      f.id === 'asset:1.serial' ? field('asset:1', 'serial', 'F522-00412') : f,
    );
    const s = scoreFile(fileOf('doc-001.pdf', 'SERVICE_CERTIFICATE', fields), serviceCert);
    expect(s.correct).toBe(16);
    expect(s.missed).toBe(1);
    expect(s.noEdit).toBe(false);
    const wrong = s.outcomes.filter((o) => o.proposed !== null && !o.correct);
    expect(wrong).toEqual([
      expect.objectContaining({
        group: 'asset:1',
        key: 'serial',
        proposed: 'F522-00412',
        expected: 'FS22-00412',
      }),
    ]);
  });

  it('counts an invented asset against precision and a missed one against recall', () => {
    const fields = [
      ...perfect.filter((f) => f.group !== 'asset:0'),
      field('asset:5', 'type', 'HOSE_REEL'),
      field('asset:5', 'serial', 'HR1234A'),
    ];
    const s = scoreFile(fileOf('doc-001.pdf', 'SERVICE_CERTIFICATE', fields), serviceCert);
    expect(s.proposed).toBe(13);
    expect(s.correct).toBe(11);
    expect(s.missed).toBe(6); // the CO2 extinguisher's type, make, serial, location, date, mass
    const report = aggregate([s]);
    expect(report.byKey.serial).toMatchObject({
      proposed: 2,
      correct: 1,
      true: 2,
      precision: 0.5,
      recall: 0.5,
    });
    expect(report.byKey['reading:*']).toMatchObject({ proposed: 2, correct: 2, true: 3 });
    expect(report.byReading['reading:GROSS_MASS']).toMatchObject({ proposed: 1, correct: 1, true: 2 });
  });

  it('takes a wrong kind, a wrong date and a reading out by more than 1 %', () => {
    const fields = perfect.map((f) =>
      f.id === 'document.serviceDate'
        ? field('document', 'serviceDate', '2024-12-03')
        : f.id === 'asset:1.reading:GAUGE_PRESSURE'
          ? field('asset:1', 'reading:GAUGE_PRESSURE', '202.5')
          : f,
    );
    const s = scoreFile(fileOf('doc-001.pdf', 'SERVICE_REPORT', fields), serviceCert);
    expect(s.kindCorrect).toBe(false);
    expect(s.correct).toBe(15);
    expect(s.missed).toBe(2);
    const report = aggregate([s]);
    expect(report.byKey.serviceDate).toMatchObject({
      proposed: 1,
      correct: 0,
      true: 1,
      precision: 0,
      recall: 0,
    });
  });

  it('misses every true value of a file that failed or is absent from the batch', () => {
    const failed = scoreFile(
      { ...fileOf('doc-001.pdf', null, [], 'FAILED'), error: 'unreadable' },
      serviceCert,
    );
    expect(failed).toMatchObject({
      status: 'FAILED',
      proposed: 0,
      correct: 0,
      missed: 17,
      noEdit: false,
      kindCorrect: false,
    });
    expect(scoreFile(undefined, serviceCert)).toMatchObject({ status: 'MISSING', missed: 17 });
  });

  it('needs no edit for an other paper with nothing proposed', () => {
    const other = {
      file: 'scan-007.pdf',
      kind: 'OTHER',
      level: 'mild',
      document: {},
      assets: [],
      defects: [],
    };
    expect(scoreFile(fileOf('scan-007.pdf', 'OTHER', []), other)).toMatchObject({
      noEdit: true,
      kindCorrect: true,
    });
    const proposedSomething = scoreFile(
      fileOf('scan-007.pdf', 'OTHER', [field('document', 'contractor', 'X')]),
      other,
    );
    expect(proposedSomething).toMatchObject({ noEdit: false, proposed: 1, correct: 0, missed: 0 });
  });
});

describe('scoring a batch', () => {
  it('pairs files by name and totals by key, level and kind', () => {
    const other = { file: 'IMG_1.jpg', kind: 'OTHER', level: 'photo', document: {}, assets: [], defects: [] };
    const batch = {
      files: [fileOf('IMG_1.jpg', 'LOG_BOOK', []), fileOf('doc-001.pdf', 'SERVICE_CERTIFICATE', perfect)],
    };
    const { scored, report } = scoreBatch(batch, [serviceCert, other]);
    expect(scored.map((s) => s.file)).toEqual(['doc-001.pdf', 'IMG_1.jpg']);
    expect(report.kindAccuracy).toBe(0.5);
    expect(report.noEditShare).toBe(1);
    expect(report.noEditAndKindShare).toBe(0.5);
    expect(report.byLevel.text).toMatchObject({ files: 1, kindAccuracy: 1, precision: 1, recall: 1 });
    expect(report.byLevel.photo).toMatchObject({ files: 1, kindAccuracy: 0, proposed: 0, precision: null });
    expect(report.byKind.OTHER.takenFor).toEqual({ LOG_BOOK: 1 });
    const text = formatReport(report);
    expect(text).toContain('certificateNumber');
    expect(text).toContain('reading:*');
    expect(text).toContain('photo');
  });
});
