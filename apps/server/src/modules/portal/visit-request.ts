/**
 * The office's side of a portal fault report (decision 0092): the request behind a call-out, for the
 * visit's detail (GET /api/visits/:id), and its photo for staff. Imports nothing from the visits
 * module, which reads it.
 */
import type { RequestUrgency, VisitRequest } from '@firebreak/shared';
import type { ServiceDeps } from '../../lib/context';
import { notFound } from '../../lib/errors';

const staffPhotoUrl = (visitId: string) => `/api/visits/${visitId}/request/photo`;

/** A request's stored JPEG; 404 when it has none. */
export async function requestPhotoBytes({ db }: ServiceDeps<'db'>, photoId: string | null): Promise<Buffer> {
  const photo = photoId
    ? await db
        .selectFrom('service_request_photos')
        .select('data')
        .where('id', '=', photoId)
        .executeTakeFirst()
    : undefined;
  if (!photo) throw notFound('Photo not found');
  return Buffer.from(photo.data);
}

/** The request behind a call-out; null for any other visit. */
export async function visitRequestOf(
  { db }: ServiceDeps<'db'>,
  visitId: string,
): Promise<VisitRequest | null> {
  const row = await db
    .selectFrom('service_requests as r')
    .innerJoin('users as u', 'u.id', 'r.created_by')
    .select(['r.reference', 'r.urgency', 'r.description', 'r.photo_id', 'u.first_name', 'u.last_name'])
    .where('r.visit_id', '=', visitId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    reference: row.reference,
    reportedBy: `${row.first_name} ${row.last_name}`.trim(),
    urgency: row.urgency as RequestUrgency,
    description: row.description,
    photoUrl: row.photo_id ? staffPhotoUrl(visitId) : null,
  };
}

/** GET /api/visits/:id/request/photo: the caller has read the visit already (readableRow). */
export async function readVisitRequestPhoto({ db }: ServiceDeps<'db'>, visitId: string): Promise<Buffer> {
  const row = await db
    .selectFrom('service_requests')
    .select('photo_id')
    .where('visit_id', '=', visitId)
    .executeTakeFirst();
  return requestPhotoBytes({ db }, row?.photo_id ?? null);
}
