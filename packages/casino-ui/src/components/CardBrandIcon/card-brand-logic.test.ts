import { detectCardBrand } from './card-brand-logic';

describe('detectCardBrand', () => {
  it.each([
    // Visa: anything starting with 4, known from the first digit.
    ['4', 'visa'],
    ['4111 1111 1111 1111', 'visa'],
    ['4000-0566', 'visa'],
    // Mastercard 51–55.
    ['51', 'mastercard'],
    ['5555 5555 5555 4444', 'mastercard'],
    ['55', 'mastercard'],
    ['50', null],
    ['56', null],
    // Mastercard 2221–2720: needs four digits to decide.
    ['2', null],
    ['22', null],
    ['222', null],
    ['2220', null],
    ['2221', 'mastercard'],
    ['2223 0031 2200 3222', 'mastercard'],
    ['2720', 'mastercard'],
    ['2721', null],
    ['5', null],
    // Other brands and junk.
    ['3782 822463 10005', null],
    ['6011', null],
    ['', null],
    ['   ', null],
    ['4abc', null],
    ['abcd', null],
  ] as const)('given %j, returns %s', (prefix, expected) => {
    expect(detectCardBrand(prefix)).toBe(expected);
  });
});
