import { badgeText } from './badge-text';

describe('badgeText', () => {
  it.each([
    [0, null],
    [-3, null],
    [Number.NaN, null],
    [1, '1'],
    [7.6, '7'],
    [99, '99'],
    [100, '99+'],
    [12_345, '99+'],
  ])('shows %s unread as %s', (count, shown) => {
    expect(badgeText(count)).toBe(shown);
  });

  it('caps at a lower maximum when asked', () => {
    expect(badgeText(10, 9)).toBe('9+');
  });
});
