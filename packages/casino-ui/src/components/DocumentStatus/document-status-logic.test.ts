import { documentStatuses, needsNewDocument } from './document-status-logic';

describe('needsNewDocument', () => {
  it.each([
    ['not-submitted', true],
    ['pending', false],
    ['approved', false],
    ['rejected', true],
    ['expired', true],
  ] as const)('%s: %s', (status, expected) => {
    expect(needsNewDocument(status)).toBe(expected);
  });

  it('knows every status', () => {
    expect(documentStatuses).toHaveLength(5);
  });
});
