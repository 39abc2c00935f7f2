import { describe, expect, it } from 'vitest';
import {
  AuthenticationError,
  ExpiredTokenError,
  ForbiddenError,
  mapError,
  NotFoundError,
  RequestFailedError,
  UnknownError,
  ValidationError,
} from './index';

// Spec 000 §8 "Generic mapping of answers", branch by branch.
describe('mapError (spec 000 §8)', () => {
  it('treats a network failure with no response as 401', () => {
    const e = mapError(undefined, undefined, new TypeError('Failed to fetch'));
    expect(e).toBeInstanceOf(AuthenticationError);
    expect(e.status).toBe(401);
  });
  it('maps 401 to an authentication error carrying the server text', () => {
    const e = mapError(401, { success: false, error: 'Wrong e-mail or password.' });
    expect(e).toBeInstanceOf(AuthenticationError);
    expect(e.message).toBe('Wrong e-mail or password.');
  });
  it('maps 403 "Expired token" to a logout', () => {
    expect(mapError(403, { success: false, error: 'Expired token' })).toBeInstanceOf(ExpiredTokenError);
  });
  it('maps any other 403 to a forbidden error', () => {
    const e = mapError(403, { success: false, error: 'Forbidden' });
    expect(e).toBeInstanceOf(ForbiddenError);
    expect(e).not.toBeInstanceOf(ExpiredTokenError);
  });
  it('maps 404 to not found', () => {
    expect(mapError(404, { success: false, error: 'Not found' })).toBeInstanceOf(NotFoundError);
  });
  it('builds a 422 validation error from the errors field', () => {
    const e = mapError(422, {
      success: false,
      error: 'Invalid',
      errors: { title: ['Too long'], width: ['Bad'] },
    });
    expect(e).toBeInstanceOf(ValidationError);
    expect((e as ValidationError).errors).toEqual({ title: ['Too long'], width: ['Bad'] });
    expect(e.message).toBe('Too long');
  });
  it('maps 500 with code and message to a validation-style error keyed by code', () => {
    const e = mapError(500, { success: false, error: 'Quota reached', code: 'quota' });
    expect(e).toBeInstanceOf(ValidationError);
    expect((e as ValidationError).code).toBe('quota');
    expect(e.message).toBe('Quota reached');
  });
  it('maps 500 without a code to unknown', () => {
    expect(mapError(500, { success: false, error: 'boom' })).toBeInstanceOf(UnknownError);
  });
  it('maps any other status to "Unknown error"', () => {
    const e = mapError(418, 'teapot');
    expect(e).toBeInstanceOf(UnknownError);
    expect(e.message).toBe('Unknown error');
  });
  it('turns success:false into data.error', () => {
    const e = mapError(200, { success: false, data: { error: 'Card declined' } });
    expect(e).toBeInstanceOf(RequestFailedError);
    expect(e.message).toBe('Card declined');
  });
  it('turns success:false without text into "Something went wrong."', () => {
    const e = mapError(200, { success: false });
    expect(e.message).toBe('Something went wrong.');
    expect(e.key).toBe('errors.somethingWentWrong');
  });
});
