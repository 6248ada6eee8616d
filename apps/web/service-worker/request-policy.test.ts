import { describe, expect, it } from 'vitest';
import { type RequestPolicy, requestPolicy } from './request-policy.ts';

const origin = 'https://casino.example';

describe('what the service worker does with a request', () => {
  it.each<[string, string, string, RequestPolicy]>([
    // Navigations: network first, the offline page only without a network.
    ['GET', 'navigate', '/', 'navigation'],
    ['GET', 'navigate', '/categories/slots?sort=new', 'navigation'],
    ['GET', 'navigate', '/user/profile', 'navigation'],
    ['GET', 'navigate', '/offline.html', 'navigation'],
    // Player data and everything the API serves: never answered by the worker.
    ['GET', 'cors', '/api/me', 'network'],
    ['GET', 'same-origin', '/api/games?per_page=10', 'network'],
    ['GET', 'same-origin', '/api', 'network'],
    ['POST', 'same-origin', '/api/auth/login', 'network'],
    ['GET', 'navigate', '/play/some-game', 'network'],
    ['GET', 'navigate', '/dev/outbox', 'network'],
    ['GET', 'no-cors', '/cdn/games/starburst.webp', 'network'],
    ['GET', 'cors', '/geo/lookup', 'network'],
    // The app's files: from the precache when the build listed them.
    ['GET', 'cors', '/assets/index-abc123.js', 'precache'],
    ['GET', 'no-cors', '/icons/icon-192.png', 'precache'],
    ['GET', 'same-origin', '/manifest.webmanifest', 'precache'],
    // Look-alikes of a reserved prefix are the app's.
    ['GET', 'navigate', '/apis-and-more', 'navigation'],
    ['GET', 'navigate', '/player-guide', 'navigation'],
    // Anything not read: left alone.
    ['HEAD', 'same-origin', '/assets/index-abc123.js', 'network'],
  ])('%s %s %s → %s', (method, mode, path, expected) => {
    expect(requestPolicy({ method, mode, url: `${origin}${path}` }, origin)).toBe(expected);
  });

  it('leaves other origins alone, even their navigations', () => {
    expect(requestPolicy({ method: 'GET', mode: 'navigate', url: 'https://pay.example/frame' }, origin)).toBe(
      'network',
    );
    expect(requestPolicy({ method: 'GET', mode: 'cors', url: 'https://cdn.example/a.png' }, origin)).toBe('network');
  });
});
