/**
 * Inspection visits (issue 16, part 2a; docs/decisions/0065): the statuses, the screens' messages the
 * server also sends, and `dueVisits`, the pure function that works out which visits each site needs
 * from its assets' maintenance tasks. The API's zod schemas are in schemas.ts.
 */
import { assetTypeOf, FREQUENCIES, type Frequency } from '../maintenance-catalogue/rules';
import type { VisitCover } from './schemas';

/**
 * DUE: generated, not yet given a day and a technician. SCHEDULED: has both. IN_PROGRESS: started on
 * site (set by the phone checklist, a later part). COMPLETED: done; anchors the next ones.
 * CANCELLED: the office called it off; it anchors nothing and is never generated again.
 */
export const VISIT_STATUSES = ['DUE', 'SCHEDULED', 'IN_PROGRESS', 'COMPLETED', 'CANCELLED'] as const;
export type VisitStatus = (typeof VISIT_STATUSES)[number];
export const VISIT_STATUS_LABELS: Record<VisitStatus, string> = {
  DUE: 'Due',
  SCHEDULED: 'Scheduled',
  IN_PROGRESS: 'In progress',
  COMPLETED: 'Completed',
  CANCELLED: 'Cancelled',
};
/** Statuses of a visit still to be done: one of these past its due date is overdue. */
export const OPEN_VISIT_STATUSES: readonly VisitStatus[] = ['DUE', 'SCHEDULED', 'IN_PROGRESS'];

export const VISIT_LIMITS = {
  /** Days ahead that generation fills. */
  horizonDays: 90,
  maxHorizonDays: 400,
  /** The longest span one list request may cover. */
  maxRangeDays: 400,
  notesMax: 2000,
} as const;

export const VISIT_STRINGS = {
  notFound: 'Visit not found',
  technicianNotFound: 'Technician not found in Resources → Personnel',
  vehicleNotFound: 'Vehicle not found in Resources → Vehicles',
  dateInvalid: (label: string) => `${label} is not a real date (YYYY-MM-DD)`,
  rangeReversed: 'From must be on or before To',
  rangeTooLong: `A list covers at most ${VISIT_LIMITS.maxRangeDays} days`,
  notOwn: 'Technicians may only complete visits assigned to them',
  closed: 'This visit is already completed or cancelled',
  scheduleNeedsBoth: 'A scheduled visit needs both a date and a technician',
  clash: (name: string, date: string, count: number) =>
    `${name} already has ${count} other visit${count === 1 ? '' : 's'} on ${date}`,
} as const;

/** The months (or days, for weekly) between one task occurrence and the next. */
export const FREQUENCY_INTERVALS: Record<Frequency, { days?: number; months?: number }> = {
  WEEKLY: { days: 7 },
  MONTHLY: { months: 1 },
  QUARTERLY: { months: 3 },
  SIX_MONTHLY: { months: 6 },
  ANNUAL: { months: 12 },
  FIVE_YEARLY: { months: 60 },
};

// ---------------------------------------------------------------------------------------------------
// Generation (pure).

const DAY_MS = 86_400_000;
const toDay = (iso: string) => Math.floor(Date.parse(`${iso}T00:00:00Z`) / DAY_MS);
const fromDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** `iso` moved by whole months; the 31st becomes the month's last day (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(iso: string, months: number): string {
  const y = Number(iso.slice(0, 4));
  const m = Number(iso.slice(5, 7)) - 1 + months;
  const d = Number(iso.slice(8, 10));
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m, Math.min(d, last))).toISOString().slice(0, 10);
}

/** The k-th occurrence after the anchor. */
function occurrence(anchor: string, frequency: Frequency, k: number): string {
  const step = FREQUENCY_INTERVALS[frequency];
  if (step.days) return fromDay(toDay(anchor) + step.days * k);
  return addMonths(anchor, (step.months ?? 1) * k);
}

function getOrAdd<K, V>(map: Map<K, V>, key: K, make: () => V): V {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    map.set(key, value);
  }
  return value;
}

/** Index of frequencies by interval: the larger, the more work a visit of it includes. */
const RANK = new Map(FREQUENCIES.map((f, i) => [f, i]));

export type GenerationSite = { id: string; createdOn: string };
export type GenerationAsset = {
  id: string;
  siteId: string;
  assetType: string;
  installedOn: string | null;
  /** Dates a paper records for this asset (paperwork intake's service and test dates), by frequency. */
  anchors?: Partial<Record<Frequency, string>>;
};
export type DueVisit = {
  siteId: string;
  dueDate: string;
  frequency: Frequency;
  frequencies: Frequency[];
  covers: VisitCover[];
};

/**
 * The visits each site needs, one per site per due date covering every asset task due that day.
 * Each (asset, frequency) runs from an anchor: the latest of the site's last completed visit that
 * covered that frequency, the asset's installed date, and the date a paper records for the asset
 * (`anchors`); the site's creation date when none of these is known. Occurrences fall
 * every interval after the anchor; the first one is kept even when past (it is overdue: one overdue
 * visit per missed frequency, not one per missed month), later past ones are skipped, and future ones
 * are kept up to `today + horizonDays`.
 */
export function dueVisits({
  sites,
  assets,
  lastCompleted,
  today,
  horizonDays,
}: {
  sites: readonly GenerationSite[];
  assets: readonly GenerationAsset[];
  /** `${siteId}:${frequency}` → the date of the last completed visit that covered it. */
  lastCompleted: ReadonlyMap<string, string>;
  today: string;
  horizonDays: number;
}): DueVisit[] {
  const end = fromDay(toDay(today) + horizonDays);
  const created = new Map(sites.map((s) => [s.id, s.createdOn]));
  // site → date → asset → frequencies
  const bySite = new Map<string, Map<string, Map<string, Set<Frequency>>>>();
  for (const asset of assets) {
    const siteCreated = created.get(asset.siteId);
    const type = assetTypeOf(asset.assetType);
    if (siteCreated === undefined || !type) continue;
    const frequencies = new Set(type.tasks.map((t) => t.frequency));
    for (const frequency of frequencies) {
      // The site's creation stands in only for what nothing else dates: a paper's date is known history.
      let anchor = asset.installedOn ?? asset.anchors?.[frequency] ?? siteCreated;
      const done = lastCompleted.get(`${asset.siteId}:${frequency}`);
      if (done && done > anchor) anchor = done;
      const own = asset.anchors?.[frequency];
      if (own && own > anchor) anchor = own;
      const dates: string[] = [];
      const first = occurrence(anchor, frequency, 1);
      if (first > end) continue;
      dates.push(first);
      if (first < today) {
        // Skip the other missed occurrences: jump near today, then step to the first one not past.
        const step = FREQUENCY_INTERVALS[frequency];
        const approxDays = step.days ?? (step.months ?? 1) * 30.436875;
        let k = Math.max(2, Math.floor((toDay(today) - toDay(anchor)) / approxDays) - 1);
        let date = occurrence(anchor, frequency, k);
        while (date < today) {
          k += 1;
          date = occurrence(anchor, frequency, k);
        }
        for (; date <= end; k += 1, date = occurrence(anchor, frequency, k)) dates.push(date);
      } else {
        for (let k = 2; ; k += 1) {
          const date = occurrence(anchor, frequency, k);
          if (date > end) break;
          dates.push(date);
        }
      }
      const byDate = getOrAdd(bySite, asset.siteId, () => new Map<string, Map<string, Set<Frequency>>>());
      for (const date of dates) {
        const byAsset = getOrAdd(byDate, date, () => new Map<string, Set<Frequency>>());
        getOrAdd(byAsset, asset.id, () => new Set<Frequency>()).add(frequency);
      }
    }
  }
  const visits: DueVisit[] = [];
  for (const [siteId, byDate] of bySite) {
    for (const [dueDate, byAsset] of byDate) {
      const all = new Set<Frequency>();
      const covers: VisitCover[] = [];
      for (const [assetId, set] of byAsset) {
        const frequencies = FREQUENCIES.filter((f) => set.has(f));
        for (const f of frequencies) all.add(f);
        covers.push({ assetId, frequencies });
      }
      const frequencies = FREQUENCIES.filter((f) => all.has(f));
      const frequency = frequencies.reduce((a, b) => ((RANK.get(b) ?? 0) > (RANK.get(a) ?? 0) ? b : a));
      visits.push({ siteId, dueDate, frequency, frequencies, covers });
    }
  }
  return visits.sort((a, b) => a.siteId.localeCompare(b.siteId) || a.dueDate.localeCompare(b.dueDate));
}
