/**
 * Filters by what documents are about (decision 0081): a select per kind of link the library holds
 * ('All Clients', 'All Sites', …), listing the clients, sites, projects and assets its documents are
 * linked to. A kind no document is linked to shows no select. Grid items, for a filter panel's grid.
 */
import type { CatalogueDocument, DocumentLinkKind } from '@firebreak/shared';
import Grid from '@mui/material/Grid';
import { useMemo } from 'react';
import { LINK_STRINGS as S } from '../manage/strings';
import { SelectFilter } from './select-filter';

export type LinkFilterValues = { clientId: string; siteId: string; projectId: string; assetId: string };
export const NO_LINK_FILTERS: LinkFilterValues = { clientId: '', siteId: '', projectId: '', assetId: '' };
export const LINK_FILTER_KEYS = ['clientId', 'siteId', 'projectId', 'assetId'] as const;

const KINDS: [DocumentLinkKind, keyof LinkFilterValues, string, string][] = [
  ['client', 'clientId', S.client, S.allClients],
  ['site', 'siteId', S.site, S.allSites],
  ['project', 'projectId', S.project, S.allProjects],
  ['asset', 'assetId', S.asset, S.allAssets],
];

/** Whether a document is linked to every chosen client, site, project and asset. */
export function isLinkedAs(doc: Pick<CatalogueDocument, 'links'>, filters: LinkFilterValues): boolean {
  return KINDS.every(
    ([kind, key]) =>
      !filters[key] || doc.links.some((link) => link.kind === kind && link.id === filters[key]),
  );
}

export function LinkFilterFields({
  documents,
  value,
  onChange,
}: {
  documents: readonly Pick<CatalogueDocument, 'links'>[];
  value: LinkFilterValues;
  onChange: (patch: Partial<LinkFilterValues>) => void;
}) {
  const names = useMemo(() => {
    const byKind = new Map<DocumentLinkKind, Map<string, string>>();
    for (const doc of documents)
      for (const link of doc.links) {
        const kind = byKind.get(link.kind) ?? new Map<string, string>();
        kind.set(link.id, link.name);
        byKind.set(link.kind, kind);
      }
    return byKind;
  }, [documents]);

  return KINDS.map(([kind, key, label, allLabel]) => {
    const options = names.get(kind);
    // A chosen link stays selectable even when no document holds it any more.
    if (!options?.size && !value[key]) return null;
    const ids = [...(options ?? new Map()).entries()]
      .sort((a, b) => a[1].localeCompare(b[1]))
      .map(([id]) => id as string);
    if (value[key] && !ids.includes(value[key])) ids.push(value[key]);
    return (
      <Grid key={kind} size={{ xs: 12, sm: 6, md: 3 }}>
        <SelectFilter
          label={label}
          value={value[key]}
          allLabel={allLabel}
          options={ids}
          onChange={(id) => onChange({ [key]: id })}
          format={(id) => options?.get(id) ?? S.unknown}
        />
      </Grid>
    );
  });
}
