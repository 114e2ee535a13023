import { describe, expect, it } from 'vitest';
import { quoteTemplateInputSchema } from './schemas';
import { QUOTE_TEMPLATE_MESSAGES as M, typicalDurationDays } from './templates';

const valid = {
  name: '  Water   Mist ',
  projectType: 'FIRE_SUPPRESSION',
  baseRate: 980.4,
  minArea: 0,
  maxArea: 800,
  typicalDuration: ' 4–6 weeks ',
  includes: ['  High-pressure pump unit  '],
  exclusions: [],
  notes: ['Priced per m² of protected floor'],
  paymentTerms: '40% deposit',
  validity: 'Valid for 30 days',
  validityDays: 30,
};

const firstMessage = (input: object) => quoteTemplateInputSchema.safeParse(input).error?.issues[0]?.message;

describe('quoteTemplateInputSchema', () => {
  it('trims the name, texts and list items, and leaves the sort order to the server when absent', () => {
    const parsed = quoteTemplateInputSchema.parse(valid);
    expect(parsed).toMatchObject({
      name: 'Water Mist',
      typicalDuration: '4–6 weeks',
      includes: ['High-pressure pump unit'],
      minArea: 0,
    });
    expect(parsed.sortOrder).toBeUndefined();
  });

  it('refuses a minimum area that is not less than the maximum, on the minimum area field', () => {
    for (const [minArea, maxArea] of [
      [801, 800],
      [800, 800],
    ]) {
      const issues = quoteTemplateInputSchema.safeParse({ ...valid, minArea, maxArea }).error?.issues;
      expect(issues).toEqual([expect.objectContaining({ path: ['minArea'], message: M.areaOrder })]);
    }
  });

  it('takes a rate in rand with whole cents, more than zero and at most R 100 000 per m²', () => {
    expect(firstMessage({ ...valid, baseRate: 0.01 })).toBeUndefined();
    expect(firstMessage({ ...valid, baseRate: 100_000 })).toBeUndefined();
    expect(firstMessage({ ...valid, baseRate: 0 })).toBe(M.baseRatePositive);
    expect(firstMessage({ ...valid, baseRate: -5 })).toBe(M.baseRatePositive);
    expect(firstMessage({ ...valid, baseRate: 1.005 })).toBe(M.baseRateCents);
    expect(firstMessage({ ...valid, baseRate: 100_000.5 })).toBe(M.baseRateTooLarge);
    expect(firstMessage({ ...valid, baseRate: Number.NaN })).toBe(M.baseRateInvalid);
  });

  it('bounds the lists, their items and the validity days', () => {
    expect(firstMessage({ ...valid, notes: ['ok', ' '] })).toBe(M.itemEmpty('Notes'));
    expect(firstMessage({ ...valid, includes: Array(21).fill('x') })).toBe(M.listTooLong('Includes'));
    expect(firstMessage({ ...valid, validityDays: 1.5 })).toBe(M.validityDays);
    expect(firstMessage({ ...valid, validityDays: 365 })).toBeUndefined();
    expect(firstMessage({ ...valid, sortOrder: -1 })).toBe(M.sortOrder);
  });
});

describe('typicalDurationDays', () => {
  it('reads the longest span a typical duration names, in calendar days', () => {
    expect(typicalDurationDays('4–6 weeks')).toBe(42);
    expect(typicalDurationDays('4-6 weeks')).toBe(42);
    expect(typicalDurationDays('2 to 3 months')).toBe(90);
    expect(typicalDurationDays('3 months')).toBe(90);
    expect(typicalDurationDays('1 week')).toBe(7);
    expect(typicalDurationDays('10 working days')).toBe(14);
    expect(typicalDurationDays('5 days')).toBe(5);
    expect(typicalDurationDays('About 2,5 weeks')).toBe(18);
  });

  it('names none for text without a span, or a silly one', () => {
    expect(typicalDurationDays('')).toBeNull();
    expect(typicalDurationDays('as agreed on site')).toBeNull();
    expect(typicalDurationDays('0 weeks')).toBeNull();
    expect(typicalDurationDays('999999 months')).toBe(3650);
  });
});
