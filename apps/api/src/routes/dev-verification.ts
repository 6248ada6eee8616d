import { API_BASE_PATH } from '@casino/api-contract';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../app-env';
import { findDocument, listPendingDocuments } from '../db/queries/verification';
import { ok } from '../http/envelope';
import { escapeHtml } from '../http/html';
import { notFound } from '../http/http-error';
import { readBody, readParams } from '../http/validation';
import { MAX_REJECTION_REASON, reviewDocument } from '../services/verification/review-document';
import { serveDocumentFile } from '../services/verification/serve-document';

const idParams = z.object({ id: z.coerce.number().int().positive() });
const rejectBody = z.object({
  reason: z
    .string()
    .trim()
    .min(1, 'reason is required')
    .max(MAX_REJECTION_REASON, `reason must be at most ${MAX_REJECTION_REASON} characters`),
});

const BASE = `${API_BASE_PATH}/dev/verification/documents`;

type Pending = Awaited<ReturnType<typeof listPendingDocuments>>[number];

const pendingAnswer = (row: Pending) => ({
  id: row.id,
  player: row.email,
  kind: row.kind,
  fileName: row.file_name,
  mediaType: row.media_type,
  size: row.size,
  uploadedAt: new Date(row.uploaded_at).toISOString(),
});

function reviewPage(rows: Pending[]): string {
  const items = rows
    .map(
      (row) => `<article data-id="${row.id}">
  <h2>${escapeHtml(row.kind)} · <a href="${BASE}/${row.id}/file">${escapeHtml(row.file_name)}</a></h2>
  <p class="meta">From <strong>${escapeHtml(row.email)}</strong> · ${new Date(row.uploaded_at).toISOString()} · #${row.id}</p>
  <button type="button" data-action="approve">Approve</button>
  <label>Reason for rejection <input name="reason" maxlength="${MAX_REJECTION_REASON}"></label>
  <button type="button" data-action="reject">Reject</button>
  <p class="result" role="status"></p>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Identity document review</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; max-width: 60rem; margin: 2rem auto; padding: 0 1rem; color: #1f2328; }
article { border: 1px solid #d0d7de; border-radius: 8px; padding: 1rem 1.25rem; margin: 1rem 0; }
h2 { margin: 0 0 .25rem; font-size: 1.1rem; } .meta { margin: 0 0 .75rem; color: #57606a; font-size: .9rem; }
a { color: #0969da; } button { font: inherit; padding: .25rem .75rem; } input { font: inherit; margin: 0 .5rem; }
</style>
<script src="/dev/verification.js" defer></script></head>
<body><h1>Identity document review</h1>
<p>Documents waiting for a decision, oldest first. The player's pages show the decision at once.
JSON: <a href="${BASE}">${BASE}</a>.</p>
<main>${items || '<p>No document is waiting for review.</p>'}</main>
</body></html>`;
}

/** The review page's buttons: JSON requests, since state changes accept no form posts. */
const REVIEW_SCRIPT = `document.addEventListener('click', async (event) => {
  const button = event.target.closest('button[data-action]');
  if (!button) return;
  const article = button.closest('article');
  const action = button.dataset.action;
  const body = action === 'reject' ? { reason: article.querySelector('input[name=reason]').value } : {};
  const res = await fetch('${BASE}/' + article.dataset.id + '/' + action, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = await res.json().catch(() => ({ message: 'No answer' }));
  article.querySelector('.result').textContent = res.ok ? (action === 'approve' ? 'Approved' : 'Rejected') : answer.message;
  if (res.ok) for (const b of article.querySelectorAll('button')) b.disabled = true;
});
`;

/**
 * The review control of the development services (DEV_SERVICES, loopback only like the outbox): what a compliance
 * team's back office does, the list of documents waiting and a decision on each. `/dev/verification` is its page.
 */
export function devVerificationRoutes({ db, clock, documents }: AppDeps) {
  const app = new Hono<AppEnv>();
  app.get(BASE, async (c) => ok(c, (await listPendingDocuments(db)).map(pendingAnswer)));
  app.get(`${BASE}/:id/file`, async (c) => {
    const { id } = readParams(c, idParams);
    const row = await findDocument(db, id);
    if (!row) throw notFound('Document not found');
    return serveDocumentFile(documents, row);
  });
  app.post(`${BASE}/:id/approve`, async (c) => {
    const { id } = readParams(c, idParams);
    const decided = await reviewDocument(db, id, { decision: 'approve' }, clock());
    if (!decided) throw notFound('No pending document has this id');
    return ok(c, { id: decided.id, status: decided.status });
  });
  app.post(`${BASE}/:id/reject`, async (c) => {
    const { id } = readParams(c, idParams);
    const { reason } = await readBody(c, rejectBody);
    const decided = await reviewDocument(db, id, { decision: 'reject', reason }, clock());
    if (!decided) throw notFound('No pending document has this id');
    return ok(c, { id: decided.id, status: decided.status, reason: decided.reason });
  });
  app.get('/dev/verification', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.html(reviewPage(await listPendingDocuments(db)));
  });
  app.get('/dev/verification.js', (c) => {
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    return c.body(REVIEW_SCRIPT);
  });
  return app;
}
