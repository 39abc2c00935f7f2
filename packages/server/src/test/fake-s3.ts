import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One stored object of the fake: bytes, user metadata (`x-amz-meta-*`) and content type. */
export interface FakeObject {
  body: Buffer;
  meta: Record<string, string>;
  contentType: string;
}

/** A running {@link startFakeS3}. */
export interface FakeS3 {
  /** `http://127.0.0.1:PORT`, the `S3_ENDPOINT` (path-style: `/bucket/key`). */
  endpoint: string;
  bucket: string;
  objects: Map<string, FakeObject>;
  /** Multipart uploads in progress by upload id. */
  uploads: Map<string, { key: string; meta: Record<string, string>; parts: Map<number, Buffer> }>;
  /** `METHOD path?query` of every request, for assertions on what the client did. */
  log: string[];
  /** Requests that came without an AWS signature. */
  unsigned: number;
  close(): Promise<void>;
}

const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}`;
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const etag = (b: Buffer) => `"${createHash('md5').update(b).digest('hex')}"`;

async function bodyOf(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

function metaOf(req: IncomingMessage) {
  const meta: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.headers))
    if (k.startsWith('x-amz-meta-') && typeof v === 'string') meta[k.slice(11)] = v;
  return meta;
}

function fail(res: ServerResponse, status: number, code: string, head = false) {
  res.writeHead(status, { 'content-type': 'application/xml' });
  res.end(head ? undefined : xml(`<Error><Code>${code}</Code><Message>${code}</Message></Error>`));
}

/**
 * A small S3-compatible HTTP server for tests (the outside world at the HTTP boundary): one bucket,
 * path-style addressing, in memory. It speaks what the media store and `@tus/s3-store` use:
 * PutObject, GetObject, HeadObject, DeleteObject, ListObjectsV2, and the multipart calls
 * CreateMultipartUpload, UploadPart, ListParts, CompleteMultipartUpload, AbortMultipartUpload.
 * Signatures are not verified, only counted when missing.
 */
export async function startFakeS3(bucket = 'smuc-test'): Promise<FakeS3> {
  const objects = new Map<string, FakeObject>();
  const uploads: FakeS3['uploads'] = new Map();
  const log: string[] = [];
  const state = { unsigned: 0 };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://s3');
    const q = url.searchParams;
    log.push(`${req.method} ${url.pathname}${url.search}`);
    if (!String(req.headers.authorization ?? '').startsWith('AWS4-HMAC-SHA256')) state.unsigned++;
    const [, b, ...rest] = url.pathname.split('/');
    const key = decodeURIComponent(rest.join('/'));
    if (b !== bucket) return fail(res, 404, 'NoSuchBucket');
    const method = req.method ?? 'GET';

    if (!key) {
      if (method === 'GET' && q.get('list-type') === '2') {
        const prefix = q.get('prefix') ?? '';
        const keys = [...objects.keys()].filter((k) => k.startsWith(prefix)).sort();
        res.writeHead(200, { 'content-type': 'application/xml' });
        return res.end(
          xml(
            `<ListBucketResult><Name>${bucket}</Name><Prefix>${esc(prefix)}</Prefix><KeyCount>${keys.length}</KeyCount><IsTruncated>false</IsTruncated>${keys
              .map(
                (k) => `<Contents><Key>${esc(k)}</Key><Size>${objects.get(k)?.body.length}</Size></Contents>`,
              )
              .join('')}</ListBucketResult>`,
          ),
        );
      }
      return fail(res, 400, 'NotImplemented');
    }

    const uploadId = q.get('uploadId');
    if (method === 'POST' && q.has('uploads')) {
      await bodyOf(req);
      const id = randomBytes(12).toString('hex');
      uploads.set(id, { key, meta: metaOf(req), parts: new Map() });
      res.writeHead(200, { 'content-type': 'application/xml' });
      return res.end(
        xml(
          `<InitiateMultipartUploadResult><Bucket>${bucket}</Bucket><Key>${esc(key)}</Key><UploadId>${id}</UploadId></InitiateMultipartUploadResult>`,
        ),
      );
    }
    if (uploadId) {
      const upload = uploads.get(uploadId);
      if (!upload) return fail(res, 404, 'NoSuchUpload', method === 'HEAD');
      if (method === 'PUT') {
        const part = await bodyOf(req);
        upload.parts.set(Number(q.get('partNumber')), part);
        res.writeHead(200, { etag: etag(part) });
        return res.end();
      }
      if (method === 'GET') {
        const parts = [...upload.parts.entries()].sort(([a], [c]) => a - c);
        res.writeHead(200, { 'content-type': 'application/xml' });
        return res.end(
          xml(
            `<ListPartsResult><Bucket>${bucket}</Bucket><Key>${esc(key)}</Key><UploadId>${uploadId}</UploadId><IsTruncated>false</IsTruncated>${parts
              .map(
                ([n, p]) =>
                  `<Part><PartNumber>${n}</PartNumber><ETag>${etag(p)}</ETag><Size>${p.length}</Size></Part>`,
              )
              .join('')}</ListPartsResult>`,
          ),
        );
      }
      if (method === 'POST') {
        const wanted = [
          ...(await bodyOf(req)).toString('utf8').matchAll(/<PartNumber>(\d+)<\/PartNumber>/g),
        ].map((m) => Number(m[1]));
        const missing = wanted.find((n) => !upload.parts.has(n));
        if (missing !== undefined) return fail(res, 400, 'InvalidPart');
        const body = Buffer.concat(wanted.map((n) => upload.parts.get(n) as Buffer));
        objects.set(upload.key, { body, meta: upload.meta, contentType: 'application/octet-stream' });
        uploads.delete(uploadId);
        res.writeHead(200, { 'content-type': 'application/xml' });
        return res.end(
          xml(
            `<CompleteMultipartUploadResult><Bucket>${bucket}</Bucket><Key>${esc(key)}</Key><ETag>${etag(body)}</ETag></CompleteMultipartUploadResult>`,
          ),
        );
      }
      if (method === 'DELETE') {
        uploads.delete(uploadId);
        res.writeHead(204);
        return res.end();
      }
    }
    if (method === 'PUT') {
      const body = await bodyOf(req);
      objects.set(key, {
        body,
        meta: metaOf(req),
        contentType: String(req.headers['content-type'] ?? 'application/octet-stream'),
      });
      res.writeHead(200, { etag: etag(body) });
      return res.end();
    }
    if (method === 'GET' || method === 'HEAD') {
      const found = objects.get(key);
      if (!found) return fail(res, 404, 'NoSuchKey', method === 'HEAD');
      const headers: Record<string, string | number> = {
        'content-type': found.contentType,
        'content-length': found.body.length,
        etag: etag(found.body),
        'last-modified': new Date().toUTCString(),
      };
      for (const [k, v] of Object.entries(found.meta)) headers[`x-amz-meta-${k}`] = v;
      res.writeHead(200, headers);
      return res.end(method === 'HEAD' ? undefined : found.body);
    }
    if (method === 'DELETE') {
      objects.delete(key);
      res.writeHead(204);
      return res.end();
    }
    return fail(res, 400, 'NotImplemented');
  };

  const server = createServer((req, res) => {
    handle(req, res).catch(() => fail(res, 500, 'InternalError'));
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    objects,
    uploads,
    log,
    get unsigned() {
      return state.unsigned;
    },
    close: () =>
      new Promise<void>((ok) => {
        server.closeAllConnections();
        server.close(() => ok());
      }),
  };
}
