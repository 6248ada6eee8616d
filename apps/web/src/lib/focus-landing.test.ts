import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchLostFocus } from './focus-landing';

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
});

/** Lets the mutation observer (a microtask) and the check it schedules (a task) run. */
const settle = () => vi.advanceTimersByTimeAsync(1);

function page(html: string) {
  document.body.innerHTML = html;
  return watchLostFocus();
}

describe('watchLostFocus', () => {
  it('lands on the main heading when the focused button leaves the page (a login replaces Log in)', async () => {
    const stop = page('<header><button>Log in</button></header><main><h1>Lobby</h1></main>');
    document.querySelector('button')?.focus();
    document.querySelector('button')?.remove();
    await settle();
    expect(document.activeElement).toBe(document.querySelector('h1'));
    expect(document.querySelector('h1')?.getAttribute('tabindex')).toBe('-1');
    stop();
  });

  it('waits for the heading of a page that is still loading', async () => {
    const stop = page('<main><button>Log out</button></main>');
    const main = document.querySelector('main') as HTMLElement;
    document.querySelector('button')?.focus();
    main.innerHTML = '<p>Loading</p>';
    await settle();
    expect(document.activeElement).toBe(document.body);
    main.innerHTML = '<h1>Home</h1>';
    await settle();
    expect(document.activeElement).toBe(document.querySelector('h1'));
    stop();
  });

  it('leaves focus alone when it went somewhere on purpose, or the focused element is still there', async () => {
    const stop = page('<main><h1>Page</h1><button id="a">A</button><button id="b">B</button></main>');
    document.getElementById('a')?.focus();
    document.getElementById('b')?.focus();
    document.getElementById('a')?.remove();
    await settle();
    expect(document.activeElement?.id).toBe('b');
    (document.activeElement as HTMLElement).blur();
    document.querySelector('main')?.append(document.createElement('p'));
    await settle();
    expect(document.activeElement).toBe(document.body);
    stop();
  });
});
