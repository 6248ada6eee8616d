import { expect } from 'vitest';
import type { Db } from '../db/sql';
import { createPaymentSimulatorApp } from '../services/payment-simulator/app';
import type { TestBrowser } from './test-app';

export type CardFrameAnswer = { token: string; challenge?: boolean; errors?: object };

/** Fills the hosted card frame the way the frame's script does, on the simulator's own app, for the browser's player. */
export async function cardToken(
  t: { b: TestBrowser; db: Db; clock: { now: () => number } },
  number: string,
  confirmCode?: string,
): Promise<CardFrameAnswer> {
  const session = (await t.b.post<{ sessionId: string; frameUrl: string }>('/api/me/deposits/card/sessions')).body.data;
  const simulator = createPaymentSimulatorApp({ db: t.db, clock: t.clock.now });
  const frame = await simulator.request(new URL(session.frameUrl).pathname + new URL(session.frameUrl).search);
  expect(frame.status).toBe(200);
  expect(frame.headers.get('Content-Security-Policy')).toContain('frame-ancestors http://casino.test');
  const answer = await simulator.request('/frame/tokens', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ session: session.sessionId, number, expiry: '12/30', cvc: '123', holder: 'Demo Player' }),
  });
  const tokenAnswer = (await answer.json()) as CardFrameAnswer;
  if (confirmCode && tokenAnswer.challenge) {
    await simulator.request(`/frame/tokens/${tokenAnswer.token}/confirm`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ code: confirmCode }),
    });
  }
  return tokenAnswer;
}
