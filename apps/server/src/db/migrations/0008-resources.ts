import type { Kysely } from 'kysely';

/** Personnel, equipment, vehicles and inventory with their schedules, logs and reorders (issue 7). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('personnel')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('role', 'varchar(200)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('skills', 'text', (c) => c.notNull())
    .addColumn('user_id', 'varchar(36)', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('personnel_schedules')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('personnel_id', 'varchar(36)', (c) =>
      c.notNull().references('personnel.id').onDelete('cascade'),
    )
    .addColumn('project_id', 'varchar(36)', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('start_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('end_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('personnel_schedules_person_idx')
    .on('personnel_schedules')
    .columns(['personnel_id', 'start_date'])
    .execute();

  await db.schema
    .createTable('equipment')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('location', 'varchar(200)', (c) => c.notNull())
    .addColumn('last_maintenance', 'varchar(10)')
    .addColumn('next_maintenance_due', 'varchar(10)')
    .addColumn('checked_out_to', 'varchar(200)')
    .addColumn('due_back', 'varchar(10)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('equipment_maintenance')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('equipment_id', 'varchar(36)', (c) =>
      c.notNull().references('equipment.id').onDelete('cascade'),
    )
    .addColumn('performed_on', 'varchar(10)', (c) => c.notNull())
    .addColumn('notes', 'text', (c) => c.notNull())
    .addColumn('next_due', 'varchar(10)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('vehicles')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('type', 'varchar(200)', (c) => c.notNull())
    .addColumn('registration', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('fuel', 'double precision', (c) => c.notNull())
    .addColumn('mileage', 'integer', (c) => c.notNull())
    .addColumn('assigned_to', 'varchar(200)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('vehicle_services')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('vehicle_id', 'varchar(36)', (c) => c.notNull().references('vehicles.id').onDelete('cascade'))
    .addColumn('serviced_on', 'varchar(10)', (c) => c.notNull())
    .addColumn('odometer', 'integer', (c) => c.notNull())
    .addColumn('notes', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('inventory_items')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('item', 'varchar(200)', (c) => c.notNull())
    .addColumn('item_key', 'varchar(200)', (c) => c.notNull().unique())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('min_stock', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('inventory_reorders')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('item_id', 'varchar(36)', (c) =>
      c.notNull().references('inventory_items.id').onDelete('cascade'),
    )
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('requested_by', 'varchar(36)', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('requested_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('received_at', 'varchar(32)')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'inventory_reorders',
    'inventory_items',
    'vehicle_services',
    'vehicles',
    'equipment_maintenance',
    'equipment',
    'personnel_schedules',
    'personnel',
  ])
    await db.schema.dropTable(table).execute();
}
