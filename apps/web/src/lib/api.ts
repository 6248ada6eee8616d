import { env } from '../config/env';
import { createApiClient } from './api-client';
import { documentInlinedAnswers, readInlinedAnswersBlock } from './inlined-answers';
import { whenRequestsMayStart } from './request-hold';

/** The app's one API client; the auth feature installs its handler with `apiClient.setAuthLostHandler`. */
export const apiClient = createApiClient({
  baseUrl: env.VITE_API_BASE_URL,
  inlinedAnswers: documentInlinedAnswers(readInlinedAnswersBlock),
  whenRequestsMayStart,
});

/** Where the API answers: the client's base, and the live account stream's (which is no JSON call). */
export const apiBaseUrl = env.VITE_API_BASE_URL;
