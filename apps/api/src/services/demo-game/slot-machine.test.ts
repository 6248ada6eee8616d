import type { SlotSymbol } from '@casino/api-contract';
import { describe, expect, it } from 'vitest';
import { drawReels, slotWin, symbolForRoll } from './slot-machine';

describe('symbolForRoll', () => {
  it.each([
    [0, 'cherry'],
    [34, 'cherry'],
    [35, 'lemon'],
    [62, 'lemon'],
    [63, 'bell'],
    [82, 'bell'],
    [83, 'star'],
    [94, 'star'],
    [95, 'seven'],
    [99, 'seven'],
    [-5, 'cherry'],
    [250, 'seven'],
  ] as const)('roll %d lands on %s', (roll, symbol) => {
    expect(symbolForRoll(roll)).toBe(symbol);
  });
});

describe('slotWin for a stake of 100', () => {
  it.each<[SlotSymbol[], number]>([
    [['seven', 'seven', 'seven'], 10_000],
    [['star', 'star', 'star'], 4000],
    [['bell', 'bell', 'bell'], 1500],
    [['lemon', 'lemon', 'lemon'], 800],
    [['cherry', 'cherry', 'cherry'], 500],
    [['cherry', 'lemon', 'cherry'], 200],
    [['cherry', 'lemon', 'bell'], 0],
    [['seven', 'seven', 'star'], 0],
  ])('%j pays %d', (reels, win) => {
    expect(slotWin(reels, 100)).toBe(win);
  });
});

it('drawReels takes three rolls in order', () => {
  const rolls = [99, 0, 70];
  expect(drawReels(() => rolls.shift() ?? 0)).toEqual(['seven', 'cherry', 'bell']);
});
