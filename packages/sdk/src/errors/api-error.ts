/**
 * Base of every error the API client raises. `key` is the i18n key of the user-facing text,
 * `message` its English form (or the server's own text), `status` the HTTP status (0 when none).
 */
export class ApiError extends Error {
  readonly key: string;
  readonly status: number;
  constructor(message: string, options: { key: string; status: number; cause?: unknown }) {
    super(message, { cause: options.cause });
    this.name = 'ApiError';
    this.key = options.key;
    this.status = options.status;
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;
