import { lazy, type ReactNode, Suspense, useRef } from 'react';
import {
  type Location,
  UNSAFE_LocationContext as LocationContext,
  useLocation,
  useMatches,
  useNavigationType,
  useOutlet,
} from 'react-router';
import { useMediaQuery } from '@/lib/hooks/use-media-query';

const HomePage = lazy(() => import('./pages/home-page').then((module) => ({ default: module.HomePage })));

/** A route's `handle` saying it opens as a dialog over the page behind it where this media query matches. */
export type OverlayRouteHandle = { overlayWhen: string };

const overlayMedia = (handle: unknown): string | null =>
  typeof handle === 'object' && handle !== null && typeof (handle as OverlayRouteHandle).overlayWhen === 'string'
    ? (handle as OverlayRouteHandle).overlayWhen
    : null;

/**
 * The route outlet, with react-router's background-location pattern for dialog routes (the cashier,
 * docs/product.md#access-rules): while a dialog route is open, the page the player came from stays rendered (and mounted, with its scroll and
 * state) behind it, seeing its own location; after a deep link the lobby is behind it. Without a dialog route it is a
 * plain outlet.
 */
export function OverlayOutlet() {
  const outlet = useOutlet();
  const location = useLocation();
  const navigationType = useNavigationType();
  const media =
    useMatches()
      .map((match) => overlayMedia(match.handle))
      .find((query) => query !== null) ?? null;
  // 'not all' never matches: a page that is no dialog route never shows one.
  const isOverlay = useMediaQuery(media ?? 'not all') && media !== null;
  const behind = useRef<{ element: ReactNode; location: Location } | null>(null);
  // Only a page that is no dialog route goes behind one (a cashier page on a phone turned wide is not kept).
  if (media === null) behind.current = { element: outlet, location };

  const page = isOverlay
    ? (behind.current?.element ?? (
        <Suspense fallback={null}>
          <HomePage />
        </Suspense>
      ))
    : outlet;
  const pageLocation = isOverlay
    ? (behind.current?.location ?? { ...location, pathname: '/', search: '', hash: '' })
    : location;
  // The same tree shape either way, so opening the dialog keeps the page behind mounted instead of rebuilding it. No
  // Suspense boundary around the page: React hydrates what is inside one in a pass of its own, and an update to a
  // provider above it meanwhile (the session, the stored consent) makes it hydrate the whole page at once, in one
  // long synchronous task (docs/architecture.md#byte-budgets). Only the lazy lobby behind a deep-linked dialog has a boundary, its own.
  return (
    <>
      <LocationContext.Provider value={{ location: pageLocation, navigationType }}>{page}</LocationContext.Provider>
      {isOverlay ? outlet : null}
    </>
  );
}
