/** Answers one API call (path and query after the API's base) with its success envelope, or undefined. */
export type CallAnswerer = (call: string) => Promise<unknown>;

let answerer: CallAnswerer | undefined;

/**
 * Runs `render` with every call of the API client answered by `answer`: a server rendering a page asks its own API for
 * the page's data, not the network, and a call it leaves unanswered fails at once as "not found", which the page
 * treats as data it does not have. One render at a time: the server render is serial (app/document/build/render-page.ts).
 */
export async function answeringCalls<T>(answer: CallAnswerer, render: () => Promise<T>): Promise<T> {
  answerer = answer;
  try {
    return await render();
  } finally {
    answerer = undefined;
  }
}

const urlOf = (input: Parameters<typeof fetch>[0]): string =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

const envelope = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * The API client's `fetch` in the build's server bundle (lib/api/index.ts): while a server render answers calls, from its
 * answers; else the global `fetch`, through which the build's prerender writes down the calls a page starts
 * (app/document/build/first-calls.ts). `baseUrl` is the client's, so a call is named as the server's answers name it.
 */
export const serverRenderFetch =
  (baseUrl: string): typeof fetch =>
  async (input, init) => {
    if (!answerer) return globalThis.fetch(input, init);
    const base = baseUrl.replace(/\/+$/, '');
    const url = urlOf(input);
    const answer = url.startsWith(`${base}/`) ? await answerer(url.slice(base.length)) : undefined;
    return answer === undefined
      ? envelope(404, { status: 'error', data: null, message: 'Not answered in the server render' })
      : envelope(200, answer);
  };
