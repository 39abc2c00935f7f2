import type { FieldErrors } from '@smuc/sdk';

/**
 * An error a route raises on purpose; the error handler answers it in the spec's envelope
 * `{ success: false, error, code?, errors? }` with `status` (000 §8: 401, 403, 404, 422, 500).
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: { code?: string; errors?: FieldErrors } = {},
  ) {
    super(message);
  }
}

export const unauthorized = (message = 'Authentication required.') => new HttpError(401, message);
export const forbidden = (message = 'You are not allowed to do this.') => new HttpError(403, message);
export const notFound = (message = 'Not found.') => new HttpError(404, message);
/** 422 with per-field messages; `message` defaults to the first field message. */
export const invalid = (errors: FieldErrors, message?: string) =>
  new HttpError(422, message ?? Object.values(errors).flat()[0] ?? 'Invalid data.', { errors });
