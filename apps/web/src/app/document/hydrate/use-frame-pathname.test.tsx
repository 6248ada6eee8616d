import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFramePathname } from './use-frame-pathname';

function MenuLink() {
  const current = useFramePathname() === '/categories/slots';
  return (
    <a href="/categories/slots" aria-current={current ? 'page' : undefined}>
      Slots
    </a>
  );
}

const at = (path: string) => (
  <MemoryRouter initialEntries={[path]}>
    <MenuLink />
  </MemoryRouter>
);

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

/** The frame prerendered at `frameRoute`, hydrated at `path`. */
async function hydrateFrame(frameRoute: string, path: string) {
  const container = document.createElement('div');
  container.id = 'root';
  container.dataset.prerenderedRoute = frameRoute;
  container.innerHTML = renderToString(at(frameRoute));
  document.body.append(container);
  await act(async () => {
    root = hydrateRoot(container, at(path));
  });
  return container.querySelector('a') as HTMLAnchorElement;
}

describe('useFramePathname', () => {
  it('hydrates a frame prerendered for every alias without a mismatch, then shows the real current link', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const link = await hydrateFrame('/categories/:alias', '/categories/slots');
    expect(link).toHaveAttribute('aria-current', 'page');
    expect(errors).not.toHaveBeenCalled();
  });

  it('on a frame prerendered for its own path, is that path from the start', async () => {
    const link = await hydrateFrame('/categories/slots', '/categories/slots');
    expect(link).toHaveAttribute('aria-current', 'page');
  });

  it('without a prerendered frame (a render from scratch), is the pathname', () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(at('/categories/slots'));
    expect(container.querySelector('a')).toHaveAttribute('aria-current', 'page');
  });
});
