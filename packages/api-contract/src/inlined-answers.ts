/*
 * Answers a server writes into the documents it serves (docs/architecture.md#answers-inlined-by-the-server), so the first page needs no round
 * trip for them: a JSON data block `<script type="application/json" id="inlined-answers">` in the document's head
 * (a data block runs nothing, so `script-src 'self'` still holds). It maps a call's path and query, relative to the
 * `/api` base and written as the client requests it (`/site`), to the envelope that call would have answered.
 * The client takes each answer once, through the same validation as a fetched one; a document from a plain static
 * host has no block, and the client then simply asks the API.
 */

export const INLINED_ANSWERS_ELEMENT_ID = 'inlined-answers';

/** Path and query of a call (relative to `/api`) → its answer's envelope. */
export type InlinedAnswers = Record<string, unknown>;
