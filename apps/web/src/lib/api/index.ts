import { env } from '@/config/env';
import { documentInlinedAnswers, readInlinedAnswersBlock } from '../document/inlined-answers';
import { whenRequestsMayStart } from '../document/request-hold';
import { serverRenderFetch } from '../document/server-render-fetch';
import { createApiClient } from './client';

/** The answers the server inlined in the document, which the API client takes its first calls from. */
export const inlinedAnswers = documentInlinedAnswers(readInlinedAnswersBlock);

/** The app's one API client; the auth feature installs its handler with `apiClient.setAuthLostHandler`. */
export const apiClient = createApiClient({
  baseUrl: env.VITE_API_BASE_URL,
  inlinedAnswers,
  whenRequestsMayStart,
  // Only the build's server bundle renders pages on a server; the browser build leaves this out, code and all.
  fetch: import.meta.env.SSR ? serverRenderFetch(env.VITE_API_BASE_URL) : undefined,
});

/** Where the API answers: the client's base, and the live account stream's (which is no JSON call). */
export const apiBaseUrl = env.VITE_API_BASE_URL;
