import { enAccount } from './en-account';
import { enErrors } from './en-errors';

export type TextMatch<K extends string> = { key: K; values: Record<string, string> };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Each English text as an anchored pattern whose `{{name}}` placeholders capture the server's value. The patterns are
 * built when the first message is looked up, not when the app starts: the app's entry imports this module, and
 * building them all cost about 3 ms of that task on a desktop.
 */
function textMatcher<K extends string>(table: Record<K, string>) {
  let patterns: { key: K; pattern: RegExp }[] | undefined;
  const buildPatterns = () =>
    (Object.entries(table) as [K, string][]).map(([key, text]) => ({
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
  return (text: string): TextMatch<K> | undefined => {
    patterns ??= buildPatterns();
    for (const { key, pattern } of patterns) {
      const match = pattern.exec(text);
      if (match) return { key, values: { ...match.groups } };
    }
    return undefined;
  };
}

export type ServerMessageKey = keyof typeof enErrors.server;
const matchServerText = textMatcher(enErrors.server);

/**
 * Which catalogue text a message of the reference API is, so the player reads it in their language. The API prefixes
 * a validation message with its field's name when the message does not name it (`newPassword: Password must ...`);
 * that developer name is dropped. A message this table does not know gives undefined and is shown as the server sent it.
 */
export function matchServerMessage(message: string): TextMatch<ServerMessageKey> | undefined {
  const trimmed = message.trim();
  const withoutField = trimmed.replace(/^[\w.]+: /, '');
  return matchServerText(trimmed) ?? (withoutField === trimmed ? undefined : matchServerText(withoutField));
}

export type TransactionDescriptionKey = keyof typeof enAccount.history.descriptions;

/** Which catalogue text a transaction's description is; the ledger stores the API's English wording. */
export const matchTransactionDescription = textMatcher(enAccount.history.descriptions);
