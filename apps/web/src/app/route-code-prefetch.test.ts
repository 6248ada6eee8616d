import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { intentPath, prefetchRouteCode, prefetchRouteCodeOnIntent } from './route-code-prefetch';

const origin = window.location.origin;

function link(attributes: Record<string, string>, text = 'Slots') {
  const element = document.createElement('a');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  const inner = document.createElement('span');
  inner.textContent = text;
  element.append(inner);
  document.body.append(element);
  return inner;
}

afterEach(() => document.body.replaceChildren());

describe('intentPath', () => {
  it.each([
    ['a link of the site, from an element inside it', { href: '/categories/slots?page=2' }, '/categories/slots'],
    ['an absolute link to this origin', { href: `${origin}/games/phantom-riches` }, '/games/phantom-riches'],
    ['a link opened in this tab on purpose', { href: '/support', target: '_self' }, '/support'],
    ['another origin', { href: 'https://provider.example/play' }, null],
    ['a new tab', { href: '/support', target: '_blank' }, null],
    ['a download', { href: '/terms.pdf', download: '' }, null],
    ['an anchor without href', { name: 'top' }, null],
  ])('%s', (_case, attributes, expected) => {
    expect(intentPath(link(attributes), origin)).toBe(expected);
  });

  it('answers null for no element at all', () => {
    expect(intentPath(null, origin)).toBeNull();
    expect(intentPath(document, origin)).toBeNull();
  });
});

const SupportPage = () => null;

function routeTable() {
  const gamePage = vi.fn(async () => () => null);
  const gameLoader = vi.fn(async () => null);
  const support = vi.fn(async () => ({ Component: SupportPage }));
  const failing = vi.fn(async () => {
    throw new Error('chunk failed to download');
  });
  const routes: RouteObject[] = [
    {
      path: '/',
      children: [
        { path: 'games/:alias', lazy: { Component: gamePage, loader: gameLoader } },
        { path: 'support', lazy: support },
        { path: 'broken', lazy: failing },
      ],
    },
  ];
  return { routes, gamePage, gameLoader, support, failing };
}

describe('prefetchRouteCode', () => {
  it('calls every lazy part of the routes a path matches, and only theirs', () => {
    const table = routeTable();
    prefetchRouteCode(table.routes, '/games/phantom-riches');
    expect(table.gamePage).toHaveBeenCalledOnce();
    expect(table.gameLoader).toHaveBeenCalledOnce();
    expect(table.support).not.toHaveBeenCalled();
  });

  it('leaves the routes lazy, for the router to resolve', () => {
    const table = routeTable();
    prefetchRouteCode(table.routes, '/support');
    expect(table.support).toHaveBeenCalledOnce();
    expect(typeof table.routes[0]?.children?.[1]?.lazy).toBe('function');
  });

  it('swallows a download that fails, and ignores a path no route matches', async () => {
    const table = routeTable();
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    prefetchRouteCode(table.routes, '/broken');
    prefetchRouteCode([{ path: 'support', lazy: table.support }], '/nowhere');
    await new Promise((resolve) => setTimeout(resolve, 0));
    process.off('unhandledRejection', unhandled);
    expect(table.failing).toHaveBeenCalledOnce();
    expect(unhandled).not.toHaveBeenCalled();
  });
});

describe('prefetchRouteCodeOnIntent', () => {
  it('prefetches when a pointer comes over a link or it takes the focus, once per path', () => {
    const table = routeTable();
    const stop = prefetchRouteCodeOnIntent(table.routes);
    const game = link({ href: '/games/phantom-riches' }, 'Phantom Riches');
    game.dispatchEvent(new Event('pointerover', { bubbles: true }));
    game.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(table.gamePage).toHaveBeenCalledOnce();

    const support = link({ href: '/support' }, 'Support');
    support.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(table.support).toHaveBeenCalledOnce();

    stop();
    link({ href: '/broken' }, 'Broken').dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(table.failing).not.toHaveBeenCalled();
  });

  it('does nothing over text that is no link', () => {
    const table = routeTable();
    const stop = prefetchRouteCodeOnIntent(table.routes);
    const text = document.createElement('p');
    document.body.append(text);
    text.dispatchEvent(new Event('pointerover', { bubbles: true }));
    stop();
    expect(table.gamePage).not.toHaveBeenCalled();
    expect(table.support).not.toHaveBeenCalled();
  });
});
