/** Small key/value facts about this database, such as whether it holds the demo data. */
export type AppMetaTable = {
  key: string;
  value: string;
  updated_at: string;
};

/** Demo seeders that have run on this database, so each runs once. */
export type SeedRunsTable = {
  name: string;
  applied_at: string;
};
