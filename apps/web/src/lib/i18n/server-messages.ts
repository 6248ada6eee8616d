import { enErrors } from './en-errors';

export type ServerMessageKey = keyof typeof enErrors.server;
export type ServerMessageMatch = { key: ServerMessageKey; values: Record<string, string> };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each English text as an anchored pattern whose `{{name}}` placeholders capture the server's value. */
const patterns = (Object.entries(enErrors.server) as [ServerMessageKey, string][]).map(([key, text]) => ({
  key,
  pattern: new RegExp(
    `^${text
      .split(/(\{\{\w+\}\})/)
      .map((part) => {
        const name = /^\{\{(\w+)\}\}$/.exec(part)?.[1];
        return name ? `(?<${name}>.+?)` : escapeRegExp(part);
      })
      .join('')}$`,
  ),
}));

/**
 * Which catalogue text a message of the reference API is, so the player reads it in their language. The API prefixes
 * a validation message with its field's name when the message does not name it (`newPassword: Password must ...`);
 * that developer name is dropped. A message this table does not know gives undefined and is shown as the server sent it.
 */
export function matchServerMessage(message: string): ServerMessageMatch | undefined {
  const trimmed = message.trim();
  const withoutField = trimmed.replace(/^[\w.]+: /, '');
  for (const candidate of trimmed === withoutField ? [trimmed] : [trimmed, withoutField]) {
    for (const { key, pattern } of patterns) {
      const match = pattern.exec(candidate);
      if (match) return { key, values: { ...match.groups } };
    }
  }
  return undefined;
}
