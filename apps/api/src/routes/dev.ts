import { API_BASE_PATH } from '@casino/api-contract';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../app-env';
import { listMail, type OutboxMail } from '../db/queries/outbox';
import { ok } from '../http/envelope';
import { escapeHtml } from '../http/html';
import { readQuery } from '../http/validation';

const outboxQuerySchema = z.object({ to: z.string().trim().min(1, 'to must not be empty').optional() });

/** Escapes the text, then turns its URLs into links so a reset link can be clicked straight from the page. */
const linkify = (text: string) =>
  escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

function outboxPage(mails: OutboxMail[]): string {
  const items = mails
    .map(
      (m) => `<article>
  <h2>${escapeHtml(m.subject)}</h2>
  <p class="meta">To <strong>${escapeHtml(m.to)}</strong> · ${escapeHtml(m.createdAt)} · #${m.id}</p>
  <pre>${linkify(m.text)}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Development outbox</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; max-width: 60rem; margin: 2rem auto; padding: 0 1rem; color: #1f2328; }
article { border: 1px solid #d0d7de; border-radius: 8px; padding: 1rem 1.25rem; margin: 1rem 0; }
h2 { margin: 0 0 .25rem; font-size: 1.1rem; } .meta { margin: 0 0 .75rem; color: #57606a; font-size: .9rem; }
pre { white-space: pre-wrap; font: inherit; margin: 0; } a { color: #0969da; }
</style></head>
<body><h1>Development outbox</h1>
<p>Mails the API would have sent, newest first. JSON: <a href="${API_BASE_PATH}/dev/outbox">${API_BASE_PATH}/dev/outbox</a>.</p>
${items || '<p>No mail yet.</p>'}
</body></html>`;
}

/** Development services only (DEV_SERVICES): never mounted in production. */
export function devRoutes({ db }: AppDeps) {
  const app = new Hono<AppEnv>();
  app.get(`${API_BASE_PATH}/dev/outbox`, async (c) => ok(c, await listMail(db, readQuery(c, outboxQuerySchema).to)));
  app.get('/dev/outbox', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.html(outboxPage(await listMail(db, readQuery(c, outboxQuerySchema).to)));
  });
  return app;
}
