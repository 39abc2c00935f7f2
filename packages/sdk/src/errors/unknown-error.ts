import { ApiError } from './api-error';

/** Any other status, or an answer that does not match the contract: "Unknown error" (000 §8). */
export class UnknownError extends ApiError {
  constructor(status: number, cause?: unknown) {
    super('Unknown error', { key: 'errors.unknown', status, cause });
    this.name = 'UnknownError';
  }
}
export const isUnknownError = (e: unknown): e is UnknownError => e instanceof UnknownError;
