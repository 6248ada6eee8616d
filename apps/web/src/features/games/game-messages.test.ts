import { describe, expect, it } from 'vitest';
import { isBalanceMessage } from './game-messages';

describe('isBalanceMessage', () => {
  it.each([
    ['the slot’s message', { type: 'casino:balance-changed' }, true],
    ['the message with more fields', { type: 'casino:balance-changed', amount: 5 }, true],
    ['another type', { type: 'casino:spin' }, false],
    ['a type that is no string', { type: 1 }, false],
    ['an object without a type', {}, false],
    ['the type as bare text', 'casino:balance-changed', false],
    ['null', null, false],
    ['nothing', undefined, false],
  ])('%s: %s', (_case, data, expected) => {
    expect(isBalanceMessage(data)).toBe(expected);
  });
});
