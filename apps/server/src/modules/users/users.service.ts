/** Staff for pickers (team assignment): names and roles only, disabled and pending accounts left out. */
import type { StaffMember } from '@firebreak/shared';
import type { ServiceDeps } from '../../lib/context';
import { containsText } from '../../lib/sql';

/** At most 200 active accounts, by first then last name, optionally matching `q` in either name. */
export async function listStaff({ db }: ServiceDeps<'db'>, q: string | undefined): Promise<StaffMember[]> {
  let query = db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name', 'role'])
    .where('disabled_at', 'is', null)
    .where('pending_since', 'is', null)
    .where('role', '!=', 'CLIENT')
    .orderBy('first_name')
    .orderBy('last_name')
    .limit(200);
  if (q) query = query.where((eb) => eb.or([containsText('first_name', q), containsText('last_name', q)]));
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    role: row.role,
  }));
}
