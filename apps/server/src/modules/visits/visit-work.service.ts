/**
 * The work of a visit on site (issue 16, part 2b; docs/decisions/0066): results per asset, defects,
 * photos, the client's signature, and completion, which writes the service report (and, when all
 * passed, the certificate) into the library. Every write is keyed so a phone replaying its queue after
 * a dead spot finds its own row instead of adding another; a write to a closed visit is a 409.
 * Each write that changes something is audited (entity 'visit') in the transaction that makes it;
 * a replay that changes nothing writes no audit row either (decision 0076).
 */

import { createHash } from 'node:crypto';
import {
  type AssetResult,
  type AssetResultInput,
  assetOutcome,
  assetTypeOf,
  type CheckOutcome,
  type Defect,
  type DefectInput,
  type DefectSeverity,
  type DefectStatus,
  documentMetadataSchema,
  type Frequency,
  formatLongDate,
  johannesburgDate,
  mergeRequirements,
  OPEN_VISIT_STATUSES,
  type PhotoFields,
  REGISTRATION_CATEGORY_LABELS,
  REGISTRATION_LEVEL_LABELS,
  type RegistrationCategory,
  type RegistrationLevel,
  type SignatureInput,
  slugify,
  VISIT_STRINGS,
  VISIT_WORK_LIMITS,
  VISIT_WORK_STRINGS,
  type Visit,
  type VisitCover,
  type VisitPhoto,
  type VisitSignature,
  type VisitWork,
} from '@firebreak/shared';
import { fileTypeFromBuffer } from 'file-type';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { VisitDefectsTable, VisitPhotosTable, VisitResultsTable } from '../../db/schema/sites';
import type { FileParsingPool } from '../../jobs/file-parsing/file-parsing-pool';
import { ParseJobError } from '../../jobs/file-parsing/pool';
import type { ServiceDeps } from '../../lib/context';
import { AppError, badRequest, conflict, notFound, serviceUnavailable } from '../../lib/errors';
import type { Company } from '../../lib/pdf-letterhead';
import type { Actor } from '../../lib/permissions';
import { nextInYear } from '../../lib/year-counters';
import { recordAudit } from '../audit/audit.service';
import { createDocument, type DocumentsDeps } from '../documents/documents.service';
import { pngSize } from './png-header';
import { certificateSections, type ReportData, reportSections, sectionsText } from './visit-report';
import {
  assertOpen,
  findRow,
  latestCompletedBySite,
  type Row,
  readableRow,
  scopeOf,
  visitOf,
  workableRow,
} from './visit-rows';
import { clockTime, closeEntry, openEntry } from './visit-time';
import { parseList } from './visits.mapper';

type WorkArgs = ServiceDeps<'db'> & { actor: Actor; id: string; now?: Date };

const PHOTO_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);

const photoUrl = (visitId: string, photoId: string) => `/api/visits/${visitId}/photos/${photoId}`;
const signatureUrl = (visitId: string) => `/api/visits/${visitId}/signature.png`;

/** A visit the actor may work on that is still open. */
async function openRow(db: Kysely<Database>, actor: Actor, id: string): Promise<Row> {
  const row = await workableRow({ db }, actor, id);
  assertOpen(row);
  return row;
}

/** The first write of the field moves a visit not yet started to IN_PROGRESS, audited as its start. */
async function markStarted(db: Kysely<Database>, actor: Actor, row: Row, stamp: string): Promise<void> {
  if (row.status === 'IN_PROGRESS') return;
  const started = await db
    .updateTable('inspection_visits')
    .set({ status: 'IN_PROGRESS', started_at: stamp, updated_at: stamp })
    .where('id', '=', row.id)
    .where('status', 'in', ['DUE', 'SCHEDULED'])
    .executeTakeFirst();
  if (Number(started.numUpdatedRows) === 0) return;
  await recordAudit({
    db,
    actor,
    action: 'start',
    entity: 'visit',
    entityId: row.id,
    before: { status: row.status },
    after: { status: 'IN_PROGRESS', startedAt: stamp },
  });
}

/**
 * A field write in one transaction that first takes the visit's row with a guarded no-op UPDATE: a
 * completion that got there first makes it a 409, and one that comes later waits for it, so nothing is
 * written to a visit after it closed and a report never misses a write that was accepted.
 */
function whileOpen<T>(
  db: Kysely<Database>,
  id: string,
  write: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const open = await trx
      .updateTable('inspection_visits')
      .set((eb) => ({ updated_at: eb.ref('updated_at') }))
      .where('id', '=', id)
      .where('status', 'in', [...OPEN_VISIT_STATUSES])
      .executeTakeFirst();
    if (Number(open.numUpdatedRows) === 0) throw conflict(VISIT_STRINGS.closed);
    return write(trx);
  });
}

/**
 * POST /api/visits/:id/start: IN_PROGRESS, and a stretch on site opens (a Resume after a Pause opens
 * a new one); while one is open, starting again changes nothing. `at`: when the phone recorded it.
 */
export async function startVisit({
  db,
  actor,
  id,
  at,
  now = new Date(),
}: WorkArgs & { at?: string }): Promise<Visit> {
  const row = await openRow(db, actor, id);
  const stamp = clockTime(at, row, now);
  await whileOpen(db, id, async (trx) => {
    const resumed = row.status === 'IN_PROGRESS';
    await markStarted(trx, actor, row, stamp);
    const opened = await openEntry({ db: trx }, id, stamp);
    if (opened && resumed)
      await recordAudit({
        db: trx,
        actor,
        action: 'resume',
        entity: 'visit',
        entityId: id,
        before: { onSite: false },
        after: { onSite: true, at: stamp },
      });
  });
  return visitOf({ db }, await findRow({ db }, id), johannesburgDate(now));
}

/** POST /api/visits/:id/pause: the open stretch on site closes; with none open it changes nothing. */
export async function pauseVisit({
  db,
  actor,
  id,
  at,
  now = new Date(),
}: WorkArgs & { at?: string }): Promise<Visit> {
  const row = await openRow(db, actor, id);
  const stamp = clockTime(at, row, now);
  await whileOpen(db, id, async (trx) => {
    if (await closeEntry({ db: trx }, id, stamp))
      await recordAudit({
        db: trx,
        actor,
        action: 'pause',
        entity: 'visit',
        entityId: id,
        before: { onSite: true },
        after: { onSite: false, at: stamp },
      });
  });
  return visitOf({ db }, await findRow({ db }, id), johannesburgDate(now));
}

function coverOf(row: Row, assetId: string): VisitCover {
  const cover = parseList<VisitCover>(row.covers).find((c) => c.assetId === assetId);
  if (!cover) throw badRequest(VISIT_WORK_STRINGS.assetNotOnVisit);
  return cover;
}

/** The checklist of one asset on this visit, as GET /api/visits/:id lists it (`tasks`). */
function checklistOf(assetType: string, frequencies: readonly Frequency[]) {
  const type = assetTypeOf(assetType);
  return {
    type,
    tasks: (type?.tasks ?? []).filter((t) => frequencies.includes(t.frequency)),
    readings: type?.readings ?? [],
  };
}

/** Refuses a result that could not have been read off this asset; stores nothing in that case. */
function checkResult(input: AssetResultInput, assetType: string, frequencies: readonly Frequency[]) {
  const { tasks, readings } = checklistOf(assetType, frequencies);
  const seenTasks = new Set<number>();
  for (const check of input.checks) {
    if (check.taskIndex >= tasks.length) throw badRequest(VISIT_WORK_STRINGS.taskOutOfRange(check.taskIndex));
    if (seenTasks.has(check.taskIndex)) throw badRequest(VISIT_WORK_STRINGS.taskRepeated(check.taskIndex));
    seenTasks.add(check.taskIndex);
  }
  const seenReadings = new Set<string>();
  for (const reading of input.readings) {
    const spec = readings.find((r) => r.key === reading.key);
    if (!spec) throw badRequest(VISIT_WORK_STRINGS.readingUnknown(reading.key));
    if (seenReadings.has(reading.key)) throw badRequest(VISIT_WORK_STRINGS.readingRepeated(spec.label));
    seenReadings.add(reading.key);
    if (reading.value < spec.min || reading.value > spec.max)
      throw badRequest(VISIT_WORK_STRINGS.readingOutOfRange(spec.label, spec.min, spec.max, spec.unit));
  }
}

type ResultRow = Omit<VisitResultsTable, 'visit_id'>;
const toResult = (row: ResultRow): AssetResult => ({
  assetId: row.asset_id,
  checks: parseList(row.checks),
  readings: parseList(row.readings),
  notes: row.notes,
  recordedAt: row.recorded_at,
  outcome: row.outcome as CheckOutcome,
  updatedAt: row.updated_at,
});

/** PUT /api/visits/:id/results/:assetId: the asset's whole result, replacing the last one. */
export async function putResult({
  db,
  actor,
  id,
  assetId,
  input,
  now = new Date(),
}: WorkArgs & { assetId: string; input: AssetResultInput }): Promise<AssetResult> {
  const row = await openRow(db, actor, id);
  const cover = coverOf(row, assetId);
  const asset = await db
    .selectFrom('assets')
    .select('asset_type')
    .where('id', '=', assetId)
    .executeTakeFirst();
  if (!asset) throw badRequest(VISIT_WORK_STRINGS.assetNotOnVisit);
  checkResult(input, asset.asset_type, cover.frequencies);
  const stamp = now.toISOString();
  const values = {
    checks: JSON.stringify(input.checks),
    readings: JSON.stringify(input.readings),
    notes: input.notes,
    outcome: assetOutcome(input.checks),
    recorded_at: input.recordedAt,
  };
  return whileOpen(db, id, async (trx) => {
    const existing = await trx
      .selectFrom('visit_results')
      .selectAll()
      .where('visit_id', '=', id)
      .where('asset_id', '=', assetId)
      .executeTakeFirst();
    const same =
      existing &&
      existing.checks === values.checks &&
      existing.readings === values.readings &&
      existing.notes === values.notes &&
      existing.recorded_at === values.recorded_at;
    if (!same) {
      await trx
        .insertInto('visit_results')
        .values({ visit_id: id, asset_id: assetId, ...values, updated_at: stamp })
        .onConflict((oc) =>
          oc.columns(['visit_id', 'asset_id']).doUpdateSet({ ...values, updated_at: stamp }),
        )
        .execute();
      await recordAudit({
        db: trx,
        actor,
        action: 'result',
        entity: 'visit',
        entityId: id,
        before: existing ? auditedResult(existing) : null,
        // The asset only on this side, so it stays when the rest is cut to what changed.
        after: { assetId, ...auditedResult(values) },
      });
    }
    await markStarted(trx, actor, row, stamp);
    const stored = await trx
      .selectFrom('visit_results')
      .selectAll()
      .where('visit_id', '=', id)
      .where('asset_id', '=', assetId)
      .executeTakeFirstOrThrow();
    return toResult(stored);
  });
}

/** What the audit trail keeps of a result: the outcome, each check's, the readings, notes and time. */
const auditedResult = (
  result: Pick<ResultRow, 'checks' | 'readings' | 'notes' | 'outcome' | 'recorded_at'>,
) => ({
  outcome: result.outcome,
  checks: parseList<{ outcome: CheckOutcome }>(result.checks).map((c) => c.outcome),
  readings: parseList(result.readings),
  notes: result.notes,
  recordedAt: result.recorded_at,
});

type DefectRow = Omit<VisitDefectsTable, 'site_id' | 'updated_at'> & { quote_number?: string | null };
export const toDefect = (row: DefectRow): Defect => ({
  id: row.id,
  visitId: row.visit_id,
  assetId: row.asset_id,
  severity: row.severity as DefectSeverity,
  description: row.description,
  status: row.status as Defect['status'],
  createdAt: row.created_at,
  quoteId: row.quote_id,
  quoteNumber: row.quote_number ?? null,
  resolvedAt: row.resolved_at,
});

const auditedDefect = (defect: Pick<DefectRow, 'asset_id' | 'severity' | 'description'>) => ({
  assetId: defect.asset_id,
  severity: defect.severity,
  description: defect.description,
});

/**
 * PUT /api/visits/:id/defects/:defectId: creates the defect under the phone's id, or changes it.
 * An id already used on another visit is a 409, in the same statement, so a race cannot steal it.
 */
export async function putDefect({
  db,
  actor,
  id,
  defectId,
  input,
  now = new Date(),
}: WorkArgs & { defectId: string; input: DefectInput }): Promise<{
  defect: Defect;
  created: boolean;
  siteId: string;
}> {
  const row = await openRow(db, actor, id);
  if (input.assetId !== null) coverOf(row, input.assetId);
  const stamp = now.toISOString();
  const before = await db
    .selectFrom('visit_defects')
    .select('visit_id')
    .where('id', '=', defectId)
    .executeTakeFirst();
  if (before && before.visit_id !== id) throw conflict(VISIT_WORK_STRINGS.idTaken);
  const changes = { asset_id: input.assetId, severity: input.severity, description: input.description };
  return whileOpen(db, id, async (trx) => {
    const existing = await trx
      .selectFrom('visit_defects')
      .select(['asset_id', 'severity', 'description'])
      .where('id', '=', defectId)
      .where('visit_id', '=', id)
      .executeTakeFirst();
    const stored = await trx
      .insertInto('visit_defects')
      .values({
        id: defectId,
        visit_id: id,
        site_id: row.site_id,
        ...changes,
        status: 'OPEN',
        created_at: stamp,
        updated_at: stamp,
      })
      .onConflict((oc) =>
        oc
          .column('id')
          .doUpdateSet({ ...changes, updated_at: stamp })
          .where('visit_defects.visit_id', '=', id),
      )
      .returningAll()
      .executeTakeFirst();
    if (!stored) throw conflict(VISIT_WORK_STRINGS.idTaken);
    const same =
      existing &&
      existing.asset_id === changes.asset_id &&
      existing.severity === changes.severity &&
      existing.description === changes.description;
    if (!same)
      await recordAudit({
        db: trx,
        actor,
        action: 'defect',
        entity: 'visit',
        entityId: id,
        before: existing ? auditedDefect(existing) : null,
        after: { defectId, ...auditedDefect(changes) },
      });
    await markStarted(trx, actor, row, stamp);
    return { defect: toDefect(stored), created: !before, siteId: row.site_id };
  });
}

/** DELETE /api/visits/:id/defects/:defectId: gone, and its photos no longer point at it; replays are no-ops. */
export async function deleteDefect({
  db,
  actor,
  id,
  defectId,
}: WorkArgs & { defectId: string }): Promise<{ siteId: string }> {
  const row = await openRow(db, actor, id);
  const before = await db
    .selectFrom('visit_defects')
    .select('visit_id')
    .where('id', '=', defectId)
    .executeTakeFirst();
  if (before && before.visit_id !== id) throw conflict(VISIT_WORK_STRINGS.idTaken);
  await whileOpen(db, id, async (trx) => {
    await trx
      .updateTable('visit_photos')
      .set({ defect_id: null })
      .where('visit_id', '=', id)
      .where('defect_id', '=', defectId)
      .execute();
    const gone = await trx
      .deleteFrom('visit_defects')
      .where('id', '=', defectId)
      .where('visit_id', '=', id)
      .returning(['asset_id', 'severity', 'description'])
      .executeTakeFirst();
    if (gone)
      await recordAudit({
        db: trx,
        actor,
        action: 'delete-defect',
        entity: 'visit',
        entityId: id,
        before: { defectId, ...auditedDefect(gone) },
      });
  });
  return { siteId: row.site_id };
}

/** DELETE /api/visits/:id/photos/:photoId: a photo taken in error; a no-op when already gone. */
export async function deletePhoto({ db, actor, id, photoId }: WorkArgs & { photoId: string }): Promise<void> {
  await openRow(db, actor, id);
  const before = await db
    .selectFrom('visit_photos')
    .select('visit_id')
    .where('id', '=', photoId)
    .executeTakeFirst();
  if (before && before.visit_id !== id) throw conflict(VISIT_WORK_STRINGS.idTaken);
  await whileOpen(db, id, async (trx) => {
    const gone = await trx
      .deleteFrom('visit_photos')
      .where('id', '=', photoId)
      .where('visit_id', '=', id)
      .returning(['asset_id', 'defect_id', 'caption'])
      .executeTakeFirst();
    if (gone)
      await recordAudit({
        db: trx,
        actor,
        action: 'delete-photo',
        entity: 'visit',
        entityId: id,
        before: { photoId, assetId: gone.asset_id, defectId: gone.defect_id, caption: gone.caption },
      });
  });
}

const PHOTO_COLUMNS = [
  'id',
  'visit_id',
  'asset_id',
  'defect_id',
  'caption',
  'width',
  'height',
  'created_at',
] as const;
type PhotoRow = Pick<VisitPhotosTable, (typeof PHOTO_COLUMNS)[number]>;
const toPhoto = (row: PhotoRow): VisitPhoto => ({
  id: row.id,
  assetId: row.asset_id,
  defectId: row.defect_id,
  caption: row.caption,
  width: Number(row.width),
  height: Number(row.height),
  url: photoUrl(row.visit_id, row.id),
  createdAt: row.created_at,
});

const IMAGES_BUSY = 'The server is busy reading other files: try again in a minute';

/**
 * An image job in the parse pool (visit-images.ts). A picture sharp cannot read, one that claims too
 * many pixels, or one that would take too long or too much memory is the sender's problem (400); a
 * full queue is the server's (503), which the phone retries.
 */
async function imageJob<K extends 'visit-photo' | 'visit-signature'>(
  pool: FileParsingPool,
  job: K,
  data: Uint8Array,
  refused: string,
) {
  try {
    return await pool.run(job, data, {});
  } catch (error) {
    if (!(error instanceof ParseJobError)) throw error;
    if (error.reason === 'busy' || error.reason === 'closed') throw serviceUnavailable(IMAGES_BUSY);
    throw badRequest(refused);
  }
}

/** A photo may point only at a defect recorded on its own visit. */
async function assertDefectOnVisit(db: Kysely<Database>, visitId: string, defectId: string): Promise<void> {
  const defect = await db
    .selectFrom('visit_defects')
    .select('id')
    .where('id', '=', defectId)
    .where('visit_id', '=', visitId)
    .executeTakeFirst();
  if (!defect) throw badRequest(VISIT_WORK_STRINGS.defectNotOnVisit);
}

/**
 * The stored form of a photo, made in the parse pool after its real type is checked here (JPEG, PNG
 * or WebP by its bytes: 415 otherwise; unreadable, too many pixels: 400; a full pool: 503). The
 * portal's fault report sends its photo through here too.
 */
export async function processPhoto(pool: FileParsingPool, data: Buffer) {
  const type = await fileTypeFromBuffer(data);
  if (!type || !PHOTO_TYPES.has(type.mime))
    throw new AppError(415, VISIT_WORK_STRINGS.photoNotImage, 'UNSUPPORTED_TYPE');
  const photo = await imageJob(pool, 'visit-photo', data, VISIT_WORK_STRINGS.photoUnreadable);
  return { ...photo, jpeg: Buffer.from(photo.jpeg), thumbnail: Buffer.from(photo.thumbnail) };
}

/**
 * PUT /api/visits/:id/photos/:photoId. A replay of a stored id answers the stored photo without
 * reading the upload again (`created: false`).
 */
export async function putPhoto({
  db,
  fileParsing,
  actor,
  id,
  photoId,
  fields,
  data,
  now = new Date(),
}: WorkArgs & ServiceDeps<'fileParsing'> & { photoId: string; fields: PhotoFields; data: Buffer }): Promise<{
  photo: VisitPhoto;
  created: boolean;
}> {
  const row = await openRow(db, actor, id);
  const existing = await db
    .selectFrom('visit_photos')
    .select(PHOTO_COLUMNS)
    .where('id', '=', photoId)
    .executeTakeFirst();
  if (existing) {
    if (existing.visit_id !== id) throw conflict(VISIT_WORK_STRINGS.idTaken);
    return { photo: toPhoto(existing), created: false };
  }
  if (fields.assetId) coverOf(row, fields.assetId);
  if (fields.defectId) await assertDefectOnVisit(db, id, fields.defectId);
  const count = await db
    .selectFrom('visit_photos')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('visit_id', '=', id)
    .executeTakeFirstOrThrow();
  if (Number(count.n) >= VISIT_WORK_LIMITS.photosPerVisitMax) throw badRequest(VISIT_WORK_STRINGS.photoLimit);
  if (data.length > VISIT_WORK_LIMITS.photoMaxBytes)
    throw new AppError(413, VISIT_WORK_STRINGS.photoTooLarge, 'TOO_LARGE');
  const { jpeg, thumbnail, width, height } = await processPhoto(fileParsing, data);
  const stamp = now.toISOString();
  return whileOpen(db, id, async (trx) => {
    // Again under the visit's lock: the defect may have been removed while the photo was processed.
    if (fields.defectId) await assertDefectOnVisit(trx, id, fields.defectId);
    // Two replays racing: the second insert finds the first's row and answers it.
    const inserted = await trx
      .insertInto('visit_photos')
      .values({
        id: photoId,
        visit_id: id,
        asset_id: fields.assetId ?? null,
        defect_id: fields.defectId ?? null,
        caption: fields.caption ?? '',
        width,
        height,
        data: jpeg,
        thumbnail,
        created_at: stamp,
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0)
      await recordAudit({
        db: trx,
        actor,
        action: 'photo',
        entity: 'visit',
        entityId: id,
        after: {
          photoId,
          assetId: fields.assetId ?? null,
          defectId: fields.defectId ?? null,
          caption: fields.caption ?? '',
          width,
          height,
        },
      });
    await markStarted(trx, actor, row, stamp);
    const stored = await trx
      .selectFrom('visit_photos')
      .select(PHOTO_COLUMNS)
      .where('id', '=', photoId)
      .executeTakeFirstOrThrow();
    if (stored.visit_id !== id) throw conflict(VISIT_WORK_STRINGS.idTaken);
    return { photo: toPhoto(stored), created: true };
  });
}

/** GET /api/visits/:id/photos/:photoId: the stored JPEG. */
export async function readPhoto({ db, actor, id, photoId }: WorkArgs & { photoId: string }): Promise<Buffer> {
  await readableRow({ db }, actor, id);
  const photo = await db
    .selectFrom('visit_photos')
    .select('data')
    .where('id', '=', photoId)
    .where('visit_id', '=', id)
    .executeTakeFirst();
  if (!photo) throw notFound('Photo not found');
  return Buffer.from(photo.data);
}

/**
 * The signature's upload refused from its header, before anything decodes it: not a PNG, or more
 * pixels on a side than any signature pad makes (the 389 KB, 10000 × 10000 PNG of issue 25 would
 * decode to 400 MB). What passes is re-encoded in the parse pool (visit-images.ts); only that is kept.
 */
function checkSignatureUpload(png: Buffer): void {
  if (png.length === 0 || png.length > VISIT_WORK_LIMITS.signatureMaxBytes)
    throw badRequest(VISIT_WORK_STRINGS.signatureInvalid);
  const size = pngSize(png);
  if (!size || size.width === 0 || size.height === 0) throw badRequest(VISIT_WORK_STRINGS.signatureInvalid);
  if (size.width > VISIT_WORK_LIMITS.signatureMaxSide || size.height > VISIT_WORK_LIMITS.signatureMaxSide)
    throw badRequest(VISIT_WORK_STRINGS.signatureTooLarge);
}

/**
 * PUT /api/visits/:id/signature: a PNG of at most 512 KB and 2000 px a side, stored as the parse pool
 * re-encoded it; the same signature again changes nothing (the re-encoding of the same bytes is the same).
 */
export async function putSignature({
  db,
  fileParsing,
  actor,
  id,
  input,
  now = new Date(),
}: WorkArgs & ServiceDeps<'fileParsing'> & { input: SignatureInput }): Promise<VisitSignature> {
  const row = await openRow(db, actor, id);
  const upload = Buffer.from(input.image.slice('data:image/png;base64,'.length), 'base64');
  checkSignatureUpload(upload);
  const encoded = await imageJob(fileParsing, 'visit-signature', upload, VISIT_WORK_STRINGS.signatureInvalid);
  const png = Buffer.from(encoded.png);
  return whileOpen(db, id, async (trx) => {
    const current = await trx
      .selectFrom('inspection_visits')
      .select(['signature', 'signed_by', 'signed_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const stamp = now.toISOString();
    const same =
      current.signature && current.signed_by === input.signedBy && Buffer.from(current.signature).equals(png);
    if (!same) {
      await trx
        .updateTable('inspection_visits')
        .set({
          signature: png,
          signature_encoded: 1,
          signed_by: input.signedBy,
          signed_at: stamp,
          updated_at: stamp,
        })
        .where('id', '=', id)
        .execute();
      await recordAudit({
        db: trx,
        actor,
        action: 'signature',
        entity: 'visit',
        entityId: id,
        before: current.signed_by ? { signedBy: current.signed_by, signedAt: current.signed_at } : null,
        after: { signedBy: input.signedBy, signedAt: stamp, width: encoded.width, height: encoded.height },
      });
    }
    await markStarted(trx, actor, row, stamp);
    return {
      signedBy: input.signedBy,
      signedAt: same && current.signed_at ? current.signed_at : stamp,
      url: signatureUrl(id),
    };
  });
}

/**
 * A signature stored raw, before decision 0076, is re-encoded in the parse pool before a report draws
 * it (one that cannot be read, or is too large, must be signed again: 400). The update is guarded by
 * the bytes it read, so a new signature taken meanwhile (already encoded) is left alone.
 */
export async function encodeKeptSignature(
  { db, fileParsing }: ServiceDeps<'db' | 'fileParsing'>,
  visitId: string,
): Promise<void> {
  const kept = await db
    .selectFrom('inspection_visits')
    .select(['signature', 'signature_encoded'])
    .where('id', '=', visitId)
    .executeTakeFirst();
  if (!kept?.signature || Number(kept.signature_encoded) === 1) return;
  const raw = Buffer.from(kept.signature);
  const size = pngSize(raw);
  const fits =
    size &&
    size.width <= VISIT_WORK_LIMITS.signatureMaxSide &&
    size.height <= VISIT_WORK_LIMITS.signatureMaxSide;
  if (!fits) throw badRequest(VISIT_WORK_STRINGS.signatureAgain);
  const { png } = await imageJob(fileParsing, 'visit-signature', raw, VISIT_WORK_STRINGS.signatureAgain);
  await db
    .updateTable('inspection_visits')
    .set({ signature: Buffer.from(png), signature_encoded: 1 })
    .where('id', '=', visitId)
    .where('signature_encoded', '=', 0)
    .where('signature', '=', raw)
    .execute();
}

/** GET /api/visits/:id/signature.png */
export async function readSignature({ db, actor, id }: WorkArgs): Promise<Buffer> {
  await readableRow({ db }, actor, id);
  const row = await db
    .selectFrom('inspection_visits')
    .select('signature')
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row?.signature) throw notFound('No signature yet');
  return Buffer.from(row.signature);
}

/** The `work` of GET /api/visits/:id. */
export async function visitWork({ db }: ServiceDeps<'db'>, row: Row): Promise<VisitWork> {
  const [results, defects, photos] = await Promise.all([
    db.selectFrom('visit_results').selectAll().where('visit_id', '=', row.id).orderBy('asset_id').execute(),
    db
      .selectFrom('visit_defects')
      .selectAll()
      .where('visit_id', '=', row.id)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('visit_photos')
      .select(PHOTO_COLUMNS)
      .where('visit_id', '=', row.id)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
  ]);
  return {
    results: results.map(toResult),
    defects: defects.map(toDefect),
    photos: photos.map(toPhoto),
    signature:
      row.signed_by && row.signed_at
        ? { signedBy: row.signed_by, signedAt: row.signed_at, url: signatureUrl(row.id) }
        : null,
    reportDocumentId: row.report_document_id ?? null,
    certificateDocumentId: row.certificate_document_id ?? null,
  };
}

/** Everything the report prints, read from the visit's rows. */
async function reportData(db: Kysely<Database>, row: Row, completedAt: string): Promise<ReportData> {
  const covers = parseList<VisitCover>(row.covers);
  const ids = covers.map((c) => c.assetId);
  const [assets, results, defects, photos, signature, next, numbered] = await Promise.all([
    ids.length ? db.selectFrom('assets').selectAll().where('id', 'in', ids).execute() : [],
    db.selectFrom('visit_results').selectAll().where('visit_id', '=', row.id).execute(),
    db.selectFrom('visit_defects').selectAll().where('visit_id', '=', row.id).orderBy('created_at').execute(),
    db
      .selectFrom('visit_photos')
      .select(['asset_id', 'caption', 'thumbnail'])
      .where('visit_id', '=', row.id)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('inspection_visits')
      .select(['signature', 'signature_encoded', 'signed_by', 'signed_at'])
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('inspection_visits')
      .select('due_date')
      .where('site_id', '=', row.site_id)
      .where('id', '!=', row.id)
      .where('status', 'in', [...OPEN_VISIT_STATUSES])
      .where('due_date', '>', johannesburgDate(new Date(completedAt)))
      .orderBy('due_date')
      .executeTakeFirst(),
    db.selectFrom('inspection_visits').select('report_number').where('id', '=', row.id).executeTakeFirst(),
  ]);
  const technicianRegistrations = await registrationLines(
    db,
    row.technician_id,
    assets.map((a) => a.asset_type),
  );
  // Only the parse pool's re-encoding is drawn (encodeKeptSignature runs before), never an upload's bytes.
  if (signature.signature && Number(signature.signature_encoded) !== 1)
    throw badRequest(VISIT_WORK_STRINGS.signatureAgain);
  const byId = new Map(assets.map((a) => [a.id, a]));
  const resultOf = new Map(results.map((r) => [r.asset_id, toResult(r)]));
  const labelOf = (assetId: string | null) => {
    const asset = assetId ? byId.get(assetId) : undefined;
    if (!asset) return null;
    const type = assetTypeOf(asset.asset_type);
    return [type?.label ?? asset.asset_type, asset.serial && `S/N ${asset.serial}`].filter(Boolean).join(' ');
  };
  return {
    // A report drawn before numbers (migration 0033) keeps the reference it printed.
    reference: numbered?.report_number ?? `VR-${row.id.slice(0, 8).toUpperCase()}`,
    visitDate: johannesburgDate(new Date(completedAt)),
    siteName: row.site_name,
    siteAddress: row.site_address,
    clientName: row.client_name,
    technicianName: row.technician_name ?? '-',
    technicianRegistrations,
    vehicleRegistration: row.vehicle_registration,
    frequencies: parseList<Frequency>(row.frequencies),
    assets: covers.flatMap((cover) => {
      const asset = byId.get(cover.assetId);
      if (!asset) return [];
      const { type, tasks, readings } = checklistOf(asset.asset_type, cover.frequencies);
      const result = resultOf.get(asset.id);
      const outcomes = new Map(result?.checks.map((c) => [c.taskIndex, c.outcome]));
      return [
        {
          label: labelOf(asset.id) ?? asset.asset_type,
          location: asset.location,
          systemLabel: type?.systemLabel ?? '',
          standard: asset.standard || type?.standard || '',
          outcome: result?.outcome ?? 'NOT_TESTED',
          tasks: tasks.map((t, index) => ({ ...t, outcome: outcomes.get(index) ?? 'NOT_TESTED' })),
          readings: (result?.readings ?? []).flatMap((r) => {
            const spec = readings.find((s) => s.key === r.key);
            return spec ? [{ label: spec.label, value: r.value, unit: spec.unit }] : [];
          }),
          notes: result?.notes ?? '',
        },
      ];
    }),
    defects: defects.map((d) => ({
      severity: d.severity as DefectSeverity,
      description: d.description,
      assetLabel: labelOf(d.asset_id),
    })),
    photos: photos.map((p) => ({
      caption: p.caption,
      assetLabel: labelOf(p.asset_id),
      jpeg: Buffer.from(p.thumbnail),
    })),
    signature: {
      signedBy: signature.signed_by ?? '',
      signedAt: signature.signed_at ?? completedAt,
      png: Buffer.from(signature.signature ?? []),
    },
    nextDue: next?.due_date ?? null,
  };
}

/**
 * The technician's registrations in the categories the visit's asset types need (the maintenance
 * catalogue's `registration`), or every one they hold when the work needs none; as the report prints them.
 */
async function registrationLines(
  db: Kysely<Database>,
  technicianId: string | null,
  assetTypes: string[],
): Promise<string[]> {
  if (!technicianId) return [];
  const needed = new Set(
    mergeRequirements(assetTypes.map((key) => assetTypeOf(key)?.registration)).map((r) => r.category),
  );
  const held = await db
    .selectFrom('personnel_registrations')
    .select(['category', 'level', 'number', 'expires_on'])
    .where('personnel_id', '=', technicianId)
    .orderBy('category')
    .orderBy('expires_on', 'desc')
    .execute();
  return held
    .filter((r) => needed.size === 0 || needed.has(r.category as RegistrationCategory))
    .map(
      (r) =>
        `${REGISTRATION_CATEGORY_LABELS[r.category as RegistrationCategory] ?? r.category}, ${REGISTRATION_LEVEL_LABELS[r.level as RegistrationLevel] ?? r.level}, no. ${r.number}, expires ${formatLongDate(r.expires_on)}`,
    );
}

/** Everything passed: every task of every asset PASS (not tested is not a pass) and no defect. */
export function allPassed(data: Pick<ReportData, 'assets' | 'defects'>): boolean {
  return (
    data.assets.length > 0 &&
    data.defects.length === 0 &&
    data.assets.every((a) => a.tasks.length > 0 && a.tasks.every((t) => t.outcome === 'PASS'))
  );
}

/** fileParsing: the parse pool draws the report, and re-encodes a signature stored raw before decision 0076. */
export type CompleteDeps = ServiceDeps<'db' | 'fileParsing'> & { documents: DocumentsDeps; company: Company };
type Rendered = { data: ReportData; report: Buffer; certificate: Buffer | null };
type DocumentIds = { reportId: string | null; certificateId: string | null };

const REPORT_BUSY = 'The server is busy drawing other reports and reading files: try again in a minute';

/**
 * The report, and the certificate when everything passed, as PDF bytes (nothing stored yet), drawn
 * in a child of the parse pool: pdfkit's drawing is seconds of CPU on a busy 2-core machine, which
 * in the server process held every other request up (bench/visit-reports.mjs, decision 0076).
 */
async function renderDocuments(
  { db, fileParsing, company }: Pick<CompleteDeps, 'db' | 'fileParsing' | 'company'>,
  row: Row,
  completedAt: string,
): Promise<Rendered> {
  await ensureReportNumber(db, row.id, completedAt);
  const data = await reportData(db, row, completedAt);
  let drawn: Awaited<ReturnType<FileParsingPool['run']>>;
  try {
    drawn = await fileParsing.run('visit-documents', new Uint8Array(0), {
      data,
      company,
      certificate: allPassed(data),
    });
  } catch (error) {
    if (error instanceof ParseJobError && (error.reason === 'busy' || error.reason === 'closed'))
      throw serviceUnavailable(REPORT_BUSY);
    throw error;
  }
  const { report, certificate } = drawn as { report: Uint8Array; certificate: Uint8Array | null };
  return { data, report: Buffer.from(report), certificate: certificate ? Buffer.from(certificate) : null };
}

/**
 * The visit's service report number, SR-YYYY-NNNN in the company's year of completion: taken once
 * (lib/year-counters.ts, as quote and invoice numbers are) and kept on the visit, so a report drawn
 * again, a retried completion or a backfill prints the same number. A number taken by a completion
 * that then fails is not reused: numbers are in order, with a gap at most where a completion failed.
 */
async function ensureReportNumber(db: Kysely<Database>, visitId: string, completedAt: string): Promise<void> {
  const current = await db
    .selectFrom('inspection_visits')
    .select('report_number')
    .where('id', '=', visitId)
    .executeTakeFirst();
  if (!current || current.report_number) return;
  const year = Number(johannesburgDate(new Date(completedAt)).slice(0, 4));
  await db.transaction().execute(async (trx) => {
    const number = await nextInYear(trx, 'service_report_counters', year);
    await trx
      .updateTable('inspection_visits')
      .set({ report_number: `SR-${year}-${String(number).padStart(4, '0')}` })
      .where('id', '=', visitId)
      .where('report_number', 'is', null)
      .execute();
  });
}

/** What a draft was drawn from changed before the transaction claimed the visit: draw it again. */
class StaleDraft extends Error {}

/** Everything a report prints, as one hash: its text as JSON and every image's bytes. */
function fingerprint(data: ReportData): string {
  const hash = createHash('sha256');
  const { photos, signature, ...rest } = data;
  hash.update(JSON.stringify({ ...rest, photos: photos.map((p) => [p.caption, p.assetLabel]) }));
  hash.update(JSON.stringify([signature.signedBy, signature.signedAt]));
  for (const photo of photos) hash.update(photo.jpeg);
  hash.update(signature.png);
  return hash.digest('hex');
}

/**
 * Inside the transaction, after the claim: the documents drawn beforehand, when what they print is
 * still what is committed (the usual case); else StaleDraft (a write landed in between), and the
 * caller rolls back and draws again. Drawing before the transaction keeps it short: on SQLite every
 * other query waits for it to end, and it never waits for a parse child.
 */
async function committedDocuments(
  trx: Kysely<Database>,
  row: Row,
  completedAt: string,
  draft: Rendered,
): Promise<Rendered> {
  const data = await reportData(trx, row, completedAt);
  if (fingerprint(data) !== fingerprint(draft.data)) throw new StaleDraft();
  return draft;
}

/** Draws, then stores in one transaction; a draft gone stale meanwhile is drawn again (three tries). */
async function drawAndWrite(
  deps: CompleteDeps,
  row: Row,
  completedAt: string,
  write: (draft: Rendered) => Promise<unknown>,
): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    const draft = await renderDocuments(deps, row, completedAt);
    await storeAhead(deps.documents, draft);
    try {
      await write(draft);
      return;
    } catch (error) {
      if (!(error instanceof StaleDraft)) throw error;
      if (attempt >= 3) throw conflict(VISIT_WORK_STRINGS.changedWhileFinishing);
    }
  }
}

/**
 * The drawn PDFs into the file store before the transaction (content-addressed: createDocument's own
 * put inside it then finds them), so the transaction does not wait on writing files. A draft drawn
 * again or rolled back leaves an unreferenced file, as any failed upload does.
 */
async function storeAhead(documents: DocumentsDeps, rendered: Rendered): Promise<void> {
  await documents.store.put(rendered.report);
  if (rendered.certificate) await documents.store.put(rendered.certificate);
}

/** Both documents into the library, inside the caller's transaction. */
async function storeDocuments(
  docs: DocumentsDeps,
  actor: Actor | null,
  rendered: Rendered,
): Promise<DocumentIds> {
  const { data } = rendered;
  const about = `${data.clientName}, ${data.siteName}`;
  const tags = ['inspection', data.clientName, data.siteName].map((t) => t.slice(0, 40));
  const fileBase = `${slugify(data.siteName) || 'site'}-${data.visitDate}`;
  const report = await createDocument(
    docs,
    actor,
    {
      fileName: `service-report-${fileBase}.pdf`,
      data: rendered.report,
      readyText: { content: sectionsText(reportSections(data)), note: null },
    },
    documentMetadataSchema.parse({
      name: `Service report ${data.reference}: ${data.siteName}`,
      category: 'Safety & Compliance',
      department: 'Operations',
      documentType: 'Checklist',
      subcategory: 'Service reports',
      tags: [...tags, 'service report'],
      description: `Inspection service report for ${about} (${data.siteAddress}), ${data.visitDate}, by ${data.technicianName}`,
    }),
  );
  if (!rendered.certificate) return { reportId: report.uuid, certificateId: null };
  const certificate = await createDocument(
    docs,
    actor,
    {
      fileName: `certificate-of-inspection-${fileBase}.pdf`,
      data: rendered.certificate,
      readyText: { content: sectionsText(certificateSections(data)), note: null },
    },
    documentMetadataSchema.parse({
      name: `Certificate of inspection ${data.reference}: ${data.siteName}`,
      category: 'Safety & Compliance',
      department: 'Operations',
      documentType: 'Certificate',
      subcategory: 'Certificates of inspection',
      tags: [...tags, 'certificate'],
      description: `Certificate of inspection for ${about}, ${data.visitDate}`,
    }),
  );
  return { reportId: report.uuid, certificateId: certificate.uuid };
}

/**
 * One transaction: `claim` marks the visit first (an UPDATE guarded by its state, which also takes the
 * row's lock: a concurrent completion waits and then finds nothing to claim, 409, before it stores
 * anything; a field write waits too, see whileOpen), then the documents, drawn before the transaction,
 * are checked against what is committed (drawn again if it changed meanwhile) and stored, and `finish`
 * records their ids. A failure anywhere rolls it all back. The
 * library's index learns of the documents inside it and forgets them on a rollback;
 * `document.created` goes out only after the commit.
 */
async function writeDocuments(
  { db, documents }: Pick<CompleteDeps, 'db' | 'documents'>,
  actor: Actor | null,
  steps: {
    claim: (trx: Kysely<Database>) => Promise<void>;
    render: (trx: Kysely<Database>) => Promise<Rendered | null>;
    finish: (trx: Kysely<Database>, ids: DocumentIds) => Promise<void>;
  },
): Promise<DocumentIds> {
  const indexed: string[] = [];
  const index = {
    ...documents.index,
    add: (...[doc, passages]: Parameters<DocumentsDeps['index']['add']>) => {
      indexed.push(doc.slug);
      documents.index.add(doc, passages);
    },
  };
  let ids: DocumentIds;
  try {
    ids = await db.transaction().execute(async (trx) => {
      await steps.claim(trx);
      const rendered = await steps.render(trx);
      const stored = rendered
        ? await storeDocuments({ ...documents, db: trx, index, emit: undefined }, actor, rendered)
        : { reportId: null, certificateId: null };
      await steps.finish(trx, stored);
      return stored;
    });
  } catch (error) {
    for (const slug of indexed) documents.index.remove(slug);
    throw error;
  }
  for (const slug of indexed) documents.emit?.('document.created', slug);
  return ids;
}

/**
 * POST /api/visits/:id/complete, for the office and the field alike. A visit covering assets needs a
 * result for each and the client's signature; the report (and the certificate when everything passed)
 * is rendered first, then stored and the visit closed in one transaction, so a failure leaves the visit
 * open with nothing written. A visit covering nothing (its assets since removed) just closes.
 */
export async function completeVisit({
  db,
  documents,
  company,
  fileParsing,
  actor,
  id,
  now = new Date(),
}: CompleteDeps & { actor: Actor; id: string; now?: Date }): Promise<Visit> {
  const row = await openRow(db, actor, id);
  const stamp = now.toISOString();
  const covered = parseList<VisitCover>(row.covers).map((c) => c.assetId);
  const present = covered.length
    ? (await db.selectFrom('assets').select('id').where('id', 'in', covered).execute()).map((a) => a.id)
    : [];
  if (present.length > 0) {
    const recorded = new Set(
      (await db.selectFrom('visit_results').select('asset_id').where('visit_id', '=', id).execute()).map(
        (r) => r.asset_id,
      ),
    );
    const missing = present.filter((assetId) => !recorded.has(assetId)).length;
    if (missing > 0) throw badRequest(VISIT_WORK_STRINGS.unrecorded(missing));
    if (!row.signed_by) throw badRequest(VISIT_WORK_STRINGS.signatureNeeded);
    await encodeKeptSignature({ db, fileParsing }, id);
  }
  const write = (draft: Rendered | null) =>
    writeDocuments({ db, documents }, actor, {
      claim: async (trx) => {
        const closed = await trx
          .updateTable('inspection_visits')
          .set({ status: 'COMPLETED', completed_at: stamp, updated_at: stamp })
          .where('id', '=', id)
          .where('status', 'in', [...OPEN_VISIT_STATUSES])
          .executeTakeFirst();
        // Completed by someone else meanwhile: theirs stands, ours stops here.
        if (Number(closed.numUpdatedRows) === 0) throw conflict(VISIT_STRINGS.closed);
        // Finishing ends the time on site.
        await closeEntry({ db: trx }, id, stamp);
      },
      render: async (trx) => (draft ? committedDocuments(trx, row, stamp, draft) : null),
      finish: async (trx, ids) => {
        await trx
          .updateTable('inspection_visits')
          .set({ report_document_id: ids.reportId, certificate_document_id: ids.certificateId })
          .where('id', '=', id)
          .execute();
        await recordAudit({
          db: trx,
          actor,
          action: 'update',
          entity: 'visit',
          entityId: id,
          before: { status: row.status },
          after: {
            status: 'COMPLETED',
            reportDocumentId: ids.reportId,
            certificateDocumentId: ids.certificateId,
          },
        });
      },
    });
  // Drawn before the transaction, which then only checks that nothing it prints has changed.
  if (present.length > 0) await drawAndWrite({ db, documents, company, fileParsing }, row, stamp, write);
  else await write(null);
  return visitOf({ db }, await findRow({ db }, id), johannesburgDate(now));
}

/**
 * The reports of visits completed without one though they hold the work for it: the demo seed's
 * history (seeders run before the file store and the letterhead exist), for the latest completed
 * visit of each site. Run at start; the `report_document_id IS NULL` guard in the same transaction
 * keeps two instances starting at once from writing a report twice. Returns how many it wrote.
 */
export async function backfillVisitReports({
  db,
  documents,
  company,
  fileParsing,
}: CompleteDeps): Promise<number> {
  const latest = latestCompletedBySite({ db });
  const waiting = await db
    .selectFrom('inspection_visits as v')
    .innerJoin(latest, (join) =>
      join.onRef('latest.site_id', '=', 'v.site_id').onRef('latest.last', '=', 'v.completed_at'),
    )
    .select('v.id')
    .where('v.status', '=', 'COMPLETED')
    .where('v.report_document_id', 'is', null)
    .where('v.signed_by', 'is not', null)
    .where('v.covers', '!=', '[]')
    .execute();
  let written = 0;
  for (const { id } of waiting) {
    const row = await findRow({ db }, id);
    if (!row.completed_at) continue;
    const completedAt = row.completed_at;
    try {
      await encodeKeptSignature({ db, fileParsing }, id);
      await drawAndWrite({ db, documents, company, fileParsing }, row, completedAt, (draft) =>
        writeDocuments({ db, documents }, null, {
          // A no-op update that locks the row while the report is still missing.
          claim: async (trx) => {
            const free = await trx
              .updateTable('inspection_visits')
              .set((eb) => ({ updated_at: eb.ref('updated_at') }))
              .where('id', '=', id)
              .where('report_document_id', 'is', null)
              .executeTakeFirst();
            if (Number(free.numUpdatedRows) === 0) throw conflict('written by another instance');
          },
          render: async (trx) => {
            const rendered = await committedDocuments(trx, row, completedAt, draft);
            // Its assets have all left the register since: nothing to report.
            return rendered.data.assets.length > 0 ? rendered : null;
          },
          finish: async (trx, ids) => {
            await trx
              .updateTable('inspection_visits')
              .set({ report_document_id: ids.reportId, certificate_document_id: ids.certificateId })
              .where('id', '=', id)
              .execute();
          },
        }),
      );
      written += 1;
    } catch (error) {
      // 409: another instance wrote it; 400: a signature kept from before that cannot be drawn.
      if (!(error instanceof AppError && (error.status === 409 || error.status === 400))) throw error;
    }
  }
  return written;
}

/**
 * GET /api/sites/:id/defects: what the site's visits found, newest first; a technician sees those of
 * their own visits. Issue 17 turns the open ones into quotes.
 */
export async function siteDefects({
  db,
  actor,
  siteId,
  status,
}: ServiceDeps<'db'> & {
  actor: Actor;
  siteId: string;
  status?: DefectStatus;
}): Promise<Defect[]> {
  const site = await db.selectFrom('sites').select('id').where('id', '=', siteId).executeTakeFirst();
  if (!site) throw notFound('Site not found');
  let q = db
    .selectFrom('visit_defects as d')
    .innerJoin('inspection_visits as v', 'v.id', 'd.visit_id')
    .leftJoin('quotes as q', 'q.id', 'd.quote_id')
    .selectAll('d')
    .select('q.quote_number')
    .where('d.site_id', '=', siteId);
  if (status) q = q.where('d.status', '=', status);
  const own = await scopeOf({ db }, actor);
  if (own !== undefined) q = q.where('v.technician_id', '=', own);
  const rows = await q.orderBy('d.created_at', 'desc').orderBy('d.id').limit(1000).execute();
  return rows.map(toDefect);
}
