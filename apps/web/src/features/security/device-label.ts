import type { SignedInDevice } from '@casino/api-contract';

export type DeviceLabelKey = 'browserOn' | 'browserOnly' | 'osOnly' | 'unknown';

/**
 * Which words name a device in the list: "Chrome 131 on Windows 10", or what is known of it. The server parses the
 * user agent; a script or an old browser may leave either part unknown.
 */
export function deviceLabel(device: Pick<SignedInDevice, 'browser' | 'os'>): {
  key: DeviceLabelKey;
  browser?: string;
  os?: string;
} {
  const { browser, os } = device;
  if (browser && os) return { key: 'browserOn', browser, os };
  if (browser) return { key: 'browserOnly', browser };
  if (os) return { key: 'osOnly', os };
  return { key: 'unknown' };
}

/** This device first, then the others by their last activity, newest first (as the server sends them). */
export const orderDevices = (devices: readonly SignedInDevice[]): SignedInDevice[] =>
  [...devices].sort(
    (a, b) => Number(b.current) - Number(a.current) || Date.parse(b.lastActiveAt) - Date.parse(a.lastActiveAt),
  );
