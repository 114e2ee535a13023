/**
 * The service report and the certificate of inspection a completed visit leaves in the library
 * (docs/decisions/0066). Each is built as sections of lines first: the PDF draws them under the
 * company letterhead and the library stores the same lines as the document's searchable text, so
 * what a search finds is what the PDF says. The PDFs are drawn in the parse pool's children
 * (`drawVisitDocuments`, decision 0076), from re-encoded images only.
 */
import {
  CHECK_OUTCOME_LABELS,
  type CheckOutcome,
  DEFECT_SEVERITY_LABELS,
  type DefectSeverity,
  FREQUENCY_LABELS,
  type Frequency,
  formatLongDate,
  singleLine,
  zonedFormat,
} from '@firebreak/shared';
import PDFDocument from 'pdfkit';
import {
  type Company,
  contentWidth,
  ensureSpace,
  footers,
  heading,
  INK,
  letterhead,
  MUTED,
  PAGE_MARGIN,
  pdfBytes,
  pdfText,
} from '../../lib/pdf-letterhead';

export type ReportAsset = {
  label: string;
  location: string;
  systemLabel: string;
  standard: string;
  outcome: CheckOutcome;
  tasks: { frequency: Frequency; task: string; outcome: CheckOutcome }[];
  readings: { label: string; value: number; unit: string }[];
  notes: string;
};

export type ReportData = {
  reference: string;
  visitDate: string;
  siteName: string;
  siteAddress: string;
  clientName: string;
  technicianName: string;
  /**
   * The technician's SAQCC Fire registrations the visit's work needs (issue 30 §3), each as printed:
   * 'Gas suppression, Technician, no. GS-1234, expires 31 March 2027'. Empty: none on record.
   */
  technicianRegistrations: string[];
  vehicleRegistration: string | null;
  frequencies: Frequency[];
  assets: ReportAsset[];
  defects: { severity: DefectSeverity; description: string; assetLabel: string | null }[];
  photos: { caption: string; assetLabel: string | null; jpeg: Buffer }[];
  signature: { signedBy: string; signedAt: string; png: Buffer };
  /** The site's next visit on record, when there is one. */
  nextDue: string | null;
};

/**
 * What a section prints, by whose words they are (issue 25 §8: a line break in a note or a name printed
 * as a line of the report's own). `text` is the report's own words (values inside are one line);
 * `field` a label and someone's one-line value, which wraps under itself, never at the margin; `note`
 * someone's free text, drawn set apart: labelled as theirs, indented behind a rule, smaller, oblique.
 */
type Line =
  | { kind: 'text'; text: string; strong?: boolean }
  | { kind: 'field'; label: string; value: string }
  | { kind: 'note'; label: string; text: string };
type Section = { title: string; lines: Line[] };

export const REPORT_STRINGS = {
  technicianNote: "Technician's note",
  defectNote: 'As described on site',
  signedBy: 'Signed by',
  signedAt: 'Signed at',
  technician: 'Technician',
  registration: 'SAQCC registration',
  noRegistration: 'None on record',
} as const;

const text = (value: string, strong?: boolean): Line => ({ kind: 'text', text: value, strong });
const field = (label: string, value: string): Line => ({ kind: 'field', label, value: singleLine(value) });
const note = (label: string, value: string): Line => ({ kind: 'note', label, text: noteText(value) });
/** A value printed inside the report's own words: one line (the shared rule for names and captions). */
const one = singleLine;

/**
 * A free note as it may print inside its set-apart block: line breaks of every kind made '\n', other
 * control characters spaces, at most one blank line in a row.
 */
export function noteText(value: string): string {
  return value
    .replace(/\r\n?|[\u0085\u2028\u2029]/g, '\n')
    .replace(/[^\S\n]+/g, ' ')
    .replace(/[\p{Cc}]/gu, (char) => (char === '\n' ? char : ' '))
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const time = (iso: string) =>
  zonedFormat('en-ZA', { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso));

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** '3 assets, 1 failed, 1 defect': the report in one line (issue 27 item 12). */
export function reportSummary(data: ReportData): string {
  const failed = data.assets.filter((asset) => asset.outcome === 'FAIL').length;
  const untested = data.assets.filter((asset) => asset.outcome === 'NOT_TESTED').length;
  return [
    count(data.assets.length, 'asset', 'assets'),
    `${failed} failed`,
    ...(untested ? [`${untested} not tested`] : []),
    count(data.defects.length, 'defect', 'defects'),
  ].join(', ');
}

function visitSection(data: ReportData): Section {
  return {
    title: 'Visit',
    lines: [
      field('Report number', data.reference),
      field('Client', data.clientName),
      field('Site', data.siteName),
      field('Address', data.siteAddress || '-'),
      field('Date', formatLongDate(data.visitDate)),
      field('Inspection', data.frequencies.map((f) => FREQUENCY_LABELS[f]).join(', ')),
      field('Technician', data.technicianName),
      field('Vehicle', data.vehicleRegistration ?? '-'),
      field('Summary', reportSummary(data)),
      field('Next service due', data.nextDue ? formatLongDate(data.nextDue) : 'Not yet scheduled'),
    ],
  };
}

/** Every part of the report that is text, in the order the PDF prints it. */
export function reportSections(data: ReportData): Section[] {
  const assets: Section[] = data.assets.map((asset) => ({
    title: `${one(asset.label)} (${one(asset.location) || 'no location'}): ${CHECK_OUTCOME_LABELS[asset.outcome]}`,
    lines: [
      text(`${one(asset.systemLabel)}, maintained to ${one(asset.standard)}`),
      ...asset.tasks.map((t) =>
        text(
          `${CHECK_OUTCOME_LABELS[t.outcome]}  ${FREQUENCY_LABELS[t.frequency]}: ${t.task}`,
          t.outcome === 'FAIL',
        ),
      ),
      ...asset.readings.map((r) => text(`${r.label}: ${r.value} ${r.unit}`)),
      ...(noteText(asset.notes) ? [note(REPORT_STRINGS.technicianNote, asset.notes)] : []),
    ],
  }));
  const defects: Section = {
    title: 'Defects',
    lines: data.defects.length
      ? data.defects.flatMap((d) => [
          text(
            `${DEFECT_SEVERITY_LABELS[d.severity]}${d.assetLabel ? ` (${one(d.assetLabel)})` : ''}`,
            d.severity !== 'MINOR',
          ),
          note(REPORT_STRINGS.defectNote, d.description),
        ])
      : [text('None recorded')],
  };
  const signature: Section = {
    title: 'Signed on site',
    lines: [
      field(REPORT_STRINGS.signedBy, data.signature.signedBy),
      field(REPORT_STRINGS.signedAt, time(data.signature.signedAt)),
    ],
  };
  // The technician's own sign-off: who did the work this report records, and when.
  const signOff: Section = {
    title: 'Technician sign-off',
    lines: [
      text(
        `I inspected and serviced the assets listed in this report on ${formatLongDate(data.visitDate)}, and the results are as recorded.`,
      ),
      field(REPORT_STRINGS.technician, data.technicianName),
      ...registrationFields(data),
    ],
  };
  return [visitSection(data), ...assets, defects, signOff, signature];
}

/** One line per registration the technician holds for the work, or 'None on record'. */
function registrationFields(data: ReportData): Line[] {
  const held = data.technicianRegistrations ?? [];
  return held.length
    ? held.map((line) => field(REPORT_STRINGS.registration, line))
    : [field(REPORT_STRINGS.registration, REPORT_STRINGS.noRegistration)];
}

/** The certificate's text: what was inspected, to which standards, when and by whom. */
export function certificateSections(data: ReportData): Section[] {
  const systems = [...new Map(data.assets.map((a) => [one(a.systemLabel), one(a.standard)]))];
  return [
    {
      title: 'Certificate of inspection',
      lines: [
        text(
          `This certifies that the fire protection systems listed below at ${one(data.siteName)}, ${one(data.siteAddress)}, for ${one(data.clientName)}, were inspected on ${formatLongDate(data.visitDate)} and every check passed with no defect recorded.`,
        ),
      ],
    },
    {
      title: 'Systems inspected',
      lines: systems.map(([system, standard]) => field(system, standard)),
    },
    {
      title: 'Inspection',
      lines: [
        field('Assets inspected', String(data.assets.length)),
        field('Technician', data.technicianName),
        ...registrationFields(data),
        field('Service report', data.reference),
        ...(data.nextDue ? [field('Next inspection due', formatLongDate(data.nextDue))] : []),
      ],
    },
  ];
}

/** The searchable text the library keeps: the same lines, a note on its labelled line. */
export const sectionsText = (sections: Section[]) =>
  sections
    .map((s) =>
      [
        s.title,
        ...s.lines.map((l) => {
          if (l.kind === 'text') return l.text;
          if (l.kind === 'field') return `${l.label}: ${l.value}`;
          return `${l.label}: ${singleLine(l.text)}`;
        }),
      ].join('\n'),
    )
    .join('\n\n');

const BODY_SIZE = 9.5;
/** Where a field's value starts, right of its label. */
const FIELD_LABEL_WIDTH = 95;
/** A note's rule sits this far in; its text a little further. */
const NOTE_INDENT = 14;
const NOTE_SIZE = 8.5;

/** A label and a value that wraps in its own column, so no part of it starts at the margin. */
function drawField(doc: PDFKit.PDFDocument, line: Extract<Line, { kind: 'field' }>, width: number) {
  const valueWidth = width - FIELD_LABEL_WIDTH;
  doc.font('Helvetica').fontSize(BODY_SIZE);
  ensureSpace(doc, doc.heightOfString(pdfText(line.value), { width: valueWidth }) + 2);
  const top = doc.y;
  doc
    .fillColor(MUTED)
    .text(pdfText(`${line.label}:`), PAGE_MARGIN, top, { width: FIELD_LABEL_WIDTH - 6, lineBreak: false });
  doc.fillColor(INK).text(pdfText(line.value), PAGE_MARGIN + FIELD_LABEL_WIDTH, top, { width: valueWidth });
}

/**
 * Someone's free text, set apart from the report's own: its label, then the text indented behind a
 * grey rule, smaller and oblique. A note fits on one page (2,000 characters at most), so it starts
 * on the next page rather than split.
 */
function drawNote(doc: PDFKit.PDFDocument, line: Extract<Line, { kind: 'note' }>, width: number) {
  const x = PAGE_MARGIN + NOTE_INDENT;
  const inner = width - NOTE_INDENT - 8;
  const body = pdfText(line.text);
  doc.font('Helvetica-Bold').fontSize(8);
  const labelHeight = doc.heightOfString(pdfText(line.label), { width: inner });
  doc.font('Helvetica-Oblique').fontSize(NOTE_SIZE);
  ensureSpace(doc, labelHeight + doc.heightOfString(body, { width: inner }) + 6);
  const top = doc.y + 1;
  doc
    .font('Helvetica-Bold')
    .fontSize(8)
    .fillColor(MUTED)
    .text(pdfText(`${line.label}:`), x + 8, top, { width: inner });
  doc
    .font('Helvetica-Oblique')
    .fontSize(NOTE_SIZE)
    .fillColor(INK)
    .text(body, x + 8, doc.y, { width: inner });
  doc.moveTo(x, top).lineTo(x, doc.y).lineWidth(1.5).strokeColor(NOTE_RULE).stroke();
  doc.y += 3;
}

const NOTE_RULE = '#9e9e9e';

function drawSections(doc: PDFKit.PDFDocument, sections: Section[]) {
  const width = contentWidth(doc);
  for (const section of sections) {
    heading(doc, pdfText(section.title), width);
    for (const line of section.lines) {
      if (line.kind === 'field') drawField(doc, line, width);
      else if (line.kind === 'note') drawNote(doc, line, width);
      else {
        ensureSpace(doc, 14);
        doc
          .font(line.strong ? 'Helvetica-Bold' : 'Helvetica')
          .fontSize(BODY_SIZE)
          .fillColor(INK)
          .text(pdfText(line.text), PAGE_MARGIN, doc.y, { width });
      }
      doc.moveDown(0.1);
    }
    doc.moveDown(0.5);
  }
}

function newDocument(title: string, company: Company) {
  return new PDFDocument({
    size: 'A4',
    margin: PAGE_MARGIN,
    bufferPages: true,
    info: { Title: pdfText(title), Author: pdfText(company.name) },
  });
}

const PHOTO_BOX = { width: 150, height: 112 };

/** Photos small, three to a row, each with its caption. */
function drawPhotos(doc: PDFKit.PDFDocument, photos: ReportData['photos']) {
  if (photos.length === 0) return;
  const width = contentWidth(doc);
  heading(doc, 'Photos', width);
  const gap = (width - PHOTO_BOX.width * 3) / 2;
  for (let i = 0; i < photos.length; i += 3) {
    ensureSpace(doc, PHOTO_BOX.height + 30);
    const top = doc.y;
    let bottom = top;
    photos.slice(i, i + 3).forEach((photo, column) => {
      const x = PAGE_MARGIN + column * (PHOTO_BOX.width + gap);
      doc.image(photo.jpeg, x, top, { fit: [PHOTO_BOX.width, PHOTO_BOX.height] });
      const caption = [photo.assetLabel, photo.caption]
        .map((part) => singleLine(part ?? ''))
        .filter(Boolean)
        .join(': ');
      doc
        .font('Helvetica')
        .fontSize(8)
        .fillColor(MUTED)
        .text(pdfText(caption || ' '), x, top + PHOTO_BOX.height + 3, { width: PHOTO_BOX.width });
      bottom = Math.max(bottom, doc.y);
    });
    doc.y = bottom + 8;
  }
}

export function renderServiceReport(data: ReportData, company: Company): Promise<Buffer> {
  const doc = newDocument(`Service report ${data.reference}: ${data.siteName}`, company);
  letterhead(doc, company, {
    title: 'SERVICE REPORT',
    reference: data.reference,
    lines: [`Date: ${formatLongDate(data.visitDate)}`],
  });
  const sections = reportSections(data);
  const signature = sections.pop();
  drawSections(doc, sections);
  drawPhotos(doc, data.photos);
  if (signature) {
    drawSections(doc, [signature]);
    ensureSpace(doc, 90);
    doc.image(data.signature.png, PAGE_MARGIN, doc.y, { fit: [220, 80] });
    doc.y += 85;
  }
  footers(doc, company, data.reference);
  return pdfBytes(doc);
}

export function renderCertificate(data: ReportData, company: Company): Promise<Buffer> {
  const doc = newDocument(`Certificate of inspection ${data.reference}: ${data.siteName}`, company);
  letterhead(doc, company, {
    title: 'CERTIFICATE',
    reference: data.reference,
    lines: [`Date: ${formatLongDate(data.visitDate)}`],
  });
  drawSections(doc, certificateSections(data));
  footers(doc, company, data.reference);
  return pdfBytes(doc);
}

export type VisitDocumentsJob = { data: ReportData; company: Company; certificate: boolean };
export type DrawnVisitDocuments = { report: Uint8Array; certificate: Uint8Array | null };

/**
 * The parse pool's 'visit-documents' job (decision 0076): both PDFs drawn in a child process, so the
 * server's event loop never runs pdfkit. Images arrive as plain Uint8Arrays over IPC; pdfkit takes
 * only Buffers (anything else it reads as a file path), so they are wrapped without copying.
 */
export async function drawVisitDocuments({
  data,
  company,
  certificate,
}: VisitDocumentsJob): Promise<DrawnVisitDocuments> {
  const buffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const restored: ReportData = {
    ...data,
    photos: data.photos.map((photo) => ({ ...photo, jpeg: buffer(photo.jpeg) })),
    signature: { ...data.signature, png: buffer(data.signature.png) },
  };
  const report = await renderServiceReport(restored, company);
  return { report, certificate: certificate ? await renderCertificate(restored, company) : null };
}
