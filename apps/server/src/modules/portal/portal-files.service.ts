/**
 * The portal's downloads of a site's files (issue 31): a completed visit's service report and
 * certificate, the very files the library keeps and the office downloads, and a defect's photos as the
 * technician took them. Held to the contact's clients' sites: anything else is 404.
 */
import { PORTAL_MESSAGES } from '@firebreak/shared';
import type { ServiceDeps } from '../../lib/context';
import { notFound } from '../../lib/errors';
import type { ContentStore } from '../../lib/storage/content-store';
import { portalClientIds } from './portal-access';

/** The contact's clients' sites, as a subquery, or null when they see none. */
async function sitesOf({ db }: ServiceDeps<'db'>, userId: string) {
  const clientIds = await portalClientIds({ db }, userId);
  if (clientIds.length === 0) return null;
  return db.selectFrom('sites').select('sites.id').where('sites.client_id', 'in', clientIds);
}

export async function portalVisitDocument(
  { db, store }: ServiceDeps<'db'> & { store: ContentStore },
  userId: string,
  visitId: string,
  which: 'report' | 'certificate',
) {
  const sites = await sitesOf({ db }, userId);
  const column = which === 'report' ? 'v.report_document_id' : 'v.certificate_document_id';
  const row = sites
    ? await db
        .selectFrom('inspection_visits as v')
        .innerJoin('documents as d', 'd.id', column)
        .select(['d.sha256', 'd.file_name'])
        .where('v.id', '=', visitId)
        .where('v.site_id', 'in', sites)
        .where('v.status', '=', 'COMPLETED')
        .executeTakeFirst()
    : undefined;
  if (!row) throw notFound(PORTAL_MESSAGES.documentNotFound);
  try {
    return { fileName: row.file_name, stream: await store.open(row.sha256) };
  } catch {
    throw notFound(PORTAL_MESSAGES.documentNotFound);
  }
}

export async function portalDefectPhoto(
  { db }: ServiceDeps<'db'>,
  userId: string,
  defectId: string,
  photoId: string,
): Promise<Buffer> {
  const sites = await sitesOf({ db }, userId);
  const photo = sites
    ? await db
        .selectFrom('visit_photos as p')
        .innerJoin('visit_defects as d', 'd.id', 'p.defect_id')
        .select('p.data')
        .where('p.id', '=', photoId)
        .where('d.id', '=', defectId)
        .where('d.site_id', 'in', sites)
        .executeTakeFirst()
    : undefined;
  if (!photo) throw notFound(PORTAL_MESSAGES.photoNotFound);
  return Buffer.from(photo.data);
}
