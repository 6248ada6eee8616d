import { useEffect } from 'react';

/**
 * Calls `onHydrated` from its first effect. Rendered last in the app, it runs once every component of the hydrated
 * page has run its own first effects, and so subscribed to its queries.
 */
export function HydratedSignal({ onHydrated }: { onHydrated: () => void }) {
  useEffect(() => onHydrated(), [onHydrated]);
  return null;
}
