import { all, type Db, run } from '../sql';

export type OutboxMail = { id: number; to: string; subject: string; text: string; html: string; createdAt: string };

export type NewMail = Omit<OutboxMail, 'id' | 'createdAt'>;

export const insertMail = async (db: Db, mail: NewMail, createdAt: string) =>
  (
    await run(
      db,
      'INSERT INTO outbox (to_address, subject, text, html, created_at) VALUES (?, ?, ?, ?, ?)',
      mail.to,
      mail.subject,
      mail.text,
      mail.html,
      createdAt,
    )
  ).lastId;

/** Newest first; `to` compares case-insensitively like the account emails. */
export async function listMail(db: Db, to?: string): Promise<OutboxMail[]> {
  const select = 'SELECT id, to_address AS "to", subject, text, html, created_at AS createdAt FROM outbox';
  return to
    ? await all<OutboxMail>(db, `${select} WHERE lower(to_address) = lower(?) ORDER BY id DESC`, to)
    : await all<OutboxMail>(db, `${select} ORDER BY id DESC`);
}
