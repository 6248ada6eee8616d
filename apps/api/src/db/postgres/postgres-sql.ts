/** Turns the API's statements (written once, with `?` placeholders) into what PostgreSQL reads. Pure and cached. */
import { PLANNED_PER_CALL } from '../sql';

export type PostgresStatement = {
  text: string;
  /**
   * PostgreSQL folds unquoted names to lower case: `AS createdAt` comes back as `createdat`. The statement's mixed-case
   * aliases, by their folded name, so rows get the names the code reads.
   */
  aliases: ReadonlyMap<string, string>;
  /** The table of an INSERT that names no RETURNING (the caller may want the new row's id). */
  insertInto?: string;
  /**
   * The name it is prepared under on each connection: PostgreSQL parses it once per connection instead of at every
   * call, and after a few calls keeps one plan for every value. One name per distinct text. None for a statement
   * marked PLANNED_PER_CALL.
   */
  name?: string;
};

const cache = new Map<string, PostgresStatement>();

export function toPostgres(sql: string): PostgresStatement {
  let statement = cache.get(sql);
  if (!statement) {
    statement = translate(sql);
    cache.set(sql, statement);
  }
  return statement;
}

function translate(sql: string): PostgresStatement {
  let text = '';
  let n = 0;
  // Placeholders count only outside quoted text, quoted names and comments.
  for (let i = 0; i < sql.length; i++) {
    const c = sql[i];
    if (c === "'" || c === '"') {
      const end = closingQuote(sql, i, c);
      text += sql.slice(i, end + 1);
      i = end;
    } else if (c === '-' && sql[i + 1] === '-') {
      const end = sql.indexOf('\n', i);
      i = end === -1 ? sql.length : end - 1;
    } else if (c === '?') {
      // `?NNN` names a parameter; a bare `?` takes the next number after the largest named so far (SQLite's rule).
      const digits = /^\d+/.exec(sql.slice(i + 1))?.[0];
      const number = digits ? Number(digits) : n + 1;
      n = Math.max(n, number);
      text += `$${number}`;
      i += digits?.length ?? 0;
    } else text += c;
  }
  const aliases = new Map<string, string>();
  for (const [, name = ''] of text.matchAll(/\bAS\s+([A-Za-z_][A-Za-z0-9_]*)/gi)) {
    if (name !== name.toLowerCase()) aliases.set(name.toLowerCase(), name);
  }
  const table = /^\s*INSERT\s+INTO\s+([a-z_][a-z0-9_]*)/i.exec(text)?.[1];
  const insertInto = table && !/\bRETURNING\b/i.test(text) ? table.toLowerCase() : undefined;
  const name = sql.startsWith(PLANNED_PER_CALL) ? undefined : `casino_${cache.size + 1}`;
  return { text, aliases, insertInto, name };
}

/** The index of the quote that closes the one at `start` (a doubled quote is part of the text). */
function closingQuote(sql: string, start: number, quote: string): number {
  let i = start + 1;
  while (i < sql.length) {
    if (sql[i] === quote) {
      if (sql[i + 1] === quote) i += 2;
      else return i;
    } else i += 1;
  }
  return sql.length - 1;
}

/** A row with the statement's mixed-case aliases restored. */
export function withAliases(row: Record<string, unknown>, aliases: ReadonlyMap<string, string>) {
  if (aliases.size === 0) return row;
  const named: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) named[aliases.get(key) ?? key] = value;
  return named;
}
