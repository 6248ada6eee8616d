import { IDLE_TIMEOUT_MS, MAX_WAIT_MS, NETWORK_QUIET_MS, whenPageIdle } from './when-page-idle';

/** A window whose load, downloads and idle moments the test decides; its timers are Vitest's fake ones. */
function fakeWindow(readyState: DocumentReadyState, { idleCallbacks = true } = {}) {
  const target = new EventTarget();
  const idle: Array<() => void> = [];
  const observers: Array<() => void> = [];
  class FakeObserver {
    constructor(private readonly callback: () => void) {}
    observe() {
      observers.push(this.callback);
    }
    disconnect() {
      observers.splice(observers.indexOf(this.callback), 1);
    }
  }
  const win = {
    document: { readyState },
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
    clearTimeout: (id: number) => clearTimeout(id),
    PerformanceObserver: FakeObserver,
    ...(idleCallbacks
      ? {
          requestIdleCallback: (callback: () => void, options: { timeout: number }) => {
            expect(options.timeout).toBe(IDLE_TIMEOUT_MS);
            return idle.push(callback);
          },
        }
      : {}),
  };
  return {
    win: win as never,
    load: () => target.dispatchEvent(new Event('load')),
    download: () => {
      for (const callback of [...observers]) callback();
    },
    runIdle: () => {
      for (const callback of idle.splice(0)) callback();
    },
  };
}

describe('work that waits until the page is loaded, its network quiet and the main thread idle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('given a loading page, then nothing runs before load, and after load only once the network was quiet', () => {
    const page = fakeWindow('loading');
    const task = vi.fn();
    whenPageIdle(task, page.win);
    vi.advanceTimersByTime(MAX_WAIT_MS * 2);
    page.runIdle();
    expect(task).not.toHaveBeenCalled();

    page.load();
    vi.advanceTimersByTime(NETWORK_QUIET_MS - 1);
    page.download();
    vi.advanceTimersByTime(NETWORK_QUIET_MS - 1);
    page.runIdle();
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    page.runIdle();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('given a page that keeps downloading, then it runs after the longest wait, once', () => {
    const page = fakeWindow('complete');
    const task = vi.fn();
    whenPageIdle(task, page.win);
    for (let waited = 0; waited < MAX_WAIT_MS; waited += NETWORK_QUIET_MS / 2) {
      page.download();
      vi.advanceTimersByTime(NETWORK_QUIET_MS / 2);
    }
    page.runIdle();
    vi.advanceTimersByTime(MAX_WAIT_MS);
    page.runIdle();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('given a browser without idle callbacks, then it runs on the next timer after the quiet period', () => {
    const page = fakeWindow('complete', { idleCallbacks: false });
    const task = vi.fn();
    whenPageIdle(task, page.win);
    vi.advanceTimersByTime(NETWORK_QUIET_MS);
    expect(task).not.toHaveBeenCalled();
    // A zero delay set while timers run counts as 1 ms for the fake clock.
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('when cancelled (the component unmounted), then it never runs', () => {
    const page = fakeWindow('loading');
    const task = vi.fn();
    const cancel = whenPageIdle(task, page.win);
    page.load();
    cancel();
    vi.advanceTimersByTime(MAX_WAIT_MS);
    page.runIdle();
    expect(task).not.toHaveBeenCalled();
  });
});
