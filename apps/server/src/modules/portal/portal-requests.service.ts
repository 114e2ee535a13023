/**
 * 'Report a fault' (issue 31, decision 0092): a client's contact reports a fault at one of their sites,
 * with a photo if they have one. The report is a service_requests row (FR-YYYY-NNNN) and a CALL_OUT
 * visit opened through the office's own call-out path, written in one transaction; the visit's status
 * is the request's (requestStatusOf), so the office works it as any call-out and the portal follows.
 * The photo goes through the visit photos' checks and re-encoding (visit-work.service.ts) before
 * anything is written: a refused file leaves no request and no visit.
 */
import { randomUUID } from 'node:crypto';
import {
  johannesburgDate,
  PORTAL_MESSAGES,
  PORTAL_REQUEST_MESSAGES,
  type PortalRequest,
  type PortalRequestInput,
  type RequestUrgency,
  requestDueDate,
  requestReference,
  requestStatusOf,
  VISIT_CHARGE_LIMITS,
} from '@firebreak/shared';
import type { ServiceDeps } from '../../lib/context';
import { notFound } from '../../lib/errors';
import type { Actor } from '../../lib/permissions';
import { nextInYear } from '../../lib/year-counters';
import { recordAudit } from '../audit/audit.service';
import type { DispatchChange } from '../dispatch/dispatch-events';
import { insertCallOut } from '../visits/visit-charges.service';
import { processPhoto } from '../visits/visit-work.service';
import { portalClientIds, portalSiteOr404 } from './portal-access';
import { requestPhotoBytes } from './visit-request';

/** The most requests one answer lists (newest first). */
const LIST_MAX = 500;

const portalPhotoUrl = (id: string) => `/api/portal/requests/${id}/photo`;

/** The call-out's reason, within the call-out's own limit (the request keeps the whole description). */
function callOutReason(contact: string, reference: string, description: string): string {
  const reason = PORTAL_REQUEST_MESSAGES.callOutReason(contact, reference, description);
  const max = VISIT_CHARGE_LIMITS.reasonMax;
  return reason.length <= max ? reason : `${reason.slice(0, max - 1)}…`;
}

type RequestRow = {
  id: string;
  reference: string;
  site_id: string;
  site_name: string;
  description: string;
  urgency: string;
  photo_id: string | null;
  created_at: string;
  first_name: string;
  last_name: string;
  visit_status: string;
  scheduled_for: string | null;
};

function toRequest(row: RequestRow): PortalRequest {
  const status = requestStatusOf(row.visit_status);
  const booked = status === 'SCHEDULED' || status === 'ON_SITE' || status === 'DONE';
  return {
    id: row.id,
    reference: row.reference,
    siteId: row.site_id,
    siteName: row.site_name,
    description: row.description,
    urgency: row.urgency as RequestUrgency,
    status,
    scheduledFor: booked ? row.scheduled_for : null,
    reportedBy: `${row.first_name} ${row.last_name}`.trim(),
    createdAt: row.created_at,
    photoUrl: row.photo_id ? portalPhotoUrl(row.id) : null,
  };
}

function requestQuery({ db }: ServiceDeps<'db'>) {
  return db
    .selectFrom('service_requests as r')
    .innerJoin('sites as s', 's.id', 'r.site_id')
    .innerJoin('inspection_visits as v', 'v.id', 'r.visit_id')
    .innerJoin('users as u', 'u.id', 'r.created_by')
    .select([
      'r.id',
      'r.reference',
      'r.site_id',
      's.name as site_name',
      'r.description',
      'r.urgency',
      'r.photo_id',
      'r.created_at',
      'u.first_name',
      'u.last_name',
      'v.status as visit_status',
      'v.scheduled_for',
    ]);
}

/**
 * POST /api/portal/requests. `photo` is the upload's bytes (null: none sent). Another client's site
 * is a 404; a photo that is not a JPEG, PNG or WebP is a 415, one that cannot be read a 400.
 */
export async function createPortalRequest({
  db,
  events,
  fileParsing,
  actor,
  input,
  photo,
  now = new Date(),
}: ServiceDeps<'db' | 'events' | 'fileParsing'> & {
  actor: Actor;
  input: Required<PortalRequestInput>;
  photo: Buffer | null;
  now?: Date;
}): Promise<PortalRequest> {
  const site = await portalSiteOr404({ db }, actor.id, input.siteId);
  const stored = photo ? await processPhoto(fileParsing, photo) : null;
  const contact = await db
    .selectFrom('users')
    .select(['first_name', 'last_name'])
    .where('id', '=', actor.id)
    .executeTakeFirstOrThrow();
  const contactName = `${contact.first_name} ${contact.last_name}`.trim();
  const today = johannesburgDate(now);
  const due = requestDueDate(today, input.urgency);
  const stamp = now.toISOString();
  const id = randomUUID();
  const photoId = stored ? randomUUID() : null;

  const { reference, visitId } = await db.transaction().execute(async (trx) => {
    const reference = requestReference(
      Number(today.slice(0, 4)),
      await nextInYear(trx, 'service_request_counters', Number(today.slice(0, 4))),
    );
    if (stored && photoId)
      await trx
        .insertInto('service_request_photos')
        .values({
          id: photoId,
          width: stored.width,
          height: stored.height,
          data: stored.jpeg,
          created_at: stamp,
        })
        .execute();
    const visitId = await insertCallOut({
      db: trx,
      actor,
      siteId: site.id,
      input: { reason: callOutReason(contactName, reference, input.description), date: due },
      technicianId: null,
      now,
    });
    await trx
      .insertInto('service_requests')
      .values({
        id,
        reference,
        client_id: site.client_id,
        site_id: site.id,
        visit_id: visitId,
        description: input.description,
        urgency: input.urgency,
        photo_id: photoId,
        created_by: actor.id,
        created_at: stamp,
      })
      .execute();
    await recordAudit({
      db: trx,
      actor,
      action: 'create',
      entity: 'service-request',
      entityId: id,
      after: {
        reference,
        siteId: site.id,
        clientId: site.client_id,
        visitId,
        urgency: input.urgency,
        description: input.description,
        photo: stored ? { width: stored.width, height: stored.height } : null,
      },
    });
    return { reference, visitId };
  });

  // The office's screens: the Visits page and the compliance figures, and the Dispatch board (its
  // Unassigned strip); then the client's contacts' portal screens.
  events.emit('visits.changed', { siteId: site.id });
  const board: DispatchChange = {
    payload: { visitId, dates: [due], message: `${site.name}: fault reported (${reference})` },
    notices: [],
  };
  events.emit('dispatch.changed', board);
  events.emit('portal.changed', { clientId: site.client_id, what: 'requests' });
  const row = await requestQuery({ db }).where('r.id', '=', id).executeTakeFirstOrThrow();
  return toRequest(row);
}

/** GET /api/portal/requests[?siteId]: the contact's clients' requests, newest first. */
export async function listPortalRequests({
  db,
  userId,
  siteId,
}: ServiceDeps<'db'> & { userId: string; siteId?: string | undefined }): Promise<PortalRequest[]> {
  if (siteId) await portalSiteOr404({ db }, userId, siteId);
  const clientIds = await portalClientIds({ db }, userId);
  if (clientIds.length === 0) return [];
  const rows = await requestQuery({ db })
    .where('s.client_id', 'in', clientIds)
    .$if(Boolean(siteId), (q) => q.where('r.site_id', '=', siteId as string))
    .orderBy('r.created_at', 'desc')
    .orderBy('r.reference', 'desc')
    .limit(LIST_MAX)
    .execute();
  return rows.map(toRequest);
}

/** GET /api/portal/requests/:id/photo: the stored JPEG; another client's request is a 404. */
export async function readPortalRequestPhoto({
  db,
  userId,
  id,
}: ServiceDeps<'db'> & { userId: string; id: string }): Promise<Buffer> {
  const clientIds = await portalClientIds({ db }, userId);
  const request = clientIds.length
    ? await db
        .selectFrom('service_requests as r')
        .innerJoin('sites as s', 's.id', 'r.site_id')
        .select('r.photo_id')
        .where('r.id', '=', id)
        .where('s.client_id', 'in', clientIds)
        .executeTakeFirst()
    : undefined;
  if (!request) throw notFound(PORTAL_MESSAGES.notFound);
  return requestPhotoBytes({ db }, request.photo_id);
}
