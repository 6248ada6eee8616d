import { UAParser } from 'ua-parser-js';

export type DeviceDescription = { browser: string | null; os: string | null; deviceType: string | null };

/** Device types the devices list tells apart; the rest (a desktop, a console, an unknown) read as no type. */
const SHOWN_TYPES = new Set(['mobile', 'tablet']);

const joined = (name: string | undefined, version: string | undefined) =>
  name ? (version ? `${name} ${version}` : name) : null;

/**
 * The browser (name and major version) and system (name and version) a user agent names, for the player's list of
 * signed-in devices. Read when the list is asked for, not when the login starts, so a newer parser describes old
 * logins better too.
 */
export function describeUserAgent(userAgent: string | null): DeviceDescription {
  if (!userAgent) return { browser: null, os: null, deviceType: null };
  const { browser, os, device } = new UAParser(userAgent).getResult();
  return {
    browser: joined(browser.name, browser.major),
    os: joined(os.name, os.version),
    deviceType: device.type && SHOWN_TYPES.has(device.type) ? device.type : null,
  };
}
