import { GAME_ARTWORK_ATTRIBUTE, GAME_ARTWORK_PROPERTY } from './boot-attributes';

/**
 * Takes back the artwork the boot script painted into the game page's placeholder (app/prerender/boot.ts). It is the
 * artwork of the game the document was for: once that page shows its game, or is left, no later placeholder (another
 * game's, reached within the app) may show it.
 */
export function releaseBootArtwork(root: HTMLElement = document.documentElement): void {
  root.removeAttribute(GAME_ARTWORK_ATTRIBUTE);
  root.style.removeProperty(GAME_ARTWORK_PROPERTY);
}
