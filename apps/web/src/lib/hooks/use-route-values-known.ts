import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { documentFrameRoute, isRoutePattern } from '../document-frame-route';
import { subscribeToNothing } from './use-hydrated';

/**
 * Whether what the address's dynamic segments name (a category's alias) may render now. The frame the build
 * prerenders once for every alias was rendered at its route's pattern and knows no alias: while it hydrates this is
 * false, so hydration meets the skeleton the document holds, and true from the render after. A document a server
 * rendered for this very path (with the page's data) already shows what the alias names: then this is true from the
 * first render, so hydration meets that markup instead. In a render on the server, the path rendered decides the same.
 */
export function useRouteValuesKnown(): boolean {
  const { pathname } = useLocation();
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => !isRoutePattern(documentFrameRoute() ?? pathname),
  );
}
