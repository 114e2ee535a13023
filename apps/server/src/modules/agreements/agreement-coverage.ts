/**
 * Which visits an agreement covers (issue 29 §1): a visit of a covered site, due inside an ACTIVE
 * agreement's term (to the end of time while it renews itself), carries the agreement's id; any other
 * visit (a call-out, a repair, a site without an agreement) is chargeable. Marked on acceptance and
 * wherever visits are generated (visits.service.ts); cleared from open visits when it is cancelled.
 * agreementRatesForVisit is what invoicing of chargeable work reads.
 */
import type { AgreementRates } from '@firebreak/shared';
import type { ServiceDeps } from '../../lib/context';
import { ratesOf } from './agreements.mapper';

const FOREVER = '9999-12-31';

/** Marks the unmarked visits of the given sites (or of every site) that an ACTIVE agreement covers. */
export async function markCoveredVisits(
  { db }: ServiceDeps<'db'>,
  { siteIds, agreementId }: { siteIds?: readonly string[]; agreementId?: string },
): Promise<number> {
  if (siteIds && siteIds.length === 0) return 0;
  let query = db
    .selectFrom('agreements')
    .innerJoin('agreement_sites', 'agreement_sites.agreement_id', 'agreements.id')
    .select([
      'agreements.id',
      'agreements.start_date',
      'agreements.end_date',
      'agreements.auto_renew',
      'agreement_sites.site_id',
    ])
    .where('agreements.status', '=', 'ACTIVE');
  if (agreementId) query = query.where('agreements.id', '=', agreementId);
  if (siteIds) query = query.where('agreement_sites.site_id', 'in', [...siteIds]);
  const covers = await query.orderBy('agreements.start_date').orderBy('agreements.id').execute();
  let marked = 0;
  for (const cover of covers) {
    const result = await db
      .updateTable('inspection_visits')
      .set({ agreement_id: cover.id })
      .where('site_id', '=', cover.site_id)
      // Routine inspections only: a call-out or a repair is chargeable work (decision 0088).
      .where('kind', '=', 'ROUTINE')
      .where('agreement_id', 'is', null)
      .where('due_date', '>=', cover.start_date)
      .where('due_date', '<=', Number(cover.auto_renew) === 1 ? FOREVER : cover.end_date)
      .executeTakeFirst();
    marked += Number(result.numUpdatedRows);
  }
  return marked;
}

/** The rates for work outside an agreement on this visit's site: its ACTIVE agreement's, or null. */
export async function agreementRatesForVisit(
  { db }: ServiceDeps<'db'>,
  visitId: string,
): Promise<(AgreementRates & { agreementId: string; agreementNumber: string; covered: boolean }) | null> {
  const visit = await db
    .selectFrom('inspection_visits')
    .select(['site_id', 'due_date', 'agreement_id'])
    .where('id', '=', visitId)
    .executeTakeFirst();
  if (!visit) return null;
  let query = db.selectFrom('agreements').selectAll('agreements').where('agreements.status', '=', 'ACTIVE');
  query = visit.agreement_id
    ? query.where('agreements.id', '=', visit.agreement_id)
    : query
        .innerJoin('agreement_sites', 'agreement_sites.agreement_id', 'agreements.id')
        .where('agreement_sites.site_id', '=', visit.site_id)
        .where('agreements.start_date', '<=', visit.due_date)
        .where((eb) =>
          eb.or([eb('agreements.end_date', '>=', visit.due_date), eb('agreements.auto_renew', '=', 1)]),
        );
  const agreement = await query.orderBy('agreements.start_date', 'desc').executeTakeFirst();
  if (!agreement) return null;
  return {
    ...ratesOf(agreement),
    agreementId: agreement.id,
    agreementNumber: agreement.number,
    covered: visit.agreement_id === agreement.id,
  };
}
