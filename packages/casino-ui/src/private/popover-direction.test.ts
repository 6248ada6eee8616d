import { popoverDirection } from './popover-direction';

describe('popoverDirection', () => {
  it.each([
    // Both sides of the "under 200 px below" boundary, with plenty of room above.
    [199, 500, 'up'],
    [200, 500, 'down'],
    [201, 500, 'down'],
    // Both sides of the "more than 200 px above" boundary, with too little room below.
    [100, 199, 'down'],
    [100, 200, 'down'],
    [100, 201, 'up'],
    // The corner: neither side has room; downward is the usual place.
    [199, 200, 'down'],
    [199, 201, 'up'],
    [0, 0, 'down'],
    [800, 800, 'down'],
  ] as const)('below %i px, above %i px → %s', (spaceBelow, spaceAbove, expected) => {
    expect(popoverDirection({ spaceBelow, spaceAbove })).toBe(expected);
  });

  it.each([
    [99, 101, 100, 'up'],
    [100, 101, 100, 'down'],
    [99, 100, 100, 'down'],
  ] as const)('with threshold %i: below %i, above %i → %s', (spaceBelow, spaceAbove, threshold, expected) => {
    expect(popoverDirection({ spaceBelow, spaceAbove, threshold })).toBe(expected);
  });
});
