import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  GAME_ARTWORK_ATTRIBUTE,
  GAME_ARTWORK_PROPERTY,
  GAME_NAME_ATTRIBUTE,
  GAME_NAME_PROPERTY,
  GAME_NAME_SLOT_ATTRIBUTE,
} from '@/lib/document/boot-attributes';
import { PHANTOM_RICHES } from '../../../../test/games';
import { fakeApi, ok, renderLobby } from '../../../../test/render-lobby';
import { GamePage } from './game-page';

const GAME = PHANTOM_RICHES;

const root = document.documentElement;
/** What the document's boot script leaves on `<html>` for a game page whose answer came inlined. */
function bootPaintedArtwork() {
  root.setAttribute(GAME_ARTWORK_ATTRIBUTE, '');
  root.style.setProperty(GAME_ARTWORK_PROPERTY, 'url("/cdn/games/phantom-riches.svg")');
  root.setAttribute(GAME_NAME_ATTRIBUTE, '');
  root.style.setProperty(GAME_NAME_PROPERTY, '"Phantom Riches"');
}
const artworkMark = () => ({
  attribute: root.hasAttribute(GAME_ARTWORK_ATTRIBUTE),
  property: root.style.getPropertyValue(GAME_ARTWORK_PROPERTY),
  nameAttribute: root.hasAttribute(GAME_NAME_ATTRIBUTE),
  name: root.style.getPropertyValue(GAME_NAME_PROPERTY),
});
const released = { attribute: false, property: '', nameAttribute: false, name: '' };

afterEach(() => {
  vi.unstubAllGlobals();
  root.removeAttribute(GAME_ARTWORK_ATTRIBUTE);
  root.style.removeProperty(GAME_ARTWORK_PROPERTY);
  root.removeAttribute(GAME_NAME_ATTRIBUTE);
  root.style.removeProperty(GAME_NAME_PROPERTY);
});

describe('GamePage and the artwork and name the document painted', () => {
  const page = (
    <Routes>
      <Route path="/games/:alias" element={<GamePage />} />
    </Routes>
  );

  it('keeps them while the game loads, then takes them back: no later placeholder shows this game’s picture or name', async () => {
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
    expect(artworkMark()).toEqual({
      attribute: true,
      property: 'url("/cdn/games/phantom-riches.svg")',
      nameAttribute: true,
      name: '"Phantom Riches"',
    });
    // The heading the boot style writes the name into keeps its generic title in an element of its own.
    const pending = screen.getByRole('heading', { level: 1 });
    expect(pending).toHaveAttribute(GAME_NAME_SLOT_ATTRIBUTE);
    expect(pending.querySelector(':scope > span')).toHaveTextContent('Game');
    answer?.();
    const heading = await screen.findByRole('heading', { level: 1, name: 'Phantom Riches' });
    expect(heading).not.toHaveAttribute(GAME_NAME_SLOT_ATTRIBUTE);
    expect(artworkMark()).toEqual(released);
  });

  it('takes them back when the page is left before its game came', () => {
    bootPaintedArtwork();
    fakeApi(() => undefined);
    const { unmount } = renderLobby(page, { path: `/games/${GAME.alias}`, user: null });
    unmount();
    expect(artworkMark()).toEqual(released);
  });
});
