import { API_BASE_PATH, endpoints } from '@casino/api-contract';

/** Extra paths served here that the contract does not describe (dev services). */
const EXTRA_ROUTES: { method: string; path: string }[] = [
  { method: 'GET', path: '/dev/outbox' },
  { method: 'GET', path: `${API_BASE_PATH}/dev/outbox` },
  { method: 'POST', path: `${API_BASE_PATH}/dev/deposits/crypto/:id/confirm` },
  { method: 'GET', path: '/play/real/:token' },
  { method: 'GET', path: '/play/demo/:alias' },
];

const toPattern = (path: string) => new RegExp(`^${path.replace(/:[A-Za-z]+/g, '[^/]+')}/?$`);

const ROUTES = [
  ...Object.values(endpoints).map((e) => ({ method: e.method as string, pattern: toPattern(API_BASE_PATH + e.path) })),
  ...EXTRA_ROUTES.map((r) => ({ method: r.method, pattern: toPattern(r.path) })),
];

/** Methods the contract defines for a path, to tell "wrong method" (405) from "no such path" (404). */
export function allowedMethods(path: string): string[] {
  return [...new Set(ROUTES.filter((r) => r.pattern.test(path)).map((r) => r.method))];
}
