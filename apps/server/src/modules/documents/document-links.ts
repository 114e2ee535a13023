/**
 * What a library document is about (decision 0081): a client, a site, a project and an asset, one of
 * each at most, in the documents table's link columns (migration 0030). A visit's service report and
 * certificate are linked to the visit's site and client by the visit itself (read here, never stored
 * on the document), so they follow the visit as its access rule does (document-access.ts).
 *
 * Here: checking the links an upload or a change asks for, the filter the lists use, and the links
 * (with their names) the catalogue shows.
 */
import {
  assetTypeOf,
  can,
  type DocumentLink,
  type DocumentLinkFilters,
  type DocumentLinkKind,
  type Permission,
  type Role,
} from '@firebreak/shared';
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ServiceDeps } from '../../lib/context';
import { badRequest, forbidden } from '../../lib/errors';
import type { DocumentRow } from './documents.mapper';

export type LinkColumns = {
  client_id: string | null;
  site_id: string | null;
  project_id: string | null;
  asset_id: string | null;
};

export type LinkInput = {
  clientId?: string | null | undefined;
  siteId?: string | null | undefined;
  projectId?: string | null | undefined;
  assetId?: string | null | undefined;
};

export const NO_LINKS: LinkColumns = { client_id: null, site_id: null, project_id: null, asset_id: null };

const INPUT_OF: Record<DocumentLinkKind, keyof LinkInput> = {
  client: 'clientId',
  site: 'siteId',
  project: 'projectId',
  asset: 'assetId',
};
const COLUMN_OF: Record<DocumentLinkKind, keyof LinkColumns> = {
  client: 'client_id',
  site: 'site_id',
  project: 'project_id',
  asset: 'asset_id',
};
/** Reading the linked row is what linking to it needs (docs/permissions.md). */
const READ_PERMISSION: Record<DocumentLinkKind, Permission> = {
  client: 'clients.read',
  site: 'sites.read',
  project: 'projects.read',
  asset: 'sites.read',
};

export const LINK_MESSAGES = {
  missing: (kind: DocumentLinkKind) => `The linked ${kind} does not exist`,
  assetElsewhere: 'The linked asset is not at the linked site',
  siteElsewhere: "The linked site is not one of the linked client's",
  projectElsewhere: "The linked project is another client's",
  visitDocument:
    "A visit's service report or certificate is linked to the visit's site and client: its links cannot be changed",
} as const;

export function hasLinkInput(input: LinkInput): boolean {
  return Object.values(INPUT_OF).some((key) => input[key] !== undefined);
}

/**
 * The link columns a document is left with: the input over what it has (a link left out is kept),
 * every linked row checked to exist (400) and to be one the actor may read (403), and the chain made
 * whole: an asset's site, a site's client and a project's client are filled in when not given, and
 * replace a kept one that no longer fits. Links given together that do not fit (a site of another
 * client) are refused (400).
 */
export async function resolveLinks(
  { db }: ServiceDeps<'db'>,
  actor: { role?: Role | undefined } | null,
  input: LinkInput,
  current: LinkColumns = NO_LINKS,
): Promise<LinkColumns> {
  const given = (kind: DocumentLinkKind) => typeof input[INPUT_OF[kind]] === 'string';
  const links: LinkColumns = { ...current };
  for (const kind of Object.keys(INPUT_OF) as DocumentLinkKind[]) {
    const value = input[INPUT_OF[kind]];
    if (value !== undefined) links[COLUMN_OF[kind]] = value;
  }
  /** The parent a child implies: filled in when empty or merely kept; refused when given and different. */
  const follow = (parent: 'site' | 'client', implied: string, message: string) => {
    const column = COLUMN_OF[parent];
    if (links[column] === implied) return;
    if (links[column] && given(parent)) throw badRequest(message);
    links[column] = implied;
  };

  if (links.asset_id) {
    const asset = await db
      .selectFrom('assets')
      .select('site_id')
      .where('id', '=', links.asset_id)
      .executeTakeFirst();
    if (!asset) throw badRequest(LINK_MESSAGES.missing('asset'));
    follow('site', asset.site_id, LINK_MESSAGES.assetElsewhere);
  }
  if (links.site_id) {
    const site = await db
      .selectFrom('sites')
      .select('client_id')
      .where('id', '=', links.site_id)
      .executeTakeFirst();
    if (!site) throw badRequest(LINK_MESSAGES.missing('site'));
    follow('client', site.client_id, LINK_MESSAGES.siteElsewhere);
  }
  if (links.project_id) {
    const project = await db
      .selectFrom('projects')
      .select('client_id')
      .where('id', '=', links.project_id)
      .executeTakeFirst();
    if (!project) throw badRequest(LINK_MESSAGES.missing('project'));
    if (project.client_id && links.client_id !== project.client_id) {
      // A client given, or one a linked site implies, stays; one merely kept follows the project.
      if (links.client_id && (given('client') || links.site_id))
        throw badRequest(LINK_MESSAGES.projectElsewhere);
      links.client_id = project.client_id;
    }
  }
  if (links.client_id) {
    const client = await db
      .selectFrom('clients')
      .select('id')
      .where('id', '=', links.client_id)
      .executeTakeFirst();
    if (!client) throw badRequest(LINK_MESSAGES.missing('client'));
  }
  for (const kind of Object.keys(INPUT_OF) as DocumentLinkKind[])
    if (links[COLUMN_OF[kind]] && actor?.role && !can(actor.role, READ_PERMISSION[kind]))
      throw forbidden(`Your role may not link a document to a ${kind}`);
  return links;
}

/** The ids of the service reports and certificates of a site's or a client's visits (one column, `id`). */
function visitDocuments(db: Kysely<Database>, of: { siteId: string } | { clientId: string }) {
  const column = (name: 'report_document_id' | 'certificate_document_id') => {
    const visits = db
      .selectFrom('inspection_visits as v')
      .innerJoin('sites', 'sites.id', 'v.site_id')
      .select(`v.${name} as id`)
      .where(`v.${name}`, 'is not', null);
    return (
      'siteId' in of
        ? visits.where('v.site_id', '=', of.siteId)
        : visits.where('sites.client_id', '=', of.clientId)
    ).$narrowType<{ id: string }>();
  };
  return column('report_document_id').unionAll(column('certificate_document_id'));
}

/** The library PDFs of the agreements covering a site (one column, `id`). */
function agreementDocuments(db: Kysely<Database>, siteId: string) {
  return db
    .selectFrom('agreements')
    .innerJoin('agreement_sites', 'agreement_sites.agreement_id', 'agreements.id')
    .select('agreements.document_id as id')
    .where('agreement_sites.site_id', '=', siteId)
    .where('agreements.document_id', 'is not', null)
    .$narrowType<{ id: string }>();
}

/**
 * The documents linked to every one of the filters: by their own link columns, and a visit's report
 * and certificate by the visit's site (and that site's client).
 */
export function linkFilter({ db }: ServiceDeps<'db'>, filters: DocumentLinkFilters) {
  return (eb: ExpressionBuilder<Database, 'documents'>) => {
    const { clientId, siteId, projectId, assetId } = filters;
    const parts = [];
    if (clientId)
      parts.push(
        eb.or([
          eb('documents.client_id', '=', clientId),
          eb('documents.id', 'in', visitDocuments(db, { clientId })),
        ]),
      );
    if (siteId)
      parts.push(
        eb.or([
          eb('documents.site_id', '=', siteId),
          eb('documents.id', 'in', visitDocuments(db, { siteId })),
          // An agreement's PDF belongs to every site it covers (decision 0087).
          eb('documents.id', 'in', agreementDocuments(db, siteId)),
        ]),
      );
    if (projectId) parts.push(eb('documents.project_id', '=', projectId));
    if (assetId) parts.push(eb('documents.asset_id', '=', assetId));
    return eb.and(parts);
  };
}

export const isFiltered = (filters: DocumentLinkFilters) =>
  Boolean(filters.clientId || filters.siteId || filters.projectId || filters.assetId);

/** The catalogue ids (slugs) of the documents linked to every one of the filters; null when none is set. */
export async function linkedCatalogueIds(
  { db }: ServiceDeps<'db'>,
  filters: DocumentLinkFilters,
): Promise<Set<string> | null> {
  if (!isFiltered(filters)) return null;
  const rows = await db.selectFrom('documents').select('slug').where(linkFilter({ db }, filters)).execute();
  return new Set(rows.map((row) => row.slug));
}

/** The visit a document was written for, with that visit's site and client; null for any other document. */
export type VisitOrigin = {
  visitId: string;
  siteId: string;
  siteName: string;
  clientId: string;
  clientName: string;
};

async function visitOrigins(db: Kysely<Database>, ids: readonly string[]): Promise<Map<string, VisitOrigin>> {
  const origins = new Map<string, VisitOrigin>();
  if (ids.length === 0) return origins;
  const rows = await db
    .selectFrom('inspection_visits as v')
    .innerJoin('sites', 'sites.id', 'v.site_id')
    .innerJoin('clients', 'clients.id', 'sites.client_id')
    .select([
      'v.id as visitId',
      'v.report_document_id as reportId',
      'v.certificate_document_id as certificateId',
      'sites.id as siteId',
      'sites.name as siteName',
      'clients.id as clientId',
      'clients.name as clientName',
    ])
    .where((eb) =>
      eb.or([eb('v.report_document_id', 'in', [...ids]), eb('v.certificate_document_id', 'in', [...ids])]),
    )
    .execute();
  for (const { reportId, certificateId, ...origin } of rows) {
    if (reportId) origins.set(reportId, origin);
    if (certificateId) origins.set(certificateId, origin);
  }
  return origins;
}

/** Whether the document is a visit's service report or certificate (its links are the visit's). */
export async function isVisitDocument({ db }: ServiceDeps<'db'>, documentId: string): Promise<boolean> {
  return (await visitOrigins(db, [documentId])).size > 0;
}

const assetName = (row: { asset_type: string; serial: string; location: string }) => {
  const type = assetTypeOf(row.asset_type)?.label ?? row.asset_type;
  const which = row.serial || row.location;
  return which ? `${type} ${which}` : type;
};

/** Names of the rows the documents link to, by kind and id (a few small lookups per page). */
async function linkNames(db: Kysely<Database>, rows: readonly LinkColumns[]) {
  const ids = (column: keyof LinkColumns) => [
    ...new Set(rows.map((row) => row[column]).filter((id): id is string => Boolean(id))),
  ];
  const names = new Map<string, string>();
  const key = (kind: DocumentLinkKind, id: string) => `${kind}:${id}`;
  const clients = ids('client_id');
  if (clients.length)
    for (const row of await db
      .selectFrom('clients')
      .select(['id', 'name'])
      .where('id', 'in', clients)
      .execute())
      names.set(key('client', row.id), row.name);
  const sites = ids('site_id');
  if (sites.length)
    for (const row of await db.selectFrom('sites').select(['id', 'name']).where('id', 'in', sites).execute())
      names.set(key('site', row.id), row.name);
  const projects = ids('project_id');
  if (projects.length)
    for (const row of await db
      .selectFrom('projects')
      .select(['id', 'title'])
      .where('id', 'in', projects)
      .execute())
      names.set(key('project', row.id), row.title);
  const assets = ids('asset_id');
  if (assets.length)
    for (const row of await db
      .selectFrom('assets')
      .select(['id', 'asset_type', 'serial', 'location'])
      .where('id', 'in', assets)
      .execute())
      names.set(key('asset', row.id), assetName(row));
  return (kind: DocumentLinkKind, id: string) => names.get(key(kind, id));
}

/** Each document's links (by its uuid), in the order client, site, project, asset. */
export async function linksOf(
  { db }: ServiceDeps<'db'>,
  rows: readonly Pick<DocumentRow, 'id' | 'client_id' | 'site_id' | 'project_id' | 'asset_id'>[],
): Promise<Map<string, DocumentLink[]>> {
  const [nameOf, origins] = await Promise.all([
    linkNames(db, rows),
    visitOrigins(
      db,
      rows.map((row) => row.id),
    ),
  ]);
  const result = new Map<string, DocumentLink[]>();
  for (const row of rows) {
    const links: DocumentLink[] = [];
    const origin = origins.get(row.id);
    const own = (kind: DocumentLinkKind) => {
      const id = row[COLUMN_OF[kind]];
      const name = id ? nameOf(kind, id) : undefined;
      if (id && name !== undefined) links.push({ kind, id, name, visitId: null });
    };
    if (origin) {
      links.push({ kind: 'client', id: origin.clientId, name: origin.clientName, visitId: origin.visitId });
      links.push({ kind: 'site', id: origin.siteId, name: origin.siteName, visitId: origin.visitId });
    } else {
      own('client');
      own('site');
    }
    own('project');
    own('asset');
    result.set(row.id, links);
  }
  return result;
}
