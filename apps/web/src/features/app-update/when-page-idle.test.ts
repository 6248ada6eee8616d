import { whenPageIdle } from './when-page-idle';

/** A window with a document that has or has not finished loading, and an idle callback the test runs. */
function fakeWindow(readyState: DocumentReadyState, withIdleCallback = true) {
  const target = new EventTarget();
  const idle: Array<() => void> = [];
  const win = {
    document: { readyState },
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    dispatchEvent: target.dispatchEvent.bind(target),
    requestIdleCallback: withIdleCallback ? (callback: () => void) => idle.push(callback) : undefined,
    cancelIdleCallback: () => idle.splice(0),
    setTimeout: (callback: () => void) => idle.push(callback),
    clearTimeout: () => idle.splice(0),
  };
  const runIdle = () => {
    for (const callback of idle.splice(0)) callback();
  };
  return { win: win as unknown as Window, load: () => target.dispatchEvent(new Event('load')), runIdle };
}

describe('work that waits until the page is loaded and idle', () => {
  it.each([true, false])('given a loading page (idle callbacks: %s), then it runs after load, once idle', (idle) => {
    const { win, load, runIdle } = fakeWindow('loading', idle);
    const task = vi.fn();
    whenPageIdle(task, win);
    runIdle();
    expect(task).not.toHaveBeenCalled();
    load();
    expect(task).not.toHaveBeenCalled();
    runIdle();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('given a page already loaded, then it runs at the next idle moment', () => {
    const { win, runIdle } = fakeWindow('complete');
    const task = vi.fn();
    whenPageIdle(task, win);
    runIdle();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('when cancelled (the component unmounted), then it never runs', () => {
    const { win, load, runIdle } = fakeWindow('loading');
    const task = vi.fn();
    const cancel = whenPageIdle(task, win);
    cancel();
    load();
    runIdle();
    expect(task).not.toHaveBeenCalled();
  });
});
