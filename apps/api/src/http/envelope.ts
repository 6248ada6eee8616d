import type { Paged, Pagination } from '@casino/api-contract';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The envelope (docs/product.md#entities): `message` is empty on success so the client can show it verbatim when present. */
export const successBody = <T>(data: T) => ({ status: 'success' as const, data, message: '' });

export const ok = <T>(c: Context, data: T, status: ContentfulStatusCode = 200) => c.json(successBody(data), status);

/** `data` carries machine-readable details of a refusal (such as a code) when there are any. */
export const errorBody = (message: string, data: unknown = null) => ({ status: 'error' as const, data, message });

export function paginate(totalItems: number, currentPage: number, perPage: number): Pagination {
  return { totalItems, currentPage, totalPages: Math.ceil(totalItems / perPage) };
}

export const paged = <T>(items: T[], pagination: Pagination): Paged<T> => ({ items, pagination });
