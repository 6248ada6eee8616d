import { describe, expect, it } from 'vitest';
import { readCardFrameMessage } from './card-frame-messages';

const frameWindow = {};
const frame = { origin: 'http://pay.test', window: frameWindow };

describe('readCardFrameMessage', () => {
  it.each([
    [
      'a token from the frame',
      {
        origin: 'http://pay.test',
        source: frameWindow,
        data: { type: 'casino-card-token', token: 'tok_1', brand: 'visa', last4: '4242' },
      },
      'casino-card-token',
    ],
    [
      'a brand from the frame',
      { origin: 'http://pay.test', source: frameWindow, data: { type: 'casino-card-brand', brand: 'mastercard' } },
      'casino-card-brand',
    ],
    ['another origin', { origin: 'http://evil.test', source: frameWindow, data: { type: 'casino-card-reset' } }, null],
    [
      'another window of the same origin',
      { origin: 'http://pay.test', source: {}, data: { type: 'casino-card-reset' } },
      null,
    ],
    [
      'a full card number instead of the last four',
      {
        origin: 'http://pay.test',
        source: frameWindow,
        data: { type: 'casino-card-token', token: 't', brand: 'visa', last4: '4242424242424242' },
      },
      null,
    ],
    ['an unknown message', { origin: 'http://pay.test', source: frameWindow, data: 'hello' }, null],
  ])('%s', (_, event, expected) => {
    expect(readCardFrameMessage(event, frame)?.type ?? null).toBe(expected);
  });
});
