import { createContext, useContext } from 'react';
import type { CasinoUIMessages } from './messages';

/**
 * The merged texts of the nearest `CasinoUIProvider`, or null outside one. Null rather than the English catalogue as
 * default value, so that a component bundles only its own English (`useMessageGroup`), not every component's.
 */
export const MessagesContext = /* @__PURE__ */ createContext<CasinoUIMessages | null>(null);

/** One component's texts from the nearest provider, else its own English defaults. */
export function useMessageGroup<Group extends keyof CasinoUIMessages>(
  group: Group,
  english: CasinoUIMessages[Group],
): CasinoUIMessages[Group] {
  return useContext(MessagesContext)?.[group] ?? english;
}
