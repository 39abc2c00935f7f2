import { type FieldErrors, INT4_MAX } from '@smuc/sdk';
import type { z } from 'zod';
import { HttpError, invalid } from './errors';

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
    throw new HttpError(404, 'Not found.');
  return id;
}
