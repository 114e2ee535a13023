import { describe, expect, it } from 'vitest';
import { suggestPriceColumnMap } from './price-columns';

describe('suggestPriceColumnMap', () => {
  it("matches the usual headers of a supplier's price list", () => {
    expect(suggestPriceColumnMap(['Item Code', 'Description', 'Price Excl VAT', 'Unit'])).toEqual({
      code: 'Item Code',
      description: 'Description',
      unitPrice: 'Price Excl VAT',
      unit: 'Unit',
    });
    expect(
      suggestPriceColumnMap([
        'SKU',
        'Product Description',
        'UOM',
        'Price (Incl. VAT)',
        'Nett Price',
        'Category',
      ]),
    ).toEqual({
      code: 'SKU',
      description: 'Product Description',
      unitPrice: 'Nett Price',
      unit: 'UOM',
      category: 'Category',
    });
  });

  it('never takes a price incl. VAT for the price, and uses a column once', () => {
    expect(suggestPriceColumnMap(['Code', 'Name', 'Price incl VAT'])).toEqual({
      code: 'Code',
      description: 'Name',
    });
    expect(suggestPriceColumnMap(['Item', 'Item Code', 'Price'])).toEqual({
      code: 'Item Code',
      description: 'Item',
      unitPrice: 'Price',
    });
  });

  it('suggests nothing for headers it does not know', () => {
    expect(suggestPriceColumnMap(['A', 'B', 'C'])).toEqual({});
    expect(suggestPriceColumnMap([])).toEqual({});
  });
});
