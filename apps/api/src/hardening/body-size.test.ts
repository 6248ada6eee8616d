import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_DISCARDED_BODY_BYTES } from '../http/body-limit';
import { createTestApp } from '../testing/test-app';

const ONE_MB = 1024 * 1024;
const PIECE = 64 * 1024;
const TOO_LARGE = { status: 'error', data: null, message: 'Request body is too large' };

type Outcome = { sentEverything: boolean; status: number; body: unknown };

/**
 * A client that sends its whole request before it reads the answer, as many HTTP libraries do, in pieces with a
 * pause between them as over a real network. It succeeds only if it could send every byte and then read an answer.
 */
function upload(port: number, head: string, body: Buffer, { chunked = false, pauseMs = 0 } = {}): Promise<Outcome> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    let received = '';
    let sentEverything = false;
    const write = (data: string | Buffer) =>
      new Promise<void>((done, fail) => socket.write(data, (e) => (e ? fail(e) : done())));
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      const [headers = '', text = ''] = received.split('\r\n\r\n');
      const status = Number(headers.match(/^HTTP\/1\.1 (\d{3})/)?.[1] ?? 0);
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = text;
      }
      socket.destroy();
      resolve({ sentEverything, status, body: parsed });
    };
    socket.setEncoding('latin1');
    // The answer may arrive while the client is still sending: it counts once the request is all out.
    const finishIfAnswered = () => {
      const [headers, text] = received.split('\r\n\r\n');
      const length = headers?.match(/\r\ncontent-length: (\d+)/i)?.[1];
      if (sentEverything && length !== undefined && text !== undefined && text.length >= Number(length)) finish();
    };
    socket.on('data', (chunk: string) => {
      received += chunk;
      finishIfAnswered();
    });
    socket.on('error', () => {});
    socket.on('close', finish);
    socket.on('connect', async () => {
      try {
        const framing = chunked ? 'Transfer-Encoding: chunked' : `Content-Length: ${body.length}`;
        await write(`${head}\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n${framing}\r\n\r\n`);
        for (let i = 0; i < body.length; i += PIECE) {
          const piece = body.subarray(i, i + PIECE);
          const framed = chunked ? [`${piece.length.toString(16)}\r\n`, piece, '\r\n'] : [piece];
          for (const part of framed) await write(part);
          if (pauseMs) await new Promise((r) => setTimeout(r, pauseMs));
        }
        if (chunked) await write('0\r\n\r\n');
        sentEverything = true;
        finishIfAnswered();
      } catch {
        // The server closed the connection under the upload: `sentEverything` stays false.
      }
    });
  });
}

describe('an oversized body against a listening server', () => {
  let server: ReturnType<typeof serve>;
  let port = 0;
  beforeAll(async () => {
    const { app } = createTestApp();
    await new Promise<void>((resolve) => {
      server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve());
    });
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const megabyte = Buffer.alloc(ONE_MB, 'a');

  for (const chunked of [false, true]) {
    const framing = chunked ? 'chunked, no Content-Length' : 'with Content-Length';
    // Sent over about 0.8 s: the server used to answer at once and close the connection half a second later,
    // under the upload, so the client met a reset instead of the answer.
    it(`lets a slow client send 1 MB and read the 413 envelope, every time (${framing})`, async () => {
      const outcomes = await Promise.all(
        Array.from({ length: 10 }, () =>
          upload(port, 'POST /api/auth/login HTTP/1.1', megabyte, { chunked, pauseMs: 50 }),
        ),
      );
      for (const outcome of outcomes) expect(outcome).toEqual({ sentEverything: true, status: 413, body: TOO_LARGE });
    });

    it(`answers a burst of fast 1 MB bodies with 413 envelopes (${framing})`, async () => {
      const outcomes = await Promise.all(
        Array.from({ length: 30 }, () => upload(port, 'POST /api/me/withdrawals HTTP/1.1', megabyte, { chunked })),
      );
      for (const outcome of outcomes) expect(outcome).toEqual({ sentEverything: true, status: 413, body: TOO_LARGE });
    });
  }

  it('still serves a body within the limit on the same path', async () => {
    const body = Buffer.from(JSON.stringify({ email: 'nobody@casino.test', password: 'wrong-password' }));
    const outcome = await upload(port, 'POST /api/auth/login HTTP/1.1', body);
    expect(outcome.status).toBe(401);
  });

  it('refuses at once, and closes, a body declared larger than the server will ever read', async () => {
    const outcome = await new Promise<{ status: number; closes: boolean }>((resolve) => {
      const socket = connect({ host: '127.0.0.1', port });
      let received = '';
      socket.setEncoding('latin1');
      socket.on('data', (chunk: string) => {
        received += chunk;
      });
      socket.on('close', () =>
        resolve({
          status: Number(received.match(/^HTTP\/1\.1 (\d{3})/)?.[1] ?? 0),
          closes: /\r\nconnection: close\r\n/i.test(received),
        }),
      );
      socket.on('connect', () =>
        socket.write(
          `POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${MAX_DISCARDED_BODY_BYTES + 1}\r\n\r\n{`,
        ),
      );
    });
    expect(outcome).toEqual({ status: 413, closes: true });
  });
});
