import { describe, expect, it } from 'vitest';
import { toPostgres, withAliases } from './postgres-sql';

describe('toPostgres', () => {
  it.each([
    ['SELECT * FROM users WHERE id = ?', 'SELECT * FROM users WHERE id = $1'],
    ['UPDATE t SET a = ?, b = ? WHERE id = ?', 'UPDATE t SET a = $1, b = $2 WHERE id = $3'],
    ['SELECT 1 WHERE email = ?1 OR login = ?1', 'SELECT 1 WHERE email = $1 OR login = $1'],
    ['SELECT ?2, ?1, ?', 'SELECT $2, $1, $3'],
    ["SELECT 'what?' AS q, ? AS v", "SELECT 'what?' AS q, $1 AS v"],
    ["SELECT 'it''s ?' WHERE a = ?", "SELECT 'it''s ?' WHERE a = $1"],
    ['SELECT "odd?name" FROM t WHERE a = ?', 'SELECT "odd?name" FROM t WHERE a = $1'],
    ['SELECT a -- why? because\nFROM t WHERE b = ?', 'SELECT a \nFROM t WHERE b = $1'],
  ])('%j → %j', (sqlite, postgres) => {
    expect(toPostgres(sqlite).text).toBe(postgres);
  });

  it('remembers mixed-case aliases by the name PostgreSQL folds them to', () => {
    const { aliases } = toPostgres('SELECT created_at AS createdAt, t.amount AS amount, x AS "to" FROM t');
    expect([...aliases]).toEqual([['createdat', 'createdAt']]);
    expect(withAliases({ createdat: 'now', amount: 1, to: 'a' }, aliases)).toEqual({
      createdAt: 'now',
      amount: 1,
      to: 'a',
    });
  });

  it.each([
    ['INSERT INTO users (login) VALUES (?)', 'users'],
    ['  insert into Outbox (a) VALUES (?)', 'outbox'],
    ['INSERT INTO users (login) VALUES (?) RETURNING id', undefined],
    ['UPDATE users SET a = ?', undefined],
  ])('%j inserts into %j without asking for a row back', (sql, table) => {
    expect(toPostgres(sql).insertInto).toBe(table);
  });
});
