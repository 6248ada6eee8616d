import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GameSearchField } from './search-box-facade';

// The real box stands in as what it was given: this file is about the hand-over from the prerendered facade.
vi.mock('./game-search-box', () => ({
  GameSearchBox: ({ initialTerm }: { initialTerm: string }) => <output aria-label="real box">{initialTerm}</output>,
}));

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.replaceChildren();
});

/** The prerendered box in the document, `before` done to it (the visitor's typing) before the code hydrates it. */
async function hydrateAfter(before: (input: HTMLInputElement) => void) {
  const field = <GameSearchField label="Search games" placeholder="Search Games" />;
  const container = document.createElement('div');
  container.innerHTML = renderToString(field);
  document.body.append(container);
  before(container.querySelector('input') as HTMLInputElement);
  await act(async () => {
    root = hydrateRoot(container, field);
  });
  return container;
}

describe('GameSearchField, typed in before the page hydrated', () => {
  it('keeps the text and the focus, and hands both to the real box', async () => {
    const container = await hydrateAfter((input) => {
      input.focus();
      input.value = 'drag';
    });
    await vi.waitFor(() => expect(container.querySelector('output')?.textContent).toBe('drag'));
  });

  it('keeps text typed in a box the visitor has left, without loading the real box yet', async () => {
    const container = await hydrateAfter((input) => {
      input.value = 'gold';
    });
    expect(container.querySelector('input')?.value).toBe('gold');
    expect(container.querySelector('output')).toBeNull();
  });

  it('does nothing for an untouched box', async () => {
    const container = await hydrateAfter(() => {});
    expect(container.querySelector('input')?.value).toBe('');
    expect(container.querySelector('output')).toBeNull();
  });
});
