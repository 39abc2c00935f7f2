import ky, { type KyInstance } from 'ky';
import type { z } from 'zod';
import { isExpiredTokenError } from '../errors/expired-token-error';
import { isForbiddenError } from '../errors/forbidden-error';
import { mapError } from '../errors/map-error';
import { UnknownError } from '../errors/unknown-error';
import type { Language } from '../schemas/common';
import { okEnvelope } from '../schemas/envelope';

/** Options of {@link createClient}. */
export interface ClientOptions {
  /** REST base, absolute or relative to the page, e.g. `https://app.example/smucrestapi/v2`. */
  baseUrl: string;
  /** Bearer token (session or personal access token); omit to rely on the session cookie. */
  token?: string | undefined;
  /** Sent as `Accept-Language`; the server answers texts in it where it has them. */
  language?: Language | undefined;
  /** Custom fetch (tests, SSR). */
  fetch?: typeof fetch;
}

/** Options of one call. `userCall` marks the user call, whose 403 must not open the session modal (000 §4). */
export interface CallOptions {
  json?: unknown;
  /** A multipart body (uploads); sent instead of `json`. */
  body?: FormData;
  searchParams?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal | undefined;
  userCall?: boolean;
}

/**
 * Events the client raises (an `EventTarget`):
 * - `session-expired`: a 403 on any call but the user call (000 §4).
 * - `logged-out`: a 403 "Expired token" (000 §8).
 */
export type ClientEventName = 'session-expired' | 'logged-out';

export interface Http {
  call<S extends z.ZodType>(
    method: string,
    path: string,
    schema: S,
    options?: CallOptions,
  ): Promise<z.infer<S>>;
  /** Raw call for binary answers (CSV, zip); errors are mapped the same way. */
  raw(method: string, path: string, options?: CallOptions): Promise<Response>;
  events: EventTarget;
  setToken(token: string | undefined): void;
  setLanguage(language: Language): void;
}

function cleanParams(params: CallOptions['searchParams']) {
  if (!params) return undefined;
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') out[k] = String(v);
  return out;
}

/** The transport under every resource module: envelope, schema parse and 000 §8 error mapping. */
export function createHttp(options: ClientOptions): Http {
  let token = options.token;
  let language = options.language;
  const events = new EventTarget();
  const instance: KyInstance = ky.create({
    prefixUrl: options.baseUrl,
    credentials: 'include',
    retry: 0,
    timeout: 120_000,
    throwHttpErrors: false,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    hooks: {
      beforeRequest: [
        (request) => {
          if (token) request.headers.set('Authorization', `Bearer ${token}`);
          if (language) request.headers.set('Accept-Language', language);
        },
      ],
    },
  });

  function signal(error: unknown, userCall: boolean | undefined) {
    if (isExpiredTokenError(error)) events.dispatchEvent(new Event('logged-out'));
    else if (isForbiddenError(error) && !userCall) events.dispatchEvent(new Event('session-expired'));
    return error;
  }

  async function raw(method: string, path: string, opts: CallOptions = {}): Promise<Response> {
    let response: Response;
    try {
      response = await instance(path.replace(/^\//, ''), {
        method,
        // With a token the session cookie is not needed, and a page on another origin may only
        // make credentialed calls when the server trusts it (issue 13 §2): send none then.
        credentials: token ? 'omit' : 'include',
        json: opts.json,
        ...(opts.body ? { body: opts.body } : {}),
        searchParams: cleanParams(opts.searchParams),
        signal: opts.signal,
      });
    } catch (cause) {
      if (opts.signal?.aborted) throw cause;
      throw signal(mapError(undefined, undefined, cause), opts.userCall);
    }
    if (!response.ok) {
      const body = await response.json().catch(() => undefined);
      throw signal(mapError(response.status, body), opts.userCall);
    }
    return response;
  }

  async function call<S extends z.ZodType>(method: string, path: string, schema: S, opts: CallOptions = {}) {
    const response = await raw(method, path, opts);
    const body: unknown = await response.json().catch(() => undefined);
    const parsed = okEnvelope(schema).safeParse(body);
    if (parsed.success) return (parsed.data as { data: z.infer<S> }).data;
    const failed =
      typeof body === 'object' && body !== null && (body as { success?: unknown }).success === false;
    throw failed ? mapError(response.status, body) : new UnknownError(response.status, parsed.error);
  }

  return {
    call,
    raw,
    events,
    setToken: (t) => {
      token = t;
    },
    setLanguage: (l) => {
      language = l;
    },
  };
}
