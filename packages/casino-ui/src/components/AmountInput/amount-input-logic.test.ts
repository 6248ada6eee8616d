import { currencySymbol, minorUnitDigits, type ParsedAmount, parseAmountToMinorUnits } from './amount-input-logic';

const ok = (minorUnits: number): ParsedAmount => ({ ok: true, minorUnits });
const fail = (error: Extract<ParsedAmount, { ok: false }>['error']): ParsedAmount => ({ ok: false, error });

describe('parseAmountToMinorUnits', () => {
  it.each<[text: string, currency: string, expected: ParsedAmount]>([
    ['25', 'USD', ok(2500)],
    ['25.5', 'USD', ok(2550)],
    ['25.50', 'USD', ok(2550)],
    ['0.29', 'USD', ok(29)],
    ['.5', 'USD', ok(50)],
    ['5.', 'USD', ok(500)],
    ['0', 'USD', ok(0)],
    ['007', 'USD', ok(700)],
    ['  100 ', 'USD', ok(10000)],
    ['1 000', 'EUR', ok(100000)],
    ['1,234.50', 'USD', ok(123450)],
    ['25,50', 'EUR', ok(2550)],
    ['1000', 'JPY', ok(1000)],
    ['USDT amount 5', 'USDT', fail('not-a-number')],
    ['12.5', 'USDT', ok(1250)],
    ['25.505', 'USD', fail('too-many-decimals')],
    ['1,234', 'USD', ok(123400)],
    ['1,2345', 'USD', fail('too-many-decimals')],
    ['10.5', 'JPY', fail('too-many-decimals')],
    ['-5', 'USD', fail('negative')],
    ['-', 'USD', fail('not-a-number')],
    ['', 'USD', fail('empty')],
    ['   ', 'USD', fail('empty')],
    ['.', 'USD', fail('not-a-number')],
    ['abc', 'USD', fail('not-a-number')],
    ['1e3', 'USD', fail('not-a-number')],
    ['12.3.4', 'USD', fail('not-a-number')],
    ['+5', 'USD', fail('not-a-number')],
    ['1,2,3', 'USD', fail('not-a-number')],
    ['Infinity', 'USD', fail('not-a-number')],
    ['99999999999999999999', 'USD', fail('too-large')],
  ])('reads %j in %s as %j', (text, currency, expected) => {
    expect(parseAmountToMinorUnits(text, currency)).toEqual(expected);
  });
});

describe('minorUnitDigits and currencySymbol', () => {
  it.each([
    ['USD', 2, '$'],
    ['EUR', 2, '€'],
    ['GBP', 2, '£'],
    ['JPY', 0, '¥'],
    ['USDT', 2, 'USDT'],
  ])('%s has %i minor digits and the symbol %s', (currency, digits, symbol) => {
    expect(minorUnitDigits(currency)).toBe(digits);
    expect(currencySymbol(currency)).toBe(symbol);
  });
});
