import { ApiError } from './api-error';

/** 404. */
export class NotFoundError extends ApiError {
  constructor(message = 'Not found.') {
    super(message, { key: 'errors.notFound', status: 404 });
    this.name = 'NotFoundError';
  }
}
export const isNotFoundError = (e: unknown): e is NotFoundError => e instanceof NotFoundError;
