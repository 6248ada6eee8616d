import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';

/** Answers in the API's envelope (docs/product.md#entities). */
export const ok = (data: unknown) => HttpResponse.json({ status: 'success', data, message: '' });
export const refused = (message: string, status = 400) =>
  HttpResponse.json({ status: 'error', data: null, message }, { status });

/** Page tests talk to this stand-in for the API; each test installs the answers it needs with `server.use`. */
export const server = setupServer();
export { http };
