import { describe, expect, it } from 'vitest';
import { documentTitle } from './document-title';

describe('documentTitle', () => {
  it.each([
    { pageTitle: 'Slots', siteName: 'Royale Casino', title: 'Slots · Royale Casino' },
    { pageTitle: 'Book of Ra', siteName: 'Lagoon Play', title: 'Book of Ra · Lagoon Play' },
    { pageTitle: null, siteName: 'Royale Casino', title: 'Royale Casino' },
    { pageTitle: undefined, siteName: 'Royale Casino', title: 'Royale Casino' },
    { pageTitle: '', siteName: 'Royale Casino', title: 'Royale Casino' },
  ])('$pageTitle at $siteName: $title', ({ pageTitle, siteName, title }) => {
    expect(documentTitle(pageTitle, siteName)).toBe(title);
  });

  it('names the configured brand when no site name is given', () => {
    expect(documentTitle('Slots')).toBe('Slots · Royale Casino');
  });
});
