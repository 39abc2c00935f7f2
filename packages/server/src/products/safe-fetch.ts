import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { HttpError } from '../http/errors';
import { decodeBody } from './decode-body';

/** Limits of a server-side fetch of a shop's page or feed. */
export interface SafeFetchOptions {
  /** Host names or IPs that may be private (see `PRODUCT_FETCH_ALLOW`). */
  allow: readonly string[];
  /** Whole-request time limit in ms (default 10 s). */
  timeoutMs?: number;
  /** Largest body read in bytes (default 5 MiB); larger answers are refused. */
  maxBytes?: number;
  /** Redirects followed at most (default 5). */
  maxRedirects?: number;
}

/** What a safe fetch answers: the final URL, the content type and the body as text (decoded by its declared charset). */
export interface FetchedPage {
  url: string;
  contentType: string;
  body: string;
}

/**
 * The IPv4 address an IPv6 spelling carries, for the forms that reach it (issue 29 §6): IPv4-mapped
 * (`::ffff:a.b.c.d`), IPv4-compatible (`::a.b.c.d`), NAT64 (`64:ff9b::/96`, RFC 6052) and 6to4
 * (`2002:AABB:CCDD::/16`); `null` for other addresses.
 */
function embeddedIPv4(address: ipaddr.IPv6): ipaddr.IPv4 | null {
  const bytes = address.toByteArray();
  const v4 = (at: number) => new ipaddr.IPv4(bytes.slice(at, at + 4));
  if (address.isIPv4MappedAddress()) return address.toIPv4Address();
  const range = address.range();
  if (range === 'rfc6052') return v4(12);
  if (range === '6to4') return v4(2);
  // `::a.b.c.d` (deprecated IPv4-compatible); `::` and `::1` are answered by their own ranges.
  if (bytes.slice(0, 12).every((b) => b === 0) && (bytes[12] ?? 0) !== 0) return v4(12);
  return null;
}

/**
 * True for an address a public fetch must not reach: anything `ipaddr.js` does not class as public
 * `unicast` (loopback, private, link-local, shared, multicast, reserved, unspecified, Teredo…), and
 * IPv6 spellings of IPv4 addresses judged by the IPv4 address they carry. Unparsable text is refused.
 */
export function isBlockedAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return true;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6') {
    const inner = embeddedIPv4(parsed as ipaddr.IPv6);
    if (inner) return inner.range() !== 'unicast';
  }
  return parsed.range() !== 'unicast';
}

const refused = () => new HttpError(422, 'This address cannot be fetched.', { code: 'fetch_refused' });
const failed = (message: string) => new HttpError(422, message, { code: 'fetch_failed' });

/**
 * GETs an http(s) URL from the server with an SSRF guard: every address the host resolves to is
 * checked at connect time (so a DNS answer cannot change between check and use), and loopback,
 * private and link-local targets are refused unless the host or the address is in `allow`.
 * Follows at most `maxRedirects` redirects (each re-checked), stops after `timeoutMs`, refuses
 * bodies above `maxBytes`. Raises HttpError 422 (`fetch_refused`, `fetch_failed`).
 */
export async function safeFetch(rawUrl: string, options: SafeFetchOptions): Promise<FetchedPage> {
  const { allow, timeoutMs = 10_000, maxBytes = 5 * 1024 * 1024, maxRedirects = 5 } = options;
  const deadline = Date.now() + timeoutMs;
  let url = parseUrl(rawUrl);
  for (let hop = 0; ; hop++) {
    const answer = await getOnce(url, allow, deadline, maxBytes);
    if (answer.kind === 'page') return answer.page;
    if (hop >= maxRedirects) throw failed('The page redirected too many times.');
    url = parseUrl(new URL(answer.location, url).toString());
  }
}

function parseUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw failed('You must provide a valid url before submit.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw refused();
  return url;
}

const bareHost = (url: URL) => url.hostname.replace(/^\[|\]$/g, '').toLowerCase();

function guardedLookup(host: string, allow: readonly string[]): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const list = addresses as unknown as LookupAddress[];
      const ok = list.filter(
        (a) => allow.includes(host) || allow.includes(a.address) || !isBlockedAddress(a.address),
      );
      if (ok.length === 0)
        return callback(Object.assign(new Error('refused'), { code: 'SMUC_REFUSED' }), '', 0);
      if ((options as { all?: boolean }).all)
        return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, ok);
      callback(null, ok[0]!.address, ok[0]!.family);
    });
  };
}

type Hop = { kind: 'page'; page: FetchedPage } | { kind: 'redirect'; location: string };

function getOnce(url: URL, allow: readonly string[], deadline: number, maxBytes: number): Promise<Hop> {
  const host = bareHost(url);
  if (isIP(host) && isBlockedAddress(host) && !allow.includes(host)) return Promise.reject(refused());
  const remaining = deadline - Date.now();
  if (remaining <= 0) return Promise.reject(failed('The page did not answer in time.'));
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<Hop>((resolve, reject) => {
    const request = client.get(
      url,
      {
        lookup: guardedLookup(host, allow),
        timeout: remaining,
        headers: {
          'user-agent': 'SMUC product fetcher (+https://smuc.example)',
          accept: 'text/html,application/xhtml+xml,application/xml,text/csv,*/*;q=0.5',
        },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400 && response.headers.location) {
          response.resume();
          return resolve({ kind: 'redirect', location: response.headers.location });
        }
        if (status < 200 || status >= 300) {
          response.resume();
          return reject(failed(`The page answered ${status}.`));
        }
        const declared = Number(response.headers['content-length'] ?? 0);
        if (declared > maxBytes) {
          response.destroy();
          return reject(failed('The page is too large.'));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) {
            response.destroy();
            reject(failed('The page is too large.'));
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () =>
          resolve({
            kind: 'page',
            page: {
              url: url.toString(),
              contentType: String(response.headers['content-type'] ?? ''),
              body: decodeBody(Buffer.concat(chunks), String(response.headers['content-type'] ?? '')),
            },
          }),
        );
        response.on('error', () => reject(failed('The page could not be read.')));
      },
    );
    const timer = setTimeout(
      () => request.destroy(Object.assign(new Error('timeout'), { code: 'SMUC_TIMEOUT' })),
      remaining,
    );
    request.on('close', () => clearTimeout(timer));
    request.on('timeout', () =>
      request.destroy(Object.assign(new Error('timeout'), { code: 'SMUC_TIMEOUT' })),
    );
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'SMUC_REFUSED') reject(refused());
      else if (error.code === 'SMUC_TIMEOUT') reject(failed('The page did not answer in time.'));
      else reject(failed('The page could not be reached.'));
    });
  });
}
