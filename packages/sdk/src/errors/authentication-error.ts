import { ApiError } from './api-error';

/** 401, or a network failure with no answer, which spec 000 §8 treats as 401. */
export class AuthenticationError extends ApiError {
  constructor(message = 'Authentication failed.', cause?: unknown) {
    super(message, { key: 'errors.authentication', status: 401, cause });
    this.name = 'AuthenticationError';
  }
}
export const isAuthenticationError = (e: unknown): e is AuthenticationError =>
  e instanceof AuthenticationError;
