import {
  GAME_ARTWORK_ATTRIBUTE,
  GAME_ARTWORK_PROPERTY,
  GAME_NAME_ATTRIBUTE,
  GAME_NAME_PROPERTY,
} from './boot-attributes';

/**
 * Takes back the artwork and the name the boot script painted into the game page's placeholders
 * (app/document/boot/boot.ts). They are those of the game the document was for: once that page shows its game, or is
 * left, no later placeholder (another game's, reached within the app) may show them.
 */
export function releaseBootArtwork(root: HTMLElement = document.documentElement): void {
  root.removeAttribute(GAME_ARTWORK_ATTRIBUTE);
  root.style.removeProperty(GAME_ARTWORK_PROPERTY);
  root.removeAttribute(GAME_NAME_ATTRIBUTE);
  root.style.removeProperty(GAME_NAME_PROPERTY);
}
