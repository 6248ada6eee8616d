import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { migrate } from './migrations';
import { type SeedOptions, seedIfEmpty } from './seed/seed';
import type { Db } from './sql';

/** Opens (creating the folder and file when missing), migrates, and seeds a fresh database once. */
export function openDatabase(file: string, options: { now?: Date } & SeedOptions = {}): Db {
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
  const db = new DatabaseSync(file);
  db.exec('PRAGMA foreign_keys = ON');
  if (file !== ':memory:') {
    // WAL keeps readers unblocked while a write commits; busy_timeout covers a second process (a CLI, a test).
    db.exec('PRAGMA journal_mode = WAL');
    db.exec('PRAGMA busy_timeout = 5000');
  }
  migrate(db);
  seedIfEmpty(db, options.now ?? new Date(), options);
  return db;
}
