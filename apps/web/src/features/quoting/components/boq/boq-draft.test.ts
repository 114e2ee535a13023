import { type PriceItem, parseQuantity } from '@firebreak/shared';
import { describe, expect, it } from 'vitest';
import { boqReducer, EMPTY_BOQ, moveItem, parseUnitPrice, priceBoqDraft, toBoqBody } from './boq-draft';

const item = (id: string, unitPrice: number): PriceItem => ({
  id,
  supplierId: 's-1',
  supplierName: 'Supplier',
  code: id.toUpperCase(),
  description: `Item ${id}`,
  unit: 'each',
  category: '',
  assetType: null,
  unitPrice,
  priceUpdatedAt: '2026-11-01T08:00:00.000Z',
  deleted: false,
});

describe('the BOQ draft', () => {
  it('moves a line up and down, and ignores moves off the ends', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 1, 3)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
  });

  it('adds a price item once and counts it up when added again; a drop on a line inserts before it', () => {
    let draft = boqReducer(EMPTY_BOQ, { type: 'addItem', item: item('a', 10), key: 'k1' });
    draft = boqReducer(draft, { type: 'addItem', item: item('b', 20), key: 'k2' });
    draft = boqReducer(draft, { type: 'update', key: 'k1', patch: { quantity: '2.5' } });
    draft = boqReducer(draft, { type: 'addItem', item: item('a', 10), key: 'k3' });
    expect(draft.lines.map((line) => [line.code, line.quantity])).toEqual([
      ['A', '3.5'],
      ['B', '1'],
    ]);
    draft = boqReducer(draft, { type: 'addItem', item: item('c', 30), key: 'k4', at: 1 });
    expect(draft.lines.map((line) => line.code)).toEqual(['A', 'C', 'B']);
    draft = boqReducer(draft, { type: 'move', from: 2, to: 0 });
    expect(toBoqBody(draft).lines.map((line) => line.code)).toEqual(['B', 'A', 'C']);
  });

  it('reads prices as rand with at most two decimals', () => {
    expect(parseUnitPrice('12.5')).toBe(12.5);
    expect(parseUnitPrice('0')).toBe(0);
    expect(parseUnitPrice('1,25')).toBe(1.25);
    expect(parseUnitPrice('1.255')).toBeNull();
    expect(parseUnitPrice('-1')).toBeNull();
    expect(parseUnitPrice('')).toBeNull();
  });

  it('prices only the lines that read, each amount rounded half away from zero', () => {
    let draft = boqReducer(EMPTY_BOQ, { type: 'addItem', item: item('a', 0.05), key: 'k1' });
    draft = boqReducer(draft, { type: 'addItem', item: item('b', 20), key: 'k2' });
    draft = boqReducer(draft, { type: 'update', key: 'k1', patch: { quantity: '0.5' } });
    draft = boqReducer(draft, { type: 'update', key: 'k2', patch: { quantity: 'x' } });
    expect(parseQuantity('x')).toBeNull();
    const { quote, amounts } = priceBoqDraft(draft, undefined);
    expect(amounts).toEqual([0.03, null]);
    expect(quote.baseAmount).toBe(0.03);
    expect(quote.kind).toBe('BOQ');
  });
});
