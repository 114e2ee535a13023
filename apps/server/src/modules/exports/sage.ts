/**
 * Sage Business Cloud Accounting (South Africa) files (docs/accounting-export.md): the customers,
 * the tax invoices and credit notes one row per line (a credit note's figures positive, its type
 * saying it is a credit), and the receipts one row per allocation.
 */
import type { TaxCode } from '@firebreak/shared';
import { addressLines, dayMonthYear, type ExportFile, type ExportRow, quantity, rand } from './cells';
import type { Register } from './exports.register';

/** Sage Accounting's South African output tax types, by name. An organisation's own names go here. */
export const SAGE_TAX_TYPES: Record<TaxCode, string> = {
  STANDARD: 'Standard Rate',
  ZERO_RATED: 'Zero Rate',
  EXEMPT: 'Exempt and Non-Supplies',
};

/** The sales account non-item lines post to. */
export const SAGE_SALES_ACCOUNT = 'Sales';

export const SAGE_DOCUMENT_TYPES = { INVOICE: 'Tax Invoice', CREDIT_NOTE: 'Credit Note' } as const;

export const SAGE_CUSTOMER_HEADER = [
  'Customer Name',
  'Contact Name',
  'Telephone',
  'Email',
  'Postal Address Line 1',
  'Postal Address Line 2',
  'Postal Address Line 3',
  'Postal Address Line 4',
  'VAT Reference',
  'Payment Terms (Days)',
];

export const SAGE_INVOICE_HEADER = [
  'Document Type',
  'Document Number',
  'Customer Name',
  'Document Date',
  'Due Date',
  'Reference',
  'Credits Document',
  'Description',
  'Account',
  'Quantity',
  'Unit Price (Excl)',
  'Tax Type',
  'Line Excl',
  'Line Tax',
  'Line Incl',
  'Document Excl',
  'Document Tax',
  'Document Incl',
];

export const SAGE_RECEIPT_HEADER = [
  'Date',
  'Customer Name',
  'Reference',
  'Method',
  'Receipt Amount',
  'Allocated To',
  'Allocated Amount',
];

export function sageFiles(register: Register): ExportFile[] {
  const customerRows: ExportRow[] = [...register.customers.values()]
    .sort((a, b) => (a.name === b.name ? compare(a.id, b.id) : compare(a.name, b.name)))
    .map((customer) => ({
      document: null,
      cells: [
        customer.name,
        customer.contact,
        customer.phone,
        customer.email,
        ...addressLines(customer.address),
        customer.vatNumber ?? '',
        customer.paymentTermsDays ?? '',
      ],
    }));

  const invoiceRows: ExportRow[] = [];
  for (const doc of register.documents) {
    const document = { kind: doc.kind, id: doc.id, label: doc.number };
    const name = register.customers.get(doc.clientId)?.name ?? '';
    for (const line of doc.lines)
      invoiceRows.push({
        document,
        cells: [
          SAGE_DOCUMENT_TYPES[doc.kind],
          doc.number,
          name,
          dayMonthYear(doc.issueDate),
          dayMonthYear(doc.dueDate ?? doc.issueDate),
          doc.reference,
          doc.creditsNumber ?? '',
          line.description,
          SAGE_SALES_ACCOUNT,
          quantity(line.quantityMilli),
          rand(line.unitPriceCents),
          SAGE_TAX_TYPES[line.taxCode],
          rand(line.netCents),
          rand(line.vatCents),
          rand(line.netCents + line.vatCents),
          rand(doc.exclCents),
          rand(doc.vatCents),
          rand(doc.totalCents),
        ],
      });
  }

  const receiptRows: ExportRow[] = [];
  for (const payment of register.payments) {
    const name = register.customers.get(payment.clientId)?.name ?? '';
    const document = {
      kind: 'PAYMENT' as const,
      id: payment.id,
      label: `${payment.paidOn} ${payment.reference}`.trim(),
    };
    const row = (invoiceNumber: string, cents: number) => ({
      document,
      cells: [
        dayMonthYear(payment.paidOn),
        name,
        payment.reference,
        payment.method,
        rand(payment.amountCents),
        invoiceNumber,
        rand(cents),
      ],
    });
    for (const allocation of payment.allocations)
      receiptRows.push(row(allocation.invoiceNumber, allocation.amountCents));
    const unallocated = payment.amountCents - payment.allocations.reduce((sum, a) => sum + a.amountCents, 0);
    // Held as the client's credit: Sage keeps it unallocated on the customer's account.
    if (unallocated > 0 || payment.allocations.length === 0) receiptRows.push(row('', unallocated));
  }

  return [
    { name: 'sage-customers.csv', header: SAGE_CUSTOMER_HEADER, rows: customerRows },
    { name: 'sage-invoices.csv', header: SAGE_INVOICE_HEADER, rows: invoiceRows },
    { name: 'sage-receipts.csv', header: SAGE_RECEIPT_HEADER, rows: receiptRows },
  ];
}

/** Code-unit order, the same on every machine and database. */
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
