import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the Stripe stand-in received: method, path, form body, headers that matter. */
export interface StripeRequest {
  method: string;
  path: string;
  body: string;
  authorization: string | undefined;
  stripeVersion: string | undefined;
  idempotencyKey: string | undefined;
}

/** A running stand-in: `host`/`port` for `STRIPE_API_HOST`/`STRIPE_API_PORT` (protocol http). */
export interface StripeStandIn {
  host: string;
  port: number;
  /** Secret keys Stripe "knows": any other key is refused as Stripe refuses an unknown key. */
  accepted: Set<string>;
  requests: StripeRequest[];
  close(): Promise<void>;
}

const read = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => resolve(body));
  });

/** Stripe's own text for an unknown key, with the key starred out as Stripe does. */
const invalidKey = (key: string) =>
  `Invalid API Key provided: ${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 12))}${key.slice(-4)}`;

/**
 * A local stand-in for the few Stripe API calls the server makes, answering Stripe's real shapes
 * (the `balance` object of Stripe's published OpenAPI fixtures; the `invalid_request_error` body with
 * 401 that the `stripe` client turns into `StripeAuthenticationError`). Records every request, so
 * tests assert what our real client code sent. Only for tests: Stripe cannot be reached here.
 */
export async function startStripeStandIn(port = 0): Promise<StripeStandIn> {
  const accepted = new Set<string>();
  const requests: StripeRequest[] = [];
  const server = createServer(async (request, response) => {
    const body = await read(request);
    const authorization = request.headers.authorization;
    requests.push({
      method: request.method ?? 'GET',
      path: (request.url ?? '/').split('?')[0] ?? '/',
      body,
      authorization,
      stripeVersion: request.headers['stripe-version'] as string | undefined,
      idempotencyKey: request.headers['idempotency-key'] as string | undefined,
    });
    const key = authorization?.replace(/^Bearer /, '') ?? '';
    const send = (status: number, json: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_standin' });
      response.end(JSON.stringify(json));
    };
    if (!accepted.has(key)) {
      return send(401, { error: { type: 'invalid_request_error', message: invalidKey(key) } });
    }
    if (request.method === 'GET' && request.url?.startsWith('/v1/balance')) {
      return send(200, {
        object: 'balance',
        available: [{ amount: 0, currency: 'eur', source_types: { card: 0 } }],
        connect_reserved: [{ amount: 0, currency: 'eur' }],
        livemode: key.startsWith('sk_live_') || key.startsWith('rk_live_'),
        pending: [{ amount: 0, currency: 'eur', source_types: { card: 0 } }],
      });
    }
    return send(404, {
      error: {
        type: 'invalid_request_error',
        message: `Unrecognized request URL (${request.method}: ${request.url}).`,
      },
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    host: '127.0.0.1',
    port: (server.address() as AddressInfo).port,
    accepted,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
