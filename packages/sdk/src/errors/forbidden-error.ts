import { ApiError } from './api-error';

/** 403 other than "Expired token": the session-expired modal opens (000 §4). */
export class ForbiddenError extends ApiError {
  constructor(message = 'Forbidden.') {
    super(message, { key: 'errors.forbidden', status: 403 });
    this.name = 'ForbiddenError';
  }
}
export const isForbiddenError = (e: unknown): e is ForbiddenError => e instanceof ForbiddenError;
