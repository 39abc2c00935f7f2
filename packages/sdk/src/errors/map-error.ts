import type { ErrorEnvelope } from '../schemas/envelope';
import type { ApiError } from './api-error';
import { AuthenticationError } from './authentication-error';
import { ExpiredTokenError } from './expired-token-error';
import { ForbiddenError } from './forbidden-error';
import { NotFoundError } from './not-found-error';
import { RequestFailedError } from './request-failed-error';
import { UnknownError } from './unknown-error';
import { ValidationError } from './validation-error';

const isString = (value: unknown) => value === undefined || typeof value === 'string';

/**
 * Reads a failure envelope (000 §7, `errorEnvelopeSchema` in `schemas/envelope.ts`) without zod, so
 * the error mapping stays out of the schemas' chunk: `success: false`, optional `error` and `code`
 * strings, optional per-field `errors` (string arrays), optional `data.error`. Anything else,
 * including a field of the wrong type, is no envelope (`undefined`).
 */
function readErrorEnvelope(body: unknown): ErrorEnvelope | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { success, error, code, errors, data } = body as Record<string, unknown>;
  if (success !== false || !isString(error) || !isString(code)) return undefined;
  if (errors !== undefined) {
    if (typeof errors !== 'object' || errors === null || Array.isArray(errors)) return undefined;
    const lists = Object.values(errors);
    if (!lists.every((list) => Array.isArray(list) && list.every((item) => typeof item === 'string'))) {
      return undefined;
    }
  }
  if (data !== undefined && data !== null) {
    if (typeof data !== 'object' || !isString((data as { error?: unknown }).error)) return undefined;
  }
  return body as ErrorEnvelope;
}

/**
 * Spec 000 §8's generic mapping, in one place: turns an HTTP status and a parsed body
 * (or `undefined` when the request got no answer at all) into the typed error to raise.
 * - no answer → AuthenticationError (treated as 401)
 * - 401 → AuthenticationError; 403 "Expired token" → ExpiredTokenError; other 403 → ForbiddenError
 * - 404 → NotFoundError; 422 → ValidationError from `errors`; 500 with `code` → ValidationError
 * - 2xx with `success: false` → RequestFailedError(`data.error` | `error` | "Something went wrong.")
 * - anything else → UnknownError
 */
export function mapError(status: number | undefined, body: unknown, cause?: unknown): ApiError {
  if (status === undefined) return new AuthenticationError('Network error.', cause);
  const envelope = readErrorEnvelope(body);
  const message = envelope?.data?.error ?? envelope?.error;
  if (status >= 200 && status < 300) return new RequestFailedError(message, status);
  switch (status) {
    case 401:
      return new AuthenticationError(message);
    case 403:
      return message === 'Expired token' ? new ExpiredTokenError() : new ForbiddenError(message);
    case 404:
      return new NotFoundError(message);
    case 422: {
      const errors = envelope?.errors ?? {};
      const first = Object.values(errors).flat()[0];
      return new ValidationError(first ?? message ?? 'Invalid data.', { errors, status: 422 });
    }
    case 500:
      if (envelope?.code) {
        return new ValidationError(message ?? envelope.code, { code: envelope.code, status: 500 });
      }
      return new UnknownError(status, cause);
    default:
      return new UnknownError(status, cause);
  }
}
