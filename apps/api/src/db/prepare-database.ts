import { migrate } from './migrations';
import { type SeedOptions, seedIfEmpty } from './seed/seed';
import type { Db } from './sql';

export type PrepareOptions = { now?: Date } & SeedOptions;

/** Migrates and seeds an open connection, whichever engine it is on. */
export function prepareDatabase(db: Db, options: PrepareOptions = {}): Db {
  migrate(db);
  seedIfEmpty(db, options.now ?? new Date(), options);
  return db;
}
