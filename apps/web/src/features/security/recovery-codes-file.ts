/** The texts of the downloaded file, in the player's language. */
export type RecoveryCodesFileTexts = { title: string; account: string; note: string };

/**
 * The recovery codes as a plain-text file to keep: a title, the account it is for, one code a line, and how they
 * work. CRLF line ends, so the file reads right in every editor, Windows' Notepad included.
 */
export function recoveryCodesFile(codes: readonly string[], texts: RecoveryCodesFileTexts): string {
  return [texts.title, texts.account, '', ...codes, '', texts.note, ''].join('\r\n');
}

/** A file name that says what it holds and for which site; a host name holds nothing a file name cannot. */
export const recoveryCodesFileName = (host: string) =>
  `${host.replace(/[^A-Za-z0-9.-]/g, '-') || 'casino'}-recovery-codes.txt`;
