import { createSeededTemplate, dropSeededTemplate, TEST_DATABASE_URL } from './postgres-test-server';

/** On PostgreSQL, seeds once the template each test's database is copied from; SQLite needs nothing. */
export function setup() {
  if (!TEST_DATABASE_URL) return;
  createSeededTemplate();
  return () => dropSeededTemplate();
}
