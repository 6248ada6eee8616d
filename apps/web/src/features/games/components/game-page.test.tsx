import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PHANTOM_RICHES } from '../../../../test/games';
import { fakeApi, ok, renderLobby } from '../../../../test/render-lobby';
import { GAME_ARTWORK_ATTRIBUTE, GAME_ARTWORK_PROPERTY } from '../../../lib/boot-attributes';
import { GamePage } from './game-page';

const GAME = PHANTOM_RICHES;

const root = document.documentElement;
/** What the document's boot script leaves on `<html>` for a game page whose answer came inlined. */
function bootPaintedArtwork() {
  root.setAttribute(GAME_ARTWORK_ATTRIBUTE, '');
  root.style.setProperty(GAME_ARTWORK_PROPERTY, 'url("/cdn/games/phantom-riches.svg")');
}
const artworkMark = () => ({
  attribute: root.hasAttribute(GAME_ARTWORK_ATTRIBUTE),
  property: root.style.getPropertyValue(GAME_ARTWORK_PROPERTY),
});

afterEach(() => {
  vi.unstubAllGlobals();
  root.removeAttribute(GAME_ARTWORK_ATTRIBUTE);
  root.style.removeProperty(GAME_ARTWORK_PROPERTY);
});

describe('GamePage and the artwork the document painted', () => {
  const page = (
    <Routes>
      <Route path="/games/:alias" element={<GamePage />} />
    </Routes>
  );

  it('keeps it while the game loads, then takes it back: no later placeholder shows this game’s picture', async () => {
    bootPaintedArtwork();
    let answer: (() => void) | undefined;
    const arrived = new Promise<void>((resolve) => {
      answer = resolve;
    });
    fakeApi((url) => (url.pathname === `/api/games/${GAME.alias}` ? ok(GAME) : undefined));
    const fetch = globalThis.fetch;
    vi.stubGlobal('fetch', async (...args: Parameters<typeof fetch>) => {
      await arrived;
      return fetch(...args);
    });
    renderLobby(page, { path: `/games/${GAME.alias}`, user: null });
    expect(await screen.findByRole('status', { name: 'Loading...' })).toBeInTheDocument();
    expect(artworkMark()).toEqual({ attribute: true, property: 'url("/cdn/games/phantom-riches.svg")' });
    answer?.();
    expect(await screen.findByRole('heading', { level: 1, name: 'Phantom Riches' })).toBeInTheDocument();
    expect(artworkMark()).toEqual({ attribute: false, property: '' });
  });

  it('takes it back when the page is left before its game came', () => {
    bootPaintedArtwork();
    fakeApi(() => undefined);
    const { unmount } = renderLobby(page, { path: `/games/${GAME.alias}`, user: null });
    unmount();
    expect(artworkMark()).toEqual({ attribute: false, property: '' });
  });
});
