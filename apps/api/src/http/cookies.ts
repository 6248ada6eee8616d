import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Config } from '../config';

export const ACCESS_COOKIE = 'casino_access_token';
export const REFRESH_COOKIE = 'casino_refresh_token';

/** The refresh token travels only to the auth endpoints that need it; the access token to the whole API. */
const ACCESS_PATH = '/api';
const REFRESH_PATH = '/api/auth';

export type TokenPair = { accessToken: string; refreshToken: string };

export function setSessionCookies(c: Context, config: Config, tokens: TokenPair): void {
  const base = { httpOnly: true, sameSite: 'Lax', secure: config.cookieSecure } as const;
  setCookie(c, ACCESS_COOKIE, tokens.accessToken, {
    ...base,
    path: ACCESS_PATH,
    maxAge: config.accessTokenTtlSeconds,
  });
  setCookie(c, REFRESH_COOKIE, tokens.refreshToken, {
    ...base,
    path: REFRESH_PATH,
    maxAge: config.refreshTokenTtlSeconds,
  });
}

export function clearSessionCookies(c: Context, config: Config): void {
  const base = { httpOnly: true, sameSite: 'Lax', secure: config.cookieSecure } as const;
  deleteCookie(c, ACCESS_COOKIE, { ...base, path: ACCESS_PATH });
  deleteCookie(c, REFRESH_COOKIE, { ...base, path: REFRESH_PATH });
}

/** The cookie first; a bearer header too, for API clients and scripts that hold no cookie jar. */
export function readAccessToken(c: Context): string | undefined {
  const bearer = c.req.header('Authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1];
  return getCookie(c, ACCESS_COOKIE) ?? bearer;
}

export const readRefreshToken = (c: Context): string | undefined => getCookie(c, REFRESH_COOKIE);
