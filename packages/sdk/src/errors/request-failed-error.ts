import { ApiError } from './api-error';

/** An answer with `success: false`: carries `data.error`, else "Something went wrong." (000 §8). */
export class RequestFailedError extends ApiError {
  constructor(message?: string, status = 200) {
    super(message || 'Something went wrong.', {
      key: message ? 'errors.server' : 'errors.somethingWentWrong',
      status,
    });
    this.name = 'RequestFailedError';
  }
}
export const isRequestFailedError = (e: unknown): e is RequestFailedError => e instanceof RequestFailedError;
