/**
 * A document's links as the upload, edit and add-to-library forms hold them (decision 0081): the
 * chosen client, site, project and asset with their names, and what the API is sent for them.
 */
import type { CatalogueDocument, DocumentLinkKind } from '@firebreak/shared';

export type LinkChoice = { id: string; name: string };
/** A project also carries its client, so choosing it can fill the client in. */
export type ProjectChoice = LinkChoice & { clientId: string | null; clientName: string };

export type LinkValues = {
  client: LinkChoice | null;
  site: LinkChoice | null;
  project: ProjectChoice | null;
  asset: LinkChoice | null;
};

export const NO_LINKS: LinkValues = { client: null, site: null, project: null, asset: null };

/** Links the visit set (a service report's site and client) are not the form's to change. */
export const isLinkedByVisit = (doc: Pick<CatalogueDocument, 'links'>) =>
  doc.links.some((link) => link.visitId !== null);

export function linkValuesOf(doc: Pick<CatalogueDocument, 'links'>): LinkValues {
  const find = (kind: DocumentLinkKind) => {
    const link = doc.links.find((one) => one.kind === kind && one.visitId === null);
    return link ? { id: link.id, name: link.name } : null;
  };
  const client = find('client');
  const project = find('project');
  return {
    client,
    site: find('site'),
    project: project ? { ...project, clientId: client?.id ?? null, clientName: client?.name ?? '' } : null,
    asset: find('asset'),
  };
}

/** The four ids the API takes; null for none (which also clears a link on a change). */
export function linkInputOf(values: LinkValues) {
  return {
    clientId: values.client?.id ?? null,
    siteId: values.site?.id ?? null,
    projectId: values.project?.id ?? null,
    assetId: values.asset?.id ?? null,
  };
}

/** The links to send with an upload or add-to-library: only those chosen. */
export function chosenLinkInput(values: LinkValues) {
  return Object.fromEntries(Object.entries(linkInputOf(values)).filter(([, id]) => id !== null));
}

/** The links to send with a change: all four when any differs from what the document has, else none. */
export function changedLinkInput(doc: Pick<CatalogueDocument, 'links'>, values: LinkValues) {
  const before = linkInputOf(linkValuesOf(doc));
  const after = linkInputOf(values);
  const changed = (Object.keys(after) as (keyof typeof after)[]).some((key) => before[key] !== after[key]);
  return changed ? after : {};
}
