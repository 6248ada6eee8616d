import type { RouteDefinition } from '../routes';
import { urlSafeString } from '../text-fields';
import { z } from '../zod';

/** A route of ../routes with the schemas of what it takes and answers. */
export type EndpointDefinition = RouteDefinition & {
  query?: z.ZodMiniType;
  /** The `:name` parameters the API reads, each bounded like any other string of a request. */
  params?: z.ZodMiniType;
  body?: z.ZodMiniType;
  /** Schema of `data` inside the success envelope. */
  response: z.ZodMiniType;
};

/** The answer of a call that answers nothing. */
export const nothing = z.null();

/** A database id in a path: digits only, so an over-long value never reaches `Number()` or a query. */
const idParam = (name: string) =>
  z
    .pipe(
      z
        .string()
        .check(
          z.maxLength(16, { message: `${name} must be a positive whole number`, abort: true }),
          z.regex(/^\d+$/, `${name} must be a positive whole number`),
        ),
      z.transform(Number),
    )
    .check(z.refine((id) => Number.isSafeInteger(id) && id >= 1, `${name} must be a positive whole number`));

export const aliasParams = z.object({ alias: urlSafeString('alias', 'alias') });
export const idParams = z.object({ id: idParam('id') });
