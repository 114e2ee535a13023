/**
 * Visits for server tests: a site of its own with one extinguisher, its first due visit assigned to a
 * person, and the field work that finishes it (results, signature, completion) through the API.
 */
import { randomUUID } from 'node:crypto';
import { addDays, todayInSouthAfrica, visitDetailSchema, visitSchema } from '@firebreak/shared';
import type { FastifyInstance } from 'fastify';
import { bearer, qualify } from './factories';

type Outcome = 'PASS' | 'FAIL' | 'NOT_TESTED';

async function call(app: FastifyInstance, token: string, method: string, url: string, payload?: object) {
  const response = await app.inject({
    method: method as 'GET',
    url,
    headers: bearer(token),
    ...(payload ? { payload } : {}),
  });
  if (response.statusCode >= 300)
    throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  return response.json();
}

/** A new client and site with one DCP extinguisher; its first visit, scheduled for `personId`. */
export async function visitFor(
  app: FastifyInstance,
  office: string,
  personId: string,
  siteName = `Site ${randomUUID().slice(0, 8)}`,
  /** An administrator's reason to book someone without the registration (decision 0091). */
  overrideReason?: string,
) {
  const today = todayInSouthAfrica();
  const client = await call(app, office, 'POST', '/api/clients', {
    name: `${siteName} Management`,
    type: 'Commercial',
    status: 'Active',
  });
  const site = await call(app, office, 'POST', `/api/clients/${client.id}/sites`, {
    name: siteName,
    address: '1 Test Street, Midrand, 1685',
    contactName: 'Thandi Mokoena',
    contactPhone: '011 555 0199',
    accessNotes: 'Reception',
  });
  const asset = await call(app, office, 'POST', `/api/sites/${site.id}/assets`, {
    type: 'EXTINGUISHER_DCP',
    make: 'Chubb',
    model: '4.5 kg DCP',
    serial: `DCP-${randomUUID().slice(0, 6)}`,
    location: 'Reception',
    installedOn: addDays(today, -40),
  });
  const visits = visitSchema
    .array()
    .parse(
      await call(
        app,
        office,
        'GET',
        `/api/visits?siteId=${site.id}&from=${addDays(today, -60)}&to=${addDays(today, 120)}`,
      ),
    );
  const visit = visits[0];
  if (!visit) throw new Error('no visit was generated');
  // The kit's extinguisher needs a current Portable extinguishers registration (decision 0091): a person
  // without one is qualified here, unless the test books them with an administrator's override.
  const registered = await app.context.db
    .selectFrom('personnel_registrations')
    .select('id')
    .where('personnel_id', '=', personId)
    .where('category', '=', 'PORTABLE_EXTINGUISHERS')
    .where('expires_on', '>=', addDays(today, 1))
    .executeTakeFirst();
  if (!registered && !overrideReason) await qualify(app, personId);
  await call(app, office, 'PATCH', `/api/visits/${visit.id}`, {
    scheduledFor: addDays(today, 1),
    technicianId: personId,
    ...(overrideReason ? { overrideReason } : {}),
  });
  return { visitId: visit.id, siteId: site.id as string, assetId: asset.id as string, siteName };
}

/** The checks of every task of the visit's assets, all with `outcome`. */
export async function recordResults(
  app: FastifyInstance,
  token: string,
  visitId: string,
  outcome: Outcome = 'PASS',
  notes = '',
  recordedAt = '2026-03-02T08:15:00.000Z',
) {
  const visit = visitDetailSchema.parse(await call(app, token, 'GET', `/api/visits/${visitId}`));
  for (const asset of visit.assets)
    await call(app, token, 'PUT', `/api/visits/${visitId}/results/${asset.id}`, {
      checks: asset.tasks.map((_, taskIndex) => ({ taskIndex, outcome })),
      readings: [],
      notes,
      recordedAt,
    });
  return visit;
}

/** The client's signature as the phone sends it. */
export const signatureBody = (png: Buffer, signedBy = 'Thandi Mokoena') => ({
  signedBy,
  image: `data:image/png;base64,${png.toString('base64')}`,
});

/** Results (all passed), the signature and completion: the visit's report and certificate ids. */
export async function finishVisit(app: FastifyInstance, token: string, visitId: string, signature: Buffer) {
  await recordResults(app, token, visitId);
  await call(app, token, 'PUT', `/api/visits/${visitId}/signature`, signatureBody(signature));
  await call(app, token, 'POST', `/api/visits/${visitId}/complete`);
  const visit = visitDetailSchema.parse(await call(app, token, 'GET', `/api/visits/${visitId}`));
  return {
    reportId: visit.work.reportDocumentId as string,
    certificateId: visit.work.certificateDocumentId as string,
  };
}

/** A multipart body as a phone's FormData sends it; the file (when given) in `fileField`. */
export function multipart(
  fields: Record<string, string>,
  file: { name: string; type: string; data: Buffer } | null,
  fileField = 'file',
) {
  const boundary = `----firebreak${randomUUID()}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${fileField}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
