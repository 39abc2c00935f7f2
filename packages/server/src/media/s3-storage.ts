import type { Readable } from 'node:stream';
import type { S3Client, S3ClientConfig } from '@aws-sdk/client-s3';
import { assertMediaKey, type MediaStorage } from './storage';

/** Where an S3-compatible store lives (`S3_*` settings). */
export interface S3Settings {
  bucket: string;
  /** `https://…` of an S3-compatible service (MinIO, R2, …); unset = AWS for `region`. */
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
}

/** `@aws-sdk/client-s3`: the S3 client and its commands. */
type S3Sdk = typeof import('@aws-sdk/client-s3');

let loadingSdk: Promise<S3Sdk> | null = null;

/**
 * The AWS S3 client library, imported at its first use and shared from then on, so a server on
 * the local disk (`STORAGE=local`, the default) does not carry it (with `@tus/s3-store` about
 * 26 MiB resident; issue 18 target 3). A failed first load is retried on the next call.
 */
export function loadS3Sdk(): Promise<S3Sdk> {
  loadingSdk ??= import('@aws-sdk/client-s3').catch((error: unknown) => {
    loadingSdk = null;
    throw error;
  });
  return loadingSdk;
}

/** Streams are sent in parts of this size once they exceed it (S3 allows 5 MiB-5 GiB parts). */
export const S3_PART_BYTES = 8 * 1024 * 1024;

/**
 * The client options both the media store and the tus S3 store use: path-style addressing for a
 * custom endpoint (MinIO and most S3-compatible services), checksums only where S3 requires them
 * (no aws-chunked bodies, so any S3-compatible service reads the uploads).
 */
export function s3ClientConfig(s: S3Settings): S3ClientConfig {
  return {
    region: s.region,
    ...(s.endpoint ? { endpoint: s.endpoint, forcePathStyle: true } : {}),
    ...(s.accessKeyId && s.secretAccessKey
      ? { credentials: { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey } }
      : {}),
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
}

const isMissing = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
};

/** Reads up to `size` bytes from an async iterator of chunks, keeping the rest for the next call. */
function chunker(source: Readable) {
  const it = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  let pending: Buffer = Buffer.alloc(0);
  let done = false;
  return async (size: number): Promise<Buffer> => {
    const parts: Buffer[] = [pending];
    let have = pending.length;
    while (have < size && !done) {
      const next = await it.next();
      if (next.done) done = true;
      else {
        const chunk = Buffer.isBuffer(next.value) ? next.value : Buffer.from(next.value);
        parts.push(chunk);
        have += chunk.length;
      }
    }
    const all = Buffer.concat(parts);
    pending = all.subarray(size);
    return all.subarray(0, size);
  };
}

/**
 * The {@link MediaStorage} on an S3-compatible bucket (`STORAGE=s3`): keys are object keys as
 * they are (`images/<id>/public`, `fonts/…`, `videos/<id>/poster.jpg`). A stream larger than
 * {@link S3_PART_BYTES} goes up as a multipart upload (aborted on failure, so no half object is
 * ever visible); `delete` removes the key and every key under `key/`.
 */
export function s3Storage(settings: S3Settings, given?: S3Client): MediaStorage {
  const Bucket = settings.bucket;
  let connecting: Promise<{ s3: S3Sdk; client: S3Client }> | null = null;
  /** The SDK and this store's client (`given`, or one for `settings`), made at the first call. */
  const connect = () => {
    connecting ??= loadS3Sdk().then(
      (s3) => ({ s3, client: given ?? new s3.S3Client(s3ClientConfig(settings)) }),
      (error: unknown) => {
        connecting = null;
        throw error;
      },
    );
    return connecting;
  };

  async function putStream(Key: string, body: Readable) {
    const { s3, client } = await connect();
    const read = chunker(body);
    const first = await read(S3_PART_BYTES);
    if (first.length < S3_PART_BYTES) {
      await client.send(new s3.PutObjectCommand({ Bucket, Key, Body: first }));
      return;
    }
    const { UploadId } = await client.send(new s3.CreateMultipartUploadCommand({ Bucket, Key }));
    const parts: { ETag: string; PartNumber: number }[] = [];
    try {
      let chunk = first;
      for (let PartNumber = 1; chunk.length > 0; PartNumber++) {
        const { ETag } = await client.send(
          new s3.UploadPartCommand({
            Bucket,
            Key,
            UploadId,
            PartNumber,
            Body: chunk,
            ContentLength: chunk.length,
          }),
        );
        parts.push({ ETag: ETag ?? '', PartNumber });
        chunk = await read(S3_PART_BYTES);
      }
      await client.send(
        new s3.CompleteMultipartUploadCommand({ Bucket, Key, UploadId, MultipartUpload: { Parts: parts } }),
      );
    } catch (error) {
      await client.send(new s3.AbortMultipartUploadCommand({ Bucket, Key, UploadId })).catch(() => undefined);
      throw error;
    }
  }

  return {
    async put(key, data) {
      assertMediaKey(key);
      const { s3, client } = await connect();
      if (Buffer.isBuffer(data)) await client.send(new s3.PutObjectCommand({ Bucket, Key: key, Body: data }));
      else await putStream(key, data);
    },
    async get(key) {
      assertMediaKey(key);
      const { s3, client } = await connect();
      try {
        const out = await client.send(new s3.GetObjectCommand({ Bucket, Key: key }));
        return out.Body ? Buffer.from(await out.Body.transformToByteArray()) : Buffer.alloc(0);
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async stream(key, range) {
      assertMediaKey(key);
      const { s3, client } = await connect();
      try {
        const out = await client.send(
          new s3.GetObjectCommand({
            Bucket,
            Key: key,
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
        if (!out.Body) return null;
        // A ranged answer names the whole size after the slash of Content-Range.
        const total = /\/(\d+)$/.exec(out.ContentRange ?? '')?.[1];
        return { body: out.Body as Readable, size: Number(total ?? out.ContentLength ?? 0) };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      assertMediaKey(key);
      const { s3, client } = await connect();
      await client.send(new s3.DeleteObjectCommand({ Bucket, Key: key }));
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new s3.ListObjectsV2Command({ Bucket, Prefix: `${key}/`, ContinuationToken }),
        );
        for (const o of page.Contents ?? [])
          if (o.Key) await client.send(new s3.DeleteObjectCommand({ Bucket, Key: o.Key }));
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}
