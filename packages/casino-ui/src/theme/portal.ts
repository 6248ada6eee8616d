import { createContext, useContext } from 'react';

/**
 * The provider's root element. Overlays portal into it rather than into `document.body`, so a modal keeps the theme
 * class (and any run-time tokens) of the provider that rendered it.
 */
export const PortalContainerContext = /* @__PURE__ */ createContext<HTMLElement | null>(null);

/** Where overlays should portal to: the nearest `CasinoUIProvider`'s root, or `null` (meaning `document.body`). */
export const usePortalContainer = (): HTMLElement | null => useContext(PortalContainerContext);
