/** Suppliers and items for the price list's component tests. */
import type { PriceItem, Supplier } from '@firebreak/shared';

export const SUPPLIERS: Supplier[] = [
  {
    id: '11111111-1111-4111-8111-111111111111',
    name: 'ASP Fire',
    columnMap: { code: 'Item Code', description: 'Description', unitPrice: 'Price', unit: 'UOM' },
    itemCount: 2,
    lastImportAt: '2026-10-01T08:00:00.000Z',
  },
  {
    id: '22222222-2222-4222-8222-222222222222',
    name: 'Viking SA',
    columnMap: null,
    itemCount: 1,
    lastImportAt: '2026-09-15T08:00:00.000Z',
  },
];

export const makeItem = (overrides: Partial<PriceItem>): PriceItem => ({
  id: 'i-1',
  supplierId: SUPPLIERS[0]!.id,
  supplierName: 'ASP Fire',
  code: 'SPK-68',
  description: 'Sprinkler head 68 °C pendent',
  unit: 'each',
  category: 'Sprinklers',
  assetType: null,
  unitPrice: 85.5,
  priceUpdatedAt: '2026-10-01T08:00:00.000Z',
  deleted: false,
  ...overrides,
});
