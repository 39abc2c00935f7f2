import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { createClient, settleVideo } from '@smuc/sdk';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '../api-prefix';
import { buildApp } from '../app';
import { hashPassword } from '../auth/passwords';
import { loadConfig } from '../config';
import { accounts } from '../db/schema';
import { type FakeS3, startFakeS3 } from '../test/fake-s3';
import { openTestDatabase, type TestDatabase } from '../test/harness';
import { S3_PART_BYTES, s3Storage } from './s3-storage';

let s3: FakeS3;
beforeAll(async () => {
  s3 = await startFakeS3();
});
afterAll(() => s3?.close());

const settings = () => ({
  bucket: s3.bucket,
  endpoint: s3.endpoint,
  region: 'us-east-1',
  accessKeyId: 'test-key',
  secretAccessKey: 'test-secret',
});

describe('S3-compatible media store', () => {
  it('puts, gets, streams and deletes objects (and everything under a prefix)', async () => {
    const store = s3Storage(settings());
    await store.put('images/a/public', Buffer.from('public bytes'));
    await store.put('images/a/thumbnail', Buffer.from('thumb'));
    await store.put('images/b/public', Readable.from([Buffer.from('streamed '), Buffer.from('bytes')]));
    expect((await store.get('images/a/public'))?.toString()).toBe('public bytes');
    const streamed = await store.stream('images/b/public');
    expect(streamed?.size).toBe(14);
    const chunks: Buffer[] = [];
    for await (const c of streamed?.body ?? []) chunks.push(c as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('streamed bytes');
    expect(await store.get('images/missing/public')).toBeNull();
    expect(await store.stream('images/missing/public')).toBeNull();
    await store.delete('images/a');
    expect(s3.objects.has('images/a/public')).toBe(false);
    expect(s3.objects.has('images/a/thumbnail')).toBe(false);
    expect(s3.objects.has('images/b/public')).toBe(true);
    expect(s3.unsigned).toBe(0);
    await expect(store.put('../escape', Buffer.from('x'))).rejects.toThrow(/bad media key/);
  });

  it('sends a large stream as a multipart upload, byte for byte', async () => {
    const store = s3Storage(settings());
    const big = Buffer.alloc(2 * S3_PART_BYTES + 12345);
    for (let i = 0; i < big.length; i += 4096) big[i] = i % 251;
    const pieces = Array.from({ length: Math.ceil(big.length / 65536) }, (_, i) =>
      big.subarray(i * 65536, (i + 1) * 65536),
    );
    s3.log.length = 0;
    await store.put('tus/big', Readable.from(pieces));
    expect(s3.log.filter((l) => l.startsWith('PUT /smuc-test/tus/big?')).length).toBe(3);
    expect(s3.objects.get('tus/big')?.body.equals(big)).toBe(true);
    expect(s3.uploads.size).toBe(0);
  });
});

describe('the server on STORAGE=s3', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let base: string;
  let mediaDir: string;
  let token: string;

  beforeAll(async () => {
    database = await openTestDatabase();
    await database.db.insert(accounts).values({
      email: 's3@smuc.test',
      firstname: 'S',
      lastname: 'Three',
      plan: 'business',
      passwordHash: await hashPassword('s3-pass-1234'),
    });
    mediaDir = mkdtempSync(join(tmpdir(), 'smuc-s3-media-'));
    const config = loadConfig({
      PORT: '0',
      DATA_DIR: '/nonexistent-test-data-dir',
      MEDIA_DIR: mediaDir,
      HOST_APP_DIR: '/nonexistent-host-app',
      STORAGE: 's3',
      S3_BUCKET: s3.bucket,
      S3_ENDPOINT: s3.endpoint,
      S3_REGION: 'eu-central-1',
      S3_ACCESS_KEY_ID: 'test-key',
      S3_SECRET_ACCESS_KEY: 'test-secret',
    });
    expect(config.storage).toBe('s3');
    app = await buildApp({ db: database.db, config, serveApp: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    base = `http://127.0.0.1:${port}${API_PREFIX}`;
    ({ token } = await createClient({ baseUrl: base }).auth.token({
      email: 's3@smuc.test',
      password: 's3-pass-1234',
    }));
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('stores image variants in the bucket and serves them', async () => {
    const client = createClient({ baseUrl: base, token });
    const png = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    const media = await client.media.uploadImage(new Blob([new Uint8Array(png)]));
    expect(s3.objects.has(`images/${media.id}/public`)).toBe(true);
    expect(s3.objects.has(`images/${media.id}/thumbnail`)).toBe(true);
    const served = await fetch(media.url);
    expect(served.status).toBe(200);
    expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({ width: 40 });
    expect(existsSync(join(mediaDir, 'images'))).toBe(false);
  });

  it('takes a tus upload in two requests through @tus/s3-store, resumes at the stored offset, probes it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'smuc-s3-video-'));
    const out = join(dir, 'clip.mp4');
    execFileSync('ffmpeg', [
      '-v',
      'error',
      '-f',
      'lavfi',
      '-i',
      'testsrc=duration=2:size=320x240:rate=25',
      '-pix_fmt',
      'yuv420p',
      out,
    ]);
    const mp4 = readFileSync(out);
    const b64 = (s: string) => Buffer.from(s).toString('base64');
    const created = await fetch(`${base}/cloudflare/upload?filesize=${mp4.length}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'tus-resumable': '1.0.0',
        'upload-length': String(mp4.length),
        'upload-metadata': `filename ${b64('clip.mp4')},filetype ${b64('video/mp4')}`,
      },
    });
    expect(created.status).toBe(201);
    const location = created.headers.get('location') as string;
    const id = created.headers.get('stream-media-id') as string;
    const patch = (offset: number, bytes: Buffer) =>
      fetch(location, {
        method: 'PATCH',
        headers: {
          'tus-resumable': '1.0.0',
          'upload-offset': String(offset),
          'content-type': 'application/offset+octet-stream',
        },
        body: new Uint8Array(bytes),
      });
    const half = Math.floor(mp4.length / 2);
    expect((await patch(0, mp4.subarray(0, half))).status).toBe(204);
    // A new request (a reload, a dropped connection) asks where to go on.
    const head = await fetch(location, { method: 'HEAD', headers: { 'tus-resumable': '1.0.0' } });
    expect(Number(head.headers.get('upload-offset'))).toBe(half);
    expect(s3.objects.has(id)).toBe(false);
    expect((await patch(half, mp4.subarray(half))).status).toBe(204);

    expect(s3.objects.get(id)?.body.equals(mp4)).toBe(true);
    const client = createClient({ baseUrl: base, token });
    // Probed and given its poster after the last PATCH was answered (issue 35 §3).
    const info = await settleVideo(() => client.media.video(id), { intervalMs: 100 });
    expect(s3.objects.has(`videos/${id}/poster.jpg`)).toBe(true);
    expect(info.status).toBe('ready');
    expect(info.duration).toBeCloseTo(2, 0);
    const served = Buffer.from(await (await fetch(info.url as string)).arrayBuffer());
    expect(served.equals(mp4)).toBe(true);
    expect(existsSync(join(mediaDir, 'tus'))).toBe(false);
  }, 60_000);
});
