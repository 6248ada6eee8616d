import type { PostalCodeResult } from '@casino/api-contract';
import type { PostalCodeLookupStatus } from '@casino/ui';
import { useEffect, useRef, useState } from 'react';
import { POSTAL_LOOKUP_DEBOUNCE_MS } from '@/config/constants';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';
import { GeoError, geoClient } from './geo-client';

export type PostalLookup = { status: PostalCodeLookupStatus; detail?: string };

/**
 * docs/product.md#sign-up: 800 ms after the postal code stops changing, and only with both country and zip, the look-up runs
 * and `onFound` fills the address. A 400 means the country is not supported (its detail is shown); any other
 * failure fills nothing and the player types the address. An older look-up still running is cancelled.
 */
export function usePostalLookup(country: string, zip: string, onFound: (result: PostalCodeResult) => void) {
  const [lookup, setLookup] = useState<PostalLookup>({ status: 'idle' });
  const debouncedZip = useDebouncedValue(zip.trim(), POSTAL_LOOKUP_DEBOUNCE_MS);
  const onFoundRef = useRef(onFound);
  onFoundRef.current = onFound;

  useEffect(() => {
    if (!country || !debouncedZip) {
      setLookup({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    setLookup({ status: 'looking-up' });
    geoClient
      .postalCode(country, debouncedZip, controller.signal)
      .then((result) => {
        if (controller.signal.aborted) return;
        onFoundRef.current(result);
        setLookup({ status: 'filled' });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof GeoError && error.status === 400) {
          setLookup({ status: 'not-supported', detail: error.detail });
        } else setLookup({ status: 'idle' });
      });
    return () => controller.abort();
  }, [country, debouncedZip]);

  // While the player is still typing, the last result no longer describes the field.
  return zip.trim() !== debouncedZip && lookup.status !== 'not-supported' ? { status: 'idle' as const } : lookup;
}
