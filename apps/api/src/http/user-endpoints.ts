import { ACCOUNT_EVENTS_PATH, API_BASE_PATH, endpoints } from '@casino/api-contract';

type PathRule = { method: string; pattern: RegExp };

const toPattern = (path: string) => new RegExp(`^${API_BASE_PATH}${path.replace(/:[A-Za-z]+/g, '[^/]+')}/?$`);

/**
 * The calls only a logged-in player may make: those the contract marks `auth: 'user'`, and the account's live
 * stream, which the contract names by its path alone. The contract's flag is the one source of who may call what.
 */
export const USER_ENDPOINTS: readonly PathRule[] = [
  ...Object.values(endpoints)
    .filter((endpoint) => endpoint.auth === 'user')
    .map((endpoint) => ({ method: endpoint.method as string, pattern: toPattern(endpoint.path) })),
  { method: 'GET', pattern: toPattern(ACCOUNT_EVENTS_PATH) },
];

/** Whether a request (full path, with the `/api` prefix) is one of USER_ENDPOINTS. */
export const isUserEndpoint = (method: string, path: string): boolean =>
  USER_ENDPOINTS.some((rule) => rule.method === method && rule.pattern.test(path));
