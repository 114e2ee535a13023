/**
 * The office's answer to a batch's proposals (issue 32): in one transaction, per file, the fields it took
 * (as proposed or edited) become assets (or land on the asset already holding that serial), and what the
 * paper records (service and test dates, readings, certificate, signatory, defects noted) an asset record
 * the schedule anchors on; every write is audited and marked as read from the file's library document.
 * A clash (a certificate already read, a serial proposed twice as different assets) stops the whole
 * answer with every clash listed, and nothing is written. The site's visits follow afterwards.
 */
import { randomUUID } from 'node:crypto';
import {
  ASSET_TYPE_KEYS,
  type AssetTypeKey,
  assetInputSchema,
  assetTypeOf,
  INTAKE_MESSAGES,
  type IntakeAcceptInput,
  type IntakeAcceptResult,
  type IntakeField,
  isCalendarDate,
  johannesburgDate,
  READING_FIELD_PREFIX,
  serialKey,
} from '@firebreak/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ServiceDeps } from '../../lib/context';
import { AppError, badRequest, ConflictsError, forbidden } from '../../lib/errors';
import type { Actor } from '../../lib/permissions';
import { recordAudit } from '../audit/audit.service';
import { assetColumns } from '../sites/assets.service';
import { generateDueVisits } from '../visits/visits.service';
import { batchRow, getBatch, isOffice, parseFields } from './intake.service';
import { certificateKey } from './intake-checks';

type Decision = { id: string; action: 'accept' | 'edit' | 'reject'; value?: string | undefined };
type Conflict = { fileId: string; fieldId: string; message: string };

/** The values a file's answer takes, by group and key: proposed for accept, the new value for edit. */
function takenValues(fields: readonly IntakeField[], decisions: readonly Decision[], fileId: string) {
  const byId = new Map(fields.map((field) => [field.id, field]));
  const taken = new Map<string, Map<string, { field: IntakeField; value: string }>>();
  for (const decision of decisions) {
    const field = byId.get(decision.id);
    if (!field) throw badRequest(`${INTAKE_MESSAGES.fieldNotFound} (${fileId}: ${decision.id})`);
    if (decision.action === 'reject') continue;
    const value = (decision.action === 'edit' ? (decision.value ?? '') : field.value).trim();
    if (value === '') continue;
    checkValue(field, value);
    const group = taken.get(field.group) ?? new Map();
    group.set(field.key, { field, value });
    taken.set(field.group, group);
  }
  return taken;
}

const DATE_KEYS = new Set(['serviceDate', 'testDate', 'installedOn', 'lastServiceOn', 'lastTestOn']);

function checkValue(field: IntakeField, value: string): void {
  if (DATE_KEYS.has(field.key) && !isCalendarDate(value))
    throw badRequest(`${field.label}: ${value} is not a real date (YYYY-MM-DD)`);
  if (DATE_KEYS.has(field.key) && value > johannesburgDate(new Date()))
    throw badRequest(`${field.label}: ${value} is in the future`);
  if (field.key === 'type' && !(ASSET_TYPE_KEYS as readonly string[]).includes(value))
    throw badRequest(`${field.label}: ${value} is not a type in the maintenance catalogue`);
  if (field.key.startsWith(READING_FIELD_PREFIX) && !Number.isFinite(Number(value)))
    throw badRequest(`${field.label}: ${value} is not a number`);
}

export async function acceptIntake(
  deps: ServiceDeps<'db' | 'events'>,
  actor: Actor,
  batchId: string,
  input: IntakeAcceptInput & { files: { fields: Decision[] }[] },
): Promise<IntakeAcceptResult> {
  if (!isOffice(actor)) throw forbidden();
  const batch = await batchRow(deps, actor, batchId);
  const siteId = batch.site_id;
  const totals = { assetsCreated: 0, assetsUpdated: 0, records: 0, defects: 0 };
  const conflicts: Conflict[] = [];

  await deps.db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('intake_files')
      .selectAll()
      .where('batch_id', '=', batchId)
      .where(
        'id',
        'in',
        input.files.map((file) => file.fileId),
      )
      .execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    const assets = await trx
      .selectFrom('assets')
      .select(['id', 'serial_key', 'asset_type', 'make', 'model', 'installed_on'])
      .where('site_id', '=', siteId)
      .where('serial_key', 'is not', null)
      .execute();
    const bySerial = new Map(assets.map((asset) => [asset.serial_key as string, asset]));
    const certificates = new Set(
      (
        await trx
          .selectFrom('asset_records')
          .select('certificate_key')
          .where('site_id', '=', siteId)
          .where('certificate_key', 'is not', null)
          .execute()
      ).map((row) => row.certificate_key as string),
    );
    const now = new Date().toISOString();

    for (const answer of input.files) {
      const row = byId.get(answer.fileId);
      if (!row) throw new AppError(404, INTAKE_MESSAGES.fileNotFound, 'NOT_FOUND');
      if (row.status === 'QUEUED') throw new AppError(409, INTAKE_MESSAGES.stillReading, 'CONFLICT');
      if (row.status !== 'PROPOSED') throw new AppError(409, INTAKE_MESSAGES.notReviewable, 'CONFLICT');
      const decided = { decided_by: actor.id, decided_at: now, updated_at: now };
      if (answer.action === 'reject') {
        await trx
          .updateTable('intake_files')
          .set({ status: 'REJECTED', decision: JSON.stringify({ action: 'reject' }), ...decided })
          .where('id', '=', row.id)
          .execute();
        await recordAudit({
          db: trx,
          actor,
          action: 'reject',
          entity: 'intake-file',
          entityId: row.id,
          after: { fileName: row.file_name, siteId },
        });
        continue;
      }
      const fields = parseFields(row);
      const taken = takenValues(fields, answer.fields, row.id);
      const document = taken.get('document') ?? new Map();
      const docValue = (key: string) => document.get(key)?.value ?? '';
      const certificate = docValue('certificateNumber');
      if (certificate) {
        const key = certificateKey(certificate);
        if (certificates.has(key))
          conflicts.push({
            fileId: row.id,
            fieldId: document.get('certificateNumber')?.field.id ?? 'document.certificateNumber',
            message: INTAKE_MESSAGES.duplicateCertificate(certificate, 'an earlier paper'),
          });
        certificates.add(key);
      }
      const defectsByAsset = new Map<string, string[]>();
      for (const [group, values] of taken) {
        if (!group.startsWith('defect:')) continue;
        const description = values.get('description')?.value;
        if (!description) continue;
        const ref = values.get('assetRef')?.value ?? '';
        defectsByAsset.set(ref, [...(defectsByAsset.get(ref) ?? []), description]);
      }
      const assetGroups = [...taken.keys()].filter((group) => group.startsWith('asset:'));
      // Defects the paper notes without naming an asset go on its first asset's record.
      let loose = defectsByAsset.get('') ?? [];
      const recordsWritten: string[] = [];
      for (const group of assetGroups) {
        const values = taken.get(group) ?? new Map();
        const value = (key: string) => values.get(key)?.value ?? '';
        const serial = value('serial');
        const existing = serial ? bySerial.get(serialKey(serial) ?? '') : undefined;
        let assetId: string;
        let assetType = value('type');
        if (existing) {
          assetType = existing.asset_type;
          assetId = existing.id;
          // Only what the register lacks is filled in from the paper.
          const fill = {
            ...(existing.make === '' && value('make') ? { make: value('make') } : {}),
            ...(existing.model === '' && value('model') ? { model: value('model') } : {}),
            ...(existing.installed_on === null && value('installedOn')
              ? { installed_on: value('installedOn') }
              : {}),
          };
          if (Object.keys(fill).length) {
            await trx
              .updateTable('assets')
              .set({ ...fill, updated_at: now })
              .where('id', '=', assetId)
              .execute();
            await recordAudit({
              db: trx,
              actor,
              action: 'update',
              entity: 'asset',
              entityId: assetId,
              after: { ...fill, readFrom: row.document_id },
            });
            totals.assetsUpdated += 1;
          }
        } else {
          const type = value('type');
          if (!type || !value('location')) {
            conflicts.push({
              fileId: row.id,
              fieldId:
                values.get(type ? 'location' : 'type')?.field.id ?? `${group}.${type ? 'location' : 'type'}`,
              message: `${type ? INTAKE_MESSAGES.locationRequired : INTAKE_MESSAGES.typeRequired} (${serial || `asset ${Number(group.slice(6)) + 1}`})`,
            });
            continue;
          }
          const parsed = assetInputSchema.safeParse({
            type,
            make: value('make'),
            model: value('model'),
            serial,
            location: value('location'),
            installedOn: value('installedOn') || null,
          });
          if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid asset');
          assetId = randomUUID();
          await trx
            .insertInto('assets')
            .values({
              id: assetId,
              site_id: siteId,
              ...assetColumns(parsed.data),
              source_document_id: row.document_id,
              created_at: now,
              updated_at: now,
            })
            .execute();
          await recordAudit({
            db: trx,
            actor,
            action: 'create',
            entity: 'asset',
            entityId: assetId,
            after: { siteId, ...parsed.data, readFrom: row.document_id },
          });
          totals.assetsCreated += 1;
          const key = serialKey(serial);
          if (key)
            bySerial.set(key, {
              id: assetId,
              serial_key: key,
              asset_type: parsed.data.type,
              make: '',
              model: '',
              installed_on: null,
            });
        }
        const defects = [...(defectsByAsset.get(group) ?? []), ...loose];
        loose = [];
        const written = await writeRecord(trx, {
          actor,
          siteId,
          assetId,
          type: assetType as AssetTypeKey,
          kind: row.kind ?? 'OTHER',
          servicedOn: value('lastServiceOn') || docValue('serviceDate') || null,
          testedOn: value('lastTestOn') || docValue('testDate') || null,
          readings: [...values.entries()]
            .filter(([key]) => key.startsWith(READING_FIELD_PREFIX))
            .map(([key, entry]) => [key.slice(READING_FIELD_PREFIX.length), Number(entry.value)] as const),
          certificate,
          signatory: docValue('signatory'),
          saqcc: docValue('saqccNumber'),
          contractor: docValue('contractor'),
          defects,
          documentId: row.document_id,
          fileId: row.id,
          now,
        });
        if (written) {
          recordsWritten.push(written);
          totals.defects += defects.length;
        }
      }
      totals.records += recordsWritten.length;
      await trx
        .updateTable('intake_files')
        .set({
          status: 'ACCEPTED',
          decision: JSON.stringify({ action: 'accept', fields: answer.fields }),
          ...decided,
        })
        .where('id', '=', row.id)
        .execute();
      await recordAudit({
        db: trx,
        actor,
        action: 'accept',
        entity: 'intake-file',
        entityId: row.id,
        after: {
          fileName: row.file_name,
          siteId,
          documentId: row.document_id,
          accepted: answer.fields.filter((f) => f.action === 'accept').length,
          edited: answer.fields.filter((f) => f.action === 'edit').length,
          rejected: answer.fields.filter((f) => f.action === 'reject').length,
        },
      });
    }
    if (conflicts.length > 0)
      throw new ConflictsError(
        409,
        conflicts[0]?.message ?? 'Some fields clash with the register',
        conflicts,
      );
  });

  await generateDueVisits(deps, { today: johannesburgDate(new Date()), siteIds: [siteId] });
  deps.events.emit('visits.changed', { siteId });
  return { ...totals, batch: await getBatch(deps, actor, batchId) };
}

/** The asset's record from this paper, when the paper says anything of it beyond the register's fields. */
async function writeRecord(
  trx: Kysely<Database>,
  r: {
    actor: Actor;
    siteId: string;
    assetId: string;
    type: AssetTypeKey;
    kind: string;
    servicedOn: string | null;
    testedOn: string | null;
    readings: (readonly [string, number])[];
    certificate: string;
    signatory: string;
    saqcc: string;
    contractor: string;
    defects: string[];
    documentId: string | null;
    fileId: string;
    now: string;
  },
): Promise<string | null> {
  const known = new Set((assetTypeOf(r.type)?.readings ?? []).map((reading) => reading.key));
  const readings = Object.fromEntries(r.readings.filter(([key]) => known.size === 0 || known.has(key)));
  const says =
    r.servicedOn || r.testedOn || Object.keys(readings).length || r.certificate || r.defects.length;
  if (!says) return null;
  const id = randomUUID();
  const row = {
    id,
    site_id: r.siteId,
    asset_id: r.assetId,
    paper_kind: r.kind,
    serviced_on: r.servicedOn,
    tested_on: r.testedOn,
    certificate_number: r.certificate,
    certificate_key: r.certificate ? certificateKey(r.certificate) : null,
    signatory: r.signatory,
    saqcc_number: r.saqcc,
    contractor: r.contractor,
    readings: JSON.stringify(readings),
    notes: r.defects.length ? `Defects noted: ${r.defects.join('; ')}` : '',
    document_id: r.documentId,
    intake_file_id: r.fileId,
    created_by: r.actor.id,
    created_at: r.now,
  };
  await trx.insertInto('asset_records').values(row).execute();
  const { id: _id, created_at: _at, created_by: _by, ...after } = row;
  await recordAudit({
    db: trx,
    actor: r.actor,
    action: 'create',
    entity: 'asset-record',
    entityId: id,
    after,
  });
  return id;
}
