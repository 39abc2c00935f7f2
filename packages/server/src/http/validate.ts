import { type FieldErrors, INT4_MAX } from '@smuc/sdk';
import { z } from 'zod';
import { invalid } from './errors';

/** The message of a path id that cannot exist; the error handler answers it 404 (`unknownPathId`). */
export const PATH_ID_NOT_FOUND = 'Not found.';

/** zod issues → `{ 'a.b': ['message'] }`; root-level issues are keyed `_`. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    out[key] ??= [];
    out[key].push(issue.message);
  }
  return out;
}

/**
 * Parses `input` with `schema`; raises a 422 HttpError with per-field messages when it does not fit.
 * For data a route assembles itself (a merged save, the rows of an imported feed); a request's own
 * params, query and body are declared in the route's `schema` instead.
 */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw invalid(fieldErrors(result.error));
  return result.data;
}

/**
 * A numeric path id declared in a route's `schema.params`: decimal digits without a leading zero,
 * 1 … INT4_MAX (ids past the int4 range of the tables' keys cannot exist and would fail the query
 * as a 500), answered as a number. Anything else fails with {@link PATH_ID_NOT_FOUND}, which the
 * error handler answers 404 (an id that cannot exist is an unknown id, never a 422 or a database
 * error).
 */
export const pathId = z
  .string()
  .regex(/^[1-9][0-9]{0,9}$/, PATH_ID_NOT_FOUND)
  .refine((raw) => Number(raw) <= INT4_MAX, PATH_ID_NOT_FOUND)
  .transform(Number);

/** `schema.params` of a route under `/…/{id}` (a stream, form, product, … of the account). */
export const idParams = z.object({ id: pathId });

/**
 * A path segment that is one of `values` (a size, a weight, …); anything else fails with
 * {@link PATH_ID_NOT_FOUND} and is answered 404, as an unknown file is.
 */
export const pathChoice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: PATH_ID_NOT_FOUND });

/**
 * A path segment naming a public file id of the form `pattern` (an image's uuid, a video's hex id);
 * anything else fails with {@link PATH_ID_NOT_FOUND} and is answered 404, as an unknown file is.
 */
export const pathKey = (pattern: RegExp) => z.string().regex(pattern, PATH_ID_NOT_FOUND);
