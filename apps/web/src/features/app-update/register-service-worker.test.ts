import { SKIP_WAITING_MESSAGE } from '@/config/pwa';
import { registerServiceWorker, TAKEOVER_TIMEOUT_MS } from './register-service-worker';

/** A service worker as the page sees it: a state and the messages posted to it. */
class FakeWorker extends EventTarget {
  messages: unknown[] = [];
  constructor(public state: ServiceWorkerState) {
    super();
  }
  postMessage(message: unknown) {
    this.messages.push(message);
  }
  moveTo(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  waiting: FakeWorker | null = null;
  installing: FakeWorker | null = null;
  update = vi.fn(() => Promise.resolve());
  release(worker: FakeWorker) {
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
  }
}

class FakeContainer extends EventTarget {
  registered: Array<[string, RegistrationOptions | undefined]> = [];
  constructor(
    public registration: FakeRegistration,
    public controller: FakeWorker | null,
  ) {
    super();
  }
  register(url: string, options?: RegistrationOptions) {
    this.registered.push([url, options]);
    return Promise.resolve(this.registration);
  }
}

function setUp({ controlled = true, waiting = null as FakeWorker | null } = {}) {
  const registration = new FakeRegistration();
  registration.waiting = waiting;
  const container = new FakeContainer(registration, controlled ? new FakeWorker('activated') : null);
  const reload = vi.fn();
  const onUpdateReady = vi.fn();
  const started = registerServiceWorker({
    onUpdateReady,
    reload,
    container: container as unknown as ServiceWorkerContainer,
  });
  return { registration, container, reload, onUpdateReady, started };
}

describe('registering the service worker and offering updates', () => {
  it('registers the worker for the whole site, never from the HTTP cache', async () => {
    const { container, started } = setUp();
    await started;
    expect(container.registered).toEqual([['/sw.js', { scope: '/', updateViaCache: 'none' }]]);
  });

  it('given a browser that blocks workers and answers with nothing, then nothing happens', async () => {
    const container = new FakeContainer(new FakeRegistration(), null);
    container.register = () => Promise.resolve(undefined as unknown as FakeRegistration);
    const onUpdateReady = vi.fn();
    const started = registerServiceWorker({ onUpdateReady, container: container as unknown as ServiceWorkerContainer });
    await expect(started).resolves.toBeUndefined();
  });

  it('given a first visit, when the worker installs, then there is nothing to offer', async () => {
    const { registration, onUpdateReady, started } = setUp({ controlled: false });
    await started;
    const first = new FakeWorker('installing');
    registration.release(first);
    first.moveTo('installed');
    expect(onUpdateReady).not.toHaveBeenCalled();
  });

  it('given a page of the old version, when a new one installs, then it is offered once, and nothing else happens', async () => {
    const { registration, onUpdateReady, reload, started } = setUp();
    await started;
    const next = new FakeWorker('installing');
    registration.release(next);
    expect(onUpdateReady).not.toHaveBeenCalled();
    next.moveTo('installed');
    next.moveTo('installed');
    expect(onUpdateReady).toHaveBeenCalledTimes(1);
    expect(next.messages).toEqual([]);
    expect(reload).not.toHaveBeenCalled();
  });

  it('given a version already waiting from an earlier visit, then it is offered at once', async () => {
    const waiting = new FakeWorker('installed');
    const { onUpdateReady, started } = setUp({ waiting });
    await started;
    expect(onUpdateReady).toHaveBeenCalledTimes(1);
  });

  it('when the player reloads, then the waiting worker takes over and this page reloads once it has', async () => {
    const waiting = new FakeWorker('installed');
    const { container, onUpdateReady, reload, started } = setUp({ waiting });
    await started;
    onUpdateReady.mock.calls[0]?.[0]();
    expect(waiting.messages).toEqual([SKIP_WAITING_MESSAGE]);
    expect(reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('given the new worker takes over, then the page reloads once, and the fallback does not reload it again', async () => {
    vi.useFakeTimers();
    try {
      const waiting = new FakeWorker('installed');
      const { container, onUpdateReady, reload, started } = setUp({ waiting });
      await started;
      onUpdateReady.mock.calls[0]?.[0]();
      container.dispatchEvent(new Event('controllerchange'));
      vi.advanceTimersByTime(TAKEOVER_TIMEOUT_MS);
      expect(reload).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('given the new worker does not take over in time, then the page reloads anyway, and again once it takes over', async () => {
    vi.useFakeTimers();
    try {
      const waiting = new FakeWorker('installed');
      const { container, onUpdateReady, reload, started } = setUp({ waiting });
      await started;
      onUpdateReady.mock.calls[0]?.[0]();
      vi.advanceTimersByTime(TAKEOVER_TIMEOUT_MS - 1);
      expect(reload).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(reload).toHaveBeenCalledTimes(1);
      // The reload's navigation completed the activation; the navigation the old worker carried is gone with it.
      container.dispatchEvent(new Event('controllerchange'));
      expect(reload).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('given another tab moved to the new version first, when this player reloads, then the page just reloads', async () => {
    const waiting = new FakeWorker('installed');
    const { onUpdateReady, reload, started } = setUp({ waiting });
    await started;
    waiting.moveTo('activated');
    onUpdateReady.mock.calls[0]?.[0]();
    expect(waiting.messages).toEqual([]);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('given a player who did not ask, when another tab moves to the new version, then this page is left alone', async () => {
    const { container, reload, started } = setUp({ waiting: new FakeWorker('installed') });
    await started;
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).not.toHaveBeenCalled();
  });
});
