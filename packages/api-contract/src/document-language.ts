/**
 * The UI language a visitor chose, mirrored by the web app from its storage into a cookie, so that a server answers
 * with the document prerendered in that language: `<html lang>`, the title and the frame are right from the first
 * byte (docs/architecture.md#answers-inlined-by-the-server). Only a preference the visitor set: no identifier, readable by scripts on purpose.
 */
export const LANGUAGE_COOKIE = 'casino_lang';

/** A year: as long as the choice kept in the browser's storage, for a visitor who comes back now and then. */
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
