import { migrate } from './migrations';
import { type SeedOptions, seedIfEmpty } from './seed/seed';
import type { Database } from './sql';

export type PrepareOptions = { now?: Date } & SeedOptions;

/** Migrates and seeds an open connection, whichever engine it is on. */
export async function prepareDatabase(db: Database, options: PrepareOptions = {}): Promise<Database> {
  await migrate(db);
  await seedIfEmpty(db, options.now ?? new Date(), options);
  return db;
}
