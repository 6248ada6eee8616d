import { useSyncExternalStore } from 'react';
import { allowsOptionalCookies, type ConsentChoice, readConsent, writeConsent } from './consent-storage';

/**
 * The visitor's cookie choice for the whole page: the banner and the footer's settings link share it without a
 * provider. Until the visitor chooses, `choice` is null and only strictly necessary storage is used.
 */
export type ConsentState = {
  choice: ConsentChoice | null;
  isBannerOpen: boolean;
  /** Bumped each time the banner is reopened from the footer, so it takes focus then and only then. */
  reopenCount: number;
  /** Where focus returns after a reopened banner closes. */
  opener: HTMLElement | null;
};

const browserStorage = () => {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
};

export function createConsentStore(storage: () => Pick<Storage, 'getItem' | 'setItem'> | undefined) {
  const saved = readConsent(storage())?.choice ?? null;
  let state: ConsentState = { choice: saved, isBannerOpen: saved === null, reopenCount: 0, opener: null };
  const listeners = new Set<() => void>();
  const set = (next: ConsentState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    decide(choice: ConsentChoice) {
      writeConsent(storage(), choice, new Date());
      set({ ...state, choice, isBannerOpen: false });
    },
    openSettings(opener: HTMLElement | null) {
      set({ ...state, isBannerOpen: true, reopenCount: state.reopenCount + 1, opener });
    },
  };
}

export const consentStore = createConsentStore(browserStorage);

/**
 * What the prerendered document shows, whatever the visitor chose: no choice yet, banner open (its space reserved:
 * docs/architecture.md#hydration). Hydration starts from it and then applies the stored choice; before that, the document's boot script
 * hides the banner from a visitor who already chose (app/document/boot/boot.ts).
 */
const UNDECIDED: ConsentState = { choice: null, isBannerOpen: true, reopenCount: 0, opener: null };
const undecided = () => UNDECIDED;

export function useConsent() {
  const state = useSyncExternalStore(consentStore.subscribe, consentStore.getState, undecided);
  return {
    ...state,
    /** Analytics and other optional cookies may be set only when this is true. */
    optionalCookiesAllowed: allowsOptionalCookies(state.choice),
    decide: consentStore.decide,
    openSettings: consentStore.openSettings,
  };
}
