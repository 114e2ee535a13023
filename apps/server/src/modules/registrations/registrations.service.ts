/**
 * A person's SAQCC Fire registrations (issue 30 §3): list with their standing on the company's today,
 * add, change, delete (audited on the person), the uploaded copy kept in the library, and the expiry
 * alerts every change settles again. Nothing here knows about HTTP.
 */
import { randomUUID } from 'node:crypto';
import {
  documentMetadataSchema,
  johannesburgDate,
  REGISTRATION_CATEGORY_LABELS,
  REGISTRATION_LEVEL_LABELS,
  REGISTRATION_MESSAGES,
  type Registration,
  type RegistrationCategory,
  type RegistrationLevel,
  type RegistrationValues,
  registrationStanding,
} from '@firebreak/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { PersonnelRegistrationsTable } from '../../db/schema/resources';
import type { ServiceDeps } from '../../lib/context';
import { isUniqueViolation } from '../../lib/db-errors';
import { conflict, notFound } from '../../lib/errors';
import { type AuditActor, entityAudit } from '../audit/audit.service';
import { createDocument, type DocumentsDeps } from '../documents/documents.service';
import { evaluateRegistrationAlerts } from './registration-alerts';

const audit = entityAudit('personnel');

export type RegistrationsDeps = ServiceDeps<'db' | 'events'>;

const companyToday = () => johannesburgDate(new Date());

export function toRegistration(row: PersonnelRegistrationsTable, today = companyToday()): Registration {
  return {
    id: row.id,
    personnelId: row.personnel_id,
    category: row.category as RegistrationCategory,
    level: row.level as RegistrationLevel,
    number: row.number,
    expiresOn: row.expires_on,
    standing: registrationStanding(row.expires_on, today),
    documentId: row.document_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The person's name; 404 when there is no such person. */
export async function personName({ db }: ServiceDeps<'db'>, id: string): Promise<string> {
  const person = await db.selectFrom('personnel').select('name').where('id', '=', id).executeTakeFirst();
  if (!person) throw notFound(REGISTRATION_MESSAGES.personNotFound);
  return person.name;
}

async function oneRow(db: Kysely<Database>, personnelId: string, registrationId: string) {
  const row = await db
    .selectFrom('personnel_registrations')
    .selectAll()
    .where('id', '=', registrationId)
    .where('personnel_id', '=', personnelId)
    .executeTakeFirst();
  if (!row) throw notFound(REGISTRATION_MESSAGES.notFound);
  return row;
}

/** Same category and number for the same person: refused (409), whatever its level or expiry. */
async function assertNoDuplicate(
  db: Kysely<Database>,
  personnelId: string,
  input: RegistrationValues,
  except: string | null,
) {
  let query = db
    .selectFrom('personnel_registrations')
    .select('id')
    .where('personnel_id', '=', personnelId)
    .where('category', '=', input.category)
    .where((eb) => eb(eb.fn('upper', ['number']), '=', input.number.toUpperCase()));
  if (except) query = query.where('id', '!=', except);
  if (await query.executeTakeFirst()) throw conflict(REGISTRATION_MESSAGES.duplicate);
}

/** Two saves at once that both passed the check: the unique index (migration 0042) refuses the second. */
async function refuseDuplicate<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(REGISTRATION_MESSAGES.duplicate);
    throw error;
  }
}

export async function listRegistrations(
  { db }: ServiceDeps<'db'>,
  personnelId: string,
  today = companyToday(),
): Promise<Registration[]> {
  await personName({ db }, personnelId);
  const rows = await db
    .selectFrom('personnel_registrations')
    .selectAll()
    .where('personnel_id', '=', personnelId)
    .orderBy('category')
    .orderBy('expires_on', 'desc')
    .orderBy('id')
    .execute();
  return rows.map((row) => toRegistration(row, today));
}

const audited = (r: Registration) => ({
  registrationId: r.id,
  category: r.category,
  level: r.level,
  number: r.number,
  expiresOn: r.expiresOn,
  documentId: r.documentId,
});

export async function createRegistration(
  deps: RegistrationsDeps,
  actor: AuditActor,
  personnelId: string,
  input: RegistrationValues,
): Promise<Registration> {
  const id = randomUUID();
  await refuseDuplicate(
    deps.db.transaction().execute(async (trx) => {
      await personName({ db: trx }, personnelId);
      await assertNoDuplicate(trx, personnelId, input, null);
      const now = new Date().toISOString();
      await trx
        .insertInto('personnel_registrations')
        .values({
          id,
          personnel_id: personnelId,
          category: input.category,
          level: input.level,
          number: input.number,
          expires_on: input.expiresOn,
          document_id: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
      const saved = toRegistration(await oneRow(trx, personnelId, id));
      await audit(trx, actor, 'registration-create', personnelId, null, audited(saved));
    }),
  );
  await evaluateRegistrationAlerts(deps);
  return toRegistration(await oneRow(deps.db, personnelId, id));
}

export async function updateRegistration(
  deps: RegistrationsDeps,
  actor: AuditActor,
  personnelId: string,
  registrationId: string,
  input: RegistrationValues,
): Promise<Registration> {
  await refuseDuplicate(
    deps.db.transaction().execute(async (trx) => {
      await personName({ db: trx }, personnelId);
      const before = toRegistration(await oneRow(trx, personnelId, registrationId));
      await assertNoDuplicate(trx, personnelId, input, registrationId);
      await trx
        .updateTable('personnel_registrations')
        .set({
          category: input.category,
          level: input.level,
          number: input.number,
          expires_on: input.expiresOn,
          updated_at: new Date().toISOString(),
        })
        .where('id', '=', registrationId)
        .execute();
      const after = toRegistration(await oneRow(trx, personnelId, registrationId));
      await audit(trx, actor, 'registration-update', personnelId, audited(before), audited(after));
    }),
  );
  await evaluateRegistrationAlerts(deps);
  return toRegistration(await oneRow(deps.db, personnelId, registrationId));
}

/** The copy stays in the library (it is a record of what was held); the registration goes. */
export async function deleteRegistration(
  deps: RegistrationsDeps,
  actor: AuditActor,
  personnelId: string,
  registrationId: string,
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    await personName({ db: trx }, personnelId);
    const before = toRegistration(await oneRow(trx, personnelId, registrationId));
    await trx.deleteFrom('personnel_registrations').where('id', '=', registrationId).execute();
    await audit(trx, actor, 'registration-delete', personnelId, audited(before), null);
  });
  await evaluateRegistrationAlerts(deps);
}

export type RegistrationCopy = {
  /** The PDF as uploaded, or drawn around the re-encoded image in the parse pool. */
  data: Uint8Array;
  fileName: string;
};

/** What the copy's library entry is called, and its title when an image is drawn into a PDF. */
export async function copyTitle(
  { db }: ServiceDeps<'db'>,
  personnelId: string,
  registrationId: string,
): Promise<string> {
  const name = await personName({ db }, personnelId);
  const row = await oneRow(db, personnelId, registrationId);
  const category = REGISTRATION_CATEGORY_LABELS[row.category as RegistrationCategory] ?? row.category;
  return `SAQCC ${category} registration ${row.number}: ${name}`.slice(0, 200);
}

/**
 * Stores the copy in the library through its one upload path (type by content, encryption, pages,
 * size: createDocument refuses a hostile file before anything is kept) and points the registration
 * at it. A new copy replaces the pointer; the old document stays in the library.
 */
export async function attachRegistrationCopy(
  deps: RegistrationsDeps & { documents: DocumentsDeps },
  actor: AuditActor,
  personnelId: string,
  registrationId: string,
  copy: RegistrationCopy,
): Promise<Registration> {
  const title = await copyTitle(deps, personnelId, registrationId);
  const row = await oneRow(deps.db, personnelId, registrationId);
  const before = toRegistration(row);
  const category = row.category as RegistrationCategory;
  const document = await createDocument(
    deps.documents,
    actor ? { id: actor.id } : null,
    { fileName: copy.fileName, data: copy.data },
    documentMetadataSchema.parse({
      name: title,
      category: 'Human Resources',
      department: 'Human Resources',
      documentType: 'Certificate',
      subcategory: 'SAQCC registrations',
      tags: ['SAQCC registration', REGISTRATION_CATEGORY_LABELS[category] ?? row.category, row.number],
      description: `${title}, ${REGISTRATION_LEVEL_LABELS[row.level as RegistrationLevel] ?? row.level} level, expires ${row.expires_on}`,
    }),
  );
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('personnel_registrations')
      .set({ document_id: document.uuid, updated_at: new Date().toISOString() })
      .where('id', '=', registrationId)
      .execute();
    const after = toRegistration(await oneRow(trx, personnelId, registrationId));
    await audit(trx, actor, 'registration-copy', personnelId, audited(before), audited(after));
  });
  return toRegistration(await oneRow(deps.db, personnelId, registrationId));
}
