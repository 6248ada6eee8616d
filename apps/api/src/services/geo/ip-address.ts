import { isIPv4 } from 'node:net';

/** Loopback, private (RFC 1918), link-local and unique-local addresses, which no location database can place. */
export function isLoopbackOrPrivate(ip: string): boolean {
  const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (isIPv4(v4)) {
    const [a = 0, b = 0] = v4.split('.').map(Number);
    return (
      a === 127 || a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254)
    );
  }
  const lower = ip.toLowerCase();
  return lower === '::1' || lower.startsWith('fc') || lower.startsWith('fd') || lower.startsWith('fe80');
}

/** The machine itself: 127.0.0.0/8, ::1, and IPv4 loopback written as an IPv6-mapped address. */
export function isLoopback(ip: string): boolean {
  const lower = ip.toLowerCase();
  const v4 = lower.startsWith('::ffff:') ? lower.slice(7) : lower;
  return (isIPv4(v4) && v4.startsWith('127.')) || lower === '::1' || lower === '0:0:0:0:0:0:0:1';
}
