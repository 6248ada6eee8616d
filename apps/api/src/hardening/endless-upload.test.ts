import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { MAX_DOCUMENT_BYTES, UPLOAD_HEADER } from '@casino/api-contract';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PLAYER } from '../db/seed/demo-player-seed';
import { createTestApp } from '../testing/test-app';

const PIECE = 64 * 1024;
const UPLOAD = '/api/me/verification/documents';

/**
 * A client that never stops sending a document (chunked, no length) and reads whatever comes back: the server must
 * answer 413 and close, having read little more than the limit.
 */
function endlessUpload(port: number, cookie: string): Promise<{ status: number; sent: number; closed: boolean }> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    let received = '';
    let sent = 0;
    let stopped = false;
    const done = (closed: boolean) => {
      if (stopped) return;
      stopped = true;
      socket.destroy();
      resolve({ status: Number(received.match(/^HTTP\/1\.1 (\d{3})/)?.[1] ?? 0), sent, closed });
    };
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      received += chunk;
      if (received.includes('\r\n\r\n')) done(false);
    });
    socket.on('error', () => {});
    socket.on('close', () => done(true));
    socket.on('connect', async () => {
      const boundary = 'endless';
      const head =
        `--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\npassport\r\n--${boundary}\r\n` +
        'Content-Disposition: form-data; name="file"; filename="x.jpg"\r\nContent-Type: image/jpeg\r\n\r\n';
      socket.write(
        `POST ${UPLOAD} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nCookie: ${cookie}\r\n` +
          `${UPLOAD_HEADER.name}: ${UPLOAD_HEADER.value}\r\n` +
          `Content-Type: multipart/form-data; boundary=${boundary}\r\nTransfer-Encoding: chunked\r\n\r\n` +
          `${head.length.toString(16)}\r\n${head}\r\n`,
      );
      const piece = Buffer.alloc(PIECE, 0x41);
      // Far past the limit: a server that kept reading would take all of it.
      while (!stopped && sent < 20 * MAX_DOCUMENT_BYTES) {
        const ok = socket.write(Buffer.concat([Buffer.from(`${PIECE.toString(16)}\r\n`), piece, Buffer.from('\r\n')]));
        sent += PIECE;
        if (!ok) await new Promise((r) => socket.once('drain', r));
      }
    });
  });
}

describe('an endless document upload against a listening server', () => {
  let server: ReturnType<typeof serve>;
  let port = 0;
  let cookie = '';
  beforeAll(async () => {
    const world = createTestApp();
    const player = world.browser();
    await player.login(DEMO_PLAYER.email, DEMO_PLAYER.password);
    cookie = player.jar.header(UPLOAD);
    await new Promise<void>((resolve) => {
      server = serve({ fetch: world.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve());
    });
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('is cut off with 413 once it passes 10 MB', async () => {
    const outcome = await endlessUpload(port, cookie);
    expect(outcome.status).toBe(413);
    // What the client managed to push includes the socket buffers on both sides, never the 200 MB it meant to send.
    expect(outcome.sent).toBeLessThan(4 * MAX_DOCUMENT_BYTES);
  });

  it('refuses at once a body that declares more than the limit, without waiting for it', async () => {
    const answer = await new Promise<string>((resolve) => {
      const socket = connect({ host: '127.0.0.1', port });
      let received = '';
      socket.setEncoding('latin1');
      socket.on('data', (chunk: string) => {
        received += chunk;
      });
      socket.on('error', () => {});
      socket.on('close', () => resolve(received));
      socket.on('connect', () => {
        socket.write(
          `POST ${UPLOAD} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nCookie: ${cookie}\r\n` +
            `${UPLOAD_HEADER.name}: ${UPLOAD_HEADER.value}\r\nContent-Type: multipart/form-data; boundary=x\r\n` +
            `Content-Length: ${2 * MAX_DOCUMENT_BYTES}\r\n\r\n--x\r\n`,
        );
      });
    });
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toContain('DOCUMENT_TOO_LARGE');
  });
});
