import { act } from '@testing-library/react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes, useParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useRouteValuesKnown } from './use-route-values-known';

function Heading() {
  const { alias } = useParams();
  return <h1>{useRouteValuesKnown() ? alias : '…'}</h1>;
}

const at = (path: string) => (
  <MemoryRouter initialEntries={[path]}>
    <Routes>
      <Route path="/categories/:alias" element={<Heading />} />
    </Routes>
  </MemoryRouter>
);

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

/** The document rendered at `frameRoute` (as the build or a server would), hydrated at `path`. */
async function hydrateFrame(frameRoute: string, path: string) {
  const container = document.createElement('div');
  container.id = 'root';
  container.dataset.prerenderedRoute = frameRoute;
  container.innerHTML = renderToString(at(frameRoute));
  const served = container.innerHTML;
  document.body.append(container);
  await act(async () => {
    root = hydrateRoot(container, at(path));
  });
  return { served, heading: container.querySelector('h1') as HTMLHeadingElement };
}

describe('useRouteValuesKnown', () => {
  it('renders the build’s frame for every alias without the alias, then names it once hydrated', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { served, heading } = await hydrateFrame('/categories/:alias', '/categories/slots');
    expect(served).toBe('<h1>…</h1>');
    expect(heading).toHaveTextContent('slots');
    expect(errors).not.toHaveBeenCalled();
  });

  it('renders a document made for this very path with the alias, and hydrates it as it is', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { served, heading } = await hydrateFrame('/categories/slots', '/categories/slots');
    expect(served).toBe('<h1>slots</h1>');
    expect(heading).toHaveTextContent('slots');
    expect(errors).not.toHaveBeenCalled();
  });

  it('without a prerendered document (a render from scratch), knows the alias at once', () => {
    const container = document.createElement('div');
    document.body.append(container);
    act(() => {
      root = createRoot(container);
      root.render(at('/categories/slots'));
    });
    expect(container.querySelector('h1')).toHaveTextContent('slots');
  });
});
