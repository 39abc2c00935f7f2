import { ApiError } from './api-error';

/** 403 whose message is exactly "Expired token": the user is logged out (000 §8). */
export class ExpiredTokenError extends ApiError {
  constructor() {
    super('Expired token', { key: 'errors.expiredToken', status: 403 });
    this.name = 'ExpiredTokenError';
  }
}
export const isExpiredTokenError = (e: unknown): e is ExpiredTokenError => e instanceof ExpiredTokenError;
