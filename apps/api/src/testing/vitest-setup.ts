import { afterAll } from 'vitest';
import { closeTestDatabases } from './test-database';

// Every test file's databases end with it (on PostgreSQL: connections closed, databases dropped).
afterAll(() => closeTestDatabases());
