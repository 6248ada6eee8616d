import { readCardFrameStyle } from '@casino/api-contract';
import { lagoonSchemes } from '@casino/ui/themes/lagoon';
import { royaleSchemes } from '@casino/ui/themes/royale';
import { describe, expect, it } from 'vitest';
import { cardFrameStyle, styledFrameUrl } from './card-frame-style';

describe('the card frame style of each brand', () => {
  it.each([
    [
      'royale dark',
      royaleSchemes,
      'dark',
      { background: '#1a1430', field: '#251d42', primary: '#f5b301', radius: '8px', scheme: 'dark' },
    ],
    ['royale light', royaleSchemes, 'light', { primary: royaleSchemes.light.color.primary, scheme: 'light' }],
    [
      'lagoon light',
      lagoonSchemes,
      'light',
      { background: '#ffffff', field: '#e8f1f1', primary: '#0f766e', radius: '14px', scheme: 'light' },
    ],
    ['lagoon dark', lagoonSchemes, 'dark', { background: lagoonSchemes.dark.color.surface, scheme: 'dark' }],
  ] as const)(
    '%s: the dialog surface, raised fields, the call-to-action colour, its radius and the page scheme',
    (_, schemes, scheme, expected) => {
      const style = cardFrameStyle(schemes[scheme], scheme);
      expect(style).toMatchObject(expected);
      expect(style.font).toBe(schemes[scheme].font.body);
    },
  );

  it.each([
    ['royale', royaleSchemes],
    ['lagoon', lagoonSchemes],
  ] as const)('%s: every value passes the frame’s own check, so none is dropped', (_, schemes) => {
    const style = cardFrameStyle(schemes.light, 'light');
    const url = new URL(styledFrameUrl('https://pay.test/frame?session=abc', style));
    expect(url.searchParams.get('session')).toBe('abc');
    expect(readCardFrameStyle(url.searchParams)).toEqual(style);
  });
});
