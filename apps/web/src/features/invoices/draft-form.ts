/**
 * The draft editor's form as typed (text fields) and how it becomes the API's InvoiceDraftInput; the
 * live figures use the shared lineFigures/documentTotals only, so the screen equals the server and PDF.
 */
import {
  documentTotals,
  type Invoice,
  type InvoiceDraftInput,
  invoiceDraftInputSchema,
  invoiceLineInputSchema,
  invoiceQuantityToMilli,
  type LineFigures,
  lineFigures,
  type TaxCode,
} from '@firebreak/shared';
import { z } from 'zod';
import { fieldErrors } from '@/components/form/use-zod-form';
import { centsToRandText, numberText, randTextToCents } from './money';

export type DraftLineForm = {
  /** Keeps a line's fields with it when another line is removed. */
  key: string;
  description: string;
  quantity: string;
  unitPrice: string;
  taxCode: TaxCode;
};

export type DraftForm = {
  clientId: string;
  clientName: string;
  siteId: string;
  projectId: string;
  date: string;
  reference: string;
  notes: string;
  lines: DraftLineForm[];
};

let nextKey = 0;
export const blankLine = (): DraftLineForm => ({
  key: `line-${++nextKey}`,
  description: '',
  quantity: '1',
  unitPrice: '',
  taxCode: 'STANDARD',
});

export function toDraftForm(invoice: Invoice | null): DraftForm {
  if (!invoice)
    return {
      clientId: '',
      clientName: '',
      siteId: '',
      projectId: '',
      date: '',
      reference: '',
      notes: '',
      lines: [blankLine()],
    };
  return {
    clientId: invoice.clientId,
    clientName: invoice.clientName,
    siteId: invoice.siteId ?? '',
    projectId: invoice.projectId ?? '',
    date: invoice.issueDate ?? '',
    reference: invoice.reference,
    notes: invoice.notes,
    lines: invoice.lines.map((line) => ({
      key: line.id,
      description: line.description,
      quantity: String(line.quantity),
      unitPrice: centsToRandText(line.unitPriceCents),
      taxCode: line.taxCode,
    })),
  };
}

const toLineInput = (line: DraftLineForm) => ({
  description: line.description,
  quantity: numberText(line.quantity),
  unitPriceCents: randTextToCents(line.unitPrice),
  taxCode: line.taxCode,
});

export const toDraftInput = (form: DraftForm) => ({
  clientId: form.clientId,
  siteId: form.siteId || null,
  projectId: form.projectId || null,
  date: form.date || null,
  reference: form.reference,
  notes: form.notes,
  lines: form.lines.map(toLineInput),
});

/** The API's schema, read from the form as typed. */
export const draftFormSchema: z.ZodType<InvoiceDraftInput> = z.preprocess(
  (form) => toDraftInput(form as DraftForm),
  invoiceDraftInputSchema,
);

export const PART_CENTS = 'Unit price must be whole cents';

/** One line's own messages (the form's errors keep only the first of all lines). */
export function lineErrors(line: DraftLineForm) {
  const parsed = invoiceLineInputSchema.safeParse(toLineInput(line));
  return parsed.success
    ? {}
    : fieldErrors<'description' | 'quantity' | 'unitPriceCents' | 'taxCode'>(parsed.error.issues);
}

/** A line's figures once it reads as a valid line, else null (nothing half-typed is counted). */
export function draftLineFigures(line: DraftLineForm): (LineFigures & { taxCode: TaxCode }) | null {
  const parsed = invoiceLineInputSchema.safeParse(toLineInput(line));
  if (!parsed.success) return null;
  const { quantity, unitPriceCents, taxCode } = parsed.data;
  return {
    ...lineFigures({ quantityMilli: invoiceQuantityToMilli(quantity), unitPriceCents, taxCode }),
    taxCode,
  };
}

export function draftTotals(lines: DraftLineForm[]) {
  return documentTotals(lines.flatMap((line) => draftLineFigures(line) ?? []));
}
