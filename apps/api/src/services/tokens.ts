import { createHash, randomBytes } from 'node:crypto';

/** Opaque bearer values: 256 random bits, URL-safe so they fit in cookies and reset links unescaped. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** Only this digest is stored: a leaked database holds no usable session or reset token. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
