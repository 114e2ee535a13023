/**
 * A price file's columns matched by their usual names (issue 27 item 10): 'Item Code', 'Description',
 * 'Price Excl VAT', 'Unit' need no choosing. A header is read in lower case with punctuation as spaces;
 * it matches a name exactly first, then by holding all of a name's words. A price that says it
 * includes VAT is never taken for the price excl. VAT. A map remembered for the supplier comes first;
 * this fills what it does not name.
 */
import type { PriceColumnMap } from './schemas';

type Field = keyof PriceColumnMap;

const NAMES: Record<Field, string[]> = {
  code: [
    'code',
    'item code',
    'product code',
    'stock code',
    'part number',
    'part no',
    'item no',
    'item number',
    'sku',
    'article number',
    'catalogue number',
    'cat no',
    'ref',
    'reference',
  ],
  description: [
    'description',
    'item description',
    'product description',
    'product name',
    'item name',
    'item',
    'product',
    'details',
    'name',
  ],
  unitPrice: [
    'unit price',
    'price excl vat',
    'price ex vat',
    'excl vat',
    'price',
    'list price',
    'nett price',
    'net price',
    'selling price',
    'rate',
    'unit cost',
    'cost',
  ],
  unit: ['unit', 'uom', 'unit of measure', 'units', 'measure', 'pack'],
  category: ['category', 'product group', 'group', 'class', 'type', 'range', 'family'],
};

const ORDER: Field[] = ['code', 'unitPrice', 'unit', 'category', 'description'];

const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** The columns for each field, by usual names; a column is used once; null when a required one is missing. */
export function suggestPriceColumnMap(columns: readonly string[]): Partial<PriceColumnMap> {
  const taken = new Set<string>();
  const found: Partial<PriceColumnMap> = {};
  const usable = (column: string, field: Field) =>
    !taken.has(column) &&
    !(field === 'unitPrice' && /\bincl?\b|\bincluding\b|\binc vat\b/.test(words(column)));
  for (const field of ORDER) {
    for (const name of NAMES[field]) {
      const exact = columns.find((column) => usable(column, field) && words(column) === name);
      const held =
        exact ??
        columns.find(
          (column) =>
            usable(column, field) && name.split(' ').every((word) => words(column).split(' ').includes(word)),
        );
      if (held) {
        found[field] = held;
        taken.add(held);
        break;
      }
    }
  }
  return found;
}
