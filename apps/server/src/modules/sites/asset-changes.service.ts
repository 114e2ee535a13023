/**
 * A change to a site's register, and what follows it, in one call for each route: a register change
 * reaches the site's open visits at once (decision 0065); one site is cheap. The site's compliance may
 * move with it (a site with its first asset counts, decision 0066).
 */
import { type Asset, type AssetImportResult, type AssetValues, johannesburgDate } from '@firebreak/shared';
import type { ServiceDeps } from '../../lib/context';
import type { AuditActor } from '../audit/audit.service';
import { generateDueVisits } from '../visits/visits.service';
import { createAsset, updateAsset } from './assets.service';
import { importAssets } from './assets-import.service';

type Deps = ServiceDeps<'db' | 'events'>;

async function refreshVisits({ db, events }: Deps, siteId: string): Promise<void> {
  await generateDueVisits({ db }, { today: johannesburgDate(new Date()), siteIds: [siteId] });
  events.emit('visits.changed', { siteId });
}

/** Adds an asset to a site's register, then the site's visits. */
export async function addSiteAsset(
  deps: Deps,
  { actor, siteId, input }: { actor: AuditActor; siteId: string; input: AssetValues },
): Promise<Asset> {
  const asset = await createAsset({ db: deps.db, actor, siteId, input });
  await refreshVisits(deps, asset.siteId);
  return asset;
}

/** Changes an asset, then its site's visits. */
export async function changeSiteAsset(
  deps: Deps,
  { actor, id, input }: { actor: AuditActor; id: string; input: Partial<AssetValues> },
): Promise<Asset> {
  const asset = await updateAsset({ db: deps.db, actor, id, input });
  await refreshVisits(deps, asset.siteId);
  return asset;
}

/** Imports a site's assets from CSV (all rows or none: ImportRowsError), then the site's visits. */
export async function importSiteAssets(
  deps: Deps,
  { actor, siteId, csv }: { actor: AuditActor; siteId: string; csv: string },
): Promise<AssetImportResult> {
  const result = await importAssets({ db: deps.db, actor, siteId, csv });
  await refreshVisits(deps, siteId);
  return result;
}
