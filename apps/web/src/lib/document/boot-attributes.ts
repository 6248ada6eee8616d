/**
 * Marks the document's boot script (app/document/boot/boot.ts) sets on `<html>` before the first paint, for what the
 * prerendered frame shows wrongly to this visitor. CSS keyed on them hides those parts until the app renders.
 */
export const PRERENDER_STALE_ATTRIBUTE = 'data-prerender-stale';
export const CONSENT_DECIDED_ATTRIBUTE = 'data-consent-decided';
/** The `<meta name>` that names the route pattern a prerendered document is the frame of. */
export const PRERENDERED_ROUTE_META = 'prerendered-route';
/**
 * Set on `<html>` once the app has taken over the page (hydrated the frame or rendered it): from then on its keys,
 * buttons and links work. Before, a prerendered page is visible but still inert. Tests wait for it before typing.
 */
export const APP_READY_ATTRIBUTE = 'data-app-ready';
/**
 * Set by the boot script for a visitor whose country the brand does not serve, on a page closed to them: the page's
 * content stays hidden until the geo-block gate has decided what to show (docs/architecture.md#answers-inlined-by-the-server).
 */
export const GEO_PENDING_ATTRIBUTE = 'data-geo-pending';
/** The page content's element (casino-ui AppShell's `mainId`), the target of the skip link. */
export const MAIN_CONTENT_ID = 'main-content';
/**
 * The prerendered document's inert copy of the app's module tags (`<template id>`): the boot script adds them to the
 * page once the frame has painted, so the code never holds up the first paint or the page's main image (docs/architecture.md#the-document).
 */
export const APP_MODULES_TEMPLATE_ID = 'app-modules';
/** Marks the game page's artwork placeholder, which the boot script fills with the inlined game's artwork. */
export const GAME_ARTWORK_SLOT_ATTRIBUTE = 'data-game-artwork-slot';
/** Set on `<html>` by the boot script once it has put the inlined game's artwork into the CSS property below. */
export const GAME_ARTWORK_ATTRIBUTE = 'data-game-artwork';
/** The custom property on `<html>` that holds that artwork as a CSS `url()`. */
export const GAME_ARTWORK_PROPERTY = '--boot-game-artwork';
/** Marks the game page's pending heading, which the boot script fills with the inlined game's name. */
export const GAME_NAME_SLOT_ATTRIBUTE = 'data-game-name-slot';
/** Set on `<html>` by the boot script once it has put the inlined game's name into the CSS property below. */
export const GAME_NAME_ATTRIBUTE = 'data-game-name';
/** The custom property on `<html>` that holds that name as a CSS string. */
export const GAME_NAME_PROPERTY = '--boot-game-name';
/** The JSON data block of the queries a server rendered the document's page from (lib/rendered-queries.ts). */
export const RENDERED_QUERIES_ELEMENT_ID = 'rendered-queries';
