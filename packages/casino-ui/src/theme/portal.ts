import { createContext, useContext } from 'react';

/**
 * The provider's root element. Overlays portal into it rather than into `document.body`, so a modal keeps the theme
 * class (and any run-time tokens) of the provider that rendered it.
 *
 * `null` outside any provider (portal to `document.body`); `undefined` inside a provider whose element is not
 * attached yet, which lasts from its first render to its first effects.
 */
export const PortalContainerContext = /* @__PURE__ */ createContext<HTMLElement | null | undefined>(null);

/**
 * Where overlays should portal to: the nearest `CasinoUIProvider`'s root, or `null` (meaning `document.body`). In the
 * provider's first render, before its element is attached, it is `null` too.
 */
export const usePortalContainer = (): HTMLElement | null => useContext(PortalContainerContext) ?? null;

/**
 * The library's overlays ask this instead: `undefined` says the provider's element is on its way. An overlay open at
 * that moment renders nothing until it arrives, rather than open in `document.body` and move, which would mount its
 * content twice (losing focus and anything typed).
 */
export const usePortalTarget = (): HTMLElement | null | undefined => useContext(PortalContainerContext);
