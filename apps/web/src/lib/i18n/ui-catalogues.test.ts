import { describe, expect, it } from 'vitest';
import { deUi } from './de-ui';
import { enUi } from './en-ui';

/** Every `group.key` (and `group.key.pluralForm`) of a catalogue with its `{placeholders}`. */
function shape(catalogue: object, prefix = ''): Record<string, string[]> {
  const entries: Record<string, string[]> = {};
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries[path] = (value.match(/\{\w+\}/g) ?? []).sort();
    else Object.assign(entries, shape(value as object, path));
  }
  return entries;
}

describe('the casino-ui catalogues', () => {
  it('German has every text English has, with the same placeholders', () => {
    const english = shape(enUi);
    const german = shape(deUi);
    // German and English share plural categories (one, other), so the shapes match exactly.
    expect(german).toEqual(english);
  });

  it('German is translated: no text equals its English except names and symbols', () => {
    const english = shape(enUi);
    const same = Object.keys(english).filter(
      (path) =>
        path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], deUi) ===
        path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], enUi),
    );
    expect(same).toEqual([]);
  });
});
