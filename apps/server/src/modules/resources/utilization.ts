/**
 * Dashboard resourceUtilization for equipment and vehicles (percent, one decimal):
 * equipment checked out or in use ÷ all equipment; vehicles assigned (In Use) ÷ all vehicles.
 */
import type { ServiceDeps } from '../../lib/context';
import { count } from './resources.common';

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0);

export async function equipmentVehicleUtilization({
  db,
}: ServiceDeps<'db'>): Promise<{ equipment: number; vehicles: number }> {
  const [equipment, vehicles] = await Promise.all(
    (['equipment', 'vehicles'] as const).map((table) =>
      db
        .selectFrom(table)
        .select((eb) => [
          eb.fn.countAll<number>().as('total'),
          eb.fn.sum<number>(eb.case().when('status', '=', 'In Use').then(1).else(0).end()).as('used'),
        ])
        .executeTakeFirstOrThrow(),
    ),
  );
  return {
    equipment: percent(count(equipment?.used), count(equipment?.total)),
    vehicles: percent(count(vehicles?.used), count(vehicles?.total)),
  };
}
