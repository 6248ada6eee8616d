import { env } from '../config/env';
import { createApiClient } from './api-client';

/** The app's one API client; the auth feature installs its handler with `apiClient.setAuthLostHandler`. */
export const apiClient = createApiClient({ baseUrl: env.VITE_API_BASE_URL });
