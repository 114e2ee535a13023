/**
 * Demo client sites and their asset registers (issue 16): two or three sites per demo client, each
 * with a register across the systems it has. The rows are data: apps/server/demo/sites.json. Runs
 * after the clients seeder; a site whose client is not there is skipped.
 */
import { randomUUID } from 'node:crypto';
import { assetTypeOf, normaliseSaPhone, serialKey } from '@firebreak/shared';
import type { Seeder } from '../seed';
import { loadDemoSites } from './demo-data';

export const demoSitesSeeder: Seeder = {
  name: 'demo-sites',
  run: async (db) => {
    const now = new Date().toISOString();
    const clients = await db.selectFrom('clients').select(['id', 'name_key']).execute();
    const clientIds = new Map(clients.map((client) => [client.name_key, client.id]));
    for (const { client, assets, ...site } of loadDemoSites()) {
      const clientId = clientIds.get(client.trim().toLowerCase());
      if (!clientId) continue;
      const siteId = randomUUID();
      await db
        .insertInto('sites')
        .values({
          id: siteId,
          client_id: clientId,
          name: site.name,
          address: site.address,
          contact_name: site.contactName,
          contact_phone: normaliseSaPhone(site.contactPhone) ?? site.contactPhone,
          access_notes: site.accessNotes,
          created_at: now,
          updated_at: now,
        })
        .execute();
      await db
        .insertInto('assets')
        .values(
          assets.map((asset) => ({
            id: randomUUID(),
            site_id: siteId,
            asset_type: asset.type,
            make: asset.make,
            model: asset.model,
            serial: asset.serial,
            serial_key: serialKey(asset.serial),
            location: asset.location,
            installed_on: asset.installedOn,
            standard: assetTypeOf(asset.type)?.standard ?? '',
            notes: asset.notes ?? '',
            created_at: now,
            updated_at: now,
          })),
        )
        .execute();
    }
  },
};
