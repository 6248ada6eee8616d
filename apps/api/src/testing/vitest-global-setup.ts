import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createSeededTemplate, dropSeededTemplate, TEST_DATABASE_URL } from './postgres-test-server';
import { TEST_SEED_OPTIONS } from './test-seed';

/**
 * Seeds once the database every test copies: on PostgreSQL a template database, on SQLite the bytes of one written
 * to a file each worker reads once (a copy per test then costs a millisecond instead of a third of a second's seed).
 */
export async function setup(project: TestProject) {
  if (TEST_DATABASE_URL) {
    await createSeededTemplate();
    return () => dropSeededTemplate();
  }
  // node:sqlite is loaded only here, on SQLite, and only after its warning is silenced.
  const { silenceSqliteExperimentalWarning } = await import('../silence-sqlite-warning');
  silenceSqliteExperimentalWarning();
  const { SqliteDb } = await import('../db/sqlite/sqlite-db');
  const { prepareDatabase } = await import('../db/prepare-database');
  const db = new SqliteDb(':memory:');
  await prepareDatabase(db, TEST_SEED_OPTIONS);
  const dir = mkdtempSync(path.join(tmpdir(), 'casino-test-template-'));
  const file = path.join(dir, 'seeded.sqlite');
  writeFileSync(file, db.serialize());
  await db.close();
  project.provide('sqliteTemplateFile', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
