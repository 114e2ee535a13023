/**
 * The client portal's demo (issue 31, decision 0092): a managing agent's contact at Trafalgar Property
 * Management, who also looks after Sandhurst Gardens Body Corporate, invited to both clients' portals.
 * The contact has no password, as the demo staff have none: the office opens either client's page and
 * gives a New link under Portal access to see the portal as they would.
 */
import type { Seeder } from '../seed';

export const DEMO_PORTAL_CONTACT = {
  id: '00000000-0000-4000-8000-0000000000c1',
  firstName: 'Lerato',
  lastName: 'Dlamini',
  email: 'lerato.dlamini@trafalgar.demo.firebreak.local',
  phone: '+27 11 555 0177',
  clients: ['trafalgar property management', 'sandhurst gardens body corporate'],
} as const;

export const demoPortalSeeder: Seeder = {
  name: 'demo-portal',
  run: async (db) => {
    const now = new Date().toISOString();
    const clients = await db
      .selectFrom('clients')
      .select(['id', 'name_key'])
      .where('name_key', 'in', [...DEMO_PORTAL_CONTACT.clients])
      .execute();
    if (clients.length === 0) return;
    const contact = DEMO_PORTAL_CONTACT;
    await db
      .insertInto('users')
      .values({
        id: contact.id,
        email: contact.email,
        email_normalized: contact.email,
        first_name: contact.firstName,
        last_name: contact.lastName,
        phone: contact.phone,
        role: 'CLIENT',
        password_hash: null,
        google_sub: null,
        created_at: now,
        updated_at: now,
        disabled_at: null,
      })
      .execute();
    await db
      .insertInto('client_user_access')
      .values(
        clients.map((client) => ({
          user_id: contact.id,
          client_id: client.id,
          created_at: now,
          created_by: null,
          disabled_at: null,
        })),
      )
      .execute();
  },
};
