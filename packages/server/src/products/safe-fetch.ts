import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
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

/** Loopback, private, link-local, shared, multicast and reserved ranges (IPv4 and IPv6). */
const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  blocked.addSubnet(net, prefix, 'ipv6');

/** True for an address a public fetch must not reach (IPv4-mapped IPv6 is checked as IPv4). */
export function isBlockedAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return blocked.check(mapped[1]!, 'ipv4');
  const family = isIP(address);
  if (family === 0) return true;
  return blocked.check(address, family === 6 ? 'ipv6' : 'ipv4');
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
