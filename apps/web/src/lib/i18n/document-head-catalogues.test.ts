import { describe, expect, it } from 'vitest';
import { deDocumentHead } from './de-document-head';
import { enDocumentHead } from './en-document-head';

/** Each key with its `{{placeholders}}` (a format such as `, number` left out). */
const placeholders = (texts: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(texts).map(([key, text]) => [
      key,
      [...text.matchAll(/\{\{(\w+)[^}]*\}\}/g)].map(([, name]) => name).sort(),
    ]),
  );

describe('the document head’s texts (read by the server render only)', () => {
  it('German has every text English has, with the same placeholders', () => {
    expect(placeholders(deDocumentHead)).toEqual(placeholders(enDocumentHead));
  });

  it('German is translated', () => {
    const same = Object.keys(enDocumentHead).filter(
      (key) =>
        deDocumentHead[key as keyof typeof enDocumentHead] === enDocumentHead[key as keyof typeof enDocumentHead],
    );
    expect(same).toEqual([]);
  });
});
