import { Migrator } from 'kysely';
import type { DatabaseHandle } from './client';
import { migrationProvider } from './migrations';

/** Applies every pending migration; throws with the failing migration's name. */
export async function migrateToLatest({
  db,
  schema,
}: Pick<DatabaseHandle, 'db' | 'schema'>): Promise<string[]> {
  // Kysely looks for its bookkeeping tables by name across schemas: name the schema when it is not the default.
  const migrator = new Migrator({
    db,
    provider: migrationProvider,
    // Areas are built in parallel and their migrations touch separate tables: apply any missing one.
    allowUnorderedMigrations: true,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(
      `Database migration failed${name}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  return (results ?? []).map((result) => result.migrationName);
}
