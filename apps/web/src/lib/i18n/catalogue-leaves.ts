/** Every string of a catalogue by its dotted key (`cashier.tabs.deposit`), arrays by index (`faq.0.question`). */
export function catalogueLeaves(catalogue: unknown, prefix = ''): Map<string, string> {
  const leaves = new Map<string, string>();
  if (typeof catalogue === 'string') {
    leaves.set(prefix, catalogue);
    return leaves;
  }
  if (catalogue !== null && typeof catalogue === 'object') {
    for (const [key, value] of Object.entries(catalogue)) {
      for (const [path, text] of catalogueLeaves(value, prefix ? `${prefix}.${key}` : key)) leaves.set(path, text);
    }
  }
  return leaves;
}

/**
 * What a translation must carry over unchanged: i18next placeholders (`{{amount}}`, `{{count, number}}`) and the
 * named tags that Trans replaces with components (`<terms>`), sorted so that word order may differ.
 */
export function interpolationTokens(text: string): string[] {
  const placeholders = text.match(/\{\{[^}]+\}\}/g) ?? [];
  const tags = text.match(/<\/?[\w-]+\s*\/?>/g) ?? [];
  return [...placeholders, ...tags].sort();
}
