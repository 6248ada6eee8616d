/**
 * The most the API client waits for a hydrating page to release its requests: a safety net only, for a hydration
 * that never commits. Released early, an answer could reach a component that is still hydrating, which would then
 * no longer match its prerendered markup.
 */
export const REQUEST_HOLD_MAX_MS = 10_000;

let held: Promise<void> | undefined;

/** What the API client waits for before it sends: nothing, unless a prerendered page is hydrating (`holdRequests`). */
export const whenRequestsMayStart = (): Promise<void> | undefined => held;

/**
 * Holds the API client's requests (and its reading of answers inlined in the document) until the returned function
 * is called, or `maxMs` has passed. The app starts the page's queries before it hydrates, so the page hydrates with
 * them already loading and nothing changes under React when it subscribes to them; their answers must not arrive
 * before that.
 */
export function holdRequests(maxMs = REQUEST_HOLD_MAX_MS): () => void {
  let release = () => {};
  held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const timer = setTimeout(release, maxMs);
  return () => {
    clearTimeout(timer);
    release();
    held = undefined;
  };
}
