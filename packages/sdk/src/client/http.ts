import ky, { type KyInstance } from 'ky';
import type { z } from 'zod';
import { isExpiredTokenError } from '../errors/expired-token-error';
import { isForbiddenError } from '../errors/forbidden-error';
import { mapError } from '../errors/map-error';
import { UnknownError } from '../errors/unknown-error';
import type { Language } from '../schemas/common';
import { forgetSharedAnswers, sharedAnswer } from './shared-answers';

/** The module of answer schemas (`answers.ts`), as the client loads it on demand. */
export type AnswerSchemas = typeof import('./answers');

/**
 * Picks an answer's schema from the answer schemas, e.g. `(s) => s.streamSchema`; called only
 * when the client checks answers (`validate`).
 */
export type PickSchema<S extends z.ZodType> = (schemas: AnswerSchemas) => S;

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
  /**
   * Called with every request just before it is sent, after the client set `Authorization` and
   * `Accept-Language`: a host adds or changes headers on `request.headers` (e.g. the WordPress
   * plugin's `X-WP-Nonce` for its proxy). Runs for every call, so a value read here (a nonce that
   * was refreshed) is always the current one. Exceptions it throws fail the call like a network
   * error. The dashboard elements raise it as their `smuc-request` event.
   */
  beforeRequest?: (request: Request) => void | Promise<void>;
  /**
   * Checks every answer against its schema (default true): an answer that breaks the contract
   * raises UnknownError, and the schemas' defaults are applied. The server tests keep it on, so
   * every answer they read is checked. `false` trusts the server's answers as they come (the
   * browser areas: the schemas and zod are then never loaded; the envelope is still checked).
   */
  validate?: boolean;
  /**
   * Shares the answers of the calls marked `share` (the user call) with the page's other sharing
   * clients (default false): one request per piece of data while a page loads, however many areas
   * ask (`shared-answers.ts`). Every write through a sharing client forgets the shared answers.
   * The browser's shell and elements set it; a server or a test with many accounts leaves it off.
   */
  shareAnswers?: boolean;
}

/** Options of one call. `userCall` marks the user call, whose 403 must not open the session modal (000 §4). */
export interface CallOptions {
  json?: unknown;
  /** A multipart body (uploads); sent instead of `json`. */
  body?: FormData;
  searchParams?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal | undefined;
  userCall?: boolean;
  /** A GET whose answer the page's sharing clients share (`ClientOptions.shareAnswers`). */
  share?: boolean;
}

/**
 * Events the client raises (an `EventTarget`):
 * - `session-expired`: a 403 on any call but the user call (000 §4).
 * - `logged-out`: a 403 "Expired token" (000 §8).
 */
export type ClientEventName = 'session-expired' | 'logged-out';

export interface Http {
  /**
   * Calls the API and answers the envelope's `data`, checked by the schema `pick` chooses when the
   * client validates. Raises the 000 §8 errors (`mapError`); UnknownError for an answer without
   * the envelope or, when validating, one its schema refuses.
   */
  call<S extends z.ZodType>(
    method: string,
    path: string,
    pick: PickSchema<S>,
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

/**
 * The transport under every resource module: envelope, schema check (unless `validate: false`;
 * the schemas are imported on the first answer to check) and 000 §8 error mapping.
 */
export function createHttp(options: ClientOptions): Http {
  let token = options.token;
  let language = options.language;
  const validate = options.validate ?? true;
  let answerSchemas: Promise<AnswerSchemas> | undefined;
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
        async (request) => {
          if (token) request.headers.set('Authorization', `Bearer ${token}`);
          if (language) request.headers.set('Accept-Language', language);
          await options.beforeRequest?.(request);
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
    // A write forgets the shared answers when it starts and again when it is answered, so a GET
    // that went out meanwhile is not handed on either.
    const writes = options.shareAnswers && method !== 'GET';
    if (writes) forgetSharedAnswers();
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
    } finally {
      if (writes) forgetSharedAnswers();
    }
    if (!response.ok) {
      const body = await response.json().catch(() => undefined);
      throw signal(mapError(response.status, body), opts.userCall);
    }
    return response;
  }

  async function call<S extends z.ZodType>(
    method: string,
    path: string,
    pick: PickSchema<S>,
    opts: CallOptions = {},
  ): Promise<z.infer<S>> {
    if (!(opts.share && options.shareAnswers && method === 'GET')) return request(method, path, pick, opts);
    // A relative base is this page's: clients given `/smucrestapi/v2` and the full address share.
    const page = (globalThis as { location?: { href: string } }).location;
    const base = page ? new URL(options.baseUrl, page.href).href : options.baseUrl;
    const key = JSON.stringify([
      base,
      path,
      opts.searchParams ?? null,
      token ?? '',
      language ?? '',
      validate,
    ]);
    let asked = false;
    try {
      return await sharedAnswer(
        key,
        () => {
          asked = true;
          return request(method, path, pick, { ...opts, signal: undefined });
        },
        opts.signal,
      );
    } catch (error) {
      // Another client's request failed: ask with this one, so its own session events are raised.
      if (asked || opts.signal?.aborted) throw error;
      return request(method, path, pick, opts);
    }
  }

  async function request<S extends z.ZodType>(
    method: string,
    path: string,
    pick: PickSchema<S>,
    opts: CallOptions,
  ): Promise<z.infer<S>> {
    const response = await raw(method, path, opts);
    const body: unknown = await response.json().catch(() => undefined);
    const envelope = (typeof body === 'object' && body !== null ? body : {}) as {
      success?: unknown;
      data?: unknown;
    };
    if (envelope.success === false) throw mapError(response.status, body);
    if (envelope.success !== true) throw new UnknownError(response.status);
    if (!validate) return envelope.data as z.infer<S>;
    answerSchemas ??= import('./answers').catch((error: unknown) => {
      answerSchemas = undefined;
      throw error;
    });
    const parsed = pick(await answerSchemas).safeParse(envelope.data);
    if (parsed.success) return parsed.data as z.infer<S>;
    throw new UnknownError(response.status, parsed.error);
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
