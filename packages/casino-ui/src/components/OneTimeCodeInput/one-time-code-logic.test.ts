import { codeSlots, sanitizeOneTimeCode } from './one-time-code-logic';

describe('sanitizeOneTimeCode', () => {
  it.each([
    ['123456', 6, '123456'],
    ['123 456', 6, '123456'],
    ['123-456', 6, '123456'],
    [' 12 34 56 ', 6, '123456'],
    ['Your code is 987654.', 6, '987654'],
    ['1234567', 6, '123456'],
    ['abc', 6, ''],
    ['１２３４５６', 6, '123456'],
    ['12', 6, '12'],
    ['12345678', 8, '12345678'],
    ['', 6, ''],
  ])('%j with length %i keeps %j', (raw, length, expected) => {
    expect(sanitizeOneTimeCode(raw, length)).toBe(expected);
  });
});

describe('codeSlots', () => {
  it.each([
    ['', false, ['', '', '', '', '', ''], -1],
    ['', true, ['', '', '', '', '', ''], 0],
    ['12', true, ['1', '2', '', '', '', ''], 2],
    ['12345', true, ['1', '2', '3', '4', '5', ''], 5],
    // A whole code keeps the last box marked, where a Backspace takes effect.
    ['123456', true, ['1', '2', '3', '4', '5', '6'], 5],
    ['123456', false, ['1', '2', '3', '4', '5', '6'], -1],
  ])('%j (focused: %s) draws %j with box %i active', (value, focused, chars, active) => {
    const slots = codeSlots(value, 6, focused);
    expect(slots.map((slot) => slot.char)).toEqual(chars);
    expect(slots.findIndex((slot) => slot.isActive)).toBe(active);
  });
});
