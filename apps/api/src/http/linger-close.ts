import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Context } from 'hono';

/** How long a refused upload's connection is still read (and its bytes thrown away) after the answer, at most. */
export const LINGER_MS = 2_000;
/** How much of a refused upload is still read after the answer, at most: enough for what was already in flight. */
export const LINGER_BYTES = 4 * 1024 * 1024;

type NodeBindings = { incoming?: IncomingMessage; outgoing?: ServerResponse };

/**
 * Ends the connection of a refused upload so that the client can read the refusal. The answer goes out, the server
 * says it sends nothing more, and what the client still had in flight is read and thrown away for a short while
 * before the connection is closed. Closing at once, with the client's bytes unread, resets the connection, and a
 * reset makes the client's system drop the answer it had received but not yet read.
 */
export function lingerThenClose(c: Context): void {
  const { incoming, outgoing } = (c.env ?? {}) as NodeBindings;
  if (!incoming?.socket || !outgoing) return;
  const socket = incoming.socket;
  outgoing.once('finish', () => {
    let read = 0;
    const close = () => {
      clearTimeout(timer);
      socket.destroy();
    };
    const timer = setTimeout(close, LINGER_MS);
    timer.unref();
    incoming.on('data', (chunk: Buffer) => {
      read += chunk.byteLength;
      if (read > LINGER_BYTES) close();
    });
    incoming.resume();
    socket.end();
  });
}
