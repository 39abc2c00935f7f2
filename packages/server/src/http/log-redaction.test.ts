import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction';

describe('redactUrl (secrets never logged)', () => {
  it('hides the values of secret query parameters and keeps the rest', () => {
    expect(
      redactUrl('/smucrestapi/v2/connected-platforms/facebook/connectable?access_token=EAAsecret123&limit=5'),
    ).toBe('/smucrestapi/v2/connected-platforms/facebook/connectable?access_token=[redacted]&limit=5');
    expect(redactUrl('/cb?code=4%2F0Acode&state=abc&Token=x')).toBe(
      '/cb?code=[redacted]&state=abc&Token=[redacted]',
    );
    expect(redactUrl('/my-streams?page=2&search=token')).toBe('/my-streams?page=2&search=token');
    expect(redactUrl('/stream/5')).toBe('/stream/5');
    expect(redactUrl('/x?%E0%A4%A=1&access%5Ftoken=y')).toBe('/x?%E0%A4%A=1&access%5Ftoken=[redacted]');
  });
});
