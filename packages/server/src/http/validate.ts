import { type FieldErrors, INT4_MAX } from '@smuc/sdk';
import { z } from 'zod';
import { HttpError, invalid } from './errors';

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

/** Parses `input` with `schema`; raises a 422 HttpError with per-field messages when it does not fit. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw invalid(fieldErrors(result.error));
  return result.data;
}

/**
 * Parses a numeric route id; anything else is 404, as an unknown id would be. Ids past the int4
 * range of the tables' keys cannot exist (and would fail the query as a 500): also 404.
 */
export function routeId(raw: unknown): number {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id <= 0 || id > INT4_MAX || String(raw) !== String(id))
    throw new HttpError(404, PATH_ID_NOT_FOUND);
  return id;
}

/**
 * A numeric path id declared in a route's `schema.params`, read exactly as {@link routeId} reads
 * one: decimal digits without a leading zero, 1 … INT4_MAX, answered as a number. Anything else
 * fails with {@link PATH_ID_NOT_FOUND}, which the error handler answers 404 (an id that cannot
 * exist is an unknown id, never a 422 or a database error).
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
