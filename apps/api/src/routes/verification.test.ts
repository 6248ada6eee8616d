import { readdir } from 'node:fs/promises';
import {
  type AccountState,
  MAX_DOCUMENT_BYTES,
  type Paged,
  type PlayerNotification,
  UPLOAD_HEADER,
  type VerificationDocument,
  type VerificationSummary,
} from '@casino/api-contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { withdrawnTotal } from '../db/queries/verification';
import { DEMO_PLAYER } from '../db/seed/demo-player-seed';
import { openStream, stateOf } from '../testing/account-stream';
import { pdf, photoWithGps, plainPng } from '../testing/document-fixtures';
import { validSignUp } from '../testing/sign-up-fixtures';
import { createTestApp, TEST_DOCUMENTS_DIR, type TestBrowser } from '../testing/test-app';

const UPLOAD = '/api/me/verification/documents';
const SITE = { Origin: 'http://casino.test' };

type World = ReturnType<typeof createTestApp>;

async function demoPlayer(world: World = createTestApp()) {
  const player = world.browser();
  await player.login(DEMO_PLAYER.email, DEMO_PLAYER.password);
  return { world, player };
}

/**
 * A multipart body as bytes with its Content-Type, as a browser sends it. Bytes rather than a FormData stream: undici
 * feeds a FormData body through a stream of its own that complains when the server stops reading half-way.
 */
async function form(kind: string, bytes: Uint8Array, name: string, type = 'application/octet-stream') {
  const data = new FormData();
  data.set('kind', kind);
  data.set('file', new Blob([new Uint8Array(bytes)], { type }), name);
  const encoded = new Response(data);
  return {
    body: new Uint8Array(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('Content-Type') ?? '',
  };
}

/** Sends a document as the web app does: multipart, with the header that marks the site's own uploads. */
async function upload(player: TestBrowser, kind: string, bytes: Uint8Array, name = 'scan.jpg', type?: string) {
  const { body, contentType } = await form(kind, bytes, name, type);
  const res = await player.fetch(UPLOAD, {
    method: 'POST',
    body,
    headers: { ...SITE, [UPLOAD_HEADER.name]: UPLOAD_HEADER.value, 'Content-Type': contentType },
  });
  return { status: res.status, body: (await res.json()) as { data: unknown; message: string } };
}

const summaryOf = async (player: TestBrowser) =>
  (await player.get<VerificationSummary>('/api/me/verification')).body.data;

describe('identity documents', () => {
  it('given a new player, reports nothing sent, and GET /site says when verification is asked', async () => {
    const { player } = await demoPlayer();
    expect(await summaryOf(player)).toEqual({ status: 'not-submitted', documents: [] });
    expect((await player.get('/api/site')).body.data).toMatchObject({
      verification: { beforeDeposit: false, beforeRealPlay: false, withdrawalThreshold: 200_000 },
    });
  });

  it('takes a photo, strips its GPS position and camera, and keeps it under a name of its own', async () => {
    const { world, player } = await demoPlayer();
    const photo = await photoWithGps();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const sent = await upload(player, 'passport', photo, '../../etc/passport.jpg', 'image/jpeg');
    expect(sent.status).toBe(201);
    const doc = sent.body.data as VerificationDocument;
    expect(doc).toMatchObject({
      kind: 'passport',
      status: 'pending',
      fileName: 'passport.jpg',
      mediaType: 'image/jpeg',
    });
    expect(await summaryOf(player)).toMatchObject({
      status: 'pending',
      documents: [{ id: doc.id, status: 'pending' }],
    });

    const file = await player.fetch(`/api/me/verification/documents/${doc.id}/file`);
    expect(file.status).toBe(200);
    expect(file.headers.get('Content-Type')).toBe('image/jpeg');
    expect(file.headers.get('Content-Disposition')).toBe(`attachment; filename="document-${doc.id}.jpg"`);
    expect(file.headers.get('X-Content-Type-Options')).toBe('nosniff');
    const stored = Buffer.from(await file.arrayBuffer());
    const metadata = await sharp(stored).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 64, height: 48 });
    expect(stored.includes('PhoneMaker')).toBe(false);

    // The store holds server-chosen names only: nothing of the player's name, nothing outside its folder.
    const names = await readdir(TEST_DOCUMENTS_DIR);
    expect(names.some((name) => name.includes('passport') || name.includes('..'))).toBe(false);
    expect(names.every((name) => /^[0-9a-f-]{36}$/.test(name))).toBe(true);
    expect(world.config.verificationDocumentsDir).toBe(TEST_DOCUMENTS_DIR);
  });

  it('serves a document only to its owner: another player, a visitor and an unknown id get nothing', async () => {
    const { world, player } = await demoPlayer();
    const doc = (await upload(player, 'utility-bill', pdf(), 'bill.pdf')).body.data as VerificationDocument;
    const other = world.browser();
    expect((await other.post('/api/auth/register', validSignUp('kyc_other'))).status).toBe(200);
    const path = `/api/me/verification/documents/${doc.id}/file`;
    const stolen = await other.fetch(path);
    expect(stolen.status).toBe(404);
    expect(await stolen.json()).toMatchObject({ status: 'error', message: 'Document not found' });
    expect((await world.browser().fetch(path)).status).toBe(401);
    expect((await player.fetch(`/api/me/verification/documents/${doc.id + 1000}/file`)).status).toBe(404);
    expect((await player.fetch('/api/me/verification/documents/..%2F..%2Fetc/file')).status).toBe(400);
    expect((await summaryOf(other)).documents).toEqual([]);
    const mine = await player.fetch(path);
    expect(mine.headers.get('Content-Type')).toBe('application/pdf');
  });

  it.each([
    ['HTML named like a photo', Buffer.from('<!doctype html><script>alert(1)</script>'), 'id.jpg', 'image/jpeg'],
    [
      'SVG named like a PNG',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
      'id.png',
      'image/png',
    ],
    ['a script', Buffer.from('#!/bin/sh\nrm -rf /\n'), 'passport.pdf', 'application/pdf'],
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), 'selfie.jpg', 'image/jpeg'],
  ])('refuses %s by its bytes, whatever its name and type say (415)', async (_, bytes, name, type) => {
    const { player } = await demoPlayer();
    const sent = await upload(player, 'passport', bytes, name, type);
    expect(sent.status).toBe(415);
    expect(sent.body.data).toEqual({ code: 'DOCUMENT_TYPE_REFUSED' });
    expect((await summaryOf(player)).documents).toEqual([]);
  });

  it.each([
    [
      'a JPEG with a page appended',
      async () => Buffer.concat([await photoWithGps(), Buffer.from('<html><script>x</script>')]),
    ],
    ['a JPEG with a PDF appended', async () => Buffer.concat([await photoWithGps(), pdf()])],
    ['a JPEG with bytes after its end', async () => Buffer.concat([await photoWithGps(), Buffer.from([1, 2, 3, 4])])],
    [
      'a PNG with an archive appended',
      async () => Buffer.concat([await plainPng(), Buffer.from('PK\x03\x04zip', 'latin1')]),
    ],
    ['a PNG with bytes after its end', async () => Buffer.concat([await plainPng(), Buffer.from('trailing')])],
    ['a PDF running JavaScript on open', async () => pdf('/OpenAction << /S /JavaScript /JS (app.alert(1)) >> ')],
    ['a PDF hiding /JavaScript as #-escapes', async () => pdf('/OpenAction << /S /J#61vaScript /JS (x) >> ')],
    ['a PDF with an additional action', async () => pdf('/AA << /O 5 0 R >> ')],
    ['a PDF launching a program', async () => pdf('/OpenAction << /S /Launch /F (cmd.exe) >> ')],
    ['a PDF carrying an attachment', async () => pdf('/Names << /EmbeddedFiles 6 0 R >> ')],
    [
      'a PDF with JavaScript in a compressed stream',
      async () => pdf('', '<< /S /JavaScript /JS (app.alert(1)) >>', true),
    ],
    ['a PDF that is also a page', async () => Buffer.concat([pdf(), Buffer.from('<html><body>hi</body></html>')])],
  ])('refuses %s as unsafe (422)', async (_, make) => {
    const { player } = await demoPlayer();
    const sent = await upload(player, 'bank-statement', await make(), 'statement.pdf');
    expect(sent.status).toBe(422);
    expect(sent.body.data).toEqual({ code: 'DOCUMENT_UNSAFE' });
  });

  it('takes a plain PDF and a PNG, a deflated PDF included', async () => {
    const { player } = await demoPlayer();
    expect((await upload(player, 'bank-statement', pdf('', 'BT (x) Tj ET', true), 'a.pdf')).status).toBe(201);
    expect((await upload(player, 'selfie', await plainPng(), 'me.png')).status).toBe(201);
  });

  it('refuses a file over 10 MB while reading it (413), before any is stored', async () => {
    const { player } = await demoPlayer();
    const big = Buffer.concat([await photoWithGps(), Buffer.alloc(MAX_DOCUMENT_BYTES)]);
    const sent = await upload(player, 'passport', big, 'big.jpg');
    expect(sent.status).toBe(413);
    expect(sent.body.data).toEqual({ code: 'DOCUMENT_TOO_LARGE' });
    expect((await summaryOf(player)).documents).toEqual([]);
  });

  it('refuses a multipart post another site could make (no upload header), an unknown kind and a missing file', async () => {
    const { player } = await demoPlayer();
    const photo = await photoWithGps();
    const multipart = await form('passport', photo, 'a.jpg');
    const crossSite = await player.fetch(UPLOAD, {
      method: 'POST',
      body: multipart.body,
      headers: { ...SITE, 'Content-Type': multipart.contentType },
    });
    expect(crossSite.status).toBe(403);
    expect((await upload(player, 'tax-return', photo)).status).toBe(400);
    const noFile = new FormData();
    noFile.set('kind', 'passport');
    const missing = await player.fetch(UPLOAD, {
      method: 'POST',
      body: noFile,
      headers: { ...SITE, [UPLOAD_HEADER.name]: UPLOAD_HEADER.value },
    });
    expect(missing.status).toBe(400);
    const anonymous = await createTestApp()
      .browser()
      .fetch(UPLOAD, {
        method: 'POST',
        body: multipart.body,
        headers: { ...SITE, [UPLOAD_HEADER.name]: UPLOAD_HEADER.value, 'Content-Type': multipart.contentType },
      });
    expect(anonymous.status).toBe(401);
  });
});

describe('review', () => {
  const REVIEW = '/api/dev/verification/documents';

  it('a rejection reaches the player live with its reason; a new file goes back to review; approvals verify the account', async () => {
    const { world, player } = await demoPlayer();
    const stream = await openStream(world, player);
    expect(stateOf(await stream.next()).verification).toBe('not-submitted');

    const passport = (await upload(player, 'passport', await photoWithGps())).body.data as VerificationDocument;
    expect(stateOf(await stream.next()).verification).toBe('pending');
    const operator = world.browser();
    const queue = (await operator.get<{ id: number; player: string; kind: string }[]>(REVIEW)).body.data;
    expect(queue).toEqual([expect.objectContaining({ id: passport.id, player: DEMO_PLAYER.email, kind: 'passport' })]);

    const reason = 'The photo is blurred: the name cannot be read.';
    expect((await operator.post(`${REVIEW}/${passport.id}/reject`, { reason: '  ' })).status).toBe(400);
    expect((await operator.post(`${REVIEW}/${passport.id}/reject`, { reason })).status).toBe(200);
    expect(stateOf(await stream.next()).verification).toBe('rejected');
    expect(await summaryOf(player)).toMatchObject({
      status: 'rejected',
      documents: [{ id: passport.id, status: 'rejected', reason }],
    });
    // The inbox keeps the decision with its reason.
    const notices = async () =>
      (await player.get<Paged<PlayerNotification>>('/api/me/notifications')).body.data.items.map((n) => [
        n.kind,
        n.params,
      ]);
    expect(await notices()).toEqual([['verification-rejected', { reason }]]);
    // Decided once: a second decision finds nothing pending.
    expect((await operator.post(`${REVIEW}/${passport.id}/approve`, {})).status).toBe(404);

    const again = (await upload(player, 'passport', await photoWithGps())).body.data as VerificationDocument;
    expect(stateOf(await stream.next()).verification).toBe('pending');
    const bill = (await upload(player, 'utility-bill', pdf(), 'bill.pdf')).body.data as VerificationDocument;
    expect((await operator.post(`${REVIEW}/${again.id}/approve`, {})).status).toBe(200);
    expect((await operator.post(`${REVIEW}/${bill.id}/approve`, {})).status).toBe(200);
    let state: AccountState;
    do state = stateOf(await stream.next());
    while (state.verification !== 'approved');
    const summary = await summaryOf(player);
    expect(summary.status).toBe('approved');
    expect((await notices()).map(([kind]) => kind)).toEqual([
      'verification-approved',
      'verification-approved',
      'verification-rejected',
    ]);
    expect(summary.documents.map((d) => [d.kind, d.status])).toEqual([
      ['passport', 'approved'],
      ['utility-bill', 'approved'],
    ]);
    await stream.close();

    // An approval holds a year: then the account asks for documents again.
    world.clock.advance(366 * 24 * 60 * 60_000);
    await player.login(DEMO_PLAYER.email, DEMO_PLAYER.password);
    expect((await summaryOf(player)).status).toBe('expired');
  });

  it('is the machine operator’s alone: a request from another address finds no such service', async () => {
    const { world, player } = await demoPlayer();
    const doc = (await upload(player, 'passport', await photoWithGps())).body.data as VerificationDocument;
    const stranger = world.browser({ remoteAddress: '203.0.113.7' });
    expect((await stranger.get(REVIEW)).status).toBe(404);
    expect((await stranger.post(`${REVIEW}/${doc.id}/approve`, {})).status).toBe(404);
    expect((await stranger.fetch('/dev/verification')).status).toBe(404);
    // The player themself cannot approve their own document from their own browser on another machine either.
    expect((await summaryOf(player)).status).toBe('pending');
    const page = await world.browser().fetch('/dev/verification');
    expect(await page.text()).toContain(DEMO_PLAYER.email);
  });
});

describe('steps that need a verified account', () => {
  const TRC20 = 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL';
  const key = (n: number) => `verify-key-${String(n).padStart(8, '0')}`;
  const REVIEW = '/api/dev/verification/documents';
  const balanceOf = async (player: TestBrowser) => (await player.get<{ balance: number }>('/api/me')).body.data.balance;

  async function verify(world: World, player: TestBrowser) {
    for (const [kind, bytes] of [
      ['passport', await photoWithGps()],
      ['utility-bill', pdf()],
    ] as const) {
      const doc = (await upload(player, kind, bytes)).body.data as VerificationDocument;
      await world.browser().post(`${REVIEW}/${doc.id}/approve`, {});
    }
  }

  it('under GB, refuses deposits and real-money play until the player is verified, before any money moves', async () => {
    const { world, player } = await demoPlayer(createTestApp({ config: { jurisdiction: 'GB' } }));
    const before = await balanceOf(player);
    const refusals = [
      [await player.post('/api/me/deposits/card/sessions'), 'deposit'],
      [await player.post('/api/me/deposits/crypto', { idempotencyKey: key(1), amount: 5_000, coin: 'btc' }), 'deposit'],
      [await player.post('/api/games/real/link', { alias: 'phantom-riches' }), 'real-play'],
      [
        await player.post('/api/me/withdrawals', {
          idempotencyKey: key(2),
          method: 'crypto',
          amount: 1_000,
          coin: 'usdt',
          network: 'trc20',
          address: TRC20,
        }),
        'withdrawal',
      ],
    ] as const;
    for (const [answer, step] of refusals) {
      expect(answer.status).toBe(403);
      expect(answer.body.data).toEqual({ code: 'VERIFICATION_REQUIRED', step });
    }
    expect(refusals[0][0].body.message).toBe('Please verify your identity before your first deposit.');
    expect(await balanceOf(player)).toBe(before);

    await verify(world, player);
    // The same idempotency key works now: the refusal was never stored as the key's answer.
    expect(
      (await player.post('/api/me/deposits/crypto', { idempotencyKey: key(1), amount: 5_000, coin: 'btc' })).status,
    ).toBe(200);
    expect((await player.post('/api/games/real/link', { alias: 'phantom-riches' })).status).toBe(200);
  });

  it('elsewhere, asks for it only once withdrawals reach the threshold', async () => {
    const { world, player } = await demoPlayer(createTestApp({ config: { verificationWithdrawalThreshold: 40_000 } }));
    const withdraw = (n: number, amount: number) =>
      player.post('/api/me/withdrawals', {
        idempotencyKey: key(n),
        method: 'crypto',
        amount,
        coin: 'usdt',
        network: 'trc20',
        address: TRC20,
      });
    expect((await player.post('/api/games/real/link', { alias: 'phantom-riches' })).status).toBe(200);
    const me = (await player.get<{ id: number }>('/api/me')).body.data;
    // The seeded history holds withdrawals already: they count towards the total.
    const room = 40_000 - (await withdrawnTotal(world.db, me.id)) - 1;
    expect(room).toBeGreaterThanOrEqual(1_000);
    expect((await withdraw(3, room)).status).toBe(200);
    const over = await withdraw(4, 1_000);
    expect(over.status).toBe(403);
    expect(over.body.data).toEqual({ code: 'VERIFICATION_REQUIRED', step: 'withdrawal' });
    await verify(world, player);
    expect((await withdraw(5, 1_000)).status).toBe(200);
  });

  it('counts withdrawals sent at once against each other: two that together pass the threshold are not both taken', async () => {
    const { world, player } = await demoPlayer(createTestApp({ config: { verificationWithdrawalThreshold: 40_000 } }));
    const me = (await player.get<{ id: number }>('/api/me')).body.data;
    const room = 40_000 - (await withdrawnTotal(world.db, me.id)) - 1;
    // Each fits under the threshold alone; both would pass it.
    const half = Math.ceil(room / 2) + 1;
    const before = await balanceOf(player);
    const answers = await Promise.all(
      [6, 7].map((n) =>
        player.post('/api/me/withdrawals', {
          idempotencyKey: key(n),
          method: 'crypto',
          amount: half,
          coin: 'usdt',
          network: 'trc20',
          address: TRC20,
        }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 403]);
    expect(answers.find((answer) => answer.status === 403)?.body.data).toEqual({
      code: 'VERIFICATION_REQUIRED',
      step: 'withdrawal',
    });
    expect(await balanceOf(player)).toBe(before - half);
  });
});
