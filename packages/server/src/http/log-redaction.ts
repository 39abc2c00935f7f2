import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/**
 * Query parameters that carry secrets in our URLs or in the providers' callbacks: the Facebook user
 * token of `GET /connected-platforms/facebook/connectable?access_token` (000 §7), Google's OAuth
 * `code`, bearer tokens some clients put in the query, and any key or secret.
 */
const SECRET_PARAMS = /^(access_token|token|code|refresh_token|client_secret|secret|key|api_key|password)$/i;

/**
 * The URL with the values of secret query parameters replaced by `[redacted]`, for log lines
 * (issue 13/14: "secrets never returned or logged"). Path and other parameters stay as they were.
 * @param url a request URL, path and query (`/x?access_token=EAA…&limit=5`)
 */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // A malformed name is kept as written.
      }
      return eq >= 0 && SECRET_PARAMS.test(decoded) ? `${name}=[redacted]` : pair;
    });
  return `${url.slice(0, q)}?${params.join('&')}`;
}

/** How a request appears in a log line: Fastify's fields, with the URL's secrets redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Fastify's `logger` option: pino with the redacting request serializer, or off. */
export function loggerOptions(enabled: boolean): FastifyServerOptions['logger'] {
  return enabled ? { serializers: { req: serializeRequest as never } } : false;
}
