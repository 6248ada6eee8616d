import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '..');

/** Source files outside `db/` that run in the server (tests and test helpers may set up rows as they need). */
function serverFilesOutsideDb(): string[] {
  return readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .filter((file) => !file.startsWith(`db${path.sep}`) && !file.startsWith(`testing${path.sep}`));
}

const SQL_STATEMENT = /['"`]\s*(SELECT|INSERT\s+INTO|UPDATE\s+\w+\s+SET|DELETE\s+FROM|WITH\s+\w+\s+AS)\b/i;
const RAW_DATABASE_CALL = /\b(db\.(prepare|exec)\(|(one|all|run)(<[^>]*>)?\(db\b)/;

describe('where SQL lives', () => {
  it('finds the server files to look at', () => {
    expect(serverFilesOutsideDb()).toEqual(expect.arrayContaining([path.join('routes', 'cashier.ts'), 'app.ts']));
  });

  it('keeps every statement in db/ (queries, migrations, seed): routes and services call query functions', () => {
    const offenders = serverFilesOutsideDb().filter((file) => {
      const source = readFileSync(path.join(SRC, file), 'utf8');
      return SQL_STATEMENT.test(source) || RAW_DATABASE_CALL.test(source);
    });
    expect(offenders).toEqual([]);
  });
});
