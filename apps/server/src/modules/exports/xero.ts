/**
 * Xero's files (docs/accounting-export.md): the sales invoice import (Business › Invoices › Import),
 * one row per line, credit notes in the same file with a negative quantity (Xero imports a document
 * whose total is negative as a credit note), and the payments received as a list to apply, since
 * Xero's invoice import takes no payments.
 */
import type { TaxCode } from '@firebreak/shared';
import { addressLines, dayMonthYear, type ExportFile, type ExportRow, quantity, rand } from './cells';
import type { Register } from './exports.register';

/**
 * The names of a South African Xero organisation's output tax rates, as its import matches them (by
 * display name). An organisation that renamed its rates changes them here.
 */
export const XERO_TAX_TYPES: Record<TaxCode, string> = {
  STANDARD: 'Standard Rate Sales',
  ZERO_RATED: 'Zero Rated',
  EXEMPT: 'Exempt and Non-Supplies',
};

/** Xero's default chart of accounts: 200 Sales. */
export const XERO_SALES_ACCOUNT_CODE = '200';
export const XERO_CURRENCY = 'ZAR';

export const XERO_INVOICE_HEADER = [
  '*ContactName',
  'EmailAddress',
  'POAddressLine1',
  'POAddressLine2',
  'POAddressLine3',
  'POAddressLine4',
  'POCity',
  'PORegion',
  'POPostalCode',
  'POCountry',
  '*InvoiceNumber',
  'Reference',
  '*InvoiceDate',
  '*DueDate',
  'Total',
  'InventoryItemCode',
  '*Description',
  '*Quantity',
  '*UnitAmount',
  'Discount',
  '*AccountCode',
  '*TaxType',
  'TaxAmount',
  'TrackingName1',
  'TrackingOption1',
  'TrackingName2',
  'TrackingOption2',
  'Currency',
  'BrandingTheme',
];

export const XERO_PAYMENT_HEADER = [
  'Date',
  'ContactName',
  'InvoiceNumber',
  'Amount',
  'Reference',
  'Method',
  'PaymentTotal',
];

export function xeroFiles(register: Register): ExportFile[] {
  const invoiceRows: ExportRow[] = [];
  for (const doc of register.documents) {
    const customer = register.customers.get(doc.clientId);
    const sign = doc.kind === 'CREDIT_NOTE' ? -1 : 1;
    const document = { kind: doc.kind, id: doc.id, label: doc.number };
    const reference = doc.reference || (doc.creditsNumber ? `Credit for ${doc.creditsNumber}` : '');
    for (const line of doc.lines)
      invoiceRows.push({
        document,
        cells: [
          customer?.name ?? '',
          customer?.email ?? '',
          ...addressLines(customer?.address ?? ''),
          '',
          '',
          '',
          '',
          doc.number,
          reference,
          dayMonthYear(doc.issueDate),
          dayMonthYear(doc.dueDate ?? doc.issueDate),
          rand(sign * doc.totalCents),
          '',
          line.description,
          quantity(sign * line.quantityMilli),
          rand(line.unitPriceCents),
          '',
          XERO_SALES_ACCOUNT_CODE,
          XERO_TAX_TYPES[line.taxCode],
          rand(sign * line.vatCents),
          '',
          '',
          '',
          '',
          XERO_CURRENCY,
          '',
        ],
      });
  }

  const paymentRows: ExportRow[] = [];
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
        invoiceNumber,
        rand(cents),
        payment.reference,
        payment.method,
        rand(payment.amountCents),
      ],
    });
    for (const allocation of payment.allocations)
      paymentRows.push(row(allocation.invoiceNumber, allocation.amountCents));
    const unallocated = payment.amountCents - payment.allocations.reduce((sum, a) => sum + a.amountCents, 0);
    // What is not allocated is held as the client's credit: an overpayment in Xero.
    if (unallocated > 0) paymentRows.push(row('', unallocated));
  }

  return [
    { name: 'xero-invoices.csv', header: XERO_INVOICE_HEADER, rows: invoiceRows },
    { name: 'xero-payments.csv', header: XERO_PAYMENT_HEADER, rows: paymentRows },
  ];
}
