/**
 * Where the cookie choice is kept. Remembering the choice is itself strictly necessary storage, so it needs no
 * consent. The version lets a future change of cookie purposes ask everyone again. Here, below the features, because
 * the prerendered document's boot script reads them too, before any feature code loads.
 */
export const CONSENT_STORAGE_KEY = 'casino.cookie-consent';
export const CONSENT_VERSION = 1;
