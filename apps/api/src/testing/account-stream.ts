import { ACCOUNT_EVENTS_PATH, type AccountState } from '@casino/api-contract';
import type { App } from '../app';
import { socketFrom, type TestBrowser } from './test-app';

export const ACCOUNT_EVENTS_URL = `/api${ACCOUNT_EVENTS_PATH}`;
export type ServerEvent = { event?: string; id?: string; data?: string; retry?: string };

/** Opens the stream as `browser` and reads it event by event (comment lines are skipped, as EventSource does). */
export async function openStream(world: { app: App }, browser: TestBrowser, lastEventId?: string) {
  const headers: Record<string, string> = { Cookie: browser.jar.header(ACCOUNT_EVENTS_URL) };
  if (lastEventId) headers['Last-Event-ID'] = lastEventId;
  const res = await world.app.request(ACCOUNT_EVENTS_URL, { headers }, socketFrom());
  const reader = res.body?.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const next = async (): Promise<ServerEvent | null> => {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const fields = block.split('\n').filter((line) => !line.startsWith(':'));
        if (fields.length === 0) continue;
        return Object.fromEntries(
          fields.map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)]),
        );
      }
      const chunk = await reader?.read();
      if (!chunk || chunk.done) return null;
      buffer += decoder.decode(chunk.value, { stream: true });
    }
  };
  return { res, next, close: () => reader?.cancel() };
}

export const stateOf = (event: ServerEvent | null) => JSON.parse(event?.data ?? 'null') as AccountState;
