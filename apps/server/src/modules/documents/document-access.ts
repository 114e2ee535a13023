/**
 * Which library documents a user may reach (docs/permissions.md, decision 0076). Every role reads the
 * library, except that a visit's service report and certificate follow the visit's own rule
 * (visits/visit-rows.ts `scopeOf`): the office and engineers reach all of them, a technician only
 * those of visits assigned to their person. Another's is 404 to them in the list, by id, download,
 * change, delete and in every search, as the visit itself is.
 */
import type { ServiceDeps } from '../../lib/context';
import { notFound } from '../../lib/errors';
import type { Actor } from '../../lib/permissions';
import { scopeOf } from '../visits/visit-rows';

/** Who the actor is held to: undefined sees every visit's documents, else only the person's visits. */
export type DocumentScope = { person: string } | undefined;

export async function documentScope(
  { db }: ServiceDeps<'db'>,
  actor: Pick<Actor, 'id' | 'role'>,
): Promise<DocumentScope> {
  const person = await scopeOf({ db }, actor as Actor);
  return person === undefined ? undefined : { person: person ?? '-' };
}

/**
 * The ids of the documents written for visits not assigned to `person` (one column, `document_id`):
 * a subquery the list filters with NOT IN. Visits with no technician count as someone else's.
 */
export function othersVisitDocuments({ db }: ServiceDeps<'db'>, person: string) {
  const column = (name: 'report_document_id' | 'certificate_document_id') =>
    db
      .selectFrom('inspection_visits as v')
      .select(`v.${name} as document_id`)
      .where(`v.${name}`, 'is not', null)
      .where((eb) => eb.or([eb('v.technician_id', 'is', null), eb('v.technician_id', '!=', person)]))
      .$narrowType<{ document_id: string }>();
  return column('report_document_id').unionAll(column('certificate_document_id'));
}

/** The catalogue ids (slugs) of the documents hidden from this scope, for the search index; undefined hides none. */
export async function hiddenSlugs(
  { db }: ServiceDeps<'db'>,
  scope: DocumentScope,
): Promise<ReadonlySet<string> | undefined> {
  if (!scope) return undefined;
  const rows = await db
    .selectFrom('documents')
    .select('slug')
    .where('id', 'in', othersVisitDocuments({ db }, scope.person))
    .execute();
  return new Set(rows.map((row) => row.slug));
}

/** What the search routes leave out for an actor (search does not import documents: app.ts hands it over). */
export const hiddenDocumentsFor =
  ({ db }: ServiceDeps<'db'>) =>
  async (actor: Pick<Actor, 'id' | 'role'>) =>
    hiddenSlugs({ db }, await documentScope({ db }, actor));

/** 404, as if it did not exist, when the document is a report or certificate of a visit not the actor's. */
export async function assertCanReach(
  { db }: ServiceDeps<'db'>,
  scope: DocumentScope,
  documentId: string,
): Promise<void> {
  if (!scope) return;
  const visit = await db
    .selectFrom('inspection_visits')
    .select('technician_id')
    .where((eb) =>
      eb.or([eb('report_document_id', '=', documentId), eb('certificate_document_id', '=', documentId)]),
    )
    .executeTakeFirst();
  if (visit && visit.technician_id !== scope.person) throw notFound('Document not found');
}
