import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { documentFrameRoute } from '@/lib/document-frame-route';
import { subscribeToNothing } from '@/lib/hooks/use-hydrated';

/**
 * The pathname, as the prerender saw it while a frame hydrates: a frame prerendered once for every alias was
 * rendered at its route's pattern (`/categories/:alias`), so whatever the pathname decides (the side menu's current
 * link) must be decided from that pattern until the page has hydrated, or React keeps the document's attributes and
 * the real state never shows (React does not patch attributes that differ). Right after hydration it is the real
 * pathname; a page whose frame was prerendered for its own path renders only once.
 */
export function useFramePathname(): string {
  const { pathname } = useLocation();
  return useSyncExternalStore(
    subscribeToNothing,
    () => pathname,
    () => documentFrameRoute() ?? pathname,
  );
}
