/**
 * Resolves in a later task of the event loop, so the browser can paint or handle input in between. With
 * `scheduler.yield` where the browser has it (the caller keeps its place ahead of other queued tasks), else with a
 * message to itself, which runs as soon as possible, where a zero timeout may be clamped (and is faked by tests
 * that drive a clock).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
