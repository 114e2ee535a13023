/**
 * The maintenance agreement as a PDF (pdfkit, the shared letterhead): the parties, the term, notice
 * and renewal, the sites and what is covered at each with its schedule, the fee and how it is billed,
 * what is included and the rates for what is not, and, once accepted, who accepted it and when.
 * Every figure is the JSON's (readAgreement), printed to the cent.
 */
import {
  type Agreement,
  BILLING_CADENCE_LABELS,
  BILLING_TIMING_LABELS,
  centsToRand,
  FREQUENCY_LABELS,
  formatLongDate,
  formatZarExact,
} from '@firebreak/shared';
import PDFDocument from 'pdfkit';
import {
  type Company,
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

const money = (cents: number) => pdfText(formatZarExact(centsToRand(cents)));
const day = (date: string) => formatLongDate(`${date}T12:00:00Z`);

export const agreementPdfFileName = (agreement: Pick<Agreement, 'number'>) => `${agreement.number}.pdf`;

/** The lines of text the PDF prints, in order: also the library document's searchable text. */
export function agreementLines(agreement: Agreement, company: Company): { title: string; lines: string[] }[] {
  const fee =
    agreement.cadence === 'PER_VISIT'
      ? `${money(agreement.feeCents)} per visit (excl. VAT)`
      : `${money(agreement.feeCents)} per period, ${BILLING_CADENCE_LABELS[agreement.cadence].toLowerCase()}, billed ${BILLING_TIMING_LABELS[agreement.timing].toLowerCase()} (excl. VAT); a first or last part-period is billed by its days`;
  return [
    {
      title: 'Parties',
      lines: [`Contractor: ${company.name}, ${company.address}`, `Client: ${agreement.clientName}`],
    },
    {
      title: 'Term',
      lines: [
        `From ${day(agreement.startDate)} to ${day(agreement.endDate)}`,
        `Notice period: ${agreement.noticeDays} days (notice by ${day(agreement.noticeDeadline)})`,
        agreement.autoRenew
          ? 'Renews automatically for a year at a time unless notice is given'
          : 'Does not renew automatically',
      ],
    },
    ...agreement.sites.map((site) => ({
      title: `Site: ${site.siteName}`,
      lines:
        site.items.length === 0
          ? ['Every system on the site, to its SANS schedule']
          : site.items.map((item) =>
              item.customIntervalDays !== null
                ? `${item.label}: every ${item.customIntervalDays} days`
                : `${item.label}: ${item.standard}${item.frequencies.length ? ` (${item.frequencies.map((f) => FREQUENCY_LABELS[f].toLowerCase()).join(', ')})` : ''}`,
            ),
    })),
    { title: 'Fee', lines: [fee] },
    {
      title: 'Included',
      lines: [
        agreement.includesRoutineVisits
          ? 'Routine maintenance visits on the schedule above'
          : 'Routine visits are charged',
        `Call-outs per year: ${agreement.callOutsIncluded}`,
        `Labour hours per year: ${agreement.labourHoursIncluded}`,
      ],
    },
    {
      title: 'Rates for work not included (excl. VAT)',
      lines: [
        `Call-out fee: ${money(agreement.rates.callOutFeeCents)}`,
        `Hourly rate: ${money(agreement.rates.hourlyRateCents)}`,
        `Travel per km: ${money(agreement.rates.travelPerKmCents)}`,
        `Parts: price list plus ${agreement.rates.partsMarkupPercent}%`,
      ],
    },
    ...(agreement.acceptedAt && agreement.acceptedName
      ? [
          {
            title: 'Acceptance',
            lines: [`Accepted by ${agreement.acceptedName} on ${day(agreement.acceptedAt.slice(0, 10))}`],
          },
        ]
      : []),
  ];
}

export async function renderAgreementPdf(agreement: Agreement, company: Company): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE_MARGIN,
    bufferPages: true,
    info: {
      Title: pdfText(`Maintenance agreement ${agreement.number}: ${agreement.clientName}`),
      Author: pdfText(company.name),
      CreationDate: new Date(agreement.acceptedAt ?? agreement.updatedAt),
    },
  });
  const width = doc.page.width - PAGE_MARGIN * 2;
  letterhead(doc, company, {
    title: 'Maintenance Agreement',
    reference: agreement.number,
    lines: [`${day(agreement.startDate)} to ${day(agreement.endDate)}`],
  });
  for (const section of agreementLines(agreement, company)) {
    heading(doc, pdfText(section.title), width);
    for (const line of section.lines) {
      ensureSpace(doc, 14);
      doc.font('Helvetica').fontSize(10).fillColor(INK).text(pdfText(line), PAGE_MARGIN, doc.y, { width });
    }
    doc.moveDown(0.6);
  }
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor(MUTED)
    .text('All amounts exclude VAT at 15%, which is added on each tax invoice.', PAGE_MARGIN, doc.y, {
      width,
    });
  footers(doc, company, agreement.number);
  return pdfBytes(doc);
}
