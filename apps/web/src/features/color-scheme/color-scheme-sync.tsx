import { useEffect } from 'react';
import { applyColorScheme, watchColorScheme } from './color-scheme-store';

/**
 * Keeps `<html data-color-scheme>` right after the boot script set it before the first paint: it follows the device
 * live while the choice is System, and a choice made in another tab. It renders nothing.
 */
export function ColorSchemeSync() {
  useEffect(() => {
    // The same decision as the boot script's; it matters only where no boot script ran (the dev server).
    applyColorScheme();
    return watchColorScheme();
  }, []);
  return null;
}
