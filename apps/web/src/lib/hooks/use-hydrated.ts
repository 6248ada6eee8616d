import { useSyncExternalStore } from 'react';

/** The subscription of a `useSyncExternalStore` value that changes only between the server snapshot and the client's. */
export const subscribeToNothing = () => () => {};

/**
 * False in the prerender and during hydration, true from the render after it (and from the first render when the
 * page is not hydrated). Whatever the prerendered document cannot know (a route's alias, the year) renders only once
 * this is true, so hydration meets exactly the markup the build wrote (docs/architecture.md#hydration).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
