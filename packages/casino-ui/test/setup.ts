import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

afterEach(() => cleanup());

/**
 * The component tests' set-up, for this package and for apps/web (its vitest.config.ts lists this file).
 * Test files share one jsdom per worker (`isolate: false`: creating jsdom for every file cost more than the tests
 * themselves). What a file leaves behind (a saved language or consent choice in storage, attributes on <html>, a
 * stubbed global, fake timers) is wiped before the next file starts, so each file begins as a first visit would.
 */
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  // A file may ask for the node environment (`@vitest-environment node`): there is no document to wipe.
  if (typeof window === 'undefined') return;
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.title = '';
  for (const attribute of [...document.documentElement.attributes]) {
    document.documentElement.removeAttribute(attribute.name);
  }
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});
