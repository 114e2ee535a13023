import { describe, expect, it } from 'vitest';
import { addMonths, dueVisits } from './rules';
import { visitsQuerySchema, visitUpdateSchema } from './schemas';

const site = { id: 'site-1', createdOn: '2020-01-01' };
const extinguisher = (id: string, installedOn: string | null, siteId = 'site-1') => ({
  id,
  siteId,
  assetType: 'EXTINGUISHER_DCP', // monthly, annual, five-yearly
  installedOn,
});

describe('addMonths', () => {
  it('keeps the day, or takes the last day of a shorter month', () => {
    expect(addMonths('2026-01-15', 1)).toBe('2026-02-15');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
    expect(addMonths('2026-03-31', 60)).toBe('2031-03-31');
  });
});

describe('dueVisits', () => {
  it('runs from the installed date: the missed occurrence once, then every one up to the horizon', () => {
    const visits = dueVisits({
      sites: [site],
      assets: [extinguisher('a1', '2026-01-15')],
      lastCompleted: new Map(),
      today: '2026-03-01',
      horizonDays: 90,
    });
    expect(visits.map((v) => [v.dueDate, v.frequency])).toEqual([
      ['2026-02-15', 'MONTHLY'],
      ['2026-03-15', 'MONTHLY'],
      ['2026-04-15', 'MONTHLY'],
      ['2026-05-15', 'MONTHLY'],
    ]);
  });

  it('collapses the missed occurrences of each frequency into its first one, and respects the horizon', () => {
    const visits = dueVisits({
      sites: [site],
      assets: [extinguisher('a1', '2021-06-10')],
      lastCompleted: new Map(),
      today: '2026-03-01',
      horizonDays: 30,
    });
    // The first missed monthly and the first missed annual; then the monthly ones from today.
    expect(visits.map((v) => [v.dueDate, v.frequency])).toEqual([
      ['2021-07-10', 'MONTHLY'],
      ['2022-06-10', 'ANNUAL'],
      ['2026-03-10', 'MONTHLY'],
    ]);
    expect(visits.every((v) => v.dueDate <= '2026-03-31')).toBe(true);
  });

  it('groups by site and date: two assets and a monthly with an annual on one day are one visit', () => {
    const visits = dueVisits({
      sites: [site, { id: 'site-2', createdOn: '2020-01-01' }],
      assets: [
        extinguisher('a1', '2025-03-15'),
        extinguisher('a2', '2025-03-15'),
        extinguisher('b1', '2025-03-15', 'site-2'),
      ],
      lastCompleted: new Map(),
      today: '2026-03-01',
      horizonDays: 20,
    });
    const onDay = visits.filter((v) => v.dueDate === '2026-03-15');
    expect(onDay.map((v) => v.siteId)).toEqual(['site-1', 'site-2']);
    expect(onDay[0]).toMatchObject({ frequency: 'ANNUAL', frequencies: ['MONTHLY', 'ANNUAL'] });
    expect(onDay[0]?.covers).toEqual([
      { assetId: 'a1', frequencies: ['MONTHLY', 'ANNUAL'] },
      { assetId: 'a2', frequencies: ['MONTHLY', 'ANNUAL'] },
    ]);
  });

  it('anchors on the last completed visit of a frequency, then the site creation date when no install date', () => {
    const visits = dueVisits({
      sites: [{ id: 'site-1', createdOn: '2026-02-20' }],
      assets: [extinguisher('a1', null)],
      lastCompleted: new Map([['site-1:MONTHLY', '2026-03-05']]),
      today: '2026-03-06',
      horizonDays: 40,
    });
    expect(visits.map((v) => v.dueDate)).toEqual(['2026-04-05']);
  });

  it('ignores unknown asset types and assets of unknown sites', () => {
    expect(
      dueVisits({
        sites: [site],
        assets: [
          { id: 'x', siteId: 'site-1', assetType: 'NOT_A_TYPE', installedOn: null },
          extinguisher('y', '2026-01-01', 'nowhere'),
        ],
        lastCompleted: new Map(),
        today: '2026-03-01',
        horizonDays: 90,
      }),
    ).toEqual([]);
  });
});

describe('the visit schemas', () => {
  it('refuse impossible dates and a reversed range', () => {
    expect(visitUpdateSchema.safeParse({ scheduledFor: '2026-02-30' }).success).toBe(false);
    expect(visitUpdateSchema.safeParse({ scheduledFor: '2026-02-28' }).success).toBe(true);
    expect(visitsQuerySchema.safeParse({ from: '2026-13-01' }).success).toBe(false);
    expect(visitsQuerySchema.safeParse({ from: '2026-03-02', to: '2026-03-01' }).success).toBe(false);
  });
});
