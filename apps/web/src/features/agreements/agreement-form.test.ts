import type { Agreement } from '@firebreak/shared';
import { describe, expect, it } from 'vitest';
import { agreementFormSchema, formValuesOf, toInput } from './agreement-form';

const item = (overrides: Partial<Agreement['sites'][number]['items'][number]>) => ({
  id: 'i',
  assetId: null,
  assetLabel: null,
  system: null,
  label: '',
  standard: 'SANS 10287',
  frequencies: [],
  customIntervalDays: null,
  ...overrides,
});

const agreement = {
  id: 'agr-1',
  clientId: 'c-1',
  clientName: 'Menlyn Office Park',
  startDate: '2026-01-01',
  endDate: '2027-12-31',
  noticeDays: 30,
  autoRenew: true,
  cadence: 'MONTHLY',
  timing: 'IN_ADVANCE',
  feeCents: 310_000,
  includesRoutineVisits: true,
  callOutsIncluded: 2,
  labourHoursIncluded: 4,
  rates: { callOutFeeCents: 85_000, hourlyRateCents: 65_000, travelPerKmCents: 650, partsMarkupPercent: 15 },
  notes: '',
  sites: [
    {
      siteId: 's-1',
      siteName: 'Block C',
      items: [
        item({ id: 'i1', system: 'SPRINKLER', label: 'Sprinkler system' }),
        item({ id: 'i2', assetId: 'a-9', label: 'Fire pump FP-9' }),
        item({
          id: 'i3',
          system: 'DETECTION',
          label: 'Fire detection and alarm',
          customIntervalDays: 45,
        }),
      ],
    },
    {
      siteId: 's-2',
      siteName: 'Block D',
      items: [item({ id: 'i4', system: 'SPRINKLER', label: 'Sprinkler system' })],
    },
  ],
} as unknown as Agreement;

describe('the agreement form', () => {
  it('keeps the cover it does not show (an asset, a custom interval) when the agreement is saved again', () => {
    const values = formValuesOf(agreement, '2026-11-29');
    expect(values.systems).toEqual(['SPRINKLER']);
    expect(values.kept.map((k) => k.label)).toEqual([
      'Fire pump FP-9',
      'Fire detection and alarm (every 45 days)',
    ]);
    const input = toInput(values);
    expect(input.sites).toEqual([
      {
        siteId: 's-1',
        items: [
          { system: 'SPRINKLER' },
          { assetId: 'a-9', system: null, customIntervalDays: null },
          { assetId: null, system: 'DETECTION', customIntervalDays: 45 },
        ],
      },
      { siteId: 's-2', items: [{ system: 'SPRINKLER' }] },
    ]);
    const parsed = agreementFormSchema.safeParse(values);
    expect(parsed.error?.issues ?? []).toEqual([]);
  });

  it("drops a site's kept cover only with the site, and never lists a system twice at one site", () => {
    const values = formValuesOf(agreement, '2026-11-29');
    const withDetection = { ...values, systems: [...values.systems, 'DETECTION' as const] };
    expect(toInput(withDetection).sites[0]?.items.filter((i) => i.system === 'DETECTION')).toEqual([
      { assetId: null, system: 'DETECTION', customIntervalDays: 45 },
    ]);
    expect(toInput({ ...values, siteIds: ['s-2'] }).sites).toEqual([
      { siteId: 's-2', items: [{ system: 'SPRINKLER' }] },
    ]);
  });
});
