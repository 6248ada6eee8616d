import { intersectBounds, LIST_MAX_HEIGHT, LIST_MIN_HEIGHT, listPlacement } from './list-placement';

describe('listPlacement', () => {
  it.each([
    // [case, field, room, expected]
    [
      'plenty of room below: down, capped',
      { top: 100, bottom: 144 },
      { top: 0, bottom: 900 },
      { direction: 'down', maxHeight: LIST_MAX_HEIGHT },
    ],
    [
      'the sign-up State field near the dialog bottom: up, capped',
      { top: 816, bottom: 860 },
      { top: 24, bottom: 876 },
      { direction: 'up', maxHeight: LIST_MAX_HEIGHT },
    ],
    [
      'up, but less room above than the cap',
      { top: 250, bottom: 294 },
      { top: 0, bottom: 400 },
      { direction: 'up', maxHeight: 238 },
    ],
    [
      'down into less room than the cap',
      { top: 100, bottom: 144 },
      { top: 0, bottom: 400 },
      { direction: 'down', maxHeight: 244 },
    ],
    [
      'exactly the threshold below: down',
      { top: 400, bottom: 444 },
      { top: 0, bottom: 644 },
      { direction: 'down', maxHeight: 188 },
    ],
    [
      'no room on either side: down, at the floor',
      { top: 20, bottom: 64 },
      { top: 0, bottom: 120 },
      { direction: 'down', maxHeight: LIST_MIN_HEIGHT },
    ],
  ] as const)('%s', (_case, field, room, expected) => {
    expect(listPlacement({ field, room })).toEqual(expected);
  });

  it('follows a custom threshold', () => {
    const field = { top: 500, bottom: 544 };
    const room = { top: 0, bottom: 844 };
    expect(listPlacement({ field, room }).direction).toBe('down');
    expect(listPlacement({ field, room, threshold: 320 }).direction).toBe('up');
  });
});

describe('intersectBounds', () => {
  it.each([
    ['a dialog inside the viewport', { top: 0, bottom: 900 }, { top: 24, bottom: 876 }, { top: 24, bottom: 876 }],
    ['a page taller than the viewport', { top: 0, bottom: 900 }, { top: -300, bottom: 2400 }, { top: 0, bottom: 900 }],
  ] as const)('%s', (_case, a, b, expected) => {
    expect(intersectBounds(a, b)).toEqual(expected);
  });
});
