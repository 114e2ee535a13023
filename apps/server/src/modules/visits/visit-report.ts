/**
 * The service report and the certificate of inspection a completed visit leaves in the library
 * (docs/decisions/0066). Each is built as sections of lines first: the PDF draws them under the
 * company letterhead and the library stores the same lines as the document's searchable text, so
 * what a search finds is what the PDF says.
 */
import {
  CHECK_OUTCOME_LABELS,
  type CheckOutcome,
  DEFECT_SEVERITY_LABELS,
  type DefectSeverity,
  FREQUENCY_LABELS,
  type Frequency,
  formatLongDate,
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
  vehicleRegistration: string | null;
  frequencies: Frequency[];
  assets: ReportAsset[];
  defects: { severity: DefectSeverity; description: string; assetLabel: string | null }[];
  photos: { caption: string; assetLabel: string | null; jpeg: Buffer }[];
  signature: { signedBy: string; signedAt: string; png: Buffer };
  /** The site's next visit on record, when there is one. */
  nextDue: string | null;
};

type Section = { title: string; lines: { text: string; strong?: boolean }[] };

const time = (iso: string) =>
  new Date(iso).toLocaleString('en-ZA', {
    timeZone: 'Africa/Johannesburg',
    dateStyle: 'long',
    timeStyle: 'short',
  });

function visitSection(data: ReportData): Section {
  return {
    title: 'Visit',
    lines: [
      { text: `Client: ${data.clientName}` },
      { text: `Site: ${data.siteName}` },
      { text: `Address: ${data.siteAddress || '-'}` },
      { text: `Date: ${formatLongDate(data.visitDate)}` },
      { text: `Inspection: ${data.frequencies.map((f) => FREQUENCY_LABELS[f]).join(', ')}` },
      { text: `Technician: ${data.technicianName}` },
      { text: `Vehicle: ${data.vehicleRegistration ?? '-'}` },
    ],
  };
}

/** Every part of the report that is text, in the order the PDF prints it. */
export function reportSections(data: ReportData): Section[] {
  const assets: Section[] = data.assets.map((asset) => ({
    title: `${asset.label} (${asset.location || 'no location'}): ${CHECK_OUTCOME_LABELS[asset.outcome]}`,
    lines: [
      { text: `${asset.systemLabel}, maintained to ${asset.standard}` },
      ...asset.tasks.map((t) => ({
        text: `${CHECK_OUTCOME_LABELS[t.outcome]}  ${FREQUENCY_LABELS[t.frequency]}: ${t.task}`,
        strong: t.outcome === 'FAIL',
      })),
      ...asset.readings.map((r) => ({ text: `${r.label}: ${r.value} ${r.unit}` })),
      ...(asset.notes ? [{ text: `Notes: ${asset.notes}` }] : []),
    ],
  }));
  const defects: Section = {
    title: 'Defects',
    lines: data.defects.length
      ? data.defects.map((d) => ({
          text: `${DEFECT_SEVERITY_LABELS[d.severity]}${d.assetLabel ? ` (${d.assetLabel})` : ''}: ${d.description}`,
          strong: d.severity !== 'MINOR',
        }))
      : [{ text: 'None recorded' }],
  };
  const signature: Section = {
    title: 'Signed on site',
    lines: [{ text: `${data.signature.signedBy}, ${time(data.signature.signedAt)}` }],
  };
  return [visitSection(data), ...assets, defects, signature];
}

/** The certificate's text: what was inspected, to which standards, when and by whom. */
export function certificateSections(data: ReportData): Section[] {
  const systems = [...new Map(data.assets.map((a) => [a.systemLabel, a.standard]))];
  return [
    {
      title: 'Certificate of inspection',
      lines: [
        {
          text: `This certifies that the fire protection systems listed below at ${data.siteName}, ${data.siteAddress}, for ${data.clientName}, were inspected on ${formatLongDate(data.visitDate)} and every check passed with no defect recorded.`,
        },
      ],
    },
    {
      title: 'Systems inspected',
      lines: systems.map(([system, standard]) => ({ text: `${system}: ${standard}` })),
    },
    {
      title: 'Inspection',
      lines: [
        { text: `Assets inspected: ${data.assets.length}` },
        { text: `Technician: ${data.technicianName}` },
        { text: `Service report: ${data.reference}` },
        ...(data.nextDue ? [{ text: `Next inspection due: ${formatLongDate(data.nextDue)}` }] : []),
      ],
    },
  ];
}

export const sectionsText = (sections: Section[]) =>
  sections.map((s) => [s.title, ...s.lines.map((l) => l.text)].join('\n')).join('\n\n');

function drawSections(doc: PDFKit.PDFDocument, sections: Section[]) {
  const width = contentWidth(doc);
  for (const section of sections) {
    heading(doc, pdfText(section.title), width);
    for (const line of section.lines) {
      ensureSpace(doc, 14);
      doc
        .font(line.strong ? 'Helvetica-Bold' : 'Helvetica')
        .fontSize(9.5)
        .fillColor(INK)
        .text(pdfText(line.text), PAGE_MARGIN, doc.y, { width });
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
      const caption = [photo.assetLabel, photo.caption].filter(Boolean).join(': ');
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
