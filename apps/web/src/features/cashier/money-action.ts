import { useCallback, useRef, useState } from 'react';

/** Omit that keeps each member of a union (a withdrawal to a card or to an address) apart. */
export type WithoutKey<T> = T extends unknown ? Omit<T, 'idempotencyKey'> : never;

/** A fresh idempotency key for one intended money action (docs/product.md#money). */
export const newIdempotencyKey = () => crypto.randomUUID();

/**
 * Sends a money action exactly once however often it is triggered: while one is in flight further calls are
 * ignored (a double click, a key held down), and each deliberate new attempt gets a new idempotency key. The
 * mutation's own automatic retry resends the same variables, so the server sees the same key and answers once.
 */
export function useSingleFlight<T extends { idempotencyKey: string }, R>(send: (body: T) => Promise<R>) {
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const submit = useCallback(
    async (body: WithoutKey<T>): Promise<R | undefined> => {
      if (inFlight.current) return undefined;
      inFlight.current = true;
      setBusy(true);
      try {
        return await send({ ...body, idempotencyKey: newIdempotencyKey() } as unknown as T);
      } finally {
        inFlight.current = false;
        setBusy(false);
      }
    },
    [send],
  );
  return { submit, busy };
}
