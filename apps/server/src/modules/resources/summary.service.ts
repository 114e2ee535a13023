/** The spec's summary note, from data: available personnel, equipment needing maintenance, items below minimum. */
import { resourceSummaryNote } from '@firebreak/shared';
import type { ServiceDeps } from '../../lib/context';
import { listInventory } from './inventory.service';
import { count, today } from './resources.common';

export async function resourceSummary({ db }: ServiceDeps<'db'>) {
  const people = await db
    .selectFrom('personnel')
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.sum<number>(eb.case().when('status', '=', 'Available').then(1).else(0).end()).as('available'),
    ])
    .executeTakeFirstOrThrow();
  const equipment = await db
    .selectFrom('equipment')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where((eb) => eb.or([eb('status', '=', 'Maintenance'), eb('next_maintenance_due', '<', today())]))
    .executeTakeFirstOrThrow();
  const below = (await listInventory({ db })).filter((i) => i.status !== 'Good').length;
  const counts = {
    personnelAvailable: count(people.available),
    personnelTotal: count(people.total),
    equipmentMaintenance: count(equipment.n),
    inventoryBelowMin: below,
  };
  return { ...counts, note: resourceSummaryNote(counts) };
}
