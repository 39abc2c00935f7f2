import type { FieldErrors } from '../schemas/envelope';
import { ApiError } from './api-error';

/**
 * 422 built from the answer's `errors` (field path → messages), or 500 with a `code` and a
 * message, which spec 000 §8 maps to a validation-style error keyed by that code.
 * `message` is the first field message, so a toast can show it as is.
 */
export class ValidationError extends ApiError {
  readonly errors: FieldErrors;
  readonly code: string | undefined;
  constructor(message: string, options: { errors?: FieldErrors; code?: string; status: 422 | 500 }) {
    super(message, { key: 'errors.validation', status: options.status });
    this.name = 'ValidationError';
    this.errors = options.errors ?? {};
    this.code = options.code;
  }
}
export const isValidationError = (e: unknown): e is ValidationError => e instanceof ValidationError;
