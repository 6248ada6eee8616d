import type { DatabaseSync, SQLInputValue } from 'node:sqlite';

export type Db = DatabaseSync;
export type SqlParam = SQLInputValue;

/** Rows are typed by the query that reads them: the schema is ours (migrations.ts), so the cast is the boundary. */
export function one<T>(db: Db, sql: string, ...params: SqlParam[]): T | undefined {
  return db.prepare(sql).get(...params) as T | undefined;
}

export function all<T>(db: Db, sql: string, ...params: SqlParam[]): T[] {
  return db.prepare(sql).all(...params) as T[];
}

export function run(db: Db, sql: string, ...params: SqlParam[]): { changes: number; lastId: number } {
  const result = db.prepare(sql).run(...params);
  return { changes: Number(result.changes), lastId: Number(result.lastInsertRowid) };
}

/**
 * Runs `work` atomically. node:sqlite is synchronous, so nothing else can interleave between the statements of
 * one request: a balance change and its ledger row commit together or not at all. Nested calls use savepoints.
 */
export function transaction<T>(db: Db, work: () => T): T {
  const nested = db.isTransaction;
  const savepoint = 'nested_tx';
  db.exec(nested ? `SAVEPOINT ${savepoint}` : 'BEGIN IMMEDIATE');
  try {
    const result = work();
    db.exec(nested ? `RELEASE ${savepoint}` : 'COMMIT');
    return result;
  } catch (error) {
    db.exec(nested ? `ROLLBACK TO ${savepoint}; RELEASE ${savepoint}` : 'ROLLBACK');
    throw error;
  }
}

/** `?, ?, ?` for an IN list. */
export const placeholders = (count: number) => Array.from({ length: count }, () => '?').join(', ');
