import { readCardFrameStyle } from '@casino/api-contract';
import { lagoonTokens } from '@casino/ui/themes/lagoon';
import { royaleTokens } from '@casino/ui/themes/royale';
import { describe, expect, it } from 'vitest';
import { cardFrameStyle, styledFrameUrl } from './card-frame-style';

describe('the card frame style of each brand (issue 18 item 8)', () => {
  it.each([
    [
      'royale',
      royaleTokens,
      { background: '#1a1430', field: '#251d42', primary: '#f5b301', radius: '8px', scheme: 'dark' },
    ],
    [
      'lagoon',
      lagoonTokens,
      { background: '#ffffff', field: '#e8f1f1', primary: '#0f766e', radius: '14px', scheme: 'light' },
    ],
  ])(
    '%s: the dialog surface, raised fields, the call-to-action colour, its radius and scheme',
    (_, tokens, expected) => {
      const style = cardFrameStyle(tokens);
      expect(style).toMatchObject(expected);
      expect(style.font).toBe(tokens.font.body);
    },
  );

  it.each([
    ['royale', royaleTokens],
    ['lagoon', lagoonTokens],
  ])('%s: every value passes the frame’s own check, so none is dropped', (_, tokens) => {
    const style = cardFrameStyle(tokens);
    const url = new URL(styledFrameUrl('https://pay.test/frame?session=abc', style));
    expect(url.searchParams.get('session')).toBe('abc');
    expect(readCardFrameStyle(url.searchParams)).toEqual(style);
  });
});
