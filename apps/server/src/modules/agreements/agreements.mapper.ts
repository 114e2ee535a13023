/**
 * An agreement's rows in their API shapes: the summary a list shows and the whole agreement with its
 * sites, covered items (each with the standard and frequencies its schedule comes from), rates and
 * escalations.
 */
import {
  type Agreement,
  type AgreementStatus,
  type AgreementSummary,
  assetTypeOf,
  type BillingCadence,
  type BillingTiming,
  bpToPercent,
  type FireSystem,
  FREQUENCIES,
  type Frequency,
  MAINTENANCE_CATALOGUE,
  noticeDeadline,
  SYSTEM_LABELS,
  SYSTEM_STANDARDS,
} from '@firebreak/shared';
import type { AgreementsTable } from '../../db/schema/agreements';
import type { ServiceDeps } from '../../lib/context';
import { notFound } from '../../lib/errors';

type SummaryRow = AgreementsTable & { client_name: string };

function frequenciesOf(assetType: string | null, system: string | null): Frequency[] {
  const types = assetType
    ? [assetTypeOf(assetType)].filter((t) => t !== undefined)
    : MAINTENANCE_CATALOGUE.filter((t) => t.system === system);
  const found = new Set(types.flatMap((t) => t.tasks.map((task) => task.frequency)));
  return FREQUENCIES.filter((f) => found.has(f));
}

export async function summariesOf(
  { db }: ServiceDeps<'db'>,
  rows: readonly SummaryRow[],
): Promise<AgreementSummary[]> {
  const ids = rows.map((row) => row.id);
  const sites = ids.length
    ? await db
        .selectFrom('agreement_sites')
        .innerJoin('sites', 'sites.id', 'agreement_sites.site_id')
        .select(['agreement_sites.agreement_id', 'sites.name'])
        .where('agreement_sites.agreement_id', 'in', ids)
        .orderBy('agreement_sites.position')
        .execute()
    : [];
  const names = new Map<string, string[]>();
  for (const site of sites)
    names.set(site.agreement_id, [...(names.get(site.agreement_id) ?? []), site.name]);
  return rows.map((row) => toSummary(row, names.get(row.id) ?? []));
}

export function toSummary(row: SummaryRow, siteNames: string[]): AgreementSummary {
  return {
    id: row.id,
    number: row.number,
    clientId: row.client_id,
    clientName: row.client_name,
    status: row.status as AgreementStatus,
    startDate: row.start_date,
    endDate: row.end_date,
    noticeDays: Number(row.notice_days),
    autoRenew: Number(row.auto_renew) === 1,
    cadence: row.cadence as BillingCadence,
    timing: row.timing as BillingTiming,
    feeCents: Number(row.fee_cents),
    siteCount: siteNames.length,
    siteNames,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export const summaryQuery = ({ db }: ServiceDeps<'db'>) =>
  db
    .selectFrom('agreements')
    .innerJoin('clients', 'clients.id', 'agreements.client_id')
    .selectAll('agreements')
    .select('clients.name as client_name');

export const ratesOf = (row: AgreementsTable) => ({
  callOutFeeCents: Number(row.call_out_fee_cents),
  hourlyRateCents: Number(row.hourly_rate_cents),
  travelPerKmCents: Number(row.travel_per_km_cents),
  partsMarkupPercent: bpToPercent(Number(row.parts_markup_bp)),
});

export async function readAgreement({ db }: ServiceDeps<'db'>, id: string): Promise<Agreement> {
  const row = await summaryQuery({ db }).where('agreements.id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Agreement not found');
  const [sites, items, escalations, covered] = await Promise.all([
    db
      .selectFrom('agreement_sites')
      .innerJoin('sites', 'sites.id', 'agreement_sites.site_id')
      .select(['sites.id', 'sites.name'])
      .where('agreement_sites.agreement_id', '=', id)
      .orderBy('agreement_sites.position')
      .execute(),
    db
      .selectFrom('agreement_items')
      .leftJoin('assets', 'assets.id', 'agreement_items.asset_id')
      .select([
        'agreement_items.id',
        'agreement_items.site_id',
        'agreement_items.asset_id',
        'agreement_items.system',
        'agreement_items.custom_interval_days',
        'assets.asset_type',
        'assets.serial',
        'assets.location',
      ])
      .where('agreement_items.agreement_id', '=', id)
      .orderBy('agreement_items.position')
      .execute(),
    db
      .selectFrom('agreement_escalations')
      .selectAll()
      .where('agreement_id', '=', id)
      .orderBy('anniversary')
      .execute(),
    db
      .selectFrom('inspection_visits')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('agreement_id', '=', id)
      .executeTakeFirstOrThrow(),
  ]);
  const summary = toSummary(
    row,
    sites.map((s) => s.name),
  );
  return {
    ...summary,
    sites: sites.map((site) => ({
      siteId: site.id,
      siteName: site.name,
      items: items
        .filter((item) => item.site_id === site.id)
        .map((item) => {
          const type = item.asset_type ? assetTypeOf(item.asset_type) : undefined;
          const system = (item.system as FireSystem | null) ?? type?.system ?? null;
          const assetLabel = item.asset_id
            ? `${type?.label ?? item.asset_type ?? 'Asset'}${item.serial || item.location ? ` ${item.serial || item.location}` : ''}`
            : null;
          const custom = item.custom_interval_days === null ? null : Number(item.custom_interval_days);
          return {
            id: item.id,
            assetId: item.asset_id,
            assetLabel,
            system,
            label: assetLabel ?? (system ? SYSTEM_LABELS[system] : 'Covered item'),
            standard:
              custom !== null ? 'Custom' : (type?.standard ?? (system ? SYSTEM_STANDARDS[system] : '')),
            frequencies: custom !== null ? [] : frequenciesOf(item.asset_type ?? null, system),
            customIntervalDays: custom,
          };
        }),
    })),
    includesRoutineVisits: Number(row.includes_routine_visits) === 1,
    callOutsIncluded: Number(row.call_outs_included),
    labourHoursIncluded: Number(row.labour_hours_included),
    rates: ratesOf(row),
    notes: row.notes,
    acceptedName: row.accepted_name,
    acceptedAt: row.accepted_at,
    declinedName: row.declined_name,
    declinedReason: row.declined_reason,
    declinedAt: row.declined_at,
    documentId: row.document_id,
    noticeDeadline: noticeDeadline(row.end_date, Number(row.notice_days)),
    escalations: escalations.map((e) => ({
      anniversary: e.anniversary,
      percent: bpToPercent(Number(e.pct_bp)),
      oldFeeCents: Number(e.old_fee_cents),
      newFeeCents: Number(e.new_fee_cents),
      createdAt: e.created_at,
    })),
    coveredVisits: Number(covered.n),
  };
}
